"""A clerk works with the keyboard: in every area, with each of its tabs shown, no two
controls shown together (the tab bars, the action bar, the page's buttons and the labels of
its fields) answer to the same Alt+letter — Qt would only move between them instead of
acting. Controls on hidden tabs do not count (Qt ignores them)."""

import re
from collections import defaultdict

from PySide6.QtWidgets import QAbstractButton, QLabel, QTabBar, QTabWidget, QWidget

from desktop.ui.areas import all_areas
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace


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


def each_tab_shown(root: QWidget):
    yield
    tabs = ([root] if isinstance(root, QTabWidget) else []) + root.findChildren(QTabWidget)
    for widget in tabs:
        for index in range(widget.count()):
            widget.setCurrentIndex(index)
            yield


def test_no_two_controls_shown_together_share_a_mnemonic(qtbot, admin_context, tmp_path):
    workspace = Workspace(admin_context, Navigator(), tmp_path / "keys")
    shared = set()
    for area in all_areas(admin_context.office.jurisdiction):
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
    assert sorted(shared) == []


def test_the_check_finds_a_shared_mnemonic(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    for text in ("&Salvar", "&Sair", "&Novo"):
        QLabel(text, root).setBuddy(root)
    root.show()
    letters = [mnemonic(text) for text in shown_mnemonics(root)]
    assert sorted(letters) == ["n", "s", "s"]
