"""The day a line enters the GTFS feed and the delegation it runs under: a line created with
effect after the feed's date enters on its first day, when it must have its approved quadro de
horários (GO Decreto 8.444/2015, art. 19; Lei RR 664/2008, art. 42 §2º) and a delegation in
force (GO art. 6º §2º: a Termo de Autorização only once its extract is published)."""

import uuid
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.models.lines import LineAct, LineDelegation, LineVersion
from desktop.rules.lines.delegation import is_effective


def delegation_on(
    session: Session, jurisdiction: str, line_id: uuid.UUID, at: date
) -> LineDelegation | None:
    published = {
        act.delegation_id: act.effective_on
        for act in session.scalars(
            select(LineAct).where(LineAct.line_id == line_id, LineAct.kind == "publicacao")
        )
    }
    found = session.scalars(
        select(LineDelegation)
        .where(LineDelegation.line_id == line_id)
        .order_by(LineDelegation.starts_on.desc(), LineDelegation.created_at.desc())
    )
    for item in found:
        on = item.published_on or published.get(item.id)
        if is_effective(jurisdiction, item.kind, item.starts_on, item.last_day, on, at):
            return item
    return None


def line_start(session: Session, line_id: uuid.UUID, at: date) -> date:
    """The line's first day in the feed of `at`: `at`, or the day its first version takes
    effect when later."""
    first = session.scalar(
        select(func.min(LineVersion.effective_on)).where(LineVersion.line_id == line_id)
    )
    return max(at, first) if first is not None else at
