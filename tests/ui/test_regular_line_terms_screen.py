"""A Goiás auto lavrado on a regular line: the defence and the appeal run 10 days "contados a
partir do 1º (primeiro) dia útil do recebimento" (Decreto 8.444/2015, art. 51, § 5º), shown so
in Prazos and printed so on the auto and the notifications."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.services.documents.issuing import reprint
from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import flat_pdf_text

FRIDAY = date(2026, 3, 6)
BEFORE_GOOD_FRIDAY = date(2026, 4, 2)
DECREE = "Decreto 8.444/2015, art. 51, § 5º"


@pytest.fixture
def process_screen(open_area, tmp_path, context_for):
    def make(role, day):
        area = open_area(NoticesArea, at_day(context_for(role), day), tmp_path / "keys")
        area.tabs.setCurrentWidget(area.process)
        return area.process

    return make


def notify_now(qtbot, panel, dialog_driver):
    """Records the ciência of today; returns the texts the dialog showed."""
    shown = []

    def accept(dialog):
        shown.extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.form.editor("recipient").setText("Pedro Alves")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", accept)
    with qtbot.waitSignal(panel.changed):
        panel.buttons["notify"].click()
    return " ".join(shown)


def judge_now(qtbot, panel, dialog_driver):
    def accept(dialog):
        dialog.form.editor("reason").setText("Infração comprovada.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", accept)
    panel.buttons["judge"].click()


def test_regular_line_defence_and_appeal_follow_the_decree(
    qtbot, admin_context, context_for, process_screen, dialog_driver, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"),
        tmp_path,
        operator.id,
        day=FRIDAY,
        line="GO-0123 Goiânia — Anápolis",
        infraction_codes=("75-I",),  # the bus's comfort and hygiene, on any service
    )
    panel = process_screen("analista", FRIDAY)
    panel.load(notice.process_id)
    notification = flat_pdf_text(panel.print_notification().pdf)
    assert "1º (primeiro) dia útil do recebimento desta notificação" in notification
    assert DECREE in notification and "art. 83" not in notification
    auto = flat_pdf_text(reprint(context_for("analista"), notice.number, "auto_infracao"))
    assert "(art. 51, § 5º)" in auto and "(art. 83)" not in auto

    assert DECREE in notify_now(qtbot, panel, dialog_driver)
    # Ciência on Friday 06/03: day 1 is Monday 09/03, due Wednesday 18/03 (art. 83: 16/03).
    assert panel.deadlines.item(0, 0).text() == f"Defesa ({DECREE})"
    assert panel.deadlines.item(0, 2).text() == "18/03/2026"
    last = panel.timeline.rowCount() - 1
    assert "09/03/2026, até 18/03/2026" in panel.timeline.item(last, 2).text()

    julgador = process_screen("julgador", date(2026, 3, 23))
    julgador.load(notice.process_id)
    judge_now(qtbot, julgador, dialog_driver)
    panel = process_screen("analista", BEFORE_GOOD_FRIDAY)
    panel.load(notice.process_id)
    decision = flat_pdf_text(panel.print_notification().pdf)
    assert "recurso ao Conselho Regulador (art. 91) no prazo de 10 (dez) dias" in decision
    assert DECREE in decision
    assert DECREE in notify_now(qtbot, panel, dialog_driver)
    # Thursday 02/04, Good Friday 03/04: the appeal runs from Monday 06/04 to 15/04; art. 83
    # would have ended it on Monday 13/04.
    assert panel.deadlines.item(1, 0).text() == f"Recurso ao Conselho ({DECREE})"
    assert panel.deadlines.item(1, 2).text() == "15/04/2026"
