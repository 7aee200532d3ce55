"""The licences block of the home page: how many were issued today, and the contínuo/escolar
licences whose last day falls in the next 30 days (a renewal is a new request, Res. AGR
105/2017 arts. 29-30). Activating a row (Enter, double click) opens the licence in Licenças.
The home page embeds it with `LicenceHomePanel(workspace)` and shows it what it read with its
own (`show_home`); `refresh()` reads it alone."""

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.dates import br_date
from desktop.ui.licences.licence_terms import (
    ending_licences_caption,
    licence_labels,
    operator_labels,
)
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace, WorkspaceUser

if TYPE_CHECKING:
    from desktop.services.search.licences import LicenceHome, LicenceRow

LICENCES_AREA = "licences"
WITHIN_DAYS = 30


class LicenceHomePanel(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[LicenceRow] = []
        self.words = licence_labels(self.ctx.office.jurisdiction)
        self.issued_today = QLabel(self)
        self.issued_today.setObjectName("licences_issued_today")
        caption = QLabel(ending_licences_caption(self.ctx.office.jurisdiction), self)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("licences_ending")
        self.table.setHorizontalHeaderLabels(
            [
                self.words["home_column"],
                self.tr("Último dia"),
                self.tr("Placa"),
                operator_labels(self.ctx.office.jurisdiction)["column"],
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.activated.connect(lambda index: self.open_row(index.row()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.issued_today)
        layout.addWidget(caption)
        layout.addWidget(self.table, 1)

    def refresh(self) -> None:
        # Imported here: the home page shows this panel before the licences' models load.
        from desktop.services.search.licences import licence_home

        operation.run(self, lambda: licence_home(self.ctx, WITHIN_DAYS), self.show_home)

    def show_home(self, home: "LicenceHome") -> None:
        self.issued_today.setText(self.words["issued_today"].format(home.issued_today))
        self.rows = list(home.ending_soon)
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            for column, value in enumerate(
                (row.number, br_date(row.end_on), row.plate, row.operator_name)
            ):
                self.table.setItem(index, column, QTableWidgetItem(value))

    def open_row(self, row: int) -> None:
        self.workspace.navigator.open_record.emit(LICENCES_AREA, self.rows[row].id)
