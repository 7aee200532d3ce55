"""Queries of `desktop.services.lines.alternative_standards`, read by its screens: nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_standards import AlternativeStandard
from desktop.models.lines import Line, LineDelegation
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.lines.alternative_standards import (
    STANDARDS,
    TERM_ARTICLE,
    missing_standards,
    standards_term,
)
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.records import load_line
from desktop.services.office.permissions import Permission, require

ALTERNATIVE = "alternativo"


@dataclass(frozen=True)
class StandardRow:
    item: str
    label: str
    article: str
    met_on: date | None
    reference: str


@dataclass(frozen=True)
class StandardsView:
    """The standards of the line's latest delegation: `due` the last day of art. 68 §1º."""

    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    due: date
    rows: tuple[StandardRow, ...]
    late: bool

    @property
    def missing(self) -> tuple[StandardRow, ...]:
        return tuple(row for row in self.rows if row.met_on is None)

    def text(self) -> str:
        """One sentence for the line's detail and Início."""
        if not self.missing:
            return f"Padronização do art. 68 (II, III e VIII) adotada ({TERM_ARTICLE})."
        items = ", ".join(row.article.rsplit(", ", 1)[-1] for row in self.missing)
        when = "venceu em" if self.late else "até"
        return (
            f"Padronização do art. 68 pendente (incisos {items}): prazo {when} "
            f"{br_date(self.due)} ({TERM_ARTICLE})."
        )


def latest_delegation(session: Session, line_id: uuid.UUID) -> LineDelegation | None:
    return session.scalar(
        select(LineDelegation)
        .where(LineDelegation.line_id == line_id)
        .order_by(LineDelegation.signed_on.desc(), LineDelegation.created_at.desc())
        .limit(1)
    )


def view_of(
    ctx: ServiceContext, session: Session, line: Line, delegation: LineDelegation
) -> StandardsView:
    met = {
        row.item: row
        for row in session.scalars(
            select(AlternativeStandard).where(AlternativeStandard.delegation_id == delegation.id)
        )
    }
    due = standards_term(office_calendar(ctx), delegation.signed_on).due
    operator = session.get(Operator, delegation.operator_id)
    rows = tuple(
        StandardRow(
            item.key,
            item.label,
            item.article,
            met[item.key].met_on if item.key in met else None,
            met[item.key].reference if item.key in met else "",
        )
        for item in STANDARDS
    )
    late = bool(missing_standards(set(met))) and office_today(ctx) > due
    return StandardsView(
        line.id, line.code, line.name, operator.legal_name if operator else "", due, rows, late
    )


def alternative_standards(ctx: ServiceContext, line_id: uuid.UUID) -> StandardsView | None:
    """The standards of an alternative-transport line's delegation (None for another line
    or one not delegated yet)."""
    require(ctx, Permission.LINE_VIEW)
    if ctx.office.jurisdiction != "RR":
        return None
    with ctx.database.read() as session:
        line = load_line(session, line_id)
        delegation = latest_delegation(session, line.id)
        if line.service_kind != ALTERNATIVE or delegation is None:
            return None
        return view_of(ctx, session, line, delegation)


def late_standards(ctx: ServiceContext) -> list[StandardsView]:
    """The alternative lines whose delegatária let the 90 days pass with an item missing."""
    require(ctx, Permission.LINE_VIEW)
    if ctx.office.jurisdiction != "RR":
        return []
    with ctx.database.read() as session:
        lines = session.scalars(
            select(Line).where(Line.service_kind == ALTERNATIVE).order_by(Line.code)
        ).all()
        views = []
        for line in lines:
            delegation = latest_delegation(session, line.id)
            if delegation is not None:
                views.append(view_of(ctx, session, line, delegation))
    return [view for view in views if view.late]
