"""Queries of `desktop.services.lines.statistics`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from desktop.models.lines import Line, LineDelegation, LineTripCount
from desktop.models.operators import Operator
from desktop.rules.choices import Jurisdiction
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.statistics import late_months
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class LateLine:
    line_id: uuid.UUID
    code: str
    name: str
    operator_name: str
    months: tuple[date, ...]


def month_statistics(ctx: ServiceContext, line_id: uuid.UUID) -> list[LineTripCount]:
    """The latest statistics of each month of the line, newest month first."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(LineTripCount)
            .where(LineTripCount.line_id == line_id, LineTripCount.month.is_not(None))
            .order_by(LineTripCount.created_at)
        ).all()
    latest = {row.month: row for row in rows}
    return [
        latest[month] for month in sorted(latest, key=lambda day: day or date.min, reverse=True)
    ]


def line_late_months(session, line_id: uuid.UUID, today: date) -> list[date]:
    """The months whose statistics of the line are late on `today` (art. 19 §2º), counted
    from the start of its first delegation."""
    since = session.scalar(
        select(func.min(LineDelegation.starts_on)).where(LineDelegation.line_id == line_id)
    )
    if since is None:
        return []
    recorded = session.scalars(
        select(LineTripCount.month).where(
            LineTripCount.line_id == line_id, LineTripCount.month.is_not(None)
        )
    ).all()
    return late_months(since, [month for month in recorded if month is not None], today)


def late_statistics(ctx: ServiceContext, day: date | None = None) -> list[LateLine]:
    """The Goiás lines in operation whose statistics are late on `day` (art. 19 §2º),
    counted from the start of their first delegation; none in Roraima."""
    require(ctx, Permission.LINE_VIEW)
    if ctx.office.jurisdiction != Jurisdiction.GO:
        return []
    today = day or office_today(ctx)
    with ctx.database.read() as session:
        since = dict(
            session.execute(
                select(LineDelegation.line_id, func.min(LineDelegation.starts_on))
                .join(Line, Line.id == LineDelegation.line_id)
                .where(Line.status == LineStatus.EM_OPERACAO)
                .group_by(LineDelegation.line_id)
            ).all()
        )
        lines = session.execute(
            select(Line, Operator.legal_name)
            .outerjoin(Operator, Operator.id == Line.operator_id)
            .where(Line.id.in_(list(since)))
            .order_by(Line.code)
        ).all()
        recorded: dict[uuid.UUID, list[date]] = {}
        for line_id, month in session.execute(
            select(LineTripCount.line_id, LineTripCount.month).where(
                LineTripCount.line_id.in_(list(since)), LineTripCount.month.is_not(None)
            )
        ):
            if month is not None:
                recorded.setdefault(line_id, []).append(month)
    late = []
    for line, operator_name in lines:
        months = late_months(since[line.id], recorded.get(line.id, []), today)
        if months:
            late.append(LateLine(line.id, line.code, line.name, operator_name or "", tuple(months)))
    return late
