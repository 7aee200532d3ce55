"""Queries of `desktop.services.lines.trips`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineTripCount
from desktop.models.operators import Operator
from desktop.rules import half_year, infraction_coefficient
from desktop.rules.choices import Jurisdiction
from desktop.rules.rr_line_penalties import names_line
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook
from desktop.services.sanctions.penalties_rr import fines_by_line


@dataclass(frozen=True)
class LineCoefficient:
    """One line of the operator in the half-year: `trips` None when none was reported."""

    line_id: uuid.UUID
    code: str
    name: str
    fines: int
    trips: int | None
    coefficient: Decimal | None
    warning: bool


def rr_only(ctx: ServiceContext) -> None:
    if ctx.office.jurisdiction != Jurisdiction.RR:
        raise ValidationError(
            {"jurisdiction": "Coeficiente de infração da Lei RR 664/2008: só em Roraima."}
        )


def _recorded_trips(
    session: Session, line_ids: list[uuid.UUID], first: date
) -> dict[uuid.UUID, int]:
    """The trips of each line in the half-year starting on `first`: the latest half-year
    count reported, else the sum of the latest trips reported for each of its months."""
    halves: dict[uuid.UUID, int] = {}
    months: dict[uuid.UUID, dict[date, int]] = {}
    for line_id, month, count in session.execute(
        select(LineTripCount.line_id, LineTripCount.month, LineTripCount.trips)
        .where(LineTripCount.line_id.in_(line_ids), LineTripCount.half_start == first)
        .order_by(LineTripCount.created_at)
    ):
        if month is None and count is not None:
            halves[line_id] = count
        elif month is not None and count is not None:
            months.setdefault(line_id, {})[month] = count
    for line_id, counts in months.items():
        halves.setdefault(line_id, sum(counts.values()))
    return halves


def line_coefficients(
    ctx: ServiceContext, operator_id: uuid.UUID, day: date
) -> list[LineCoefficient]:
    """Each line of the operator in the half-year containing `day`: its fines, the trips
    last reported and the coefficient of art. 84, II (None without trips)."""
    require(ctx, Permission.LINE_VIEW)
    rr_only(ctx)
    rulebook = office_rulebook(ctx)
    first, last = half_year(day)
    with ctx.database.read() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        lines = session.scalars(
            select(Line).where(Line.operator_id == operator_id).order_by(Line.code)
        ).all()
        trips = _recorded_trips(session, [line.id for line in lines], first)
        fines = fines_by_line(session, operator.cnpj, first, last)
    rows = []
    for line in lines:
        code = line.code.strip().lower()
        fined = sum(count for text, count in fines.items() if names_line(text, code))
        made = trips.get(line.id)
        decision = infraction_coefficient(rulebook, fined, made) if made else None
        rows.append(
            LineCoefficient(
                line.id,
                line.code,
                line.name,
                fined,
                made,
                decision.coefficient if decision else None,
                bool(decision and decision.warning),
            )
        )
    return rows
