"""The days a departure of the quadro in force does not run, or runs short of stretches of the
line: its departures cancelled in a season of low demand (Lei RR 664/2008, art. 51), but on the
days with tickets already sold (sole paragraph), and the partial stoppages (RR art. 55, caput;
GO Decreto 8.444/2015, art. 25, caput) from their first day until service resumes — which a
Roraima road obstruction (art. 55 §2º) leaves open. Stretches stopped at once all cut the trip
on the days they are all in force, each alone on its own days. A stoppage of the whole line, or
its extinction, leaves it no day (`running_parts`)."""

from collections import defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from desktop.rules.lines.timetable import Departure

Stretch = tuple[str, str]  # the names of its two ends, as the line's places name them


@dataclass(frozen=True)
class Suspension:
    first: date  # the first day without the service
    until: date | None  # the first day of service again; None while the impediment lasts
    departures: frozenset[Departure] = frozenset()  # these do not run
    stretch: Stretch | None = None  # every departure runs short of it
    kept: frozenset[date] = frozenset()  # days with tickets sold: the departures run


@dataclass(frozen=True)
class ShortDays:
    stretches: tuple[Stretch, ...]  # stopped together, in the order of their suspensions
    days: frozenset[date]  # the departure runs short of all of them, of no other


@dataclass(frozen=True)
class DepartureDays:
    off: frozenset[date]  # the departure does not run
    short: tuple[ShortDays, ...]  # the days it runs short of stretches, by first day

    @property
    def short_days(self) -> frozenset[date]:
        return frozenset().union(*(item.days for item in self.short))


def _days(first: date, last: date) -> Iterable[date]:
    day = first
    while day <= last:
        yield day
        day += timedelta(days=1)


def _span(item: Suspension, first: date, last: date) -> tuple[date, date]:
    """The days of `item` from `first` to `last`: from its first day to the day before
    service is back, to `last` while the impediment lasts (empty when the first is later)."""
    end = last if item.until is None else min(last, item.until - timedelta(days=1))
    return max(first, item.first), end


def runs_between(weekdays: Collection[int], first: date, last: date) -> bool:
    """Whether a departure of the `weekdays` (1 Monday … 7 Sunday) has a day from `first` to
    `last`: a week at most tells."""
    week = _days(first, min(last, first + timedelta(days=6)))
    return any(day.isoweekday() in weekdays for day in week)


def departure_days(
    departure: Departure, suspensions: Iterable[Suspension], first: date, last: date
) -> DepartureDays:
    """What the suspensions take off `departure` between `first` and `last`, on the days of
    the week it runs: a day off prevails over a day short of stretches, and each day short
    is grouped with the others short of the same stretches."""
    off: set[date] = set()
    stretches: dict[date, list[Stretch]] = defaultdict(list)
    for item in suspensions:
        days = [
            day
            for day in _days(*_span(item, first, last))
            if day.isoweekday() in departure.weekdays and day not in item.kept
        ]
        if departure in item.departures:
            off.update(days)
        if item.stretch is not None:
            for day in days:
                if item.stretch not in stretches[day]:
                    stretches[day].append(item.stretch)
    grouped: dict[tuple[Stretch, ...], set[date]] = defaultdict(set)
    for day, found in stretches.items():
        if day not in off:
            grouped[tuple(found)].add(day)
    short = sorted(
        (ShortDays(key, frozenset(days)) for key, days in grouped.items()),
        key=lambda item: min(item.days),
    )
    return DepartureDays(frozenset(off), tuple(short))


def running_parts(
    first: date, last: date, suspensions: Iterable[Suspension]
) -> list[tuple[date, date]]:
    """The parts, first and last day, of the days from `first` to `last` outside every
    suspension of the whole line: a total stoppage (RR art. 55, caput; GO art. 25, caput)
    until service is back, or to `last` with no day to return, as an extinction."""
    parts = [(first, last)]
    for item in suspensions:
        start, end = _span(item, first, last)
        if start > end:
            continue
        parts = [
            piece
            for low, high in parts
            for piece in (
                (low, min(high, start - timedelta(days=1))),
                (max(low, end + timedelta(days=1)), high),
            )
            if piece[0] <= piece[1]
        ]
    return parts


def open_parts(count: int, cuts: Iterable[tuple[int, int]]) -> list[range]:
    """The parts of a trip of `count` stops that run outside every stretch stopped, each cut
    given by the positions of its two ends in any order: the trip runs up to a stretch and
    from its far end, and a part with a single stop runs nowhere."""
    parts = []
    start = 0
    for low, high in sorted((min(cut), max(cut)) for cut in cuts):
        if low - start >= 1:
            parts.append(range(start, low + 1))
        start = max(start, high)
    if count - 1 - start >= 1:
        parts.append(range(start, count))
    return parts
