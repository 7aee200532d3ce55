"""Tab and Shift+Tab go round the whole main window from each area's first control, in both
demo offices, on each tab the area shows: every field, list and button on screen is reached
once, no stop shows nothing, the walk passes the global search box on its way back, and
Shift+Tab walks the same controls as Tab in reverse. Loops found: the record lists
(Operadores, Veículos, Licenças, Linhas) walked their cells with Tab and started again at
the first; a line's points table kept the focus, Qt's chain handing it to the hidden point
kind of a saved line; the forms' scroll areas took a Tab that showed nothing; the tables of a
record's tabs (Documentos, Vistorias, Delegação…) and Início's licences walked their cells
round, both ways. The walk shows each tab of a tab widget inside a tab too, and the tabs of
an area that is itself a tab widget (Administração): Fechamentos do escritório kept Tab
between its fields and its list, never reaching the window."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QWidget

from desktop.ui.widgets.tab_order import first_control, reading_order, takes_tab
from tests.factories.demo import demo_window
from tests.factories.tab_widgets import each_tab_shown

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


def tab_round(qtbot, first: QWidget, backwards: bool = False) -> list[QWidget]:
    """The controls Tab (Shift+Tab `backwards`) reaches from `first` until it comes back to
    it; one reached twice before is a loop. A grid walks its cells with Tab, then gives the
    focus on: the walk starts it on its last cell (its first, backwards)."""
    key, modifier = (
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        if backwards
        else (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)
    )
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    walked = [first]
    for _ in range(MOST_STOPS):
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractItemView) and focused.tabKeyNavigation():
            to_end_cell(focused, backwards)
        qtbot.keyClick(focused, key, modifier)
        reached = QApplication.focusWidget()
        if reached is first:
            return walked
        assert reached not in walked, f"{key.name} loops: {[name(w) for w in walked + [reached]]}"
        walked.append(reached)
    raise AssertionError(f"{key.name} never came back: {names(walked)}")


def to_end_cell(view: QAbstractItemView, first: bool) -> None:
    """The grid's last cell on screen (its first when `first`)."""
    model = view.model()
    rows = model.rowCount() if model is not None else 0
    columns = [
        column
        for column in range(model.columnCount() if model is not None else 0)
        if not (isinstance(view, QTableView) and view.isColumnHidden(column))
    ]
    if rows and columns:
        view.setCurrentIndex(
            model.index(0, columns[0]) if first else model.index(rows - 1, columns[-1])
        )


def each_tab(page: QWidget) -> Iterator[str]:
    """Shows the area as opened, then each other tab of its tab widgets on screen (a
    record's tabs, Início's lists, Administração's own tabs) in turn, and each tab of a tab
    widget inside a tab with that tab shown; yields what shows."""
    yield "aberta"
    for tabs, shown in each_tab_shown(page):
        if tabs.currentIndex():
            yield shown


def start_of(page: QWidget) -> QWidget:
    """The area's first control, or the first one on screen when a tab hides it."""
    window = page.window()
    first = first_control(page)
    if first is not None and first.isVisibleTo(window):
        return first
    return next(w for w in reading_order(page) if w.isVisibleTo(window) and w.isEnabled())


def name(widget: QWidget) -> str:
    parent = widget.parentWidget()
    return widget.objectName() or f"{type(widget).__name__} in {parent and parent.objectName()}"


def names(widgets) -> list[str]:
    return sorted(name(widget) for widget in widgets)


@pytest.mark.parametrize("backwards", [False, True], ids=["Tab", "Shift+Tab"])
@pytest.mark.parametrize("state", ["GO", "RR"])
def test_tab_round_the_window_reaches_every_control_of_each_area(
    qtbot, demo_offices, state, backwards
):
    missed = {}
    with demo_window(qtbot, demo_offices[state]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        for area in window.areas:
            page = window.open_area(area.key)
            for shown_tab in each_tab(page):
                first = start_of(page)
                # The list taking the focus shows its first record, whose controls (Ativo,
                # the fields of a record saved) are not the new record's: a first round
                # shows it.
                tab_round(qtbot, first)
                shown = shown_controls(page)
                walked = tab_round(qtbot, first, backwards)
                # A stop that shows no focus (a form's scroll area) costs the clerk a Tab.
                blind = {widget for widget in walked if not takes_tab(widget)}
                if shown - set(walked) or blind or window.search_box not in walked:
                    missed[area.key, shown_tab] = names((shown - set(walked)) | blind)
                elif backwards and walked[1:] != tab_round(qtbot, first)[:0:-1]:
                    missed[area.key, shown_tab] = ["Shift+Tab não volta pelo caminho do Tab"]
    assert missed == {}
