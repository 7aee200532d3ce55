"""Queries of `desktop.services.lines.delegations`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import and_, select

from desktop.models.lines import Line, LineDelegation
from desktop.models.operators import Operator
from desktop.rules.lines import delegation as rules
from desktop.rules.lines.register import LineStatus
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class ExpiringDelegation:
    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    kind_label: str
    last_day: date


def expiring_delegations(ctx: ServiceContext, within_days: int = 90) -> list[ExpiringDelegation]:
    """The lines whose delegation ends within `within_days` of today (ended ones included
    while no new delegation follows), soonest first."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    limit = today + timedelta(days=within_days)
    with ctx.database.read() as session:
        found = session.execute(
            select(Line, LineDelegation, Operator.legal_name)
            .join(
                LineDelegation,
                and_(
                    LineDelegation.line_id == Line.id,
                    LineDelegation.last_day == Line.delegation_last_day,
                ),
            )
            .join(Operator, Operator.id == LineDelegation.operator_id)
            .where(Line.delegation_last_day <= limit, Line.status != LineStatus.EXTINTA)
            .order_by(Line.delegation_last_day, Line.code)
        ).all()
        return [
            ExpiringDelegation(
                line.id,
                line.code,
                line.name,
                _holder_name(session, item, name, today),
                rules.delegation_label(ctx.office.jurisdiction, item.kind),
                item.last_day,
            )
            for line, item, name in found
        ]


def _holder_name(session, item: LineDelegation, signatory: str, today: date) -> str:
    """The delegatária today: the signatory unless the contract was transferred (Lei RR
    664/2008, art. 15)."""
    holder = holder_on(item, transfers_of(session, item.line_id), today)
    operator = session.get(Operator, holder) if holder != item.operator_id else None
    return operator.legal_name if operator else signatory
