"""The days a departure does not run or runs short of a stretch (Lei RR 664/2008, art. 51 and
sole paragraph; art. 55, caput and §2º; GO Decreto 8.444/2015, art. 25, caput)."""

from datetime import date, time

import pytest

from desktop.rules.lines.suspended_days import (
    ShortDays,
    Suspension,
    departure_days,
    open_parts,
    running_parts,
    runs_between,
)
from desktop.rules.lines.timetable import Departure

D = date.fromisoformat
WEEKDAYS = Departure("ida", time(6, 30), frozenset(range(1, 6)))
OTHER = Departure("volta", time(17, 0), frozenset(range(1, 8)))
FIRST, LAST = D("2026-08-03"), D("2026-08-16")  # Monday to Sunday, two weeks
STRETCH = ("Mucajaí", "Caracaraí")
NORTH = ("Boa Vista", "Mucajaí")


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
    assert {day.isoformat() for day in days.short_days} == short
    assert [item.stretches for item in days.short] == ([(STRETCH,)] if short else [])


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
    assert days.short == (ShortDays((STRETCH,), frozenset({D("2026-08-05")})),)


def test_two_stretches_cut_together_only_on_the_days_both_are_in_force():
    """Mucajaí — Caracaraí stopped from Wednesday 05/08 to Monday 10/08, Boa Vista — Mucajaí
    from Friday 07/08 while a road stays blocked (art. 55, caput and §2º): the weekday
    departure runs short of the first alone on 05 and 06/08, of both on 07 and 10/08, of the
    second alone from 11/08."""
    days = departure_days(
        WEEKDAYS,
        [
            Suspension(D("2026-08-05"), D("2026-08-11"), stretch=STRETCH),
            Suspension(D("2026-08-07"), None, stretch=NORTH),
        ],
        FIRST,
        LAST,
    )
    assert days.off == frozenset()
    assert [
        (item.stretches, sorted(day.isoformat() for day in item.days)) for item in days.short
    ] == [
        ((STRETCH,), ["2026-08-05", "2026-08-06"]),
        ((STRETCH, NORTH), ["2026-08-07", "2026-08-10"]),
        ((NORTH,), ["2026-08-11", "2026-08-12", "2026-08-13", "2026-08-14"]),
    ]


@pytest.mark.parametrize(
    ("count", "cuts", "parts"),
    [
        # One stretch between the 2nd and 3rd of four stops: up to it and from its far end.
        (4, [(1, 2)], [[0, 1], [2, 3]]),
        # Given in the trip's direction back: the same stops.
        (4, [(2, 1)], [[0, 1], [2, 3]]),
        # Two stretches apart: the parts before, between and after them.
        (7, [(4, 5), (1, 2)], [[0, 1], [2, 3, 4], [5, 6]]),
        # Two overlapping stretches: only outside both.
        (7, [(1, 3), (2, 5)], [[0, 1], [5, 6]]),
        # Two stretches meeting at a stop: the part between has a single stop, runs nowhere.
        (7, [(0, 2), (2, 6)], []),
        # A stretch to the last stop: the trip runs up to it only.
        (3, [(1, 2)], [[0, 1]]),
    ],
)
def test_the_parts_of_a_trip_outside_every_stretch(count, cuts, parts):
    assert [list(part) for part in open_parts(count, cuts)] == parts


@pytest.mark.parametrize(
    ("first", "last", "runs"),
    [
        (FIRST, FIRST, True),
        (D("2026-08-08"), D("2026-08-09"), False),  # a weekend
        (D("2026-08-08"), D("2026-08-10"), True),
        (FIRST, LAST, True),
    ],
)
def test_whether_a_departure_runs_between_two_days(first, last, runs):
    """A part of the feed's window between two changes of the line may hold no day of a
    departure: it gets no trip there."""
    assert runs_between(WEEKDAYS.weekdays, first, last) is runs


@pytest.mark.parametrize(
    ("closures", "parts"),
    [
        # A total stoppage from the 5th, service back on the 11th (art. 55, caput).
        (
            [Suspension(D("2026-08-05"), D("2026-08-11"))],
            [("2026-08-03", "2026-08-04"), ("2026-08-11", "2026-08-16")],
        ),
        # A road blocked from the 13th with no day to return (§2º), or an extinction.
        ([Suspension(D("2026-08-13"), None)], [("2026-08-03", "2026-08-12")]),
        # Stopped since before the window, back on the 6th; extinguished from the 10th.
        (
            [Suspension(D("2026-07-01"), D("2026-08-06")), Suspension(D("2026-08-10"), None)],
            [("2026-08-06", "2026-08-09")],
        ),
        # Returned by an act before the stoppage's first day: it never stops the line.
        ([Suspension(D("2026-08-07"), D("2026-08-05"))], [("2026-08-03", "2026-08-16")]),
        # Closed the whole window.
        ([Suspension(D("2026-08-01"), None)], []),
    ],
)
def test_the_days_a_line_runs_outside_its_closures(closures, parts):
    """A part of the feed's window per run of days the whole line is not stopped nor
    extinguished: its first and last day."""
    assert [
        (low.isoformat(), high.isoformat()) for low, high in running_parts(FIRST, LAST, closures)
    ] == parts
