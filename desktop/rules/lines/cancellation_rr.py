"""Regular departures cancelled in a season of low demand (Lei RR 664/2008, art. 51).

The delegatária may cancel regular departures of the line in a season of low demand, with
the CRE/RR's prior consent, declaring them in the Quadro Demonstrativo do Movimento de
Passageiros. Prior: the consent is dated on or before the first day cancelled. Sole
paragraph: a trip whose tickets were already sold runs with any number of passengers, so
the days with tickets sold are taken out of the cancellation. A departure is named by its
direction, time and days of the week in the quadro in force (art. 42 §2º,
`timetable.departure_key`), which the
cancellation never rewrites.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, time, timedelta

from desktop.rules.dates import br_date
from desktop.rules.lines.register import LineProblem
from desktop.rules.lines.statistics import month_start
from desktop.rules.lines.timetable import Departure

ARTICLE = "Lei RR 664/2008, art. 51"
SOLD_ARTICLE = f"{ARTICLE}, parágrafo único"
# Only the regular departures of the quadro in force on the first day are cancelled (art. 42).
QUADRO_ARTICLES = "Lei RR 664/2008, arts. 42 e 51"


@dataclass(frozen=True)
class CancellationFacts:
    starts_on: date | None  # the first day cancelled
    ends_on: date | None  # the last day cancelled
    consent_on: date | None  # the CRE/RR's consent
    departures: tuple[Departure, ...]  # chosen from the quadro in force
    sold: tuple[date, ...]  # days with tickets already sold


def _days(starts_on: date, ends_on: date) -> Iterable[date]:
    day = starts_on
    while day <= ends_on:
        yield day
        day += timedelta(days=1)


def cancelled_trips(
    departures: Sequence[Departure], starts_on: date, ends_on: date, sold: Iterable[date]
) -> list[tuple[date, time, str]]:
    """The trips cancelled (day, time, direction), by day: each departure on the days of the
    period it runs, but for the days with tickets sold (sole paragraph)."""
    kept = set(sold)
    return sorted(
        (day, item.leaves, item.direction)
        for day in _days(starts_on, ends_on)
        if day not in kept
        for item in departures
        if day.isoweekday() in item.weekdays
    )


def sold_trips(
    departures: Sequence[Departure], starts_on: date, ends_on: date, sold: Iterable[date]
) -> list[date]:
    """The days with tickets sold on which a chosen departure runs: those trips run."""
    return sorted(
        day
        for day in set(sold)
        if starts_on <= day <= ends_on
        and any(day.isoweekday() in item.weekdays for item in departures)
    )


def trips_by_month(trips: Iterable[tuple[date, time, str]]) -> dict[date, int]:
    """How many cancelled trips each month declares (first day of the month -> count)."""
    months: dict[date, int] = {}
    for day, _leaves, _direction in trips:
        months[month_start(day)] = months.get(month_start(day), 0) + 1
    return months


def check_cancellation(facts: CancellationFacts) -> list[LineProblem]:
    """Each fault of the cancellation asked, next to its field (art. 51 and sole paragraph)."""
    problems = []
    if facts.starts_on is None:
        problems.append(LineProblem("starts_on", "Informe o primeiro dia cancelado."))
    if facts.ends_on is None:
        problems.append(LineProblem("ends_on", "Informe o último dia cancelado."))
    elif facts.starts_on is not None and facts.ends_on < facts.starts_on:
        problems.append(
            LineProblem("ends_on", "O último dia cancelado não pode ser anterior ao primeiro.")
        )
    if not facts.departures:
        problems.append(
            LineProblem(
                "departures",
                f"Escolha os horários regulares do quadro em vigor a cancelar ({ARTICLE}).",
            )
        )
    if facts.consent_on is None:
        problems.append(
            LineProblem("consent_on", f"Informe a data da prévia anuência do CRE/RR ({ARTICLE}).")
        )
    elif facts.starts_on is not None and facts.consent_on > facts.starts_on:
        problems.append(
            LineProblem(
                "consent_on",
                f"A anuência do CRE/RR é prévia: a de {br_date(facts.consent_on)} é posterior "
                f"ao primeiro dia cancelado, {br_date(facts.starts_on)} ({ARTICLE}).",
            )
        )
    if problems:
        return problems
    assert facts.starts_on is not None and facts.ends_on is not None
    outside = sorted(day for day in facts.sold if not facts.starts_on <= day <= facts.ends_on)
    if outside:
        problems.append(
            LineProblem(
                "sold_dates",
                f"{', '.join(br_date(day) for day in outside)}: fora do período cancelado, de "
                f"{br_date(facts.starts_on)} a {br_date(facts.ends_on)}.",
            )
        )
    elif not cancelled_trips(facts.departures, facts.starts_on, facts.ends_on, facts.sold):
        problems.append(
            LineProblem(
                "departures",
                "Nenhuma viagem fica cancelada: os horários escolhidos não partem no período "
                f"ou têm passagens vendidas em todos os dias ({SOLD_ARTICLE}).",
            )
        )
    return problems


def check_overlap(
    facts: CancellationFacts,
    earlier: Sequence[tuple[date, date, Sequence[Departure]]],
) -> list[LineProblem]:
    """A departure already cancelled on a day of the period (`earlier`: each cancellation's
    first and last day and departures) is not cancelled again: the Quadro Demonstrativo
    would declare its trips twice."""
    assert facts.starts_on is not None and facts.ends_on is not None
    for first, last, departures in earlier:
        shared = [item for item in facts.departures if item in departures]
        if shared and first <= facts.ends_on and facts.starts_on <= last:
            return [
                LineProblem(
                    "departures",
                    f"Horário já cancelado de {br_date(first)} a {br_date(last)}: o período não "
                    f"se sobrepõe ao de outro cancelamento do mesmo horário ({ARTICLE}).",
                )
            ]
    return []


def sold_text(days: Sequence[date]) -> str:
    """Why the days with tickets sold run, citing the sole paragraph ('' when none)."""
    if not days:
        return ""
    return (
        f"Viagens mantidas em {', '.join(br_date(day) for day in days)}: passagens já "
        f"vendidas, a viagem é realizada com qualquer número de passageiros ({SOLD_ARTICLE})."
    )
