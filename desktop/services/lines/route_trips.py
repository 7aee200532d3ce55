"""Lei RR 664/2008, art. 54: when the CRE/RR approves a quadro (art. 42) adding trips to a line
that shares its end points and itinerary with other lines, the increase of the route is
divided between them in proportion to their trips (`desktop.rules.lines.trips_division_rr`).

The clerk states the route's increase the CRE/RR decided; the quadro may add to its line no
more than the line's share, and the division is recorded in the line's act. Trips are the
weekly departures of each line's quadro in force the day before the new quadro takes effect,
so the quadros of the other lines, taking effect the same day, are divided on the same base.
"""

import uuid
from collections.abc import Sequence
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineVersion
from desktop.models.operators import Operator
from desktop.rules.lines.exclusivity_rr import Route
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.register import LineProblem, LineStatus
from desktop.rules.lines.timetable import Departure, weekly_departures
from desktop.rules.lines.trips_division_rr import (
    ARTICLE,
    RouteLine,
    TripShare,
    check_share,
    divide_increase,
    division_text,
)
from desktop.services.context import ServiceContext
from desktop.services.lines.records import load_line
from desktop.services.lines.timetables_records import timetables
from desktop.services.office.permissions import Permission, require


def _route(session: Session, line: Line) -> Route:
    version = session.get(LineVersion, line.current_version_id)
    assert version is not None  # current_version_id is a foreign key
    return Route(version.origin_code, version.destination_code, version.roads)


def _trips(session: Session, line: Line, day: date) -> int:
    """The weekly trips of the line's quadro in force on `day` (0 without one)."""
    table = in_force([(row.effective_from, row) for row in timetables(None, line.id, session)], day)
    return weekly_departures([item.departure for item in table.departures]) if table else 0


def _route_line(session: Session, line: Line, day: date) -> RouteLine:
    holder = session.get(Operator, line.operator_id) if line.operator_id else None
    return RouteLine(line.code, holder.legal_name if holder else "", _trips(session, line, day))


def route_lines(session: Session, line: Line, day: date) -> list[RouteLine]:
    """`line` and, after it, the other lines of the same kind of service linking the same end
    points by the same roads (art. 54), with their trips the day before `day`; only `line`
    when it has none."""
    route = _route(session, line)
    before = day - timedelta(days=1)
    others = session.scalars(
        select(Line)
        .where(
            Line.id != line.id,
            Line.status != LineStatus.EXTINTA,
            Line.service_kind == line.service_kind,
        )
        .order_by(Line.code)
    )
    return [
        _route_line(session, line, before),
        *(
            _route_line(session, other, before)
            for other in others
            if _route(session, other).same_as(route)
        ),
    ]


def route_increase_check(
    session: Session,
    line: Line,
    departures: Sequence[Departure],
    day: date,
    increase: int | None,
) -> tuple[list[LineProblem], str]:
    """The problems of the quadro of `line` from `day` under art. 54 and, when it adds trips
    on a shared route, the division to record with it."""
    lines = route_lines(session, line, day)
    added = weekly_departures(departures) - lines[0].trips
    if len(lines) == 1 or added <= 0 or lines[0].trips == 0:
        return [], ""
    if increase is None or increase < 1:
        others = ", ".join(item.code for item in lines[1:])
        return [
            LineProblem(
                "route_increase",
                f"Este quadro acrescenta {added} viagem(ns) por semana à linha {line.code}, "
                f"que tem os mesmos pontos extremos e itinerário de {others}: informe o "
                "aumento de viagens aprovado para a ligação, dividido proporcionalmente entre "
                f"as linhas ({ARTICLE}).",
            )
        ], ""
    problems = check_share(lines, increase, line.code, added)
    note = (
        f"Aumento de {increase} viagem(ns) por semana da ligação dividido entre as linhas "
        f"({ARTICLE}): {division_text(divide_increase(lines, increase))}."
    )
    return problems, note


def route_division(
    ctx: ServiceContext, line_id: uuid.UUID, day: date, increase: int
) -> tuple[TripShare, ...]:
    """The division of `increase` trips between the lines of the route of `line_id` for a
    quadro from `day` (art. 54); empty when the line is alone on its route or no line of it
    has a quadro in force."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        lines = route_lines(session, load_line(session, line_id), day)
    if len(lines) == 1 or not any(item.trips for item in lines):
        return ()
    return divide_increase(lines, increase)
