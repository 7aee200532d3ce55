"""Queries of `desktop.services.office.rule_values`, read by its screens:
nothing here writes."""

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import bindparam, select
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


# Built once, in `RuleValue`'s order: every licence check reads the minimum covers through
# it (issue 18 §4).
_RULE_VALUES = (
    select(
        RuleValueUpdate.name,
        RuleValueUpdate.effective_from,
        RuleValueUpdate.value,
        RuleValueUpdate.source,
        User.display_name,
        RuleValueUpdate.created_at,
    )
    .join(User, User.id == RuleValueUpdate.created_by_id)
    .where(RuleValueUpdate.jurisdiction == bindparam("jurisdiction"))
    .order_by(RuleValueUpdate.name, RuleValueUpdate.effective_from)
)


def rule_values_in(session: Session, jurisdiction: str) -> list[RuleValue]:
    """The updates registered for `jurisdiction`, by name and date, in `session`."""
    return [
        RuleValue(*row) for row in session.execute(_RULE_VALUES, {"jurisdiction": jurisdiction})
    ]


def list_rule_values(ctx: ServiceContext) -> list[RuleValue]:
    """The updates registered for the office's jurisdiction, by name and date."""
    with ctx.database.read() as session:
        return rule_values_in(session, ctx.office.jurisdiction)
