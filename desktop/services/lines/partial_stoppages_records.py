"""Queries of `desktop.services.lines.partial_stoppages`, read by the line's screens and
Início: the partial stoppages authorised (RR Lei 664/2008, art. 55, caput; GO Decreto
8.444/2015, art. 25, caput), those due to end, and the places a stretch may run between.
Nothing here writes."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from desktop.models.line_partial_stoppages import LinePartialStoppage, LinePartialStoppageEnd
from desktop.models.lines import Line, LinePoint, LineVersion
from desktop.models.operators import Operator
from desktop.rules.dates import add_days, br_date
from desktop.rules.lines.partial_stoppage import place_names
from desktop.rules.lines.stoppage_term import StoppageTerm
from desktop.rules.lines.timetable import Departure, departure_label, parse_departure_key
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.records import municipality_name, version_on
from desktop.services.lines.stoppages_records import StoppageDue, StoppageWithoutReturn
from desktop.services.office.permissions import Permission, require

SEPARATOR = "; "


@dataclass(frozen=True)
class PartialRow:
    id: uuid.UUID
    departures: tuple[str, ...]  # as the clerk reads them
    stretch: str
    term: StoppageTerm
    resumed_on: date | None = None  # served again by an act before the term (or the road open)
    stopped: tuple[Departure, ...] = ()  # the departures of `departures`

    @property
    def until(self) -> date | None:
        """The first day of service again; None while a road obstruction lasts."""
        return self.resumed_on or self.term.resume_on

    @property
    def scope(self) -> str:
        """What stops: 'partidas Ida 06:30 (…); trecho Mucajaí — Caracaraí'."""
        parts = []
        if self.departures:
            parts.append(f"partidas {', '.join(self.departures)}")
        if self.stretch:
            parts.append(f"trecho {self.stretch}")
        return "; ".join(parts)

    @property
    def text(self) -> str:
        """What stops and until when, citing the articles."""
        until = (
            "enquanto durar a obstrução da rodovia"
            if self.term.resume_on is None or self.term.limit_on is None
            else f"retomar até {br_date(self.term.resume_on)}, limite sob pena de caducidade "
            f"{br_date(self.term.limit_on)}"
        )
        said = (
            f"Paralisação parcial desde {br_date(self.term.start)} — {self.scope}: "
            f"{until} ({self.term.article})."
        )
        if self.resumed_on:
            said += f" Encerrada: serviço de volta em {br_date(self.resumed_on)}."
        return said

    def in_force(self, today: date) -> bool:
        """From its first day until service resumes as authorised (always, while a road
        obstruction lasts)."""
        return self.term.start <= today and (self.until is None or today < self.until)


def partial_row(item: LinePartialStoppage, resumed_on: date | None = None) -> PartialRow:
    stopped = tuple(parse_departure_key(key) for key in item.departures.split(SEPARATOR) if key)
    return PartialRow(
        item.id,
        tuple(departure_label(departure) for departure in stopped),
        item.stretch,
        StoppageTerm(item.starts_on, item.resume_on, item.limit_on, item.article),
        resumed_on,
        stopped,
    )


def partial_stoppages(
    ctx: ServiceContext | None, line_id: uuid.UUID, session: Session | None = None
) -> list[PartialRow]:
    """The line's partial stoppages, by first day."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return partial_stoppages(ctx, line_id, reading)
    found = session.execute(
        select(LinePartialStoppage, LinePartialStoppageEnd.resumed_on)
        .outerjoin(
            LinePartialStoppageEnd, LinePartialStoppageEnd.stoppage_id == LinePartialStoppage.id
        )
        .where(LinePartialStoppage.line_id == line_id)
        .order_by(LinePartialStoppage.starts_on, LinePartialStoppage.created_at)
    ).all()
    return [partial_row(item, resumed_on) for item, resumed_on in found]


def _not_ended() -> Select[LinePartialStoppage, str, str, str]:
    """The partial stoppages no act has ended, with their line's code and name and its
    operator's name, for Início's rows."""
    return (
        select(LinePartialStoppage, Line.code, Line.name, Operator.legal_name)
        .join(Line, Line.id == LinePartialStoppage.line_id)
        .outerjoin(Operator, Operator.id == Line.operator_id)
        .outerjoin(
            LinePartialStoppageEnd, LinePartialStoppageEnd.stoppage_id == LinePartialStoppage.id
        )
        .where(LinePartialStoppageEnd.id.is_(None))
    )


def partial_stoppages_due(ctx: ServiceContext, within_days: int = 30) -> list[StoppageDue]:
    """Início: the partial stoppages not yet ended that must resume within `within_days` (or
    should have already; past the law's longest stoppage too, GO art. 25 §1º; RR art. 55 §1º),
    as a total stoppage is listed (`stoppages_due`). The index of `resume_on` seeks them: a
    road obstruction's, without a term, is not due."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        found = session.execute(
            _not_ended().where(LinePartialStoppage.resume_on <= add_days(today, within_days))
        ).all()
    due = []
    for item, code, name, operator in found:
        row = partial_row(item)
        assert row.term.resume_on is not None  # sought by it
        due.append(
            StoppageDue(
                item.line_id,
                code,
                name,
                operator or "",
                row.term.describe(today, f"Paralisação parcial de {row.scope}"),
                row.term.resume_on,
                row.term.caducity(today),
            )
        )
    return sorted(due, key=lambda item: (item.last_day, item.line_code))


def partial_stoppages_without_return(ctx: ServiceContext) -> list[StoppageWithoutReturn]:
    """Início: the partial stoppages not ended with no day to resume (RR Lei 664/2008, art.
    55, II and §2º: a blocked road; GO Decreto 8.444/2015, art. 25, always sets one), by line
    code, those whose first day is still to come too, "a partir de" it, so the office sees
    them before; the index of `resume_on` seeks them."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        found = session.execute(
            _not_ended()
            .where(LinePartialStoppage.resume_on.is_(None))
            .order_by(Line.code, LinePartialStoppage.starts_on)
        ).all()
    rows = [
        (partial_row(item), item.line_id, code, name, operator)
        for item, code, name, operator in found
    ]
    return [
        StoppageWithoutReturn(
            line_id,
            code,
            name,
            operator or "",
            row.term.describe(today, f"Paralisação parcial de {row.scope} {row.term.since(today)}"),
        )
        for row, line_id, code, name, operator in rows
    ]


def version_places(
    version: LineVersion, points: Sequence[LinePoint]
) -> list[tuple[tuple[str, str], int]]:
    """The places a stretch of the version runs between — the origin, the section points, the
    destination — each as (place, municipality), as `place_names` takes them, with its
    position on the way out (origin 0, each point of `points` in order, destination last)."""
    return [
        ((version.origin_terminal, municipality_name(version.origin_code)), 0),
        *(
            ((point.place, municipality_name(point.municipality_code)), number)
            for number, point in enumerate(points, start=1)
            if point.kind == "secao"
        ),
        (
            (version.destination_terminal, municipality_name(version.destination_code)),
            len(points) + 1,
        ),
    ]


def place_positions(version: LineVersion, points: Sequence[LinePoint]) -> dict[str, int]:
    """The position on the way out of each of the line's places (`version_places`), by its
    name in the dialog."""
    places = version_places(version, points)
    names = place_names([place for place, _ in places])
    return dict(zip(names, [position for _, position in places], strict=True))


def stretch_places(
    ctx: ServiceContext | None, line_id: uuid.UUID, at: date, session: Session | None = None
) -> list[str]:
    """The places a stretch stopped from `at` runs between: those of the version of the line
    in force that day (a change approved to take effect later moves them: GO Decreto
    8.444/2015, art. 43; RR Lei 664/2008, arts. 58 a 61), named as the GTFS feed finds them
    (`place_positions`); none before the line's first version."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return stretch_places(ctx, line_id, at, reading)
    version = version_on(session, line_id, at)
    if version is None:
        return []
    points = session.scalars(
        select(LinePoint).where(LinePoint.version_id == version.id).order_by(LinePoint.position)
    ).all()
    return list(place_positions(version, points))
