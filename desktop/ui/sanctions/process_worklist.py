"""The deadline worklist: defences and appeals overdue, due today and due this week, each
with its process, notice and operator; Enter or a double click opens the process."""

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
from desktop.services.sanctions.process import DeadlineRow, Worklist, worklist
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace, WorkspaceUser


class WorklistPanel(QWidget, WorkspaceUser):
    open_process = Signal(uuid.UUID)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[DeadlineRow] = []
        self.summary = QLabel(self)
        self.summary.setObjectName("worklist_summary")
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Situação"),
                self.tr("Vencimento"),
                self.tr("Prazo"),
                self.tr("Processo"),
                self.tr("Auto"),
                self.tr("Autuado"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
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
        operation.run(self, lambda: worklist(self.ctx), self._show)

    def _show(self, work: Worklist) -> None:
        groups = (
            (self.tr("Vencido"), work.overdue),
            (self.tr("Vence hoje"), work.today),
            (self.tr("Vence nesta semana"), work.this_week),
        )
        self.rows = [row for _, rows in groups for row in rows]
        self.summary.setText(
            self.tr("%1 vencido(s), %2 hoje, %3 nesta semana")
            .replace("%1", str(len(work.overdue)))
            .replace("%2", str(len(work.today)))
            .replace("%3", str(len(work.this_week)))
        )
        self.table.setRowCount(len(self.rows))
        index = 0
        for label, rows in groups:
            for row in rows:
                cells = (
                    label,
                    br_date(row.due),
                    row.kind_label,
                    row.process_number,
                    row.notice_number,
                    row.operator_name,
                )
                for column, value in enumerate(cells):
                    item = QTableWidgetItem(value)
                    item.setToolTip(row.articles)
                    self.table.setItem(index, column, item)
                index += 1

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.open_process.emit(self.rows[row].process_id)
