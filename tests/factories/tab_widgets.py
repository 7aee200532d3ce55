"""The tab widgets of a screen, outermost first, for the tests that show each tab in turn
(no tests here): a tab widget inside a tab is only laid out with that tab shown."""

from collections.abc import Iterator

from PySide6.QtWidgets import QTabWidget, QWidget


def outermost_tab_widgets(holder: QWidget) -> list[QTabWidget]:
    """`holder` if it is a tab widget (Administração), else the tab widgets inside it that
    no other tab widget inside it holds."""
    if isinstance(holder, QTabWidget):
        return [holder]
    found = []
    for tabs in holder.findChildren(QTabWidget):
        parent = tabs.parentWidget()
        while parent is not holder and not isinstance(parent, QTabWidget):
            parent = parent.parentWidget()
        if parent is holder:
            found.append(tabs)
    return found


def each_tab_shown(holder: QWidget, where: str = "") -> Iterator[tuple[QTabWidget, str]]:
    """Shows each tab of the outermost tab widgets of `holder` on screen in turn, then the
    tabs of the tab widgets inside it; yields the tab widget and the path of the tab shown
    ("Processo > Prazos"). The first tab is shown again after."""
    window = holder.window()
    for tabs in outermost_tab_widgets(holder):
        if not tabs.isVisibleTo(window):
            continue
        for index in range(tabs.count()):
            if not (tabs.isTabVisible(index) and tabs.isTabEnabled(index)):
                continue
            tabs.setCurrentIndex(index)
            shown = f"{where}{tabs.tabText(index)}"
            yield tabs, shown
            inner = tabs.widget(index)
            if inner is not None:
                yield from each_tab_shown(inner, f"{shown} > ")
        tabs.setCurrentIndex(0)
