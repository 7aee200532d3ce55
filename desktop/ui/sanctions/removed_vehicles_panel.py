"""The removed vehicles still in a depot, in the priority their processes have (Res. AGR
105/2017, art. 73 §5): days in the depot (art. 74) and days left of the 30-day limit of §6;
Enter or a double click opens the process."""

import uuid

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.dates import br_date
from desktop.services.sanctions.removed_vehicles import RemovedVehicle, removed_vehicles
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace, WorkspaceUser


class RemovedVehiclesPanel(QWidget, WorkspaceUser):
    open_process = Signal(uuid.UUID)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[RemovedVehicle] = []
        self.summary = QLabel(self)
        self.summary.setObjectName("removed_summary")
        self.summary.setWordWrap(True)
        headers = (
            "Placa",
            "Removido em",
            "Dias no depósito",
            "Limite (art. 73 §6)",
            "Depósito",
            "Processo",
            "Fase",
            "Autuado",
        )
        self.table = QTableWidget(0, len(headers), self)
        self.table.setHorizontalHeaderLabels([self.tr(header) for header in headers])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(
            len(headers) - 1, QHeaderView.ResizeMode.Stretch
        )
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_row(row))
        self.table.cellActivated.connect(lambda row, _column: self.open_row(row))
        refresh = QPushButton(self.tr("&Atualizar"), self)
        refresh.clicked.connect(self.refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(refresh)
        self.refresh()

    def refresh(self) -> None:
        operation.run(self, lambda: removed_vehicles(self.ctx), self._show)

    def _show(self, rows: list[RemovedVehicle]) -> None:
        self.rows = rows
        self.summary.setText(
            self.tr(
                "%1 veículo(s) no depósito. Os processos de veículos removidos têm prioridade "
                "(Res. AGR 105/2017, art. 73, § 5º): primeiro o que está há mais tempo."
            ).replace("%1", str(len(rows)))
        )
        self.table.setRowCount(len(rows))
        for index, row in enumerate(rows):
            limit = ""
            if row.stay.limit_day is not None:
                limit = self.tr("%1 (%2 dia(s))").replace("%1", br_date(row.stay.limit_day))
                limit = limit.replace("%2", str(row.stay.days_left))
            cells = (
                row.plate,
                br_date(row.stay.removed_on),
                str(row.stay.days),
                limit,
                row.depot,
                row.process_number,
                row.stage_label,
                row.operator_name,
            )
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip("; ".join(row.stay.articles))
                self.table.setItem(index, column, item)

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.open_process.emit(self.rows[row].process_id)
