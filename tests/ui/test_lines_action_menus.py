"""Linhas' less frequent acts are under menu buttons of its action bar: each opens from the
keyboard with its Alt+letter, and lists its acts with the enable rules they had as buttons
(a Roraima office's transfer of a concession, Lei RR 664/2008, art. 15, in Delegação)."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QToolButton

from tests.factories.demo import demo_window

LETTERS = {"g": "delegation", "q": "service", "u": "situation", "b": "tables"}


def test_each_menu_opens_with_its_alt_letter(qapp, qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        page = window.show_area("lines")
        page.list_view.selectRow(0)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        page.list_view.setFocus()
        qapp.processEvents()
        opened = []

        def read_and_close() -> None:
            """The menu the letter opened, read and closed (its exec() waits till then)."""
            menu = QApplication.activePopupWidget()
            if isinstance(menu, QMenu):
                opened.append([item.iconText() for item in menu.actions() if item.isVisible()])
                menu.close()

        reader = QTimer(page)
        reader.timeout.connect(read_and_close)
        reader.start(10)
        for count, letter in enumerate(LETTERS, 1):
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
            page.list_view.setFocus()
            qtbot.keyClick(page.list_view, letter, Qt.KeyboardModifier.AltModifier)
            qtbot.waitUntil(lambda count=count: len(opened) == count)
        reader.stop()
        bar = page.action_bar
        menus = [bar.findChild(QToolButton, f"{name}_menu").menu() for name in LETTERS.values()]
        assert opened == [
            [item.iconText() for item in menu.actions() if item.isVisible()] for menu in menus
        ]
        assert "Transferir concessão (Ctrl+Shift+D)" in opened[0]
        assert bar.actions_["transfer"].isEnabled()
        # Another state's act is not in the menu: the outorga's instalment is Goiás's.
        assert "Pagamento de parcela da outorga" not in opened[0]
