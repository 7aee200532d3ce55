"""Lei RR 664/2008, art. 51: regular departures cancelled in a season of low demand with the
CRE/RR's prior consent, declared month by month; the days with tickets already sold run
(sole paragraph)."""

from datetime import date, time

import pytest

from desktop.rules.lines.cancellation_rr import (
    CancellationFacts,
    cancelled_trips,
    check_cancellation,
    check_overlap,
    sold_trips,
    trips_by_month,
)
from desktop.rules.lines.timetable import Departure, departure_key, parse_departure_key

D = date.fromisoformat
WEEKDAYS = Departure("ida", time(6, 30), frozenset(range(1, 6)))
WEEKEND = Departure("volta", time(17, 0), frozenset({6, 7}))


def facts(**changes) -> CancellationFacts:
    values = {
        "starts_on": D("2026-07-27"),  # a Monday
        "ends_on": D("2026-08-09"),  # a Sunday, two weeks later
        "consent_on": D("2026-07-20"),
        "departures": (WEEKDAYS, WEEKEND),
        "sold": (),
    }
    return CancellationFacts(**(values | changes))


def fields(found) -> list[str]:
    return [problem.field for problem in found]


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"consent_on": D("2026-07-28")}, "consent_on", "é prévia"),
        ({"consent_on": None}, "consent_on", "prévia anuência"),
        ({"departures": ()}, "departures", "quadro em vigor"),
        ({"ends_on": D("2026-07-26")}, "ends_on", "anterior ao primeiro"),
        ({"sold": (D("2026-08-10"),)}, "sold_dates", "fora do período"),
        # Only a Saturday and Sunday, both with tickets sold: nothing is left to cancel.
        (
            {
                "starts_on": D("2026-08-01"),
                "ends_on": D("2026-08-02"),
                "departures": (WEEKEND,),
                "sold": (D("2026-08-01"), D("2026-08-02")),
            },
            "departures",
            "parágrafo único",
        ),
    ],
)
def test_refusals_name_their_field_and_article(changes, field, words):
    (problem,) = check_cancellation(facts(**changes))
    assert problem.field == field
    assert words in problem.message
    assert "Lei RR 664/2008, art. 51" in problem.message or field in ("ends_on", "sold_dates")


def test_consent_on_the_first_day_is_prior_enough():
    assert check_cancellation(facts(consent_on=D("2026-07-27"))) == []


def test_sold_days_run_and_the_rest_are_cancelled_by_month():
    sold = [D("2026-07-31"), D("2026-08-01")]  # a Friday and a Saturday
    trips = cancelled_trips((WEEKDAYS, WEEKEND), D("2026-07-27"), D("2026-08-09"), sold)
    # 10 weekdays and 4 weekend days, less the two days sold.
    assert len(trips) == 12
    assert (D("2026-07-31"), time(6, 30), "ida") not in trips
    assert trips_by_month(trips) == {D("2026-07-01"): 4, D("2026-08-01"): 8}
    assert sold_trips((WEEKDAYS,), D("2026-07-27"), D("2026-08-09"), sold) == [D("2026-07-31")]


def test_a_departure_key_reads_back():
    assert departure_key(WEEKDAYS) == "ida 06:30 1-5"
    assert parse_departure_key(departure_key(WEEKEND)) == WEEKEND


def test_a_period_sharing_a_day_and_a_departure_overlaps():
    earlier = [(D("2026-07-27"), D("2026-08-09"), (WEEKDAYS,))]
    (problem,) = check_overlap(facts(starts_on=D("2026-08-09"), ends_on=D("2026-08-20")), earlier)
    assert problem.field == "departures" and "Lei RR 664/2008, art. 51" in problem.message
    assert check_overlap(facts(starts_on=D("2026-08-10"), ends_on=D("2026-08-20")), earlier) == []
    assert check_overlap(facts(departures=(WEEKEND,)), earlier) == []
