"""Queries of `desktop.services.lines.stoppages`, read by its screens: nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineStoppage
from desktop.models.operators import Operator
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.stoppage_term import StoppageTerm
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class StoppageDue:
    """A stopped line on Início: `last_day` is the day service resumes as authorised."""

    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    kind_label: str
    last_day: date
    caducity: bool


@dataclass(frozen=True)
class StoppageWithoutReturn:
    """A stoppage in force with no day to resume (a Roraima road obstruction lasts while the
    impediment does, Lei RR 664/2008, art. 55, II and §2º): Início lists it apart so it is
    not forgotten, from the day it is authorised. `text` says what stops, since when (or from
    when, its first day still to come), citing its article."""

    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    text: str


def term_of(stoppage: LineStoppage) -> StoppageTerm:
    return StoppageTerm(stoppage.starts_on, stoppage.resume_on, stoppage.limit_on, stoppage.article)


def _stopped_lines(session: Session) -> list[tuple[Line, LineStoppage, str | None]]:
    """Each stopped line with its latest stoppage and its operator's name, by code."""
    found = session.execute(
        select(Line, LineStoppage, Operator.legal_name)
        .join(LineStoppage, LineStoppage.line_id == Line.id)
        .outerjoin(Operator, Operator.id == Line.operator_id)
        .where(Line.status == LineStatus.PARALISADA)
        .order_by(Line.code, LineStoppage.created_at.desc())
    ).all()
    latest: dict[uuid.UUID, tuple[Line, LineStoppage, str | None]] = {}
    for row in found:
        latest.setdefault(row[0].id, (row[0], row[1], row[2]))
    return list(latest.values())


def stoppages_without_return(ctx: ServiceContext) -> list[StoppageWithoutReturn]:
    """The stopped lines with no day to resume (GO Decreto 8.444/2015, art. 25, always sets
    one; RR Lei 664/2008, art. 55 §2º: none while the road is blocked), by code."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        stopped = _stopped_lines(session)
    terms = [(line, term_of(stoppage), operator) for line, stoppage, operator in stopped]
    return [
        StoppageWithoutReturn(
            line.id,
            line.code,
            line.name,
            operator or "",
            dates.describe(today, f"Paralisada {dates.since(today)}"),
        )
        for line, dates, operator in terms
        if dates.resume_on is None
    ]


def stoppages_due(ctx: ServiceContext, within_days: int = 30) -> list[StoppageDue]:
    """The stopped lines that must resume within `within_days` (or should have already),
    and those past the law's longest stoppage, soonest first."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        stopped = _stopped_lines(session)
    due = []
    for line, stoppage, operator in stopped:
        dates = term_of(stoppage)
        if dates.resume_on is None or not (
            dates.due_within(today, within_days) or dates.caducity(today)
        ):
            continue
        due.append(
            StoppageDue(
                line.id,
                line.code,
                line.name,
                operator or "",
                dates.describe(today),
                dates.resume_on,
                dates.caducity(today),
            )
        )
    return sorted(due, key=lambda item: (item.last_day, item.line_code))
