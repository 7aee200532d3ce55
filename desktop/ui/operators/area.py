"""Operadores: the lazy list with its search on the left, the operator on the right
(registration form, documents checklist, process, history), one action bar on top."""

import uuid

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.services.errors import ValidationError
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.registration.operators import (
    OperatorDetail,
    create_operator,
    get_operator,
    update_operator,
)
from desktop.services.search.operators import search_operators
from desktop.ui.operators.documents_tab import OperatorDocumentsTab
from desktop.ui.operators.form import OperatorForm
from desktop.ui.operators.history_tab import OperatorHistoryTab
from desktop.ui.operators.process_tab import OperatorProcessTab
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.forms import submit_on_enter
from desktop.ui.widgets.lazy_table import Column, LazyTableModel
from desktop.ui.widgets.list_detail import lay_out_list_detail, stacked
from desktop.ui.workspace import Workspace, WorkspaceUser

SEARCH_DELAY_MS = 250
LIST_WIDTH = 370


class OperatorsArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.navigator = workspace.navigator
        self.current: OperatorDetail | None = None
        self.stale = True
        self.selecting = False
        self.shown_input = None
        can_edit = has_permission(self.ctx.actor, Permission.OPERATOR_EDIT)

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.new_action = QAction(self.tr("Novo operador (Ctrl+N)"), self)
        self.new_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_action.triggered.connect(self.new_operator)
        self.save_action = QAction(self.tr("Salvar (Ctrl+S)"), self)
        self.save_action.setShortcut(QKeySequence("Ctrl+S"))
        self.save_action.triggered.connect(self.save)
        self.discard_action = QAction(self.tr("Descartar alterações"), self)
        self.discard_action.triggered.connect(self.discard)
        for action in (self.new_action, self.save_action, self.discard_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.setEnabled(can_edit)
            self.toolbar.addAction(action)
            self.addAction(action)

        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("operator_search")
        self.search_box.setPlaceholderText(
            self.tr("Filtrar por CNPJ, razão social ou nome fantasia")
        )
        self.search_box.setClearButtonEnabled(True)
        self.search_timer = QTimer(self)
        self.search_timer.setSingleShot(True)
        self.search_timer.setInterval(SEARCH_DELAY_MS)
        self.search_timer.timeout.connect(self.run_search)
        self.search_box.textEdited.connect(lambda _text: self.search_timer.start())
        self.search_box.returnPressed.connect(self.run_search)

        self.model = LazyTableModel(
            [
                Column(self.tr("Razão social"), lambda row: row.legal_name),
                Column(self.tr("CNPJ"), lambda row: row.cnpj_formatted),
                Column(self.tr("Situação"), lambda row: row.status_label),
            ],
            lambda text, after, limit: search_operators(self.ctx, text, after=after, limit=limit),
            parent=self,
        )
        self.list_view = QTableView(self)
        self.list_view.setObjectName("operator_list")
        self.list_view.setModel(self.model)
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list_view.verticalHeader().hide()
        self.list_view.verticalHeader().setDefaultSectionSize(24)
        header = self.list_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.list_view.setColumnHidden(2, True)
        self.list_view.setWordWrap(False)
        self.list_view.selectionModel().currentRowChanged.connect(self._row_changed)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("operator_count")
        self.model.page_loaded.connect(self._show_count)

        self.title = QLabel(self.tr("Novo operador"), self)
        self.title.setProperty("role", "title")
        self.title.setObjectName("operator_title")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("operator_status")
        self.form = OperatorForm(self.ctx.office.address.uf, self)
        submit_on_enter(self.form, self.save)
        self.documents = OperatorDocumentsTab(workspace, self)
        self.process = OperatorProcessTab(workspace, self)
        self.process.changed.connect(self._process_changed)
        self.history = OperatorHistoryTab(workspace, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.form, self.tr("&Cadastro"))
        self.tabs.addTab(self.documents, self.tr("&Documentos"))
        self.tabs.addTab(self.process, self.tr("&Processo"))
        self.tabs.addTab(self.history, self.tr("&Histórico"))

        lay_out_list_detail(
            self,
            self.toolbar,
            stacked(self, self.search_box, (self.list_view, 1), self.count_label),
            stacked(self, self.title, self.status_label, (self.tabs, 1)),
            LIST_WIDTH,
        )
        self._show(None)

    def refresh(self) -> None:
        if self.stale:
            self.run_search()

    def mark_stale(self) -> None:
        self.stale = True

    def run_search(self) -> None:
        self.search_timer.stop()
        self.stale = False
        self.model.reset(self.search_box.text().strip())

    def search_for(self, text: str) -> None:
        self.search_box.setText(text)
        self.run_search()
        if self.model.rowCount() == 1:
            self.list_view.setCurrentIndex(self.model.index(0, 0))
        self.search_box.setFocus()

    def open_record(self, operator_id: uuid.UUID) -> None:
        if not self._keeps_edits():
            self.load(operator_id)

    def _keeps_edits(self) -> bool:
        """True when the form has unsaved changes and the clerk chose to keep them."""
        if self.form.operator_input() == self.shown_input:
            return False
        return not dialogs.confirm(
            self,
            self.tr("Alterações não salvas"),
            self.tr("O cadastro tem alterações que não foram salvas. Descartar as alterações?"),
        )

    def _show_count(self, loaded: int) -> None:
        more = self.tr(" (role para carregar mais)") if self.model.canFetchMore() else ""
        self.count_label.setText(
            self.tr("%1 operador(es) listado(s)").replace("%1", str(loaded)) + more
        )

    def _row_changed(self, current, _previous) -> None:
        if not current.isValid() or self.selecting:
            return
        if self._keeps_edits():
            self._select(self.current.id if self.current else None)
            return
        self.load(self.model.row_at(current.row()).id)

    def load(self, operator_id: uuid.UUID) -> None:
        try:
            detail = get_operator(self.ctx, operator_id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        self._show(detail)

    def _show(self, detail: OperatorDetail | None) -> None:
        self.current = detail
        if detail is None:
            self.form.clear()
            self.title.setText(self.tr("Novo operador"))
            self.status_label.setText(self.tr("Preencha o cadastro e salve (Ctrl+S)."))
        else:
            self.form.load(detail)
            self.title.setText(detail.legal_name)
            self.status_label.setText(f"{detail.cnpj_formatted} — {detail.status_label}")
        operator_id = detail.id if detail else None
        self.documents.load(operator_id)
        self.process.load(operator_id, detail.modalities if detail else ())
        self.history.load(operator_id)
        for index in (1, 2, 3):
            self.tabs.setTabEnabled(index, detail is not None)
        self.shown_input = self.form.operator_input()

    def new_operator(self) -> None:
        if self._keeps_edits():
            return
        self._select(None)
        self._show(None)
        self.tabs.setCurrentWidget(self.form)
        self.form.legal_name.setFocus()

    def discard(self) -> None:
        self._show(get_operator(self.ctx, self.current.id) if self.current else None)

    def save(self) -> OperatorDetail | None:
        data = self.form.operator_input()
        try:
            if self.current is None:
                detail = create_operator(self.ctx, data)
            else:
                detail = update_operator(self.ctx, self.current.id, data)
        except ValidationError as error:
            self.tabs.setCurrentWidget(self.form)
            self.form.show_errors(error.field_errors)
            return None
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return None
        self._show(detail)
        self.status_label.setText(
            self.tr("Salvo. %1 — %2")
            .replace("%1", detail.cnpj_formatted)
            .replace("%2", detail.status_label)
        )
        self.run_search()
        self._select(detail.id)
        self.navigator.data_changed.emit()
        return detail

    def _select(self, operator_id: uuid.UUID | None) -> None:
        """Marks the operator's row (none for a new one) without loading it again."""
        rows = [row for row, item in enumerate(self.model.rows) if item.id == operator_id]
        self.selecting = True
        if rows:
            self.list_view.selectionModel().setCurrentIndex(
                self.model.index(rows[0], 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        else:
            self.list_view.selectionModel().clearCurrentIndex()
            self.list_view.selectionModel().clearSelection()
        self.selecting = False

    def _process_changed(self) -> None:
        if self.current is not None:
            detail = get_operator(self.ctx, self.current.id)
            self.current = detail
            self.status_label.setText(f"{detail.cnpj_formatted} — {detail.status_label}")
            self.documents.load(detail.id)
            self.history.load(detail.id)
        self.navigator.data_changed.emit()
