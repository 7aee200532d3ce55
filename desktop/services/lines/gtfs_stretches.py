"""What the GTFS feed (`gtfs`) takes off a line's departures: the days the whole line does
not run by its dated status acts (`line_closures`), the cancellations (Lei RR 664/2008, art.
51) and the partial stoppages (RR art. 55, caput; GO Decreto 8.444/2015, art. 25, caput), each
stretch's ends found among the line's places by the names the partial stoppage dialog gives
them (`partial_stoppages_records.place_positions`) or, in an older row, by the municipality of
the only place there (`rules.lines.partial_stoppage.place_named`)."""

import uuid
from collections.abc import Sequence
from datetime import date, timedelta
from typing import NamedTuple

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import LineAct, LineStoppage
from desktop.rules.dates import br_date
from desktop.rules.lines.partial_stoppage import place_named, place_names
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.suspended_days import Stretch, Suspension
from desktop.rules.lines.timetable import Departure, departure_label
from desktop.services.lines.cancellations_records import cancellations
from desktop.services.lines.partial_stoppages_records import partial_stoppages

# A delegation's act carries the status its registration gives the line (GO art. 43 §9º:
# a line originated by a fusion runs from it).
STATUS_ACTS = frozenset({"criacao", "delegacao", *LineStatus})


def line_closures(session: Session, line_id: uuid.UUID, at: date) -> list[Suspension]:
    """The days the whole line does not run, by its status acts: the act recorded last among
    those in effect on a day sets its status (a stoppage recorded after the line's creation
    prevails even when dated before the registration). A status other than in operation lasts
    until an act returning the line to operation takes effect; a stoppage (GO art. 25; RR art.
    55) ends, besides, on the day its term has service resume, while that day is still to come
    on `at` — past it with no act returning the line, the line is still stopped; a Roraima road
    obstruction, with no such day, lasts while the impediment does (RR art. 55 §2º); an
    extinction never ends. Before its first act the line is not in the register."""
    acts = session.scalars(
        select(LineAct)
        .where(LineAct.line_id == line_id, LineAct.kind.in_(STATUS_ACTS))
        .order_by(LineAct.sequence)
    ).all()
    resume = {
        stoppage.act_id: stoppage.resume_on
        for stoppage in session.scalars(select(LineStoppage).where(LineStoppage.line_id == line_id))
    }
    first = min((act.effective_on for act in acts), default=None)
    closures = [Suspension(date.min, first)]
    for position, act in enumerate(acts):
        if act.status == LineStatus.EM_OPERACAO:
            continue
        back = [
            later.effective_on
            for later in acts[position + 1 :]
            if later.status == LineStatus.EM_OPERACAO
        ]
        term = resume.get(act.id)
        if term is not None and term > at:
            back.append(term)
        closures.append(Suspension(act.effective_on, min(back, default=None)))
    return closures


class LineSuspensions(NamedTuple):
    stopped: list[Suspension]
    # The positions on the way out (origin 0) of the two ends of each stretch found.
    ends: dict[Stretch, tuple[int, int]]


def _stretch(text: str, names: Sequence[str]) -> Stretch:
    """The ends of a stretch recorded as 'from — to' among the places' `names`, though a name
    holds a dash; split at the dash when it names none of them (an older row)."""
    found = [(start, end) for start in names for end in names if f"{start} — {end}" == text]
    if found:
        return found[0]
    ends = text.split(" — ")
    return ends[0], ends[-1]


def line_suspensions(
    session: Session, line_id: uuid.UUID, places: Sequence[tuple[tuple[str, str], int]]
) -> LineSuspensions:
    """The departures cancelled (art. 51) and the partial stoppages (RR art. 55, caput; GO
    art. 25, caput) of the line, each stretch's ends found among its `places` (`version_places`)
    by `rules.lines.partial_stoppage.place_named`."""
    found = [
        Suspension(
            row.starts_on,
            row.ends_on + timedelta(days=1),
            frozenset(row.departures),
            kept=frozenset(row.kept),
        )
        for row in cancellations(None, line_id, session)
    ]
    named = [place for place, _ in places]
    names = place_names(named)
    ends: dict[Stretch, tuple[int, int]] = {}
    for row in partial_stoppages(None, line_id, session):
        stretch = _stretch(row.stretch, names) if row.stretch else None
        if stretch is not None:
            start, end = (place_named(name, named) for name in stretch)
            if start is not None and end is not None:
                ends[stretch] = (places[start][1], places[end][1])
        found.append(Suspension(row.term.start, row.until, frozenset(row.stopped), stretch))
    return LineSuspensions(found, ends)


def left_out_note(
    code: str,
    departure: Departure,
    stretches: Sequence[Stretch],
    days: frozenset[date],
    cut_by_others: bool,
) -> str:
    """A stretch recorded naming an end by a municipality where the line has two places, or
    on a version of the line since changed (a section suppressed), matches none of the places
    of the version in force on its days: the departure is left out those days, or, when other
    stretches stopped with it match, cut by those only; the note says which stretch, which
    departure and when."""
    named = "; ".join(" — ".join(stretch) for stretch in stretches)
    short = sorted(days)
    fate = (
        "segue no feed cortada só pelos outros trechos paralisados"
        if cut_by_others
        else "fica fora do feed"
    )
    return (
        f"Linha {code}: trecho paralisado {named} não corresponde a lugares da versão da "
        f"linha em vigor; a partida {departure_label(departure)} {fate} em "
        f"{len(short)} dia(s), de {br_date(short[0])} a {br_date(short[-1])}."
    )
