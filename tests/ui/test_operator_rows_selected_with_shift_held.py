"""Operadores: the row the documents and process tabs select after a reading is that row
alone even when Qt takes Shift as held (tests/factories/keyboard.py): the selection made by
code goes through ui/widgets/tables.select_row, which reads no modifier key."""

from datetime import timedelta

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from desktop.ui.operators.area import OperatorsArea
from tests.ui.conftest import operator_input


def selected_rows(table) -> list[int]:
    return sorted({index.row() for index in table.selectionModel().selectedRows()})


def hold_shift(table) -> None:
    QTest.keyPress(table, Qt.Key.Key_Shift, Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.ShiftModifier


def test_the_document_recorded_stays_the_selected_row_with_shift_held(
    qtbot, admin_context, open_area, dialog_driver, tmp_path
):
    """The clerk records the third document of the checklist; Shift is held when the
    checklist is read again: the third row is selected, and only it."""
    detail = create_operator(admin_context, operator_input())
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    area.search_for(detail.cnpj_formatted)
    tab = area.documents
    area.tabs.setCurrentWidget(tab)
    table = tab.table
    assert table.rowCount() > 3
    table.setFocus()
    for _ in range(2):
        qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.currentRow() == 2

    def record(dialog):
        later = office_today(admin_context) + timedelta(days=365)
        valid = dialog.form.editor("valid_until")
        if valid.enabled.isChecked():
            valid.edit.setDate(QDate(later.year, later.month, later.day))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        hold_shift(table)  # held when the checklist is read again
        return dialog.result()

    dialog_driver.on("ActionDialog", record)
    qtbot.mouseClick(tab.record_button, Qt.MouseButton.LeftButton)
    assert tab.statuses[2].document is not None
    assert selected_rows(table) == [2]
    assert table.currentRow() == 2


def test_the_process_tab_read_again_with_shift_held_selects_the_latest_request(
    qtbot, admin_context, open_area, tmp_path
):
    detail = create_operator(admin_context, operator_input())
    protocol_application(admin_context, detail.id, key_dir=tmp_path / "keys")
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    area.search_for(detail.cnpj_formatted)
    process = area.process
    area.tabs.setCurrentWidget(process)
    assert selected_rows(process.table) == [0]

    hold_shift(process.table)
    area.load(detail.id)
    assert selected_rows(process.table) == [0]
    assert process.buttons["analysis"].isEnabled()
