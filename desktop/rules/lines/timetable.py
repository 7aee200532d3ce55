"""The approved timetable of a line (GO Decreto 8.444/2015 art. 19: the quadro de horários of
the departures out and back; RR Lei 664/2008 art. 42: the Quadro de Regime de Funcionamento,
whose changes the delegatária communicates within 10 days, §1º, and which a new quadro
records, §2º).

A departure leaves at a time of day, in one direction, on some days of the week (Monday = 1
… Sunday = 7, as `date.isoweekday`). A timetable may not list the same departure twice: two
departures in the same direction at the same time sharing a day overlap.
"""

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import date, time
from enum import StrEnum

from desktop.rules.dates import br_date
from desktop.rules.deadlines import procedural_deadline
from desktop.rules.lines.register import LineProblem
from desktop.rules.office_calendar import OfficeCalendar

D8444 = "Decreto 8.444/2015"
L664 = "Lei RR 664/2008"

WEEKDAY_LETTERS = "STQQSSD"  # segunda … domingo
_TIME = re.compile(r"^([01]?\d|2[0-3])[:h]([0-5]\d)$")


class Direction(StrEnum):
    IDA = "ida"
    VOLTA = "volta"


DIRECTION_LABELS = {Direction.IDA: "Ida", Direction.VOLTA: "Volta"}


@dataclass(frozen=True)
class Departure:
    direction: str
    leaves: time
    weekdays: frozenset[int]


def timetable_article(jurisdiction: str) -> str:
    return f"{D8444}, art. 19" if jurisdiction == "GO" else f"{L664}, art. 42 §2º"


def parse_time(text: str) -> time | None:
    """'6:30', '06:30' or '6h30' -> 06:30; None when it is not a time of day."""
    found = _TIME.match((text or "").strip().lower())
    return time(int(found.group(1)), int(found.group(2))) if found else None


def parse_weekdays(text: str) -> frozenset[int] | None:
    """'1-5', '1,3,5', '6 7' or 'todos' -> the ISO weekdays; None when unreadable."""
    cleaned = (text or "").strip().lower()
    if cleaned in ("todos", "diário", "diario", "1-7"):
        return frozenset(range(1, 8))
    days: set[int] = set()
    for part in re.split(r"[,\s]+", cleaned):
        if not part:
            continue
        span = re.fullmatch(r"([1-7])-([1-7])", part)
        if span:
            first, last = int(span.group(1)), int(span.group(2))
            if first > last:
                return None
            days.update(range(first, last + 1))
        elif re.fullmatch(r"[1-7]", part):
            days.add(int(part))
        else:
            return None
    return frozenset(days) or None


def weekdays_input(days: frozenset[int]) -> str:
    """{1,2,3,4,5} -> '1-5', {6,7} -> '6 7', every day -> 'todos': the days as the clerk types
    them, which `parse_weekdays` reads back."""
    if days == frozenset(range(1, 8)):
        return "todos"
    runs: list[list[int]] = []
    for day in sorted(days):
        if runs and day == runs[-1][-1] + 1:
            runs[-1].append(day)
        else:
            runs.append([day])
    return " ".join(
        f"{run[0]}-{run[-1]}" if len(run) > 2 else " ".join(map(str, run)) for run in runs
    )


def departure_key(item: Departure) -> str:
    """'ida 06:30 1-5': how a departure is stored, read back by `parse_departure_key`."""
    return f"{item.direction} {item.leaves:%H:%M} {weekdays_input(item.weekdays)}"


def parse_departure_key(key: str) -> Departure:
    direction, leaves, days = key.split(" ", 2)
    parsed_time, parsed_days = parse_time(leaves), parse_weekdays(days)
    assert parsed_time is not None and parsed_days is not None  # written by `departure_key`
    return Departure(direction, parsed_time, parsed_days)


def departure_label(item: Departure) -> str:
    """'Ida 06:30 (S T Q Q S - -)', as the clerk reads it."""
    direction = DIRECTION_LABELS[Direction(item.direction)]
    return f"{direction} {item.leaves:%H:%M} ({weekdays_text(item.weekdays)})"


def not_on_the_quadro(
    departures: Sequence[Departure], quadro_from: date, only: str, citation: str
) -> str:
    """Why `departures` the line will not have on an act's first day are refused: the act
    bears on the departures of the quadro then in force, from `quadro_from` (GO art. 19; RR
    art. 42); `only` says which the act takes ("só se cancelam horários regulares"),
    `citation` the articles, of the office's state's act, it rests on."""
    named = ", ".join(departure_label(item) for item in departures)
    return (
        f"{named}: não consta(m) do quadro de horários de {br_date(quadro_from)}, em vigor no "
        f"primeiro dia; {only} que a linha terá nesse dia ({citation})."
    )


def weekdays_text(days: frozenset[int]) -> str:
    """{1,2,3,4,5} -> 'S T Q Q S - -' (the letters of the days it runs)."""
    return " ".join(WEEKDAY_LETTERS[day - 1] if day in days else "-" for day in range(1, 8))


def check_departures(jurisdiction: str, departures: Sequence[Departure]) -> list[LineProblem]:
    """Departures out and back (GO art. 19; RR art. 42 §2º), none repeated: the same
    direction and time on a shared day overlap."""
    article = timetable_article(jurisdiction)
    if not any(item.direction == Direction.IDA for item in departures) or not any(
        item.direction == Direction.VOLTA for item in departures
    ):
        return [
            LineProblem(
                "departures",
                f"Informe ao menos um horário de ida e um de volta da linha ({article}).",
            )
        ]
    problems = []
    for index, item in enumerate(departures):
        for earlier in departures[:index]:
            shared = item.weekdays & earlier.weekdays
            if (earlier.direction, earlier.leaves) == (item.direction, item.leaves) and shared:
                problems.append(
                    LineProblem(
                        f"departures[{index}]",
                        f"{DIRECTION_LABELS[Direction(item.direction)]} às "
                        f"{item.leaves:%H:%M} repetida em "
                        f"{weekdays_text(frozenset(shared))}: o quadro não se sobrepõe a si "
                        f"mesmo ({article}).",
                    )
                )
                break
    return problems


def check_served_sections(
    served: Sequence[str], known: Collection[str], fold: Callable[[str], str]
) -> list[LineProblem]:
    """GO: each departure's sections (`served[i]`, names split by ',' or ';') are the line's
    own section points or terminals, by place or municipality (`known`, already folded by
    `fold`): the quadro gives the line's seccionamentos (art. 19), and a locality off them is
    off the line's axis (art. 20)."""
    problems = []
    for index, text in enumerate(served):
        unknown = [name for name in section_names(text) if fold(name) not in known]
        if unknown:
            problems.append(
                LineProblem(
                    f"departures[{index}]",
                    f"Partida {index + 1}: {', '.join(unknown)} não é seção nem terminal da "
                    f"linha ({D8444}, arts. 19 e 20).",
                )
            )
    return problems


def section_names(text: str) -> list[str]:
    """The places a departure serves, as typed: names split by ',' or ';'."""
    return [name.strip() for name in re.split(r"[,;]", text) if name.strip()]


def sections_still_served(
    served: Sequence[str], known: Collection[str], fold: Callable[[str], str]
) -> list[str]:
    """Each departure's sections without the places no longer on the line (`known`, folded
    by `fold`): a section suppressed (art. 43, I and §2º) or left past a shortened line's new
    end is served by no departure of the quadro that follows the change (art. 19)."""
    return [
        ", ".join(name for name in section_names(text) if fold(name) in known) for text in served
    ]


def weekly_departures(departures: Sequence[Departure]) -> int:
    """The departures of a week, out and back: each one once for each day it runs."""
    return sum(len(item.weekdays) for item in departures)


def check_departure_count(
    in_force: Sequence[Departure], new: Sequence[Departure], authorised: bool
) -> list[LineProblem]:
    """GO art. 43, VI and §12: more or fewer weekly departures than the quadro in force is a
    change of the line the AGR authorises on request (`authorised`: a request of art. 43, VI
    approved since that quadro). The line's first quadro (approved with its project, art. 11
    §1º) and one moving the same number of departures are not such a change."""
    before, after = weekly_departures(in_force), weekly_departures(new)
    if not in_force or authorised or before == after:
        return []
    change = "ampliação" if after > before else "redução"
    return [
        LineProblem(
            "departures",
            f"O quadro em vigor tem {before} partidas por semana e este, {after}: a {change} "
            "do número de horários é alteração da linha autorizada pela AGR em pedido "
            f"aprovado ({D8444}, art. 43, VI e §12). Protocole o pedido (Ctrl+R) e registre "
            "o quadro depois da aprovação.",
        )
    ]


def rr_communication_late(
    calendar: OfficeCalendar, changed_on: date, communicated_on: date
) -> str | None:
    """RR art. 42 §1º: a change to the regime communicated more than 10 days after it
    happened is late, the days counted as art. 95 counts every term of the law (from the
    first business day after, a last day without business hours moved to the next business
    day); the message says by when it was due (None when on time)."""
    due = procedural_deadline(calendar, changed_on, 10, (f"{L664}, art. 42 §1º",)).due
    if communicated_on <= due:
        return None
    return (
        f"Alteração de {br_date(changed_on)} comunicada em {br_date(communicated_on)}: o "
        f"prazo era {br_date(due)} ({L664}, art. 42 §1º; art. 95)."
    )
