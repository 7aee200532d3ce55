"""Queries of `desktop.services.office.rule_values`, read by its screens:
nothing here writes."""

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.rule_values import RuleValueUpdate
from desktop.models.users import User
from desktop.services.context import ServiceContext


@dataclass(frozen=True)
class RuleValue:
    name: str
    effective_from: date
    value: Decimal
    source: str
    registered_by: str
    registered_at: datetime


def rule_values_in(session: Session, jurisdiction: str) -> list[RuleValue]:
    """The updates registered for `jurisdiction`, by name and date, in `session`."""
    rows = session.execute(
        select(RuleValueUpdate, User.display_name)
        .join(User, User.id == RuleValueUpdate.created_by_id)
        .where(RuleValueUpdate.jurisdiction == jurisdiction)
        .order_by(RuleValueUpdate.name, RuleValueUpdate.effective_from)
    ).all()
    return [
        RuleValue(r.name, r.effective_from, r.value, r.source, who, r.created_at) for r, who in rows
    ]


def list_rule_values(ctx: ServiceContext) -> list[RuleValue]:
    """The updates registered for the office's jurisdiction, by name and date."""
    with ctx.database.read() as session:
        return rule_values_in(session, ctx.office.jurisdiction)
