"""The caducity carried to its end from the process screen (Res. AGR 105/2017, art. 70):
once the act is published in the Diário Oficial, the julgador records it, the CRC is
cancelled (§2) and the company and its partners are barred from a new registration for up to
2 years (§§3-4); the action opens only when the decision in effect applies caducity."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.registration.bars_records import bars_against
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.penalties_records import propose_penalties
from tests.factories.clock import at_day
from tests.factories.process_acts import choose
from tests.factories.sanctions import PUBLISHED, crc_holder, ordinary_notified
from tests.factories.screens import panel


def publish(qtbot, day: date):
    def handle(dialog):
        dialog.form.editor("published_on").setDate(day)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


def test_the_published_caducity_cancels_the_crc_and_bars_company_and_partners(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I")
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    assert not panel(qtbot, julgador, keys, process.id, show_active).acts["caducity"].isEnabled()
    (proposal,) = propose_penalties(julgador, process.id)
    judge(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Documento falso.",
            (PenaltyChoice("78-I", proposal.amount, ("multa", "caducidade")),),
        ),
    )
    # Only the julgador records it (the analista sees the action closed).
    analista = at_day(roles["analista"], PUBLISHED)
    assert not panel(qtbot, analista, keys, process.id, show_active).acts["caducity"].isEnabled()
    screen = panel(qtbot, at_day(roles["julgador"], PUBLISHED), keys, process.id, show_active)
    assert screen.acts["caducity"].isEnabled()
    dialog_driver.on("ActionDialog", publish(qtbot, PUBLISHED))
    with qtbot.waitSignal(screen.changed):
        choose(screen, "caducity")
    bars = bars_against(admin_context, operator.id, PUBLISHED)
    assert {bar.article for bar in bars} == {
        "Res. AGR 105/2017, art. 70 §3",
        "Res. AGR 105/2017, art. 70 §4",
    }
    assert all(bar.until == date(2028, 3, 30) for bar in bars)
    last = screen.timeline.rowCount() - 1
    assert "certificado de registro cadastral cassado" in screen.timeline.item(last, 2).text()
    assert not screen.acts["caducity"].isEnabled()  # recorded once


def test_the_preventive_suspension_from_the_process_screen(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    # Res. AGR 105/2017, art. 93 §9: in the ordinary process of an infraction of art. 78, I.
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I")
    screen = panel(
        qtbot, at_day(roles["julgador"], date(2026, 3, 12)), keys, process.id, show_active
    )
    assert screen.acts["preventive"].isEnabled()

    def suspend(dialog):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert "art. 93 §9" in dialog.form.error_of("act")
        dialog.form.editor("act").setText("Decisao CR 7/2026")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", suspend)
    with qtbot.waitSignal(screen.changed):
        choose(screen, "preventive")
    last = screen.timeline.rowCount() - 1
    assert screen.timeline.item(last, 1).text() == "Suspensão preventiva"
    assert screen.timeline.item(last, 2).toolTip() == "Res. AGR 105/2017, art. 93 §9"
