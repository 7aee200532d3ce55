"""The correction of a formal error of the auto de infração from the process screen, until
the notification (Res. AGR 105/2017, art. 79, parágrafo único): a motivated record, the
corrected auto printed again; after the notification the action is closed (art. 80 §3)."""

from datetime import date

import pytest
from PySide6.QtCore import Qt

from desktop.services.sanctions.notice_records import get_notice
from desktop.services.sanctions.notifications import notify
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice


@pytest.fixture
def panel_for(qtbot, tmp_path, show_active):
    def make(ctx, process_id):
        area = NoticesArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
        qtbot.addWidget(area)
        area.resize(1366, 720)
        show_active(area)
        area.process.load(process_id)
        return area.process

    return make


def correct(qtbot, field: str, value: str, reason: str):
    def handle(dialog):
        chooser = dialog.form.editor("field")
        chooser.setCurrentIndex(chooser.findData(field))
        dialog.form.editor("new_value").setText(value)
        dialog.form.editor("reason").setText(reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


def test_a_formal_error_is_corrected_before_the_notification(
    qtbot, admin_context, context_for, tmp_path, panel_for, dialog_driver
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    panel = panel_for(analista, notice.process_id)
    assert panel.buttons["correct"].isEnabled()
    dialog_driver.on(
        "ActionDialog", correct(qtbot, "plate", "abc-1d24", "Placa transcrita com erro do talão.")
    )
    with qtbot.waitSignal(panel.changed):
        panel.buttons["correct"].click()
    assert get_notice(admin_context, notice.id).plate == "ABC1D24"
    last = panel.timeline.rowCount() - 1
    assert "Correção de erro formal (placa)" in panel.timeline.item(last, 2).text()
    assert "art. 79, parágrafo único" in panel.timeline.item(last, 2).toolTip()


def test_no_correction_once_notified(qtbot, admin_context, context_for, tmp_path, panel_for):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    notify(analista, notice.process_id, "autos", date(2026, 3, 11), "Maria")
    panel = panel_for(analista, notice.process_id)
    assert not panel.buttons["correct"].isEnabled()


def test_the_fiscal_cannot_correct(qtbot, admin_context, context_for, tmp_path, panel_for):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    panel = panel_for(at_day(context_for("fiscal"), date(2026, 3, 11)), notice.process_id)
    assert not panel.buttons["correct"].isEnabled()
