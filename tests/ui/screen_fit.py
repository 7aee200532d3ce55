"""Measuring whether a screen fits (issue 17 §1; DESIGN.md, UI: every form fits 1366×728 and
1024×700 without horizontal clipping).

An input fits when the clerk can reach all of it by scrolling vertically only: for every
widget it lies in, up to the window, its whole width lies inside that widget (a viewport
of a scroll area shows only its part), and so does its height, except that a viewport that
scrolls vertically shows any part of it by scrolling.
"""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QStyle,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QToolBar,
    QWidget,
)

from desktop.ui.widgets.record_area import ActionBar

INPUTS = (
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractButton,
    QPlainTextEdit,
    QTextEdit,
    QAbstractItemView,
)
PARTS_OF_OTHERS = (QAbstractSpinBox, QComboBox, QScrollBar, QTabBar, QToolBar, QAbstractItemView)


def window_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def shown_whole(widget: QWidget) -> bool:
    """Whether every scroll area holding `widget` shows all of it."""
    holder = widget.parentWidget()
    while holder is not None:
        if isinstance(holder, QAbstractScrollArea) and holder.viewport().isAncestorOf(widget):
            viewport = holder.viewport()
            place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
            if not viewport.rect().contains(place):
                return False
        holder = holder.parentWidget()
    return True


def scrolls_vertically(viewport: QWidget) -> bool:
    area = viewport.parentWidget()
    return (
        isinstance(area, QAbstractScrollArea)
        and area.viewport() is viewport
        and area.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    )


def is_input(widget: QWidget) -> bool:
    if not isinstance(widget, INPUTS) or not widget.isVisible():
        return False
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, PARTS_OF_OTHERS) and not isinstance(parent, QAbstractItemView):
            return False
        if isinstance(parent, QAbstractItemView) and parent.viewport() is not widget.parentWidget():
            return False
        parent = parent.parentWidget()
    return True


def describe(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return f"{type(widget).__name__} {widget.objectName() or text!r}"


def outside(widget: QWidget) -> str | None:
    """Where `widget` is cut off, or None when the clerk can reach all of it."""
    rect = window_rect(widget)
    left, right, top, bottom = rect.left(), rect.right(), rect.top(), rect.bottom()
    parent = widget.parentWidget()
    while parent is not None:
        shown = window_rect(parent) if not parent.isWindow() else parent.rect()
        if left < shown.left() or right > shown.right():
            return f"{describe(widget)} x {left}..{right} outside {describe(parent)} {shown}"
        vertical_scroll = scrolls_vertically(parent)
        if not vertical_scroll and (top < shown.top() or bottom > shown.bottom()):
            return f"{describe(widget)} y {top}..{bottom} outside {describe(parent)} {shown}"
        if vertical_scroll:
            top, bottom = shown.top(), shown.bottom()
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None


def cut_off_inputs(window: QWidget) -> list[str]:
    return [
        problem
        for widget in window.findChildren(QWidget)
        if is_input(widget) and (problem := outside(widget)) is not None
    ]


def hidden_toolbar_actions(window: QWidget) -> list[str]:
    """Actions of a visible action bar whose button, or the menu button they are under, is
    not on screen (those withheld from this office, another state's acts, aside), and
    actions of a visible toolbar pushed into its "»" extension menu."""
    hidden = []
    for bar in window.findChildren(ActionBar):
        if bar.isVisible():
            hidden += [
                key
                for key, action in bar.actions_.items()
                if action.isVisible() and not (bar.buttons.get(key) or bar.menus[key]).isVisible()
            ]
    for bar in window.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if action.isVisible() and (button is None or not button.isVisible()):
                hidden.append(action.text())
    return hidden


def visit_tabs(window: QWidget, measure) -> None:
    """Shows, one after the other, every enabled tab of the visible tab widgets."""
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                measure(f"tab {tabs.tabText(index)!r}")
        tabs.setCurrentIndex(0)


def walk_areas(window, qapp, size: tuple[int, int]) -> list[str]:
    """Resizes the main window to `size`, opens every area, its new-record form and every
    tab, and lists each input cut off and each action bar action not on screen."""
    window.resize(*size)
    qapp.processEvents()
    problems = []
    if (window.width(), window.height()) != size:
        problems.append(f"the window is {window.width()}×{window.height()}, not {size}")
    for area in window.areas:
        page = window.show_area(area.key)

        def measure(state: str, key: str = area.key) -> None:
            qapp.processEvents()
            problems.extend(f"{size} {key} {state}: {p}" for p in cut_off_inputs(window))
            problems.extend(
                f"{size} {key} {state}: action {a} hidden" for a in hidden_toolbar_actions(window)
            )

        measure("list")
        bar = getattr(page, "action_bar", None)
        if bar is not None and "new" in bar.actions_ and bar.actions_["new"].isEnabled():
            bar.actions_["new"].trigger()
            measure("new record")
        visit_tabs(page, measure)
    return problems


def cut_texts(table: QTableView, column: int) -> list[str]:
    """The header and the cells of `column` whose text is wider than the column: the ones
    Qt elides with "…" (the header measured bold, as Qt draws it over a selected row)."""
    style = table.style()
    header = table.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)
    width = table.columnWidth(column)
    model = table.model()
    title = str(model.headerData(column, Qt.Orientation.Horizontal))
    header_margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cut = []
    if QFontMetrics(bold).horizontalAdvance(title) + header_margin > width:
        cut.append(title)
    cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    metrics = table.fontMetrics()
    for row in range(model.rowCount()):
        text = str(model.index(row, column).data())
        if metrics.horizontalAdvance(text) + cell_margin > width:
            cut.append(text)
    return cut
