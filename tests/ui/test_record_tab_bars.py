"""On the clerk's 1366×768 monitor (1366×728 less the taskbar) every tab of every area reads
whole, in both demonstration offices: no tab bar hides a tab's name behind scroll arrows
(the line's nine tabs showed "Ocorr" behind them; Início's seven lists of a Goiás office
needed 1943 pixels). A tab widget inside a tab is checked with that tab shown."""

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QTabBar, QTabWidget, QToolButton, QWidget

from desktop.ui.widgets.record_area import RecordArea
from tests.factories.demo import demo_window


def tab_bar_problems(tabs: QTabWidget) -> list[str]:
    bar: QTabBar = tabs.tabBar()
    problems = []
    if any(button.isVisible() for button in bar.findChildren(QToolButton)):
        problems.append(f"scroll arrows: {bar.sizeHint().width()} px in {bar.width()}")
    problems.extend(
        f"{tabs.tabText(index)!r} cut off"
        for index in range(tabs.count())
        if tabs.isTabVisible(index) and bar.tabRect(index).right() >= bar.width()
    )
    return problems


def shown_tab_widgets(page: QWidget) -> Iterator[QTabWidget]:
    """Each tab widget of `page` on screen, each tab of it shown in turn so that the tab
    widgets inside it are too; the first tab shown again after."""
    for tabs in page.findChildren(QTabWidget):
        if tabs.isVisible() and outermost(tabs, page):
            yield from shown_in(tabs)


def outermost(tabs: QTabWidget, page: QWidget) -> bool:
    """No tab widget holds `tabs` inside `page`."""
    parent = tabs.parentWidget()
    while parent is not None and parent is not page:
        if isinstance(parent, QTabWidget):
            return False
        parent = parent.parentWidget()
    return True


def shown_in(tabs: QTabWidget) -> Iterator[QTabWidget]:
    """`tabs`, then the tab widgets inside each of its tabs, that tab shown."""
    yield tabs
    current = tabs.currentIndex()
    for index in range(tabs.count()):
        if not (tabs.isTabVisible(index) and tabs.isTabEnabled(index)):
            continue
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        inner = tabs.widget(index)
        for nested in inner.findChildren(QTabWidget):
            if nested.isVisible() and outermost(nested, inner):
                yield from shown_in(nested)
    tabs.setCurrentIndex(current)


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_every_tab_of_every_area_reads_whole_at_1366(qtbot, qapp, demo_offices, state):
    problems = []
    with demo_window(qtbot, demo_offices[state]) as window:
        assert (window.width(), window.height()) == (1366, 728)
        for area in window.areas:
            page = window.show_area(area.key)
            if isinstance(page, RecordArea):
                page.list_view.selectRow(0)
            qapp.processEvents()
            for tabs in shown_tab_widgets(page):
                problems.extend(f"{area.key}: {problem}" for problem in tab_bar_problems(tabs))
    assert problems == []
