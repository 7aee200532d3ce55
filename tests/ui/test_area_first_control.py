"""An area opened from the keyboard (Alt+N) or the navigation (a click) takes the focus on its
own first control, in every area of both demo offices: Financeiro, Verificar documento and
Legislação left it in the global search box; Início gave it to its 30 days' radio button,
not to the list of what expires."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.factories.demo import demo_window

# The control each area opens on: its list's filter, its first field, Início's list.
FIRST = {
    "home": "expiring_table",
    "operators": "operator_search",
    "vehicles": "vehicle_search",
    "licences": "licence_search",
    "lines": "line_search",
    "notices": "operator_cnpj",
    "finance": "finance_cnpj",
    "legislation": "legislation_filter",
    "verify": "verification_code",
    "admin": "display_name",
}


def focused_in(window, key: str) -> str:
    focused = QApplication.focusWidget()
    assert focused is not None and window.pages[key].isAncestorOf(focused), (key, focused)
    return focused.objectName()


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_each_area_opens_on_its_first_control(qtbot, demo_offices, state):
    with demo_window(qtbot, demo_offices[state]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        opened = {}
        for index, area in enumerate(window.areas[:9]):
            window.search_box.setFocus()
            key = Qt.Key(Qt.Key.Key_1 + index)
            qtbot.keyClick(window.search_box, key, Qt.KeyboardModifier.AltModifier)
            assert window.current_area() == area.key
            opened[area.key] = focused_in(window, area.key)
        for row, area in enumerate(window.areas):
            window.search_box.setFocus()
            rect = window.navigation.visualItemRect(window.navigation.item(row))
            qtbot.mouseClick(
                window.navigation.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
            )
            assert window.current_area() == area.key
            opened.setdefault(area.key, focused_in(window, area.key))
            assert focused_in(window, area.key) == opened[area.key]
    assert {key: opened[key] for key in FIRST} == FIRST


def test_home_opens_on_the_list_of_its_tab_on_screen(qtbot, demo_offices):
    """The clerk left Início on the vehicles' tab: it opens again on that list."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        window.pages["home"].lists.setCurrentIndex(1)
        window.open_area("operators")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
        assert focused_in(window, "home") == "expiring_vehicles"


@pytest.mark.parametrize("number", [3, 6])
def test_alt_and_a_number_on_home_opens_that_area(qtbot, demo_offices, number):
    """Início's windows of 30 and 60 days took Alt+3 and Alt+6 as their letters: Qt found two
    answers to the key and gave neither, so the clerk on Início could not open Veículos or
    Autos e Processos from the keyboard."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        window.open_area("home")
        key = Qt.Key(Qt.Key.Key_0 + number)
        qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
        assert window.current_area() == window.areas[number - 1].key
