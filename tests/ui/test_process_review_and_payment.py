"""The process screen after the judgment, through the real widgets on a real SQLite file: the
Council's review of a cancellation notified to the autuado (Res. AGR 105/2017, arts. 88 and
90), and the notificação para pagamento printed once the decision that keeps the fine is
notified (art. 89), due 10 days after the ciência (art. 83)."""

from datetime import date
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTabWidget
from sqlalchemy import select

from desktop.documents.kind import PAYMENT_NOTICE_KIND
from desktop.models.documents import PrintOrder
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.sanctions.process_worklist import WorklistPanel
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, notify_by_autos, recorded_notice
from tests.factories.process_acts import choose
from tests.factories.reading import flat_pdf_text
from tests.factories.screens import cells_cut_short


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


@pytest.fixture
def notified_notice(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    return notice


def decide(qtbot, upholds: bool, reason: str):
    def handle(dialog):
        outcome = dialog.form.editor("upholds")
        outcome.setCurrentIndex(outcome.findData(upholds))
        dialog.form.editor("reason").setText(reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


def acknowledge(qtbot, recipient: str):
    def handle(dialog):
        dialog.form.editor("recipient").setText(recipient)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    return handle


def test_council_confirms_the_cancellation_and_the_autuado_is_notified(
    qtbot, context_for, notified_notice, panel_for, dialog_driver
):
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notified_notice.process_id,
        DecisionInput(date(2026, 3, 23), False, "Placa não confere."),
    )
    council = panel_for(
        at_day(context_for("julgador"), date(2026, 4, 13)), notified_notice.process_id
    )
    assert "Reexame obrigatório" in council.header.text()
    dialog_driver.on("ActionDialog", decide(qtbot, False, "Confirma o cancelamento."))
    with qtbot.waitSignal(council.changed):
        council.buttons["council"].click()
    assert "Aguardando notificação do reexame" in council.header.text()

    panel = panel_for(
        at_day(context_for("analista"), date(2026, 4, 14)), notified_notice.process_id
    )
    assert panel.buttons["print"].isEnabled() and panel.buttons["notify"].isEnabled()
    assert not panel.acts["pay"].isEnabled()
    output = panel.print_notification()
    assert "provimento" in flat_pdf_text(output.pdf) and "art. 88" in flat_pdf_text(output.pdf)
    dialog_driver.on("ActionDialog", acknowledge(qtbot, "Maria da Conceição Souza"))
    with qtbot.waitSignal(panel.changed):
        panel.buttons["notify"].click()
    assert "Fase: Encerrado" in panel.header.text()
    last = panel.timeline.rowCount() - 1
    assert panel.timeline.item(last, 0).text() == "14/04/2026"
    assert "provimento" in panel.timeline.item(last, 2).text()
    assert "arts. 88 e 90" in panel.timeline.item(last, 2).toolTip()
    assert not panel.acts["pay"].isEnabled()


def test_notice_to_pay_printed_from_the_process_screen(
    qtbot, context_for, notified_notice, panel_for, dialog_driver
):
    fine_77_xvi(
        context_for("julgador"),
        notified_notice.process_id,
        date(2026, 3, 23),
        "Infração comprovada.",
    )
    panel = panel_for(
        at_day(context_for("analista"), date(2026, 3, 27)), notified_notice.process_id
    )
    assert not panel.acts["pay"].isEnabled()  # art. 89: payable once notified
    dialog_driver.on("ActionDialog", acknowledge(qtbot, "Maria da Conceição Souza"))
    with qtbot.waitSignal(panel.changed):
        panel.buttons["notify"].click()
    assert panel.acts["pay"].isEnabled()
    choose(panel, "pay")
    title = next(
        title
        for name, title in dialog_driver.seen
        if title.startswith("Visualizar — Notificação para pagamento")
    )
    number = title.rsplit(" ", 1)[-1]
    last = panel.timeline.rowCount() - 1
    assert panel.timeline.item(last, 1).text() == "Notificação para pagamento"
    assert number in panel.timeline.item(last, 2).text()
    # 10 days from Friday 27/03 end on Monday 06/04 (arts. 83 and 89)
    assert "06/04/2026" in panel.timeline.item(last, 2).text()
    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.Yes)
    copy = panel.print_payment_notice()
    assert copy is not None and copy.title.endswith(number)
    text = flat_pdf_text(copy.pdf)
    assert "Total a pagar: R$ 1.909,59" in text and "vencimento: 06/04/2026" in text


def payment_notices(ctx) -> list[str]:
    with ctx.database.read() as session:
        return list(
            session.scalars(
                select(PrintOrder.number)
                .where(PrintOrder.kind == PAYMENT_NOTICE_KIND)
                .order_by(PrintOrder.created_at)
            )
        )


def test_the_same_payment_notice_is_printed_again_until_something_changes(
    qtbot, admin_context, context_for, notified_notice, panel_for, dialog_driver
):
    """A second click on Notificação para pagamento with the same debt, amount and due date
    offers the notice already issued (2ª via): no new number, nothing added to the process;
    after a partial payment a new notice is numbered with what is still to pay."""
    julgador = at_day(context_for("julgador"), date(2026, 3, 23))
    judge(
        julgador,
        notified_notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Infração comprovada.",
            (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),),
        ),
    )
    analista = at_day(context_for("analista"), date(2026, 3, 27))
    notify(analista, notified_notice.process_id, "autos", date(2026, 3, 27), "Maria")
    panel = panel_for(analista, notified_notice.process_id)
    first = panel.print_payment_notice()
    (number,) = payment_notices(admin_context)
    events = panel.timeline.rowCount()

    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.No)
    assert panel.print_payment_notice() is None
    offer = dialog_driver.messages[-1]
    assert f"nº {number}" in offer and "2ª via" in offer
    dialog_driver.on("QMessageBox", lambda box: QMessageBox.StandardButton.Yes)
    copy = panel.print_payment_notice()
    assert copy is not None and copy.pdf == first.pdf
    assert payment_notices(admin_context) == [number]
    assert panel.timeline.rowCount() == events

    (debt,) = debts_of(admin_context, notified_notice.operator_id)
    register_payment(
        at_day(context_for("atendente"), date(2026, 3, 30)),
        debt.id,
        date(2026, 3, 30),
        Decimal("909.59"),
        "GR 2026/0042",
    )
    seen = len(dialog_driver.seen)
    panel = panel_for(
        at_day(context_for("analista"), date(2026, 3, 30)), notified_notice.process_id
    )
    text = flat_pdf_text(panel.print_payment_notice().pdf)
    assert "Total a pagar: R$ 1.000,00" in text
    assert [name for name, _ in dialog_driver.seen[seen:]] == ["QDialog"]  # the preview only
    assert len(payment_notices(admin_context)) == 2


def test_the_deadlines_read_whole_once_the_appeal_term_runs(
    context_for, notified_notice, panel_for
):
    """After the decision's ciência the process shows the 'Recurso ao Conselho' term of arts.
    83 and 91 beside the defence: the Prazo column read 'Recurso ao …' at 1366 pixels."""
    fine_77_xvi(
        context_for("julgador"),
        notified_notice.process_id,
        date(2026, 3, 23),
        "Infração comprovada.",
    )
    notify_by_autos(context_for("analista"), notified_notice.process_id, date(2026, 3, 23))
    panel = panel_for(
        at_day(context_for("analista"), date(2026, 3, 24)), notified_notice.process_id
    )
    assert panel.deadlines.item(1, 0).text() == "Recurso ao Conselho"
    assert cells_cut_short(panel.deadlines) == []


def test_tab_reaches_the_acts_and_leaves_the_lists(qtbot, context_for, notified_notice, panel_for):
    """From the number and Abrir, Tab reaches the acts the clerk may do and the menu of the
    other acts, then the deadlines, and leaves each list for what follows: it went from
    Abrir into the deadlines and walked their cells and the timeline's for ever, never
    reaching Registrar defesa."""
    panel = panel_for(
        at_day(context_for("analista"), date(2026, 3, 11)), notified_notice.process_id
    )
    panel.window().findChild(QTabWidget).setCurrentWidget(panel)
    open_button = next(b for b in panel.findChildren(QPushButton) if b.text() == "&Abrir")
    open_button.setFocus()
    qtbot.waitUntil(open_button.hasFocus)
    walked = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget())
    assert walked[0] is panel.buttons["defence"]
    assert walked[1] is panel.more_acts
    assert walked[2] is panel.deadlines
    for table in (panel.deadlines, panel.timeline):
        after = walked.index(table) + 1
        assert walked[after] is not table  # Tab left the list
    assert walked.index(panel.deadlines) < walked.index(panel.timeline)


def test_the_worklist_reads_whole(context_for, notified_notice, panel_for):
    """Prazos: 'Vence nesta semana', the term and the numbers read whole at 1366 pixels (they
    read 'Vence nesta…', 'DEMO-2026…' beside an Autuado column with room to spare)."""
    panel = panel_for(
        at_day(context_for("analista"), date(2026, 3, 16)), notified_notice.process_id
    )
    worklist = panel.window().findChild(WorklistPanel)
    panel.window().findChild(QTabWidget).setCurrentWidget(worklist)
    worklist.refresh()
    assert worklist.table.item(0, 0).text() == "Vence nesta semana"
    assert cells_cut_short(worklist.table) == []
