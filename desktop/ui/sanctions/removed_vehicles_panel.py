"""The removed vehicles still in a depot, in the priority their processes have (Res. AGR
105/2017, art. 73 §5): the daily fees of the stay so far (art. 74) and days left of the
30-day limit of §6; Enter or a double click opens the process."""

from desktop.rules.choices import short_stage_label
from desktop.rules.dates import br_date
from desktop.services.sanctions.removed_vehicles import RemovedVehicle, removed_vehicles
from desktop.ui.sanctions.process_table import ProcessLine, ProcessTablePanel
from desktop.ui.workspace import Workspace

# Short titles: a column is as wide as its title, and the citations of the two widened
# their columns to 635 pixels for a count and a date, pushing the process and the company
# off the screen at 1366; the summary above the table cites them. The stage is named short,
# its act in the cell's tooltip, as in the Autos list, and the daily fees are "Diárias", the
# summary saying they run to today: the autuado read "Viação São João do Cerrad…".
HEADERS = (
    "Placa",
    "Removido em",
    "Diárias",
    "Limite de 30 dias",
    "Depósito",
    "Processo",
    "Fase",
    "Autuado",
)


class RemovedVehiclesPanel(ProcessTablePanel):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(
            workspace,
            "removed",
            [self.tr(header) for header in HEADERS],
            self.read,
            self.lines_of,
            parent,
        )
        self.refresh()

    def read(self) -> list[RemovedVehicle]:
        return removed_vehicles(self.ctx)

    def lines_of(self, found: list[RemovedVehicle]) -> tuple[str, list[ProcessLine]]:
        summary = self.tr(
            "%1 veículo(s) no depósito. Os processos de veículos removidos têm prioridade "
            "(Res. AGR 105/2017, art. 73, § 5º): primeiro o que está há mais tempo. As "
            "diárias, contadas até hoje, são as do art. 74 e o limite, o de 30 dias do art. "
            "73, § 6º, da Res. AGR 105/2017."
        ).replace("%1", str(len(found)))
        return summary, [self._line(row) for row in found]

    def _line(self, row: RemovedVehicle) -> ProcessLine:
        limit = ""
        if row.stay.limit_day is not None:
            limit = (
                self.tr("%1 (%2 dia(s))")
                .replace("%1", br_date(row.stay.limit_day))
                .replace("%2", str(row.stay.days_left))
            )
        return ProcessLine(
            row.process_id,
            (
                row.plate,
                br_date(row.stay.removed_on),
                str(row.stay.days),
                limit,
                row.depot,
                row.process_number,
                short_stage_label(row.stage, self.ctx.office.jurisdiction),
                row.operator_name,
            ),
            "; ".join(row.stay.articles),
            {HEADERS.index("Fase"): row.stage_label},
        )
