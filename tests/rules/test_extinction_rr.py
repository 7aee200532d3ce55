"""Lei RR 664/2008: a line ends either because the delegatária asked to cancel its delegation
— it then serves up to 60 days after the request (art. 69, XIV), counted as art. 95 counts —
or by the CRE/RR's decision (arts. 22, 87 and 93), which owes no such days."""

from datetime import date

from desktop.rules import load_rulebook
from desktop.rules.lines.extinction_rr import check_extinction, extinction_article
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat
RR = load_rulebook("RR")
CALENDAR = OfficeCalendar("RR")
# Friday: day 1 is Monday 9 March, day 60 Thursday 7 May.
REQUESTED = D("2026-03-06")


def test_the_line_asked_to_end_is_extinct_only_after_the_sixty_days_art_69_xiv():
    (problem,) = check_extinction(RR, CALENDAR, "pedido_delegataria", REQUESTED, D("2026-05-07"))
    assert problem.field == "effective_on"
    assert "até 07/05/2026" in problem.message
    assert "Lei RR 664/2008, art. 69, XIV" in problem.message
    assert "extinção da linha" in problem.message
    assert check_extinction(RR, CALENDAR, "pedido_delegataria", REQUESTED, D("2026-05-08")) == []


def test_a_sixtieth_day_on_a_holiday_moves_to_the_next_business_day_art_95():
    closed = OfficeCalendar("RR", frozenset({D("2026-05-07")}))
    (problem,) = check_extinction(RR, closed, "pedido_delegataria", REQUESTED, D("2026-05-08"))
    assert "até 08/05/2026" in problem.message


def test_the_day_of_the_cancellation_request_is_asked_for():
    (missing,) = check_extinction(RR, CALENDAR, "pedido_delegataria", None, D("2026-05-08"))
    assert missing.field == "cancellation_requested_on"
    assert "cancelamento da delegação" in missing.message
    assert "art. 69, XIV" in missing.message
    (later,) = check_extinction(
        RR, CALENDAR, "pedido_delegataria", D("2026-05-09"), D("2026-05-08")
    )
    assert later.field == "cancellation_requested_on"


def test_the_cre_rr_decision_owes_no_days_arts_22_87_93():
    assert check_extinction(RR, CALENDAR, "decisao_cre", None, REQUESTED) == []
    assert extinction_article("decisao_cre") == "Lei RR 664/2008, arts. 22, 87 e 93"
    assert extinction_article("pedido_delegataria") == "Lei RR 664/2008, art. 69, XIV"


def test_who_ends_the_line_must_be_said():
    (problem,) = check_extinction(RR, CALENDAR, "", None, REQUESTED)
    assert problem.field == "extinction_basis"
    assert "art. 69, XIV" in problem.message and "arts. 22, 87 e 93" in problem.message
