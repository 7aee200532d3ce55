"""Tab goes round the whole main window from each area's first control, in both demo offices:
every field, list and button the area shows is reached once, no stop shows nothing, and the
walk passes the global search box on its way back. Loops found: the record lists
(Operadores, Veículos, Licenças, Linhas) walked their cells with Tab and started again at
the first; a line's points table kept the focus, Qt's chain handing it to the hidden point
kind of a saved line; the forms' scroll areas took a Tab that showed nothing."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QWidget

from desktop.ui.widgets.tab_order import first_control, takes_tab
from tests.factories.demo import demo_window

# More stops than any area and the window's own controls have.
MOST_STOPS = 200


def shown_controls(page: QWidget) -> set[QWidget]:
    """The fields, lists and buttons of `page` on screen that Tab may stop at."""
    QApplication.processEvents()
    window = page.window()
    return {
        widget
        for widget in page.findChildren(QWidget)
        if takes_tab(widget) and widget.isVisibleTo(window) and widget.isEnabled()
    }


def tab_round(qtbot, first: QWidget) -> list[QWidget]:
    """The controls Tab reaches from `first` until it comes back to it; one reached twice
    before is a loop. A grid walks its cells with Tab, then gives the focus on: the walk
    starts it on its last cell."""
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    walked = [first]
    for _ in range(MOST_STOPS):
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractItemView) and focused.tabKeyNavigation():
            to_last_cell(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        reached = QApplication.focusWidget()
        if reached is first:
            return walked
        assert reached not in walked, f"Tab loops: {[name(w) for w in walked + [reached]]}"
        walked.append(reached)
    raise AssertionError(f"Tab never came back: {names(walked)}")


def to_last_cell(view: QAbstractItemView) -> None:
    model = view.model()
    rows = model.rowCount() if model is not None else 0
    columns = [
        column
        for column in range(model.columnCount() if model is not None else 0)
        if not (isinstance(view, QTableView) and view.isColumnHidden(column))
    ]
    if rows and columns:
        view.setCurrentIndex(model.index(rows - 1, columns[-1]))


def name(widget: QWidget) -> str:
    parent = widget.parentWidget()
    return widget.objectName() or f"{type(widget).__name__} in {parent and parent.objectName()}"


def names(widgets) -> list[str]:
    return sorted(name(widget) for widget in widgets)


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_tab_round_the_window_reaches_every_control_of_each_area(qtbot, demo_offices, state):
    missed = {}
    with demo_window(qtbot, demo_offices[state]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        for area in window.areas:
            page = window.open_area(area.key)
            first = first_control(page)
            assert first is not None, area.key
            # The list taking the focus shows its first record, whose controls (Ativo, the
            # fields of a record saved) are not the new record's: a first round shows it.
            tab_round(qtbot, first)
            shown = shown_controls(page)
            walked = tab_round(qtbot, first)
            # A stop that shows no focus (a form's scroll area) costs the clerk a Tab.
            blind = {widget for widget in walked if not takes_tab(widget)}
            if shown - set(walked) or blind or window.search_box not in walked:
                missed[area.key] = names((shown - set(walked)) | blind)
    assert missed == {}
