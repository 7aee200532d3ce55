"""The days a departure does not run or runs short of a stretch (Lei RR 664/2008, art. 51 and
sole paragraph; art. 55, caput and §2º; GO Decreto 8.444/2015, art. 25, caput)."""

from datetime import date, time

import pytest

from desktop.rules.lines.suspended_days import Suspension, departure_days
from desktop.rules.lines.timetable import Departure

D = date.fromisoformat
WEEKDAYS = Departure("ida", time(6, 30), frozenset(range(1, 6)))
OTHER = Departure("volta", time(17, 0), frozenset(range(1, 8)))
FIRST, LAST = D("2026-08-03"), D("2026-08-16")  # Monday to Sunday, two weeks
STRETCH = ("Mucajaí", "Caracaraí")


@pytest.mark.parametrize(
    ("suspension", "off", "short"),
    [
        # art. 51: cancelled Monday to Wednesday, Tuesday's tickets sold (sole paragraph).
        (
            Suspension(
                D("2026-08-03"),
                D("2026-08-06"),
                frozenset({WEEKDAYS}),
                None,
                frozenset({D("2026-08-04")}),
            ),
            {"2026-08-03", "2026-08-05"},
            set(),
        ),
        # art. 55 §2º: a blocked road stops the departure to the feed's last day.
        (
            Suspension(D("2026-08-13"), None, frozenset({WEEKDAYS})),
            {"2026-08-13", "2026-08-14"},
            set(),
        ),
        # Another departure stopped: this one runs.
        (Suspension(D("2026-07-01"), None, frozenset({OTHER})), set(), set()),
        # A stretch stopped until the 11th: every departure runs short of it, on its days.
        (
            Suspension(D("2026-08-07"), D("2026-08-11"), stretch=STRETCH),
            set(),
            {"2026-08-07", "2026-08-10"},
        ),
    ],
)
def test_days_off_and_short(suspension, off, short):
    days = departure_days(WEEKDAYS, [suspension], FIRST, LAST)
    assert {day.isoformat() for day in days.off} == off
    assert {day.isoformat() for day in days.short} == short
    assert days.stretch == (STRETCH if short else None)


def test_a_day_off_prevails_over_a_day_short():
    days = departure_days(
        WEEKDAYS,
        [
            Suspension(D("2026-08-03"), D("2026-08-05"), frozenset({WEEKDAYS})),
            Suspension(D("2026-08-03"), D("2026-08-06"), stretch=STRETCH),
        ],
        FIRST,
        LAST,
    )
    assert days.off == {D("2026-08-03"), D("2026-08-04")}
    assert days.short == {D("2026-08-05")}
