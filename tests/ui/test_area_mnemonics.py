"""A clerk works with the keyboard: in every area, with each of its tabs shown, no two
controls shown together (the tab bars, the action bar, the page's buttons and the labels of
its fields) answer to the same Alt+letter — Qt would only move between them instead of
acting. Controls on hidden tabs do not count (Qt ignores them). Both offices of the demo are
walked: a Roraima office shows tabs and buttons of its own law (Lei RR 664/2008) that a
Goiás office never shows, and the other way round."""

import re
from collections import defaultdict
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QTabBar, QTabWidget, QWidget

from desktop.ui.areas import all_areas
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.demo import admin_of


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def shown_mnemonics(root: QWidget) -> list[str]:
    texts: list[str] = []
    for child in root.findChildren(QWidget):
        if not child.isVisibleTo(root):
            continue
        if isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QLabel) and child.buddy() is not None:
            texts.append(child.text())
        elif isinstance(child, QTabBar):
            texts += [child.tabText(index) for index in range(child.count())]
    return [text for text in texts if mnemonic(text)]


def outermost_tab_widgets(widget: QWidget) -> list[QTabWidget]:
    """The tab widgets inside `widget` that no other tab widget inside it holds."""
    found = []
    for tabs in widget.findChildren(QTabWidget):
        holder = tabs.parentWidget()
        while holder is not widget and not isinstance(holder, QTabWidget):
            holder = holder.parentWidget()
        if holder is widget:
            found.append(tabs)
    return found


def each_tab_shown(root: QWidget) -> Iterator[None]:
    """Stops once as `root` is, then once with each tab shown, tabs within tabs too."""
    yield
    yield from each_tab_within(root)


def each_tab_within(widget: QWidget) -> Iterator[None]:
    for tabs in ([widget] if isinstance(widget, QTabWidget) else []) + outermost_tab_widgets(
        widget
    ):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            yield
            yield from each_tab_within(tabs.widget(index))


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_no_two_controls_shown_together_share_a_mnemonic(qtbot, demo_offices, state):
    office = demo_offices[state]
    shared = set()
    with admin_of(office) as ctx:
        workspace = Workspace(ctx, Navigator(), office[1])
        for area in all_areas(ctx.office.jurisdiction):
            page = area.build(workspace)
            qtbot.addWidget(page)
            page.resize(1366, 700)
            page.show()
            for _ in each_tab_shown(page):
                by_letter = defaultdict(list)
                for text in shown_mnemonics(page):
                    by_letter[mnemonic(text)].append(text)
                shared |= {
                    (area.key, letter, tuple(sorted(texts)))
                    for letter, texts in by_letter.items()
                    if len(texts) > 1
                }
            page.close()
    assert sorted(shared) == []


def test_the_check_finds_a_shared_mnemonic(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    for text in ("&Salvar", "&Sair", "&Novo"):
        QLabel(text, root).setBuddy(root)
    root.show()
    letters = [mnemonic(text) for text in shown_mnemonics(root)]
    assert sorted(letters) == ["n", "s", "s"]
