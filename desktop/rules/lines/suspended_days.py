"""The days a departure of the quadro in force does not run, or runs short of a stretch of the
line: its departures cancelled in a season of low demand (Lei RR 664/2008, art. 51), but on the
days with tickets already sold (sole paragraph), and the partial stoppages (RR art. 55, caput;
GO Decreto 8.444/2015, art. 25, caput) from their first day until service resumes — which a
Roraima road obstruction (art. 55 §2º) leaves open."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from desktop.rules.lines.timetable import Departure


@dataclass(frozen=True)
class Suspension:
    first: date  # the first day without the service
    until: date | None  # the first day of service again; None while the impediment lasts
    departures: frozenset[Departure] = frozenset()  # these do not run
    stretch: tuple[str, str] | None = None  # every departure runs short of it
    kept: frozenset[date] = frozenset()  # days with tickets sold: the departures run


@dataclass(frozen=True)
class DepartureDays:
    off: frozenset[date]  # the departure does not run
    short: frozenset[date]  # it runs short of the stretch
    stretch: tuple[str, str] | None  # the stretch of the `short` days


def _days(first: date, last: date) -> Iterable[date]:
    day = first
    while day <= last:
        yield day
        day += timedelta(days=1)


def departure_days(
    departure: Departure, suspensions: Iterable[Suspension], first: date, last: date
) -> DepartureDays:
    """What the suspensions take off `departure` between `first` and `last`, on the days of
    the week it runs: a day off prevails over a day short of a stretch."""
    off: set[date] = set()
    short: set[date] = set()
    stretch = None
    for item in suspensions:
        end = last if item.until is None else min(last, item.until - timedelta(days=1))
        days = [
            day
            for day in _days(max(first, item.first), end)
            if day.isoweekday() in departure.weekdays and day not in item.kept
        ]
        if departure in item.departures:
            off.update(days)
        if item.stretch is not None:
            short.update(days)
            stretch = item.stretch
    return DepartureDays(frozenset(off), frozenset(short - off), stretch if short - off else None)
