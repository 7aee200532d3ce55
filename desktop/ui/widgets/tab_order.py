"""Reading order is Tab order (issue 17 §8): Tab walks a form's fields left to right within a
row, the rows top to bottom, the boxes of a two-column form row by row, then the buttons.

Qt's own chain follows the order the widgets were made in, which is not the order a grid or
a form shows them (the operator's contact box, beside the identity, came after the address
below it). `reading_order` reads the order from the layouts instead — a grid by row then
column, a form layout by row, a box layout in its direction — and `chain_tab_order` makes
Tab follow it.
"""

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QLayout,
    QLayoutItem,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTextEdit,
    QWidget,
)


def takes_tab(widget: QWidget) -> bool:
    """A field or button Tab stops at (a widget showing another's focus is not one)."""
    return (
        widget.focusProxy() is None
        and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and not isinstance(widget, QScrollArea | QTabWidget | QSplitter)
    )


def reading_order(root: QWidget) -> list[QWidget]:
    """The widgets Tab stops at under `root`, in the order its layouts show them; hidden
    ones too, in their place, for a field shown later (Tab passes over it while hidden)."""
    found: list[QWidget] = []
    _widget(root, found)
    return found


def first_control(page: QWidget) -> QWidget | None:
    """Where the focus goes when the clerk opens `page`: the control it names
    (`first_control()`, a list's filter), else the first one on screen in reading order."""
    named = getattr(page, "first_control", None)
    if named is not None:
        return cast(QWidget, named())
    window = page.window()
    return next((w for w in reading_order(page) if w.isVisibleTo(window) and w.isEnabled()), None)


def chain_tab_order(root: QWidget) -> None:
    """Tab and Shift+Tab in `root`'s fields and buttons follow their reading order; the
    order is read again at each key, so a field shown, hidden or moved by a narrow window
    keeps its place. Tab from the last one leaves the form as Qt would."""
    chain = root.findChild(TabChain, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if chain is None:
        chain = TabChain(root)
    for widget in reading_order(root):
        if not _types_tab(widget):
            widget.installEventFilter(chain)


class TabChain(QObject):
    """Moves the focus along the reading order on Tab and Shift+Tab. Qt's own chain
    (`QWidget.setTabOrder`) is not used: a field whose row has it as focus proxy made Qt
    jump back to the first spin box of a box."""

    def __init__(self, root: QWidget) -> None:
        super().__init__(root)
        self.root = root

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) or modifiers:
            return False
        backwards = event.key() == Qt.Key.Key_Backtab or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        window = self.root.window()
        open_ = [
            widget
            for widget in reading_order(self.root)
            if widget is watched or (widget.isVisibleTo(window) and widget.isEnabled())
        ]
        if watched not in open_ or _moves_between_cells(watched, backwards):
            return False
        position = open_.index(watched) + (-1 if backwards else 1)
        if not 0 <= position < len(open_):
            return False
        reason = Qt.FocusReason.BacktabFocusReason if backwards else Qt.FocusReason.TabFocusReason
        open_[position].setFocus(reason)
        return True


def _types_tab(widget: QWidget) -> bool:
    """A text that types the tab it is given keeps the key."""
    return isinstance(widget, QPlainTextEdit | QTextEdit) and not widget.tabChangesFocus()


def _moves_between_cells(widget: QObject, backwards: bool) -> bool:
    """A grid walks its cells with Tab; past its last cell (or first, backwards), or with
    no cell at all, Tab goes on to the next field."""
    if not isinstance(widget, QAbstractItemView) or not widget.tabKeyNavigation():
        return False
    model = widget.model()
    if model is None or model.rowCount() == 0 or model.columnCount() == 0:
        return False
    current = widget.currentIndex()
    if not current.isValid():
        return True
    if backwards:
        return (current.row(), current.column()) != (0, 0)
    return (current.row(), current.column()) != (model.rowCount() - 1, model.columnCount() - 1)


def _widget(widget: QWidget, found: list[QWidget]) -> None:
    if takes_tab(widget):
        found.append(widget)
        return
    if isinstance(widget, QScrollArea):
        inner = widget.widget()
        if inner is not None:
            _widget(inner, found)
        return
    if isinstance(widget, QTabWidget | QSplitter):
        for index in range(widget.count()):
            page = widget.widget(index)
            if page is not None:
                _widget(page, found)
        return
    layout = widget.layout()
    if layout is not None:
        _layout(layout, found)


def _items(layout: QLayout) -> list[QLayoutItem]:
    count = layout.count()
    order = list(range(count))
    if isinstance(layout, QGridLayout):
        grid = layout
        order.sort(
            key=lambda index: cast(tuple[int, int, int, int], grid.getItemPosition(index))[:2]
        )
    elif isinstance(layout, QFormLayout):
        form = layout

        def place(index: int) -> tuple[int, int]:
            row, role = cast(tuple[int, QFormLayout.ItemRole], form.getItemPosition(index))
            return row, role.value

        order.sort(key=place)
    elif isinstance(layout, QBoxLayout) and layout.direction() in (
        QBoxLayout.Direction.RightToLeft,
        QBoxLayout.Direction.BottomToTop,
    ):
        order.reverse()
    return [item for index in order if (item := layout.itemAt(index)) is not None]


def _layout(layout: QLayout, found: list[QWidget]) -> None:
    for item in _items(layout):
        widget = item.widget()
        if widget is not None:
            _widget(widget, found)
        elif (inner := item.layout()) is not None:
            _layout(inner, found)
