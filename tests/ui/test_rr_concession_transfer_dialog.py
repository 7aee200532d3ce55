"""Linhas in Roraima: Transferir concessão… (Ctrl+Shift+D) passes the line's concession contract
to the interessado (Lei RR 664/2008, art. 15); the Delegação tab and the line's summary name the
new delegatária, the contract as signed. A refusal is written next to the field with art. 15 and
its inciso, and nothing is stored. A Goiás office has no such action."""

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt

from desktop.models.line_transfers import ConcessionTransfer
from desktop.models.lines import LineAct
from desktop.ui.lines.area import LinesArea
from tests.factories.action_bar import offered
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.screens import CTRL_SHIFT, goias_line_area, lines_area_on, refused_in_dialog
from tests.factories.transfers import HALF_RUN, INTERESSADO_CNPJ, concession_to_transfer


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    return lines_area_on(
        open_area, concession_to_transfer(admin_context, tmp_path / "keys"), tmp_path / "keys"
    )


def fill(qtbot, dialog, day):
    form = dialog.form
    qtbot.keyClicks(form.editor("operator"), INTERESSADO_CNPJ)
    form.editor("operator").editingFinished.emit()  # the dialog is not shown: no focus to leave
    form.editor("transferred_on").setDate(day)
    qtbot.keyClicks(form.editor("request"), "Requerimento conjunto protocolo 123/2025")
    qtbot.keyClicks(form.editor("consent"), "Portaria CRE/RR nº 1/2026")


def test_ctrl_shift_d_transfers_the_concession_to_the_interessado(qtbot, area, dialog_driver):
    signatory = area.current.delegations[0].operator_name

    def transfer(dialog):
        fill(qtbot, dialog, HALF_RUN)
        qtbot.mouseClick(dialog.form.editor("edital_met"), Qt.MouseButton.LeftButton)
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", transfer)
    qtbot.keyClick(area, Qt.Key.Key_D, CTRL_SHIFT)
    assert ("ActionDialog", "Transferência da concessão — linha RR-010") in dialog_driver.seen
    assert counts(area.ctx.database, ConcessionTransfer) == (1,)
    assert area.tabs.currentWidget() is area.delegations
    assert area.delegations.table.texts(0)[2] == "Expresso Caracaraí Ltda"
    assert "Expresso Caracaraí Ltda, até 04/01/2031" in area.status_label.text()
    area.delegations.table.selectRow(0)
    assert f"assinado por {signatory}, transferido" in area.delegations.details.text()
    area.tabs.setCurrentWidget(area.history)
    last = area.history.table.texts(len(area.current.acts) - 1)
    assert last[:3] == ["05/01/2026", "Transferência da concessão", "Portaria CRE/RR nº 1/2026"]


@pytest.mark.parametrize(
    ("day", "edital", "field", "cited", "shot"),
    [
        (HALF_RUN - timedelta(days=1), True, "transferred_on", "art. 15, III", "50.png"),
        (HALF_RUN, False, "edital_met", "art. 15, II", "edital.png"),
    ],
)
def test_a_refusal_is_next_to_its_field_and_nothing_is_written(
    qtbot, area, dialog_driver, day, edital, field, cited, shot
):
    before = counts(area.ctx.database, ConcessionTransfer, LineAct)
    seen = {}

    def typed(dialog):
        fill(qtbot, dialog, day)
        dialog.form.editor("edital_met").setChecked(edital)

    dialog_driver.on("ActionDialog", refused_in_dialog(qtbot, typed, field, seen))
    area.actions_["transfer"].trigger()
    assert seen["open"] and f"Lei RR 664/2008, {cited}" in seen["error"]
    assert counts(area.ctx.database, ConcessionTransfer, LineAct) == before


def test_the_roraima_bar_offers_the_transfer(open_area, admin_context, tmp_path):
    area = open_area(LinesArea, in_roraima(admin_context), tmp_path / "keys")
    assert offered(area.action_bar, "transfer")


def test_a_goias_office_is_not_offered_the_transfer(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = goias_line_area(open_area, admin_context, tmp_path)
    assert not offered(area.action_bar, "transfer")
    assert not area.actions_["transfer"].isVisible()
    qtbot.keyClick(area, Qt.Key.Key_D, CTRL_SHIFT)
    assert dialog_driver.seen == []
