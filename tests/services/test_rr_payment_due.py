"""Roraima: the fine is paid to the DEIT within 10 days counted from the end of the defence
term, or from the decision on the appeal when there is one (Lei RR 664/2008, art. 89 sole
§, counted as art. 95), by `rules.rr_fine_payment_due`: while the appeal waits for the
CRE/RR the fine is not due, so no overdue debt and no positive certificate."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments_records import debts_of, has_overdue_debts
from desktop.services.sanctions.penalties import (
    DecisionInput,
    council_decide_appeal,
    judge,
    open_ordinary,
)
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.publication import record_publication
from desktop.services.sanctions.submissions import close_without_appeal, receive_submission
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, notify_by_autos, recorded_notice
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import roraima_roles
from tests.factories.sanctions import FINE, appeal, judged


@pytest.fixture
def rr_roles(admin_context, context_for):
    return roraima_roles(admin_context, context_for)


def test_without_appeal_due_ten_days_after_the_defence_term(admin_context, rr_roles, tmp_path):
    operator = new_operator(admin_context)
    judged(rr_roles, tmp_path, operator.id)
    (debt,) = debts_of(admin_context, operator.id, date(2026, 4, 13))
    # Day 1 is Friday 10/04 (first business day after 09/04); day 10, Sunday 19/04, moves to
    # Monday 20/04 (art. 95 sole §).
    assert debt.due_on == date(2026, 4, 20)
    assert "Lei RR 664/2008, art. 89, parágrafo único" in debt.articles
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 4, 20))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 4, 21))


@pytest.mark.postgres
def test_with_appeal_due_ten_days_after_the_decision_on_it(admin_context, rr_roles, tmp_path):
    operator = new_operator(admin_context)
    notice = judged(rr_roles, tmp_path, operator.id)
    detail = receive_submission(
        at_day(rr_roles["analista"], date(2026, 4, 15)),
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
    atendente = at_day(rr_roles["atendente"], waiting)
    assert issue_cnd(atendente, operator.id, tmp_path / "keys").negative
    council_decide_appeal(
        at_day(rr_roles["julgador"], waiting),
        notice.process_id,
        DecisionInput(waiting, True, "Recurso improvido.", FINE),
    )
    printed = flat_pdf_text(
        print_notification(
            at_day(rr_roles["analista"], date(2026, 5, 5)), notice.process_id, tmp_path / "keys"
        ).pdf
    )
    assert "Notificação da decisão do CRE/RR sobre o recurso" in printed
    assert "Conselho" not in printed and "AGR" not in printed
    notify_by_autos(rr_roles["analista"], notice.process_id, date(2026, 5, 5))
    (due,) = [d for d in debts_of(admin_context, operator.id) if d.cancelled_on is None]
    # Ciência of the decision on the appeal Tuesday 05/05: day 1 is 06/05, day 10 Friday 15/05.
    assert (due.amount, due.due_on) == (Decimal("125.00"), date(2026, 5, 15))
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 5, 15))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 5, 18))


def test_art_91_published_decision_appeal_to_the_cre_and_no_goias_steps(
    admin_context, rr_roles, tmp_path
):
    operator = new_operator(admin_context)
    notice = judged(rr_roles, tmp_path, operator.id)
    analista = at_day(rr_roles["analista"], date(2026, 4, 14))
    with pytest.raises(ValidationError) as refused:
        record_publication(analista, notice.process_id, date(2026, 4, 14), " ")
    assert "art. 91" in refused.value.field_errors["edition"]
    with pytest.raises(ValidationError) as refused:
        record_publication(analista, notice.process_id, date(2026, 4, 9), "DOE nº 1234, p. 12")
    assert "anterior à decisão" in refused.value.field_errors["published_on"]
    detail = record_publication(
        analista, notice.process_id, date(2026, 4, 14), "DOE nº 1234, p. 12"
    )
    published = detail.timeline[-1]
    assert (published.kind, published.on, published.articles) == (
        "publicacao",
        date(2026, 4, 14),
        "Lei RR 664/2008, art. 91",
    )
    appealed = receive_submission(
        analista, notice.process_id, "recurso", appeal(notice, date(2026, 4, 14))
    )
    assert appealed.timeline[-1].summary.startswith("Recurso ao CRE/RR protocolado")
    assert "Lei RR 664/2008" in appealed.timeline[-1].articles
    # A Goiás office records no such publication: it is Lei 664's art. 91.
    with pytest.raises(ValidationError):
        record_publication(
            at_day(admin_context, date(2026, 4, 14)), notice.process_id, date(2026, 4, 14), "DOE"
        )


def test_rr_cancellation_is_notified_and_ends_without_council_review(
    admin_context, rr_roles, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        rr_roles["fiscal"], tmp_path, operator.id, infraction_codes=("79-I",), line="RR-001"
    )
    notify_by_autos(rr_roles["analista"], notice.process_id, date(2026, 3, 10))
    decided = judge(
        at_day(rr_roles["julgador"], date(2026, 4, 10)),
        notice.process_id,
        DecisionInput(date(2026, 4, 10), False, "Placa do auto não confere."),
    )
    # Res. 105 art. 90 (the Council's mandatory review) is Goiás's: RR notifies the decision.
    assert decided.stage == "aguardando_notificacao_decisao"
    assert decided.timeline[-1].summary.startswith("Decisão sobre a defesa (Lei 664/2008, art. 91)")
    printed = flat_pdf_text(
        print_notification(
            at_day(rr_roles["analista"], date(2026, 4, 13)), notice.process_id, tmp_path / "keys"
        ).pdf
    )
    assert "cancelou o auto de infração: ele não produz efeito e nenhuma multa" in printed
    assert "recolher" not in printed
    closed = notify_by_autos(rr_roles["analista"], notice.process_id, date(2026, 4, 13))
    assert closed.stage == "encerrado"
    assert debts_of(admin_context, operator.id) == []


def test_rr_commission_of_art_84_has_no_fixed_size(admin_context, rr_roles, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        rr_roles["fiscal"], tmp_path, operator.id, infraction_codes=("79-I",), line="RR-001"
    )
    julgador = at_day(rr_roles["julgador"], date(2026, 3, 10))
    with pytest.raises(ValidationError) as refused:
        open_ordinary(
            julgador, notice.process_id, ("Ana", "Ana"), "Portaria CRE/RR 7/2026", date(2026, 3, 10)
        )
    assert "art. 84, I" in refused.value.field_errors["members"]
    opened = open_ordinary(
        julgador,
        notice.process_id,
        ("Ana Lima", "Bruno Reis"),
        "Portaria CRE/RR 7/2026",
        date(2026, 3, 10),
    )
    assert opened.timeline[-1].articles == "Lei RR 664/2008, arts. 84, I, e 86, parágrafo único"


def test_rr_notification_refusals_cite_art_89(admin_context, rr_roles, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        rr_roles["fiscal"], tmp_path, operator.id, infraction_codes=("79-I",), line="RR-001"
    )
    with pytest.raises(ValidationError) as refused:
        notify(
            at_day(rr_roles["analista"], date(2026, 3, 10)), notice.process_id, "correio", None, " "
        )
    errors = refused.value.field_errors
    for field in ("ciencia", "recipient", "ar_code"):
        assert "Lei RR 664/2008, art. 89, I e II" in errors[field], field
        assert "art. 82" not in errors[field], field


def test_closing_without_an_appeal_claims_no_appeal_term_ran_out(admin_context, rr_roles, tmp_path):
    """Lei 664 art. 91 gives the appeal to the CRE/RR no term: the process closed the day
    after the decision's ciência said 'Prazo de recurso esgotado', which no law set."""
    operator = new_operator(admin_context)
    notice = judged(rr_roles, tmp_path, operator.id)
    closed = close_without_appeal(
        at_day(rr_roles["analista"], date(2026, 4, 14)), notice.process_id, date(2026, 4, 14)
    )
    summary = closed.timeline[-1].summary
    assert "esgotado" not in summary
    assert summary.startswith("Encerrado sem recurso ao CRE/RR (Lei RR 664/2008, art. 91)")


def test_the_decision_is_notified_as_lei_664_names_it(admin_context, rr_roles, tmp_path):
    """Art. 91: 'a decisão ... sobre a defesa'; Roraima printed Goiás's 'decisão de primeira
    instância' on the notification and in the timeline."""
    operator = new_operator(admin_context)
    notice = recorded_notice(
        rr_roles["fiscal"], tmp_path, operator.id, infraction_codes=("79-I",), line="RR-001"
    )
    analista = at_day(rr_roles["analista"], date(2026, 3, 10))
    notify(analista, notice.process_id, "autos", date(2026, 3, 10), "Maria")
    judge(
        at_day(rr_roles["julgador"], date(2026, 4, 10)),
        notice.process_id,
        DecisionInput(date(2026, 4, 10), True, "Comprovada.", FINE),
    )
    analista = at_day(rr_roles["analista"], date(2026, 4, 13))
    text = flat_pdf_text(print_notification(analista, notice.process_id, tmp_path / "keys").pdf)
    assert "Notificação da decisão sobre a defesa e da penalidade (Lei 664/2008, art. 91)" in text
    detail = notify(analista, notice.process_id, "autos", date(2026, 4, 13), "Maria")
    assert detail.timeline[-1].summary.startswith("Notificação da decisão sobre a defesa:")
    assert "instância" not in text + detail.timeline[-1].summary
