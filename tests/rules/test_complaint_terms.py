"""Res. AGR 105/2017, art. 100: the operator answers the complaints the AGR forwards "dentro
dos prazos estabelecidos"; its sole §: any matter of the operator is "sobrestado até que
eventual reclamação seja apreciada e a ele dada uma resposta". Art. 60 §2: a notification of
the supplementary inspection not met "no prazo fixado" leads to the auto (art. 77 XII). The
terms count as art. 83 counts."""

from datetime import date

import pytest

from desktop.rules import RulesError
from desktop.rules.complaints import (
    ComplaintState,
    answer_deadline,
    is_late,
    notification_deadline,
    requests_hold,
)
from desktop.rules.office_calendar import OfficeCalendar

GO = OfficeCalendar("GO")
D = date.fromisoformat


def test_the_answer_term_runs_from_the_forwarding_as_art_83_counts():
    # Forwarded on Monday 9 March 2026 with 10 days: day one the 10th, due Thursday 19th.
    term = answer_deadline(GO, D("2026-03-09"), 10)
    assert term.day_one == D("2026-03-10") and term.due == D("2026-03-19")
    assert term.articles[0] == "Res. AGR 105/2017, art. 100"
    assert "Res. AGR 105/2017, art. 83, § 1º" in term.articles


def test_a_notification_due_on_a_saturday_moves_to_monday():
    # Ciência Wednesday 11 March 2026, 3 days: Saturday the 14th -> Monday the 16th.
    term = notification_deadline(GO, D("2026-03-11"), 3)
    assert term.nominal_end == D("2026-03-14") and term.due == D("2026-03-16")
    assert term.articles[0] == "Res. AGR 105/2017, art. 60 §2"


@pytest.mark.parametrize("days", [0, -5, True, "10", None])
def test_a_term_without_whole_days_is_refused_naming_the_article(days):
    with pytest.raises(RulesError) as error:
        answer_deadline(GO, D("2026-03-09"), days)
    assert error.value.field == "days" and "art. 100" in error.value.message


def test_roraima_is_refused_lei_664_has_no_such_term():
    with pytest.raises(RulesError) as error:
        answer_deadline(OfficeCalendar("RR"), D("2026-03-09"), 10)
    assert error.value.field == "jurisdiction"
    with pytest.raises(RulesError):
        notification_deadline(OfficeCalendar("RR"), D("2026-03-09"), 10)


def test_late_is_after_the_due_day_whether_met_or_not():
    due = D("2026-03-19")
    assert not is_late(due, D("2026-03-19"), D("2026-04-01"))
    assert is_late(due, D("2026-03-20"), D("2026-04-01"))
    assert not is_late(due, None, D("2026-03-19"))
    assert is_late(due, None, D("2026-03-20"))


def test_a_complaint_holds_from_its_receipt_until_the_agr_appreciates_it():
    received = ComplaintState(D("2026-03-09"), None)
    assert not requests_hold([received], D("2026-03-08")).held
    hold = requests_hold([received], D("2026-03-09"))
    assert hold.held and hold.pending == 1
    assert "art. 100, parágrafo único" in hold.message()
    appreciated = ComplaintState(D("2026-03-09"), D("2026-03-25"))
    assert requests_hold([appreciated], D("2026-03-24")).held
    assert not requests_hold([appreciated], D("2026-03-25")).held
    assert requests_hold([appreciated, received], D("2026-04-01")).pending == 1
    assert not requests_hold([], D("2026-04-01")).held
