"""On the clerk's 1366×768 monitor (1366×728 less the taskbar) every tab of every area reads
whole, in both demonstration offices: no tab bar hides a tab's name behind scroll arrows
(the line's nine tabs showed "Ocorr" behind them; Início's seven lists of a Goiás office
needed 1943 pixels). A tab widget inside a tab is checked with that tab shown."""

import pytest
from PySide6.QtWidgets import QTabBar, QTabWidget, QToolButton

from desktop.ui.widgets.record_area import RecordArea
from tests.factories.demo import demo_window
from tests.factories.tab_widgets import each_tab_shown


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
            for tabs, shown in each_tab_shown(page):
                qapp.processEvents()
                problems.extend(f"{area.key} / {shown}: {p}" for p in tab_bar_problems(tabs))
    assert problems == []
