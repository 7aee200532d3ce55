"""Driving the Veículos screen as the clerk does: a bus typed into the form, and the CRV
preview saved to a PDF file."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton

from desktop.services.calendar import office_today


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def save_pdf_from_preview(qtbot, dialog_driver, target):
    def save(preview):
        def choose(file_dialog):
            file_dialog.selectFile(str(target))
            return QDialog.DialogCode.Accepted

        dialog_driver.on("QFileDialog", choose)
        click(qtbot, preview.findChild(QPushButton, "saveButton"))
        return QDialog.DialogCode.Rejected

    dialog_driver.on("QDialog", save)


def fill_bus(
    qtbot,
    area,
    renavam,
    *,
    owner="11.222.333/0001-81",
    chassis="9bm384067hb012345",
    notarised=True,
):
    """A new bus of `owner` typed into the form, not saved: its request notarised or not
    (Res. AGR 105/2017, art. 17, I), its report and policy given."""
    qtbot.keyClicks(area.owner, owner)
    area.owner.editingFinished.emit()
    form = area.form
    qtbot.keyClicks(form.plate, "bra2e19")
    qtbot.keyClicks(form.renavam, renavam)
    qtbot.keyClicks(form.chassis, chassis)
    qtbot.keyClicks(form.make, "Mercedes-Benz")
    qtbot.keyClicks(form.model, "O-500 RS")
    qtbot.keyClicks(form.body_type, "Marcopolo Paradiso 1200")
    form.seats.setValue(46)
    year = office_today(area.ctx).year - 2
    form.manufacture_year.setValue(year)
    form.model_year.setValue(year)
    qtbot.keyClicks(form.tachograph, "VDO 1318 nº 445566")
    qtbot.keyClicks(form.crlv_number, "023456789012")
    form.crlv_state.setCurrentText("GO")
    qtbot.keyClicks(form.dpvat, "DPVAT quitado")
    form.request_notarised.setChecked(notarised)
    form.company.setCurrentIndex(1)
    qtbot.keyClicks(form.report_number, "LV-0101")
    qtbot.keyClicks(form.insurer, "Seguradora Cerrado S.A.")
    qtbot.keyClicks(form.policy_number, "RC-0001")
    qtbot.keyClicks(form.coverage, "1.500.000,00")
