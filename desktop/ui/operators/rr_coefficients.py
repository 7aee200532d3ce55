"""The infraction coefficient of each of the operator's lines in a half-year (Lei RR
664/2008, art. 84, II and sole §): fines / trips as the operator reported them, the lines
that reach 0.10 marked for the written warning; the trips are recorded here."""

import uuid

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from desktop.rules import half_year
from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.lines.trips import record_trips
from desktop.services.lines.trips_records import LineCoefficient, line_coefficients
from desktop.ui.changes import Domain
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace, WorkspaceUser


class RrCoefficients(QGroupBox, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Coeficiente de infração por linha (Lei RR 664/2008, art. 84, II)"))
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.rows: list[LineCoefficient] = []
        self.day = date_edit(self, office_today(self.ctx))
        self.day.setObjectName("rr_coefficient_day")
        self.day.dateChanged.connect(lambda _day: self.load(self.operator_id))
        self.period = QLabel(self)
        self.period.setObjectName("rr_coefficient_period")
        # Under the day, the period and its article break into lines on a 1024-pixel screen
        # instead of pushing the tab's buttons past it.
        self.period.setWordWrap(True)
        self.record_button = QPushButton(self.tr("&Registrar viagens do semestre…"), self)
        self.record_button.setObjectName("rr_record_trips")
        self.record_button.clicked.connect(self.record_dialog)
        self.table = RecordTable(
            "rr_coefficients",
            [
                self.tr("Linha"),
                self.tr("Multas"),
                self.tr("Viagens"),
                self.tr("Coeficiente"),
                self.tr("Advertência (≥ 0,10)"),
            ],
            self,
        )
        # The short columns keep their headers whole; the line's name takes the width left
        # (its whole text in the tooltip).
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Semestre de:"), self))
        top.addWidget(self.day)
        top.addStretch(1)
        top.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.period)
        layout.addWidget(self.table)

    def load(self, operator_id: uuid.UUID | None) -> None:
        self.operator_id = operator_id
        self.record_button.setEnabled(operator_id is not None)
        first, last = half_year(date_value(self.day))
        self.period.setText(
            self.tr(
                "%1 a %2: multas / viagens da linha (Lei RR 664/2008, art. 84, parágrafo único)"
            )
            .replace("%1", br_date(first))
            .replace("%2", br_date(last))
        )
        if operator_id is None:
            self._show([])
            return
        day = date_value(self.day)
        operation.run(self, lambda: line_coefficients(self.ctx, operator_id, day), self._show)

    def _show(self, rows: list[LineCoefficient]) -> None:
        self.rows = rows
        self.table.fill(
            [
                [
                    f"{row.code} {row.name}",
                    str(row.fines),
                    self.tr("não informadas") if row.trips is None else str(row.trips),
                    "—" if row.coefficient is None else str(row.coefficient).replace(".", ","),
                    self.tr("sim") if row.warning else self.tr("não"),
                ]
                for row in rows
            ]
        )

    def record_dialog(self) -> bool:
        def submit(dialog):
            return record_trips(
                self.ctx,
                line.currentData(),
                date_value(day),
                trips.value(),
                date_value(reported),
                reference.text(),
            )

        dialog = ActionDialog(
            self.tr("Viagens do semestre"),
            submit,
            self.tr(
                "O número de viagens realizadas na linha no semestre, como a delegatária "
                "informou: o divisor do coeficiente de infração (Lei RR 664/2008, art. 84, "
                "parágrafo único)."
            ),
            self.tr("Registrar"),
            self,
            self.workspace.changes(Domain.OPERATORS, ids=[self.operator_id]),
        )
        line = QComboBox(dialog)
        for row in self.rows:
            line.addItem(f"{row.code} {row.name}", row.line_id)
        dialog.form.add("line", self.tr("&Linha"), line)
        day = date_edit(dialog, date_value(self.day))
        dialog.form.add("half_year", self.tr("&Data do semestre"), day)
        trips = QSpinBox(dialog)
        trips.setRange(0, 1_000_000)
        dialog.form.add("trips", self.tr("&Viagens realizadas"), trips)
        reported = date_edit(dialog, office_today(self.ctx))
        dialog.form.add("reported_on", self.tr("&Informadas em"), reported)
        reference = dialog.form.add_line("reference", self.tr("D&ocumento (ofício, protocolo)"))
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return False
        self.load(self.operator_id)
        return True
