"""Deferir pedido e emitir o CRC in a Goiás office: the CRC is valid 'até 3 (três) anos'
(Res. AGR 105/2017, art. 13), so the clerk may record the shorter end the AGR fixed — refused
next to the field beyond the 3 years, nothing written — and the renewal window of §3 opens
60 days before that end."""

from datetime import date, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.crc_records import current_crc
from desktop.services.registration.operators import create_operator
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.registration import record_all_documents
from tests.ui.conftest import operator_input

DAY = date(2026, 3, 10)


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_agr_fixes_a_crc_shorter_than_3_years(
    qtbot, admin_context, open_area, dialog_driver, tmp_path
):
    ctx = at_day(admin_context, DAY)
    detail = create_operator(ctx, operator_input(modalities=("continuo",)))
    protocol_application(ctx, detail.id, key_dir=tmp_path / "keys")
    record_all_documents(ctx, detail, DAY, ("continuo",))
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(detail.id)
    messages = []

    def approve(dialog):
        until = dialog.form.editor("valid_until")
        assert until.enabled.text().replace("&", "") == "prazo menor fixado pela AGR"
        until.enabled.setChecked(True)
        until.edit.setDate(date(2029, 3, 11))
        # Res. AGR 105/2017, art. 12: the resolution that authorised the registration.
        qtbot.keyClicks(dialog.form.editor("resolution_number"), "CR nº 12/2026")
        dialog.form.editor("resolution_date").set_value(DAY)
        click(qtbot, dialog.ok_button)
        messages.append(dialog.form.error_of("valid_until"))
        assert list_applications(ctx, detail.id)[0].status == "protocolada"
        until.edit.setDate(date(2027, 3, 10))
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", approve)
    dialog_driver.on("QDialog", lambda preview: QDialog.DialogCode.Rejected)
    click(qtbot, area.process.buttons["approve"])
    assert messages == [
        "O CRC vale por até 3 anos: no máximo até 10/03/2029 (Res. AGR 105/2017, art. 13, caput)."
    ]
    crc = current_crc(ctx, detail.id)
    assert crc is not None
    assert crc.valid_until == date(2027, 3, 10)
    assert crc.renewal_opens == date(2027, 3, 10) - timedelta(days=60)
