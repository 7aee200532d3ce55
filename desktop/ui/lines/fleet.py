"""The Frota tab of a line and the dialog that puts a vehicle of the delegated operator on
the line or takes it off (GO Decreto 8.444/2015, art. 6º §1º, VII; RR Lei 664/2008, arts.
28 §1º, 31 I, 66 and 68 VI). A mixin of `LinesArea`: `self.current` is the line on screen.
The tab shows the fleet in force today and every condition it fails, from the rules."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit

from desktop.models.lines import LineVehicle
from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.lines.fleet import KIND_LABELS, FleetInput, record_fleet_change
from desktop.services.lines.fleet_records import ON, LineFleet, line_fleet
from desktop.services.lines.records import LineDetail
from desktop.services.vehicles.records import KINDS
from desktop.ui.changes import Domain
from desktop.ui.lines.dated import TableTab
from desktop.ui.lines.host import LinesHost
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.widgets.limits import limit_line
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def fleet_dialog(workspace: Workspace, line: LineDetail, fleet: LineFleet, parent) -> ActionDialog:
    """Inclusion lists the delegated operator's registered vehicles not yet on the line;
    removal lists the fleet."""
    ctx = workspace.ctx

    def submit(dialog: ActionDialog):
        return record_fleet_change(
            ctx,
            line.id,
            FleetInput(
                vehicle.currentData(), kind.currentData(), date_value(day), reference.text()
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Frota da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Só veículos registrados do operador delegatário compõem a frota "
            "(Decreto 8.444/2015, art. 6º §1º, VII).",
        )
        if ctx.office.jurisdiction == "GO"
        else translate(
            "lines",
            "Só veículos registrados do operador delegatário compõem a frota (Lei RR 664/2008, "
            "art. 27), com até 15 anos de fabricação (art. 28 §1º; art. 31, I); no transporte "
            "alternativo, com no mínimo 7 lugares (art. 66).",
        ),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    kind = QComboBox(dialog)
    for key, label in KIND_LABELS.items():
        kind.addItem(label, key)
    form.add("kind", translate("lines", "&Movimento:"), kind)
    vehicle = QComboBox(dialog)
    form.add("vehicle", translate("lines", "&Veículo:"), vehicle)
    day = form.add(
        "effective_on", translate("lines", "&A partir de:"), date_edit(dialog, office_today(ctx))
    )
    reference = form.add(
        "reference",
        translate("lines", "&Referência:"),
        limit_line(QLineEdit(dialog), LineVehicle.reference),
    )

    def fill_vehicles() -> None:
        rows = fleet.candidates if kind.currentData() == ON else fleet.vehicles
        vehicle.clear()
        for row in rows:
            vehicle.addItem(
                f"{row.plate} — {KINDS.get(row.kind, row.kind)}, {row.seats} lugares, "
                f"{row.manufacture_year}",
                row.vehicle_id,
            )

    kind.currentIndexChanged.connect(fill_vehicles)
    fill_vehicles()
    return dialog


class FleetTab(LinesHost):
    def build_fleet_tab(self) -> None:
        self.fleet_view: LineFleet | None = None
        self.fleet_tab = TableTab(
            "",
            RecordTable(
                "fleet_table",
                [
                    self.tr("Placa"),
                    self.tr("Tipo"),
                    self.tr("Lugares"),
                    self.tr("Fabricação"),
                    self.tr("Desde"),
                ],
            ),
            1,
            self,
        )
        self.fleet_tab.caption.setObjectName("fleet_check")

    def load_fleet_tab(self, detail: LineDetail | None) -> None:
        self.fleet_view = None
        if detail is None:
            self.fleet_tab.caption.setText("")
            self.fleet_tab.fill([], [])
            return
        line_id = detail.id
        operation.run(self, lambda: line_fleet(self.ctx, line_id), self._fill_fleet)

    def _fill_fleet(self, fleet: LineFleet) -> None:
        self.fleet_view = fleet
        head = (
            self.tr("Frota de %1 em %2: %3 veículo(s)")
            .replace("%1", fleet.operator_name or self.tr("— sem delegação eficaz —"))
            .replace("%2", br_date(fleet.at))
            .replace("%3", str(len(fleet.vehicles)))
        )
        if fleet.minimum_fleet is not None:
            head += self.tr(", mínimo %1").replace("%1", str(fleet.minimum_fleet))
        if fleet.average_age is not None:
            head += self.tr(", idade média %1 anos").replace(
                "%1", str(fleet.average_age).replace(".", ",")
            )
        check = (
            "\n".join(fleet.problems)
            if fleet.problems
            else self.tr("A frota atende às condições da delegação e da lei.")
        )
        self.fleet_tab.caption.setText(f"{head}.\n{check}")
        self.fleet_tab.fill(
            [
                [
                    row.plate,
                    KINDS.get(row.kind, row.kind),
                    str(row.seats),
                    str(row.manufacture_year),
                    br_date(row.since),
                ]
                for row in fleet.vehicles
            ],
            [row.reference for row in fleet.vehicles],
        )

    def record_fleet(self) -> None:
        if self.current is None or self.fleet_view is None:
            return
        dialog = fleet_dialog(self.workspace, self.current, self.fleet_view, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted:
            self._fill_fleet(dialog.result_value)
            self.tabs.setCurrentWidget(self.fleet_tab)
