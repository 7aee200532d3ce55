"""Res. AGR 105/2017, art. 93 §7: "Os atos processuais serão realizados em dias úteis na sede
da AGR, no horário normal de expediente." The Council's judgment of an ordinary process dated
on a Saturday is refused next to its date, with the article, and nothing is written; on the
Monday after it is recorded."""

from datetime import date

from PySide6.QtCore import QDate, Qt

from desktop.models.sanctions import ProcessDecision
from tests.factories.clock import at_day
from tests.factories.reading import count
from tests.factories.sanctions import crc_holder, ordinary_notified
from tests.factories.screens import panel


def decisions(ctx) -> int:
    return count(ctx.database, ProcessDecision)


def test_the_ordinary_process_is_judged_on_a_business_day(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I")
    screen = panel(
        qtbot, at_day(roles["julgador"], date(2026, 3, 23)), keys, process.id, show_active
    )

    def decide(dialog):
        dialog.form.editor("decided_on").setDate(QDate(2026, 3, 21))
        dialog.form.editor("reason").setText("Documento adulterado comprovado.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        error = dialog.form.error_of("decided_on")
        assert "Res. AGR 105/2017, art. 93, § 7º" in error
        assert "21/03/2026 não é dia útil (sábado)" in error
        assert decisions(admin_context) == 0
        dialog.form.editor("decided_on").setDate(QDate(2026, 3, 23))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", decide)
    with qtbot.waitSignal(screen.changed):
        screen.buttons["judge"].click()
    assert decisions(admin_context) == 1
    assert "Aguardando notificação da decisão do Conselho" in screen.header.text()
