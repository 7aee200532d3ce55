"""The Council's mandatory review of a first-instance cancellation (Res. AGR 105/2017, art.
90) is notified: confirming it, the autuado is notified of the provimento (art. 88); reforming
it, he is notified to pay the fine (art. 89), due 10 days after the ciência (art. 83)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.payments_records import debts_of
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, notify_by_autos, recorded_notice
from tests.factories.reading import flat_pdf_text


@pytest.fixture
def cancelled(admin_context, context_for, tmp_path):
    """77-XVI notified 10/03/2026; the first instance cancels the notice on 23/03 (art. 90:
    mandatory review by the Council)."""
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    detail = judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(date(2026, 3, 23), False, "Placa não confere."),
    )
    assert detail.stage == "reexame_conselho"
    return operator, notice


@pytest.mark.postgres
def test_councils_confirmation_of_a_cancellation_is_notified(
    admin_context, context_for, cancelled, tmp_path
):
    operator, notice = cancelled
    julgador = at_day(context_for("julgador"), date(2026, 4, 13))
    reviewed = council_review(
        julgador,
        notice.process_id,
        DecisionInput(date(2026, 4, 13), False, "Confirma o cancelamento: a placa não confere."),
    )
    assert (reviewed.stage, reviewed.outcome) == ("aguardando_notificacao_reexame", "cancelado")
    assert reviewed.stage_label.startswith("Aguardando notificação do reexame")
    analista = at_day(context_for("analista"), date(2026, 4, 14))
    printed = print_notification(analista, notice.process_id, tmp_path / "keys")
    text = flat_pdf_text(printed.pdf)
    for expected in (
        "Notificação da decisão do Conselho Regulador em reexame obrigatório",
        notice.number,
        "provimento",
        "art. 88",
        "(art. 90)",
        "nenhuma multa",
        "Confirma o cancelamento",
    ):
        assert expected in text, expected
    assert verify_bytes(admin_context.database, printed.pdf).valid
    with pytest.raises(ValidationError) as refused:  # a ciência before the decision
        notify(analista, notice.process_id, "autos", date(2026, 4, 12), "Maria")
    assert "13/04/2026" in refused.value.field_errors["ciencia"]
    closed = notify(analista, notice.process_id, "pessoal", date(2026, 4, 14), "Maria")
    assert closed.stage == "encerrado" and not closed.payable
    assert [entry.kind for entry in closed.timeline] == [
        "auto",
        "notificacao",
        "julgamento",
        "reexame",
        "notificacao_emitida",
        "notificacao",
    ]
    last = closed.timeline[-1]
    assert "provimento" in last.summary and "arts. 88 e 90" in last.articles
    assert last.on == date(2026, 4, 14)
    assert debts_of(admin_context, operator.id, date(2026, 4, 14)) == []
    with pytest.raises(Conflict):
        print_payment_notice(analista, notice.process_id, tmp_path / "keys")


def test_councils_reform_notifies_the_fine_to_pay(admin_context, context_for, cancelled, tmp_path):
    operator, notice = cancelled
    julgador = at_day(context_for("julgador"), date(2026, 4, 13))
    reviewed = council_review(
        julgador,
        notice.process_id,
        DecisionInput(
            date(2026, 4, 13),
            True,
            "Reforma: a placa confere com a do ônibus fotografado.",
            (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),),
        ),
    )
    assert (reviewed.stage, reviewed.outcome) == ("aguardando_notificacao_reexame", "mantido")
    analista = at_day(context_for("analista"), date(2026, 4, 14))
    text = flat_pdf_text(print_notification(analista, notice.process_id, tmp_path / "keys").pdf)
    assert "reformou-a e manteve o auto" in text and "R$ 1.909,59" in text
    # art. 89 with art. 83: 10 days from Tuesday 14/04 end on Friday 24/04
    closed = notify(analista, notice.process_id, "pessoal", date(2026, 4, 14), "Maria")
    assert closed.stage == "encerrado" and closed.payable
    assert "24/04/2026" in closed.timeline[-1].summary
    assert "arts. 83, 89 e 90" in closed.timeline[-1].articles
    (debt,) = debts_of(admin_context, operator.id, date(2026, 4, 14))
    assert (debt.amount, debt.due_on) == (Decimal("1909.59"), date(2026, 4, 24))
    paper = flat_pdf_text(print_payment_notice(analista, notice.process_id, tmp_path / "keys").pdf)
    assert (
        "Reexame obrigatório pelo Conselho Regulador (Res. AGR 105/2017, art. 90) de 13/04/2026"
        in paper
    )
    assert "vencimento: 24/04/2026" in paper and "art. 91, § 1º" not in paper
    assert get_process(admin_context, notice.process_id).timeline[-1].kind == (
        "notificacao_pagamento"
    )
