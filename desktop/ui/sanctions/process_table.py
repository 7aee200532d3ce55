"""A table of processes the office must act on, read from a service: a summary above it,
"Atualizar" below, Enter or a double click opens the row's process. The deadline worklist
and the removed vehicles in a depot are two of them."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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

from desktop.ui.widgets import operation
from desktop.ui.widgets.tables import keep_width
from desktop.ui.workspace import Workspace, WorkspaceUser


@dataclass(frozen=True)
class ProcessLine:
    """One row: the process it opens, its cells and the articles shown as their tooltip;
    `tips` the tooltips of the cells that have their own, by column (a short stage's whole
    label with its act)."""

    process_id: uuid.UUID
    cells: tuple[str, ...]
    tooltip: str
    tips: dict[int, str] = field(default_factory=dict)


class ProcessTablePanel(QWidget, WorkspaceUser):
    """`read` is the service call behind the table (run through the operation helper);
    `lines_of` turns what it returns into the summary and the lines."""

    open_process = Signal(uuid.UUID)

    def __init__(
        self,
        workspace: Workspace,
        name: str,
        headers: list[str],
        read: Callable[[], Any],
        lines_of: Callable[[Any], tuple[str, list[ProcessLine]]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self._read = read
        self._lines_of = lines_of
        self.process_ids: list[uuid.UUID] = []
        self.summary = QLabel(self)
        self.summary.setObjectName(f"{name}_summary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        # A list read by its cells, not by row numbers: their column went to the names.
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            len(headers) - 1, QHeaderView.ResizeMode.Stretch
        )
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_row(row))
        self.table.cellActivated.connect(lambda row, _column: self.open_row(row))
        refresh = QPushButton(self.tr("&Atualizar"), self)
        refresh.clicked.connect(self.refresh)
        layout = QVBoxLayout(self)
        keep_width(layout)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(refresh)

    def refresh(self) -> None:
        operation.run(self, self._read, self._show)

    def _show(self, found: object) -> None:
        summary, lines = self._lines_of(found)
        self.summary.setText(summary)
        self.process_ids = [line.process_id for line in lines]
        self.table.setRowCount(len(lines))
        for index, line in enumerate(lines):
            for column, value in enumerate(line.cells):
                item = QTableWidgetItem(value)
                item.setToolTip(line.tips.get(column, line.tooltip))
                self.table.setItem(index, column, item)
        # The situation, dates and numbers read whole ("Vence nesta semana", "Ato do processo
        # ordinário (art. 93 §8)"); the last column takes the rest.
        for column in range(self.table.columnCount() - 1):
            self.table.resizeColumnToContents(column)

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.process_ids):
            self.open_process.emit(self.process_ids[row])
