"""The appeal against a refused registration and the Council's decision, from the operator's
Processo tab (Res. AGR 105/2017, art. 7º, parágrafo único): refused next to the field when
the reasons are missing; recorded, shown with its date; the Council's grant reopens the
analysis."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit

from desktop.services.calendar import office_today
from desktop.services.registration.appeals_records import appeals_of
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.decision import refuse_application
from desktop.services.registration.operators import create_operator
from desktop.ui.operators.area import OperatorsArea
from tests.ui.conftest import operator_input


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture
def refused_area(open_area, admin_context, tmp_path):
    detail = create_operator(admin_context, operator_input())
    application = protocol_application(
        admin_context, detail.id, key_dir=tmp_path / "keys"
    ).application
    refuse_application(admin_context, application.id, reason="Contrato social ilegível.")
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    area.open_record(detail.id)
    return detail, area.process


def test_the_appeal_and_the_councils_grant(qtbot, admin_context, refused_area, dialog_driver):
    detail, process = refused_area
    assert process.buttons["appeal"].isEnabled()
    assert not process.buttons["council"].isEnabled()

    def appeal(dialog):
        click(qtbot, dialog.ok_button)
        assert "art. 7º, parágrafo único" in dialog.form.error_of("grounds")
        qtbot.keyClicks(dialog.findChild(QPlainTextEdit), "O contrato e legivel no original.")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", appeal)
    click(qtbot, process.buttons["appeal"])
    today = office_today(admin_context).strftime("%d/%m/%Y")
    assert f"Recurso ao Conselho recebido em {today}." in process.details.text()
    assert not process.buttons["appeal"].isEnabled()
    assert process.buttons["council"].isEnabled()

    def grant(dialog):
        dialog.findChild(QPlainTextEdit).setPlainText("Documento legível na via original.")
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", grant)
    click(qtbot, process.buttons["council"])
    (application,) = list_applications(admin_context, detail.id)
    assert application.status == "em_analise"
    assert appeals_of(admin_context, detail.id)[application.id].granted is True
    assert "provido — Documento legível na via original." in process.details.text()
    assert process.buttons["approve"].isEnabled()
