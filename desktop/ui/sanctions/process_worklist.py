"""The deadline worklist: defences and appeals overdue, due today and due this week, each
with its process, notice and operator; Enter or a double click opens the process."""

from desktop.rules.dates import br_date
from desktop.services.sanctions.process_records import Worklist, worklist
from desktop.ui.sanctions.process_table import ProcessLine, ProcessTablePanel
from desktop.ui.workspace import Workspace


class WorklistPanel(ProcessTablePanel):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(
            workspace,
            "worklist",
            [
                self.tr("Situação"),
                self.tr("Vencimento"),
                self.tr("Prazo"),
                self.tr("Processo"),
                self.tr("Auto"),
                self.tr("Autuado"),
            ],
            self.read,
            self.lines_of,
            parent,
        )
        self.refresh()

    def read(self) -> Worklist:
        return worklist(self.ctx)

    def lines_of(self, found: Worklist) -> tuple[str, list[ProcessLine]]:
        groups = (
            (self.tr("Vencido"), found.overdue),
            (self.tr("Vence hoje"), found.today),
            (self.tr("Vence nesta semana"), found.this_week),
        )
        summary = (
            self.tr("%1 vencido(s), %2 hoje, %3 nesta semana")
            .replace("%1", str(len(found.overdue)))
            .replace("%2", str(len(found.today)))
            .replace("%3", str(len(found.this_week)))
        )
        lines = [
            ProcessLine(
                row.process_id,
                (
                    label,
                    br_date(row.due),
                    row.kind_label,
                    row.process_number,
                    row.notice_number,
                    row.operator_name,
                ),
                row.articles,
            )
            for label, rows in groups
            for row in rows
        ]
        return summary, lines
