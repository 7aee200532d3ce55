"""Linhas' less frequent acts are under menu buttons of its action bar: each opens from the
keyboard with its Alt+letter, and lists its acts with the enable rules they had as buttons
(a Roraima office's transfer of a concession, Lei RR 664/2008, art. 15, in Delegação).
The bar keeps room at 1366 pixels for one more act."""

import pytest
from PySide6.QtWidgets import QToolButton

from tests.factories.action_bar import menus_opened
from tests.factories.demo import demo_window

LETTERS = {"g": "delegation", "q": "service", "u": "situation", "b": "tables"}
# A button of one more act, as wide as "Decidir (Ctrl+E)" was on the bar.
ONE_MORE_BUTTON = 121


def test_each_menu_opens_with_its_alt_letter(qapp, qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        page = window.show_area("lines")
        page.list_view.selectRow(0)
        qapp.processEvents()
        opened = menus_opened(qtbot, window, page.list_view, "".join(LETTERS))
        bar = page.action_bar
        menus = [bar.findChild(QToolButton, f"{name}_menu").menu() for name in LETTERS.values()]
        assert opened == [
            [item.iconText() for item in menu.actions() if item.isVisible()] for menu in menus
        ]
        assert "Transferir concessão" in opened[0]
        assert bar.actions_["transfer"].isEnabled()
        # Another state's act is not in the menu: the outorga's instalment is Goiás's.
        assert "Pagamento de parcela da outorga" not in opened[0]


def test_a_menu_line_names_its_shortcut_once(qtbot, demo_offices):
    """Qt writes a menu line's shortcut on its right: the line reads "Horários…", not
    "Horários… (Ctrl+H)" beside "Ctrl+H"; the shortcut stays the action's."""
    with demo_window(qtbot, demo_offices["RR"]) as window:
        bar = window.show_area("lines").action_bar
        lines = [
            (item.text(), item.shortcut().toString())
            for name in LETTERS.values()
            for item in bar.findChild(QToolButton, f"{name}_menu").menu().actions()
            if item.isVisible()
        ]
        assert ("Horários…", "Ctrl+H") in lines
        assert ("Transferir concessão…", "Ctrl+Shift+D") in lines
        assert [text for text, keys in lines if keys and keys in text] == []


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_the_bar_has_room_for_one_more_act_at_1366(qapp, qtbot, demo_offices, state):
    """The bar took 1,163 of its 1,175 pixels: any new act would have wrapped it to a second
    line. The decision on a change request (Decreto 8.444/2015, art. 43; Lei RR 664/2008,
    arts. 57-62), rarer than the request, is in "Tabelas e decisões" beside its printing,
    and still answers Ctrl+E."""
    with demo_window(qtbot, demo_offices[state]) as window:
        page = window.show_area("lines")
        page.list_view.selectRow(0)
        qapp.processEvents()
        bar = page.action_bar
        shown = [button for button in bar.findChildren(QToolButton) if button.isVisible()]
        right = max(button.geometry().right() for button in shown)
        assert bar.width() - (right + 1) >= ONE_MORE_BUTTON
        tables = bar.findChild(QToolButton, "tables_menu").menu()
        assert bar.actions_["decide"] in tables.actions()
        assert bar.actions_["decide"].shortcut().toString() == "Ctrl+E"
