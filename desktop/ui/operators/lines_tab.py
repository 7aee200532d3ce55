"""Lines tab: the regular lines delegated to the operator (GO Decreto 8.444/2015 arts. 6º-8º;
Lei RR 664/2008 arts. 13-24); Enter or a double click opens the line in Linhas."""

import uuid

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.services.lines.records import LineRow, lines_of_operator
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace, WorkspaceUser

LINES_AREA = "lines"


class OperatorLinesTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[LineRow] = []
        caption = QLabel(self.tr("Linhas regulares delegadas ao operador."), self)
        self.table = RecordTable(
            "operator_lines",
            [self.tr("Linha"), self.tr("Origem — Destino"), self.tr("Situação")],
            self,
        )
        self.table.activated.connect(lambda index: self.open_row(index.row()))
        self.table.doubleClicked.connect(lambda index: self.open_row(index.row()))
        layout = QVBoxLayout(self)
        layout.addWidget(caption)
        layout.addWidget(self.table, 1)

    def load(self, operator_id: uuid.UUID | None) -> None:
        if operator_id is None:
            self._show([])
            return
        operation.run(self, lambda: lines_of_operator(self.ctx, operator_id), self._show)

    def _show(self, rows: list[LineRow]) -> None:
        self.rows = rows
        self.table.fill(
            [[row.code, f"{row.origin} — {row.destination}", row.status_label] for row in rows]
        )

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.workspace.navigator.open_record.emit(LINES_AREA, self.rows[row].id)
