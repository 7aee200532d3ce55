"""The list of autos de infração (Res. AGR 105/2017, art. 80), for every role: search by
number, operator (CNPJ or name), plate and stage of the process (arts. 81-96), newest
infraction first, loaded page by page as it scrolls.

Keyboard: typing filters after a pause, Enter in a filter searches at once and moves to the
first auto found, Enter (or a double click) on an auto opens its process."""

import uuid

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.rules.choices import process_stages, short_stage_label, stage_label
from desktop.rules.dates import br_date
from desktop.services.search.notices import NoticeFilter, NoticeRow, search_notices
from desktop.ui.widgets import operation
from desktop.ui.widgets.debounce import AREA_SEARCH_MS, Debounce
from desktop.ui.widgets.lazy_table import Column, LazyTableModel
from desktop.ui.widgets.record_area import ROW_HEIGHT
from desktop.ui.widgets.tab_order import chain_tab_order
from desktop.ui.widgets.tables import keep_width
from desktop.ui.workspace import Workspace, WorkspaceUser


class NoticeTable(QTableView):
    """Enter on an auto opens it (a QTableView only moves the current row on Enter)."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            return
        super().keyPressEvent(event)


class NoticeList(QWidget, WorkspaceUser):
    open_process = Signal(uuid.UUID)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.delay = Debounce(self, AREA_SEARCH_MS, self.run_search)
        self.number_filter = self._text_filter("notice_list_number", self.tr("Número do auto"))
        self.operator_filter = self._text_filter(
            "notice_list_operator", self.tr("Autuado (CNPJ ou nome)")
        )
        self.plate_filter = self._text_filter("notice_list_plate", self.tr("Placa"))
        self.stage_filter = QComboBox(self)
        self.stage_filter.setObjectName("notice_list_stage")
        self.stage_filter.setAccessibleName(self.tr("Fase do processo"))
        # Its longest stage would take the row from the text filters on a narrow window.
        self.stage_filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.stage_filter.setMinimumContentsLength(16)
        self.stage_filter.addItem(self.tr("Todas as fases"), "")
        jurisdiction = self.ctx.office.jurisdiction
        for stage in process_stages(jurisdiction):
            self.stage_filter.addItem(stage_label(stage, jurisdiction), stage.value)
        self.stage_filter.currentIndexChanged.connect(lambda _index: self.run_search())

        self.model = LazyTableModel(
            [
                Column(self.tr("Auto"), lambda row: row.number),
                Column(self.tr("Data"), lambda row: br_date(row.occurred_on)),
                Column(self.tr("Placa"), lambda row: row.plate),
                Column(self.tr("Autuado"), lambda row: row.operator_name),
                Column(
                    self.tr("Fase"),
                    lambda row: short_stage_label(row.stage, jurisdiction),
                    tip=lambda row: row.stage_label,
                ),
            ],
            self._fetch_page,
            parent=self,
        )
        self.table = NoticeTable(self)
        self.table.setObjectName("notice_list")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setWordWrap(False)
        # A list, not a grid to fill: Tab leaves it for the button instead of walking cells.
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        for column in (0, 1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _index: self.open_current())
        self.table.entered.connect(self.open_current)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("notice_list_count")
        self.model.page_loaded.connect(self._show_count)
        self.open_button = QPushButton(self.tr("Abrir o processo (Enter)"), self)
        self.open_button.setObjectName("notice_list_open")
        self.open_button.clicked.connect(self.open_current)

        filters = QHBoxLayout()
        filters.addWidget(self.number_filter, 2)
        filters.addWidget(self.operator_filter, 3)
        filters.addWidget(self.plate_filter, 1)
        filters.addWidget(self.stage_filter, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label, 1)
        bottom.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        keep_width(layout)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        chain_tab_order(self)
        self.run_search()

    def _text_filter(self, name: str, placeholder: str) -> QLineEdit:
        box = QLineEdit(self)
        box.setObjectName(name)
        box.setPlaceholderText(placeholder)
        box.setAccessibleName(placeholder)
        box.setClearButtonEnabled(True)
        box.textEdited.connect(self.delay.poke)
        box.returnPressed.connect(self.search_and_go_to_list)
        return box

    def current_filter(self) -> NoticeFilter:
        return NoticeFilter(
            number=self.number_filter.text(),
            operator=self.operator_filter.text(),
            plate=self.plate_filter.text(),
            stage=self.stage_filter.currentData() or "",
        )

    def _fetch_page(self, _text: str, after, limit: int):
        found = self.current_filter()
        return operation.run(
            self, lambda: search_notices(self.ctx, found, after, limit), refused=self._refused
        )

    def _refused(self, error: UserFacingError) -> None:
        self.count_label.setText(error.message)

    def _show_count(self, loaded: int) -> None:
        more = self.tr(" (role para carregar mais)") if self.model.canFetchMore() else ""
        text = self.tr("%1 auto(s) listado(s)").replace("%1", str(loaded))
        self.count_label.setText(text + more)

    def run_search(self) -> None:
        self.delay.cancel()
        self.model.reset("")

    def search_and_go_to_list(self) -> None:
        self.run_search()
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(0, 0))
            self.table.setFocus()

    def current_row(self) -> NoticeRow | None:
        index = self.table.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def open_current(self) -> None:
        row = self.current_row()
        if row is not None:
            self.open_process.emit(row.process_id)
