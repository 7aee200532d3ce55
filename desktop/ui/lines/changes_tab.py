"""The Alterações tab of a line: its change requests in the order protocolled, with the
analysis of the article's conditions and the decision (GO Decreto 8.444/2015, art. 43; Lei
RR 664/2008, arts. 50 and 57-61), and the actions that protocol a request (Ctrl+R), decide
the one selected (Ctrl+E) and print its decision as a signed document (Ctrl+Shift+E). A
mixin of `LinesArea`: `self.current` is the line on screen."""

from PySide6.QtWidgets import QDialog

from desktop.rules.dates import br_date
from desktop.rules.lines.fusion import joined
from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.change_records import ChangeRequestRow, change_requests
from desktop.services.lines.records import LineDetail
from desktop.ui.lines.change_dialogs import (
    cancellation_dialog,
    decision_dialog,
    protocol_dialog,
)
from desktop.ui.lines.dated import TableTab
from desktop.ui.lines.host import LinesHost
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.pdf_output import PdfOutput


def request_text(row: ChangeRequestRow) -> str:
    """The request, its analysis and its decision, for the details under the list."""
    parts = [f"{row.kind_label} ({row.article}), protocolo {row.protocol}: {row.description}"]
    if row.facts_text:
        parts.append(row.facts_text)
    if row.resulting_code:
        merged = joined(row.merged_line_codes)
        many = len(row.merged_line_codes) > 1
        parts.append(
            f"Fusão com {'as linhas' if many else 'a linha'} {merged}, "
            f"nova linha {row.resulting_code}"
        )
    if row.findings:
        parts.append(
            "Condições não atendidas: "
            + " ".join(f"{f.message} ({f.article})" for f in row.findings)
        )
    else:
        parts.append("Nenhuma condição verificável do artigo falha.")
    if row.outcome == "aprovada":
        parts.append(
            f"Aprovada em {br_date(row.decided_on)} ({row.reference}) por {row.decided_by}: "
            + (
                f"versão {row.version_number} desde {br_date(row.effective_on)}."
                if row.version_number
                else f"linha {row.resulting_code} criada e linhas fundidas canceladas desde "
                f"{br_date(row.effective_on)}."
                if row.resulting_code
                else f"em vigor desde {br_date(row.effective_on)}, itinerário inalterado."
            )
        )
    if row.cancellation:
        parts.append(row.cancellation)
    elif row.outcome == "recusada":
        parts.append(
            f"Recusada em {br_date(row.decided_on)} ({row.reference}) por {row.decided_by}: "
            f"{row.reasons}"
        )
    return " ".join(part if part.endswith(".") else part + "." for part in parts)


class ChangeTabs(LinesHost):
    def build_change_tab(self) -> None:
        self.change_requests: list[ChangeRequestRow] = []
        self.changes_tab = TableTab(
            self.tr(
                "Pedidos de alteração da linha, na ordem do protocolo, com a análise das "
                "condições do artigo e a decisão; a aprovação cria a nova versão da linha."
            ),
            RecordTable(
                "changes_table",
                [
                    self.tr("Protocolo"),
                    self.tr("Data"),
                    self.tr("Alteração"),
                    self.tr("Análise"),
                    self.tr("Situação"),
                ],
            ),
            2,
            self,
        )

    def load_change_tab(self, detail: LineDetail | None) -> None:
        if detail is None:
            self._fill_changes([])
            return
        line_id = detail.id
        operation.run(self, lambda: change_requests(self.ctx, line_id), self._fill_changes)

    def _fill_changes(self, rows: list[ChangeRequestRow]) -> None:
        self.change_requests = rows
        self.changes_tab.fill(
            [
                [
                    row.protocol,
                    br_date(row.requested_on),
                    row.kind_label,
                    self.tr("%1 condição(ões) não atendida(s)").replace(
                        "%1", str(len(row.findings))
                    )
                    if row.findings
                    else self.tr("condições atendidas"),
                    row.outcome_label,
                ]
                for row in rows
            ],
            [request_text(row) for row in rows],
            len(rows) - 1,
        )

    def _after_change(self, dialog: QDialog) -> bool:
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted or self.current is None:
            return False
        self.load(self.current.id)
        self.run_search()
        self.tabs.setCurrentWidget(self.changes_tab)
        return True

    def protocol_change(self) -> None:
        if self.current is not None:
            self._after_change(protocol_dialog(self.workspace, self.current, self))

    def _selected_request(self) -> ChangeRequestRow | None:
        row = self.changes_tab.table.currentRow()
        if self.current is None or not 0 <= row < len(self.change_requests):
            return None
        return self.change_requests[row]

    def decide_change(self) -> None:
        pending = self._selected_request()
        if self.current is None or pending is None or pending.outcome is not None:
            dialogs.inform(
                self,
                self.tr("Decisão do pedido"),
                self.tr("Selecione na aba Alterações um pedido ainda em análise."),
            )
            return
        self._after_change(decision_dialog(self.workspace, self.current, pending, self))

    def cancel_change(self) -> None:
        """Lei RR 664/2008, art. 62 (art. 57 §2º): the approved change selected in Alterações
        cancelled, the line back to its condition before it."""
        approved = self._selected_request()
        if self.current is None or approved is None or approved.outcome != "aprovada":
            dialogs.inform(
                self,
                self.tr("Cancelar alteração"),
                self.tr("Selecione na aba Alterações uma alteração aprovada."),
            )
            return
        self._after_change(cancellation_dialog(self.workspace, self.current, approved, self))

    def print_change_decision(self) -> PdfOutput | None:
        """The decision of the request selected in Alterações, signed, in its preview."""
        decided = self._selected_request()
        if self.current is None or decided is None or decided.outcome is None:
            dialogs.inform(
                self,
                self.tr("Decisão do pedido"),
                self.tr("Selecione na aba Alterações um pedido já decidido."),
            )
            return None
        line_id, request_id = self.current.id, decided.id
        issued = operation.run(
            self,
            lambda: print_change_decision(self.ctx, line_id, request_id, self.workspace.key_dir),
        )
        if issued is None:
            return None
        output = PdfOutput(
            issued.pdf, self.tr("Decisão sobre alteração %1").replace("%1", issued.number), self
        )
        output.preview()
        return output
