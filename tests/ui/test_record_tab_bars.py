"""On the clerk's 1366×768 monitor (1366×728 less the taskbar) every tab of a record reads
whole, in both demonstration offices: no tab bar of an area hides a tab's name behind
scroll arrows (the line's nine tabs showed "Ocorr" behind them)."""

import pytest
from PySide6.QtWidgets import QTabBar, QTabWidget, QToolButton

from desktop.ui.widgets.record_area import RecordArea
from tests.factories.demo import demo_window


def tab_bars_with_arrows(page: RecordArea) -> list[str]:
    problems = []
    for tabs in page.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        bar: QTabBar = tabs.tabBar()
        if any(button.isVisible() for button in bar.findChildren(QToolButton)):
            problems.append(f"scroll arrows: {bar.sizeHint().width()} px in {bar.width()}")
        problems.extend(
            f"{tabs.tabText(index)!r} cut off"
            for index in range(tabs.count())
            if tabs.isTabVisible(index) and bar.tabRect(index).right() >= bar.width()
        )
    return problems


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_every_record_tab_reads_whole_at_1366(qtbot, qapp, demo_offices, state):
    problems = []
    with demo_window(qtbot, demo_offices[state]) as window:
        assert (window.width(), window.height()) == (1366, 728)
        for area in window.areas:
            page = window.show_area(area.key)
            if not isinstance(page, RecordArea):
                continue
            page.list_view.selectRow(0)
            qapp.processEvents()
            problems.extend(f"{area.key}: {problem}" for problem in tab_bars_with_arrows(page))
    assert problems == []
