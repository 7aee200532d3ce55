"""Lei RR 664/2008, art. 69, XIV: the delegatária serves up to 60 days after its request for a
stoppage, counted as art. 95 counts (from the first business day after the request; a last
day without business hours moved to the next business day): the stoppage of art. 55 starts
after them."""

from datetime import date

from desktop.rules import load_rulebook
from desktop.rules.lines.stoppage_rr import service_after_request
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat
RR = load_rulebook("RR")
CALENDAR = OfficeCalendar("RR")
# Friday: day 1 is Monday 9 March, day 60 Thursday 7 May.
REQUESTED = D("2026-03-06")


def test_the_day_after_the_sixtieth_day_may_start_the_stoppage():
    assert service_after_request(RR, CALENDAR, REQUESTED, D("2026-05-08")) == []


def test_a_stoppage_within_the_sixty_days_is_refused_citing_art_69_xiv():
    (problem,) = service_after_request(RR, CALENDAR, REQUESTED, D("2026-05-07"))
    assert problem.field == "effective_on"
    assert "até 07/05/2026" in problem.message
    assert "Lei RR 664/2008, art. 69, XIV" in problem.message


def test_a_sixtieth_day_on_a_holiday_moves_to_the_next_business_day():
    closed = OfficeCalendar("RR", frozenset({D("2026-05-07")}))
    (problem,) = service_after_request(RR, closed, REQUESTED, D("2026-05-08"))
    assert "até 08/05/2026" in problem.message
    assert service_after_request(RR, closed, REQUESTED, D("2026-05-09")) == []


def test_the_request_is_asked_for_and_cannot_follow_the_first_day_without_service():
    (missing,) = service_after_request(RR, CALENDAR, None, D("2026-05-08"))
    assert (missing.field, "art. 69, XIV" in missing.message) == ("requested_on", True)
    (later,) = service_after_request(RR, CALENDAR, D("2026-05-09"), D("2026-05-08"))
    assert later.field == "requested_on"
