"""Every UI test starts with no modifier key held (tests/factories/keyboard.py): a test that
ended on Shift+Tab left Qt believing Shift was held, and the selectRow of the next test in
the same pytest-xdist worker selected nothing (test_sede_key_revocation's Revogar button
stayed disabled)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton

from desktop.ui.widgets.tables import fill_table, read_only_table
from tests.factories.keyboard import release_held_modifiers


def test_a_shift_a_key_click_left_held_is_released_for_the_next_test(qtbot, request):
    earlier = QPushButton("Anterior")  # where the earlier test pressed Shift+Tab
    qtbot.addWidget(earlier)
    qtbot.keyClick(earlier, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.ShiftModifier

    table = read_only_table("keys", ["Escritório", "Chave"], None, None)
    qtbot.addWidget(table)
    fill_table(table, [("GYN", "chave-de-goiania")])
    with qtbot.waitExposed(table):
        table.show()
    table.selectRow(0)
    assert table.selectedItems() == []  # what the next test met

    release_held_modifiers()
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
    table.selectRow(0)
    assert [item.text() for item in table.selectedItems()] == ["GYN", "chave-de-goiania"]
    assert "no_modifier_held_from_the_last_test" in request.fixturenames
