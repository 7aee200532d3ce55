"""The term for an act of the ordinary process set from the process screen (Res. AGR
105/2017, art. 93 §8): under 3 days the message with the article shows next to the days and
nothing is written; 3 days from Wednesday 11 March 2026 fall due on Monday 16 March."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.models.sanctions import ProcessDeadline
from desktop.services.sanctions.act_terms import set_act_term
from tests.factories.clock import at_day
from tests.factories.notices import recorded_notice
from tests.factories.process_acts import choose, offered
from tests.factories.reading import count
from tests.factories.sanctions import crc_holder, ordinary_notified
from tests.factories.screens import panel


def deadlines(ctx) -> int:
    return count(ctx.database, ProcessDeadline)


def test_the_act_term_from_the_process_screen(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    screen = panel(
        qtbot, at_day(roles["analista"], date(2026, 3, 11)), keys, process.id, show_active
    )
    assert offered(screen, "act_term") and screen.acts["act_term"].isEnabled()
    before = deadlines(admin_context)

    def set_term(dialog):
        dialog.form.editor("act").setText("apresentar os contratos de fretamento")
        dialog.form.editor("days").setValue(2)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert "no mínimo 3 dias" in dialog.form.error_of("days")
        assert "Res. AGR 105/2017, art. 93 §8" in dialog.form.error_of("days")
        assert deadlines(admin_context) == before
        dialog.form.editor("days").setValue(3)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", set_term)
    with qtbot.waitSignal(screen.changed):
        choose(screen, "act_term")
    rows = {
        screen.deadlines.item(row, 0).text(): screen.deadlines.item(row, 2).text()
        for row in range(screen.deadlines.rowCount())
    }
    assert rows["Ato do processo ordinário (Res. AGR 105/2017, art. 93, § 8º)"] == "16/03/2026"
    last = screen.timeline.rowCount() - 1
    assert screen.timeline.item(last, 1).text() == "Prazo para ato do processo ordinário"
    assert screen.timeline.item(last, 2).toolTip().startswith("Res. AGR 105/2017, art. 93 §8")


def test_the_act_term_waits_for_the_ordinary_process(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista")}
    operator = crc_holder(admin_context, keys)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=("78-III",))
    screen = panel(qtbot, roles["analista"], keys, notice.process_id, show_active)
    assert not screen.acts["act_term"].isEnabled()


def test_the_act_done_from_the_process_screen(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    analista = at_day(roles["analista"], date(2026, 3, 12))
    set_act_term(analista, process.id, "apresentar documentos", date(2026, 3, 11), 3)
    screen = panel(qtbot, analista, keys, process.id, show_active)
    assert screen.acts["act_done"].isEnabled()

    def done(dialog):
        assert (
            dialog.form.editor("term").currentText() == "Ciência em 11/03/2026, vence em 16/03/2026"
        )
        dialog.form.editor("on").setDate(date(2026, 3, 10))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert "ciência" in dialog.form.error_of("on")
        dialog.form.editor("on").setDate(date(2026, 3, 12))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", done)
    with qtbot.waitSignal(screen.changed):
        choose(screen, "act_done")
    last = screen.timeline.rowCount() - 1
    assert screen.timeline.item(last, 1).text() == "Ato do processo ordinário realizado"
    assert "no prazo" in screen.timeline.item(last, 2).text()
    assert not screen.acts["act_done"].isEnabled()
