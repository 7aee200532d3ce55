"""Linhas > Cancelar alteração (Lei RR 664/2008, art. 62): an approved extension selected in
Alterações is cancelled from the dialog, refused first next to the empty reasons; the line
shows its new version back on the original itinerary. Goiás offers no such action."""

import dataclasses
from datetime import date

from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.action_bar import offered
from tests.factories.lines import approval, rr_extension, rr_line
from tests.ui.conftest import ticking_from_noon


def test_an_approved_extension_cancelled_from_the_keyboard(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = ticking_from_noon(dataclasses.replace(admin_context, office=office))
    line = create_line(ctx, rr_line())
    (asked,) = protocol_change(ctx, line.id, rr_extension())
    decide_change(ctx, asked.id, approval(decided_on=date(2026, 6, 10)))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    assert offered(area.action_bar, "cancel_change")
    assert not offered(area.action_bar, "instalment_payment")
    area.tabs.setCurrentWidget(area.changes_tab)
    area.changes_tab.table.setCurrentCell(0, 0)

    def cancel(dialog):
        dialog.form.editor("reference").setFocus()
        qtbot.keyClicks(dialog.form.editor("reference"), "Portaria CRE/RR 40/2026")
        dialog.try_submit()
        assert "motivos cessaram" in dialog.form.error_of("reasons")
        dialog.form.editor("reasons").setFocus()
        dialog.form.editor("reasons").insertPlainText("A estrada nova foi interditada.")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", cancel)
    area.actions_["cancel_change"].trigger()
    assert area.changes_tab.table.texts(0)[4] == "Aprovada, depois cancelada"
    assert "Lei RR 664/2008, art. 62" in area.changes_tab.details.text()
    assert "Caracaraí, 140,0 km (versão 3 de" in area.status_label.text()


def test_goias_shows_no_cancellation(qtbot, open_area, admin_context, tmp_path):
    area = open_area(LinesArea, ticking_from_noon(admin_context), tmp_path / "keys")
    assert not offered(area.action_bar, "cancel_change")
    assert offered(area.action_bar, "instalment_payment")
