"""The scaffolding of a record area (DESIGN.md, UI): one action bar on top; on the left the
search box (debounced), the area's own filters and the lazy list of records with its count;
on the right the record. Operadores, Veículos and Licenças are RecordAreas.

A subclass gives the list's columns and its page query (`page`), shows a record (`load`)
and says which one is on screen (`current_id`). The base keeps the list in step: it
re-runs the search when the area is shown after data of its `domains` changed elsewhere
(`desktop.ui.changes`), reloads the record on screen when that change concerns it, keeps
the record's row marked, and asks `may_leave_record()` before another record replaces one
with unsaved changes.
"""

import uuid
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QLayout,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QToolButton,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.widgets import operation
from desktop.ui.widgets.debounce import AREA_SEARCH_MS, Debounce
from desktop.ui.widgets.flow_layout import FlowLayout
from desktop.ui.widgets.lazy_table import Column, LazyTableModel
from desktop.ui.widgets.list_columns import fit_columns, list_width
from desktop.ui.widgets.list_detail import DETAIL_WIDTH, lay_out_list_detail, stacked
from desktop.ui.workspace import Workspace, WorkspaceUser

ROW_HEIGHT = 24


def without_shortcut(action: QAction) -> str:
    """The action's text without the " (Ctrl+H)" naming its own shortcut."""
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    return action.text().removesuffix(f" ({keys})") if keys else action.text()


class ActionBar(QWidget):
    """The one action bar of a screen. Each action has a key, a text naming its shortcut,
    a slot and whether the user's roles allow it; `enable(key, condition)` enables an
    allowed action when the record on screen permits it. The buttons wrap to a second
    line on a narrow window, so no action hides behind a "»" (issue 17 §1). A screen with
    more actions than one line holds gathers the less frequent ones under a few menu
    buttons (`group`), each with its Alt+letter; their shortcuts answer as before."""

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        self.setObjectName("action_bar")
        self.flow = FlowLayout(self, spacing=2)
        self.flow.setContentsMargins(0, 2, 0, 2)
        self.host = screen
        self.buttons: dict[str, QToolButton] = {}
        self.actions_: dict[str, QAction] = {}
        self.allowed: dict[str, bool] = {}
        self.menus: dict[str, QToolButton] = {}

    def add(
        self,
        key: str,
        text: str,
        slot: Callable[[], object],
        shortcut: str = "",
        allowed: bool = True,
    ) -> QAction:
        action = QAction(text, self.host)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        action.setEnabled(allowed)
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.flow.addWidget(button)
        self.buttons[key] = button
        self.host.addAction(action)
        self.actions_[key] = action
        self.allowed[key] = allowed
        return action

    def group(self, name: str, text: str, keys: Sequence[str]) -> QToolButton:
        """Moves the buttons of `keys` into the menu of one button `text` (its Alt+letter
        marked with "&"), after the buttons left: a disabled action reads grey in the menu,
        a withheld one is not in it, and each keeps its shortcut on the screen. The menu
        shows a shortcut on the right of its line, so the line's text drops the "(Ctrl+H)"
        its button needed."""
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        button = QToolButton(self)
        button.setObjectName(f"{name}_menu")
        button.setText(text)
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setAutoRaise(True)
        for key in keys:
            gone = self.buttons.pop(key)
            gone.hide()
            self.flow.removeWidget(gone)
            gone.deleteLater()
            action = self.actions_[key]
            action.setText(without_shortcut(action))
            menu.addAction(action)
            self.menus[key] = button
        self.flow.addWidget(button)
        return button

    def enable(self, key: str, condition: bool = True) -> None:
        self.actions_[key].setEnabled(self.allowed[key] and condition)

    def withhold(self, key: str) -> None:
        """Takes away an action this office never has (another state's act): its button
        leaves the bar and its shortcut stops answering."""
        self.actions_[key].setVisible(False)
        if key in self.buttons:
            self.buttons[key].hide()


class RecordArea(QWidget, WorkspaceUser):
    """The list, its search and the record of an area. An area defines:

    - `page(text, after, limit)`: one keyset page of the list for the search text (`rows`,
      `next_cursor`);
    - `load(record_id)`: shows that record on the right;
    - `current_id()`: the record on screen, None for a new one;
    - `count_text(loaded)`: "%1 operador(es) listado(s)" for `loaded` rows.

    Every area's construction checks it (`__init_subclass__`), so a missing one fails at
    import, not when the clerk first searches."""

    REQUIRED = ("page", "load", "current_id", "count_text")
    domains: frozenset[Domain] = frozenset()

    if TYPE_CHECKING:

        def page(self, text: str, after: Any, limit: int) -> Any: ...

        def load(self, record_id: uuid.UUID) -> None: ...

        def current_id(self) -> uuid.UUID | None: ...

        def count_text(self, loaded: int) -> str: ...

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = [name for name in RecordArea.REQUIRED if not callable(getattr(cls, name, None))]
        if missing:
            raise TypeError(f"{cls.__name__} must define {', '.join(missing)}")

    def detail_width(self) -> int:
        """The width the record needs in its widest layout; the list has the rest of the
        area, up to what its columns need (`list_detail`). A form of one column (the
        licence's, the line's) reads well at DETAIL_WIDTH; an area whose form has two
        columns says what they need (`reflow.two_column_room`)."""
        return DETAIL_WIDTH

    def __init__(
        self,
        workspace: Workspace,
        name: str,
        columns: list[Column],
        placeholder: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.navigator = workspace.navigator
        self.stale = True
        self.record_stale = False
        self.selecting = False
        self.action_bar = ActionBar(self)
        self.actions_ = self.action_bar.actions_

        self.search_box = QLineEdit(self)
        self.search_box.setObjectName(f"{name}_search")
        self.search_box.setPlaceholderText(placeholder)
        self.search_box.setClearButtonEnabled(True)
        self.search_delay = Debounce(self, AREA_SEARCH_MS, self.run_search)
        self.search_box.textEdited.connect(self.search_delay.poke)
        self.search_box.returnPressed.connect(self.run_search)

        self.model = LazyTableModel(columns, self._fetch_page, parent=self)
        self.list_view = QTableView(self)
        self.list_view.setObjectName(f"{name}_list")
        self.list_view.setModel(self.model)
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list_view.verticalHeader().hide()
        self.list_view.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.list_view.setWordWrap(False)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and, past the
        # last one, starts again at the first, so Tab never left the list.
        self.list_view.setTabKeyNavigation(False)
        self.list_view.selectionModel().currentRowChanged.connect(self._row_changed)
        self.count_label = QLabel(self)
        self.count_label.setObjectName(f"{name}_count")
        self.model.page_loaded.connect(self._show_count)
        self.watcher = ChangeWatcher(self, self.navigator, self.domains, self._changed_elsewhere)

    def has_unsaved_changes(self) -> bool:
        """Whether the form shows something typed and not saved (its draft is kept,
        `desktop.ui.widgets.drafts`)."""
        return False

    def draft_record_id(self) -> uuid.UUID | None:
        """The record the form's draft edits (None: a new one)."""
        return self.current_id()

    def may_leave_record(self) -> bool:
        """Whether the record on screen may give way to another (no unsaved changes, or the
        clerk chose to drop them)."""
        return True

    def may_close(self) -> bool:
        """Whether the window may close: what was typed is saved or may go."""
        return self.may_leave_record()

    def lay_out(self, left: Sequence[QWidget | QLayout], right: Sequence[Any]) -> None:
        """The action bar on top, `left` above the list and its count, `right` beside; the
        list as wide as its columns need (`list_columns`), its columns hidden by then. The
        record is at least as wide as the tab bars in `right` need to show every tab's name
        whole, with no scroll arrows (the line's nine tabs at 1366)."""
        fit_columns(self.list_view, self.model.columns)
        record = stacked(self, *right)
        tab_bars = [
            item.tabBar() for item in record.findChildren(QTabWidget) if item.parent() is record
        ]
        lay_out_list_detail(
            self,
            self.action_bar,
            stacked(self, *left, (self.list_view, 1), self.count_label),
            record,
            list_width(self.list_view, self.model.columns),
            lambda: max([self.detail_width(), *(bar.sizeHint().width() for bar in tab_bars)]),
        )

    def _fetch_page(self, text: str, after: Any, limit: int) -> Any:
        return operation.run(
            self, lambda: self.page(text, after, limit), refused=self._list_refused
        )

    def _list_refused(self, error: UserFacingError) -> None:
        self.count_label.setText(error.message)

    def _show_count(self, loaded: int) -> None:
        more = self.tr(" (role para carregar mais)") if self.model.canFetchMore() else ""
        self.count_label.setText(self.count_text(loaded) + more)

    def run_search(self) -> None:
        self.search_delay.cancel()
        self.stale = False
        self.model.reset(self.search_box.text().strip())
        self.select(self.current_id())

    def refresh(self) -> None:
        """The main window calls it when the area is shown: what changed elsewhere."""
        if self.stale:
            self.run_search()
        if self.record_stale:
            self.record_stale = False
            record_id = self.current_id()
            if record_id is not None and self.may_leave_record():
                self.load(record_id)

    def mark_stale(self) -> None:
        self.stale = True

    def _changed_elsewhere(self, change: DataChange) -> None:
        self.stale = True
        if self.current_id() is not None and change.concerns(self.current_id()):
            self.record_stale = True
        if self.isVisible():
            self.refresh()

    def first_control(self) -> QWidget:
        """Opened from the navigation, the area waits in its list's filter."""
        return self.search_box

    def search_for(self, text: str) -> None:
        """The global search: the list for `text`, and its record when there is one only."""
        self.search_box.setText(text)
        self.run_search()
        if self.model.rowCount() == 1:
            self.list_view.setCurrentIndex(self.model.index(0, 0))
        self.search_box.setFocus()

    def open_record(self, record_id: uuid.UUID) -> None:
        """Another area asks for this record (Enter on the home page's lists...)."""
        if self.may_leave_record():
            self.load(record_id)
            self.select(record_id)

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid() or self.selecting:
            return
        if not self.may_leave_record():
            self.select(self.current_id())
            return
        self.load(self.model.row_at(current.row()).id)

    def select(self, record_id: uuid.UUID | None) -> None:
        """Marks the record's row (none for a new record) without loading it again."""
        rows = [row for row, item in self.model.held_rows() if item.id == record_id]
        selection = self.list_view.selectionModel()
        self.selecting = True
        if rows and record_id is not None:
            selection.setCurrentIndex(
                self.model.index(rows[0], 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        else:
            selection.clearCurrentIndex()
            selection.clearSelection()
        self.selecting = False
