"""Driving the Operadores area in the UI tests (no tests here): a click, an action dialog
accepted as it opens, every document of the operator's checklist recorded through its tab."""

from datetime import timedelta

from PySide6.QtCore import QDate, Qt

from desktop.services.calendar import office_today


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def accept_dialog(qtbot):
    def accept(dialog):
        click(qtbot, dialog.ok_button)
        return dialog.result()

    return accept


def fill_resolution(qtbot, dialog, day):
    """The approval dialog's resolution authorising the registration (Res. AGR 105/2017,
    art. 12), dated `day`; its extract not yet published."""
    qtbot.keyClicks(dialog.form.editor("resolution_number"), "CR nº 321/2026")
    dialog.form.editor("resolution_date").set_value(day)


def approve_on_resolution(qtbot, day):
    """Accepts the approval dialog once its resolution is filled in."""

    def approve(dialog):
        fill_resolution(qtbot, dialog, day)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    return approve


def record_all_documents(qtbot, area, dialog_driver):
    """Records each row of the Documentos tab, a year's validity where the item expires."""
    tab = area.documents
    area.tabs.setCurrentWidget(tab)
    for row in range(tab.table.rowCount()):

        def fill(dialog):
            valid = dialog.form.editor("valid_until")
            if valid.enabled.isChecked():
                later = office_today(area.ctx) + timedelta(days=365)
                valid.edit.setDate(QDate(later.year, later.month, later.day))
            click(qtbot, dialog.ok_button)
            return dialog.result()

        dialog_driver.on("ActionDialog", fill)
        tab.table.selectRow(row)
        click(qtbot, tab.record_button)
    assert tab.summary.text().startswith("0 documento(s) pendente(s)")
