"""Roraima's alternative transport keeps its own timetable slots (Lei RR 664/2008): it runs
"em horários diferenciados daqueles reservados aos ônibus e microônibus" (art. 66), and no
alternative departure may be less than one hour before or after a departure of the regular
line, unless the concessionária of both is the same (art. 68 §3º).

A departure is compared with the regular line's departures from the same municipality on a
shared day of the week; times are minutes of the day (a departure near midnight is compared
with those of the same day).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import time

from desktop.rules.lines.register import LineProblem
from desktop.rules.lines.timetable import DIRECTION_LABELS, Departure, Direction, weekdays_text

L664 = "Lei RR 664/2008"
GAP_MINUTES = 60  # art. 68 §3º: "horários inferiores a uma hora"


@dataclass(frozen=True)
class RegularDeparture:
    """A departure of a regular line run by another concessionária, leaving `leaves_from`
    (the IBGE code of the municipality)."""

    line_code: str
    leaves_from: str
    leaves: time
    weekdays: frozenset[int]


def _minutes(value: time) -> int:
    return value.hour * 60 + value.minute


def check_alternative_slots(
    origin: str,
    destination: str,
    departures: Sequence[Departure],
    regular: Sequence[RegularDeparture],
) -> list[LineProblem]:
    """Each departure of the alternative line (from `origin` when out, from `destination`
    when back) less than an hour from a regular departure from the same place on a shared
    day: one problem per departure, naming the regular line and time (art. 68 §3º)."""
    problems = []
    for index, item in enumerate(departures):
        place = origin if item.direction == Direction.IDA else destination
        for other in regular:
            shared = item.weekdays & other.weekdays
            gap = abs(_minutes(item.leaves) - _minutes(other.leaves))
            if other.leaves_from != place or not shared or gap >= GAP_MINUTES:
                continue
            problems.append(
                LineProblem(
                    f"departures[{index}]",
                    f"{DIRECTION_LABELS[Direction(item.direction)]} às {item.leaves:%H:%M} "
                    f"a {gap} min da partida das {other.leaves:%H:%M} da linha regular "
                    f"{other.line_code} ({weekdays_text(frozenset(shared))}): o transporte "
                    "alternativo tem horários próprios, a uma hora ou mais dos da linha "
                    f"regular ({L664}, art. 66; art. 68 §3º).",
                )
            )
            break
    return problems
