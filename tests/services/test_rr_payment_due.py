"""Roraima: the fine is paid to the DEIT within 10 days counted from the end of the defence
term, or from the decision on the appeal when there is one (Lei RR 664/2008, art. 89 sole
§, counted as art. 95), by `rules.rr_fine_payment_due`: while the appeal waits for the
CRE/RR the fine is not due, so no overdue debt and no positive certificate."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest

from desktop.services.office.rule_values import register_rule_value
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments import debts_of, has_overdue_debts
from desktop.services.sanctions.penalties import DecisionInput, council_decide_appeal, judge
from desktop.services.sanctions.submissions import SubmissionInput, receive_submission
from tests.services.test_notice_samples import at_day, new_operator, recorded_notice

FINE = (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),)


def in_roraima(ctx):
    return dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))


@pytest.fixture
def rr(admin_context, context_for):
    register_rule_value(
        in_roraima(admin_context),
        "coeficiente_tarifario",
        date(2026, 1, 1),
        Decimal("0.2500"),
        "Resolução CRE/RR nº 1/2026",
    )
    return {
        role: in_roraima(context_for(role))
        for role in ("fiscal", "analista", "julgador", "atendente")
    }


def judged(rr, tmp_path, operator_id):
    """79-I (500 x 0.25 = R$ 125,00) on 10/03/2026, ciência the same day: the 30 days of
    art. 89 run from Wednesday 11/03 (art. 95) to Thursday 09/04/2026. Judged on 10/04,
    the decision notified on 13/04."""
    notice = recorded_notice(
        rr["fiscal"], tmp_path, operator_id, infraction_codes=("79-I",), line="RR-001"
    )
    notify(
        at_day(rr["analista"], date(2026, 3, 10)),
        notice.process_id,
        "autos",
        date(2026, 3, 10),
        "Maria",
    )
    judge(
        at_day(rr["julgador"], date(2026, 4, 10)),
        notice.process_id,
        DecisionInput(date(2026, 4, 10), True, "Comprovada.", FINE),
    )
    notify(
        at_day(rr["analista"], date(2026, 4, 13)),
        notice.process_id,
        "autos",
        date(2026, 4, 13),
        "Maria",
    )
    return notice


def appeal(notice, received_on):
    return SubmissionInput(
        received_on=received_on,
        signatory="Maria da Conceição Souza",
        process_number=notice.process_number,
        notice_number=notice.number,
        representative_address="",
        representative_qualification="",
        place="Boa Vista",
        signed_on=received_on,
        in_portuguese_typed_addressed=False,
        signed=True,
        powers_proof_attached=False,
        summary="Pede a anulação do auto.",
    )


def test_without_appeal_due_ten_days_after_the_defence_term(admin_context, rr, tmp_path):
    operator = new_operator(admin_context)
    judged(rr, tmp_path, operator.id)
    (debt,) = debts_of(admin_context, operator.id, date(2026, 4, 13))
    # Day 1 is Friday 10/04 (first business day after 09/04); day 10, Sunday 19/04, moves to
    # Monday 20/04 (art. 95 sole §).
    assert debt.due_on == date(2026, 4, 20)
    assert "Lei RR 664/2008, art. 89, parágrafo único" in debt.articles
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 4, 20))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 4, 21))


@pytest.mark.postgres
def test_with_appeal_due_ten_days_after_the_decision_on_it(admin_context, rr, tmp_path):
    operator = new_operator(admin_context)
    notice = judged(rr, tmp_path, operator.id)
    detail = receive_submission(
        at_day(rr["analista"], date(2026, 4, 15)),
        notice.process_id,
        "recurso",
        appeal(notice, date(2026, 4, 15)),
    )
    # Lei 664 asks nothing of the appeal's form (art. 91): known, not the GO art. 84 list.
    assert detail.stage == "recurso_conselho"
    assert [debt.outstanding for debt in debts_of(admin_context, operator.id)] == [Decimal("0.00")]
    # While the CRE/RR decides, nothing is due: no overdue debt, a negative certificate.
    waiting = date(2026, 5, 4)
    assert not has_overdue_debts(admin_context, operator.id, waiting)
    atendente = at_day(rr["atendente"], waiting)
    assert issue_cnd(atendente, operator.id, tmp_path / "keys").negative
    council_decide_appeal(
        at_day(rr["julgador"], waiting),
        notice.process_id,
        DecisionInput(waiting, True, "Recurso improvido.", FINE),
    )
    notify(
        at_day(rr["analista"], date(2026, 5, 5)),
        notice.process_id,
        "autos",
        date(2026, 5, 5),
        "Maria",
    )
    (due,) = [d for d in debts_of(admin_context, operator.id) if d.cancelled_on is None]
    # Ciência of the decision on the appeal Tuesday 05/05: day 1 is 06/05, day 10 Friday 15/05.
    assert (due.amount, due.due_on) == (Decimal("125.00"), date(2026, 5, 15))
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 5, 15))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 5, 18))
