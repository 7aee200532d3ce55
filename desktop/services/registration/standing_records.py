"""Queries of `desktop.services.registration.standing`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.operators import Operator, StandingChange
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import format_cnpj

# The operator statuses of a registration cancelled: by caducity (art. 70 §2) or summarily
# (art. 9º, §4º).
CANCELLED_STATUSES = ("cassada", "cancelada")


@dataclass(frozen=True)
class StandingChangeRow:
    id: uuid.UUID
    operator_id: uuid.UUID
    changed_on: date
    communicated_on: date
    due: date
    late: bool
    what: str
    document: str
    legal_name: str = ""
    cnpj_formatted: str = ""


def standing_change_row(
    change: StandingChange, operator: Operator | None = None
) -> StandingChangeRow:
    return StandingChangeRow(
        change.id,
        change.operator_id,
        change.changed_on,
        change.communicated_on,
        change.due,
        change.late,
        change.what,
        change.document,
        operator.legal_name if operator else "",
        format_cnpj(operator.cnpj) if operator else "",
    )


def standing_changes_of(ctx: ServiceContext, operator_id: uuid.UUID) -> list[StandingChangeRow]:
    """The operator's communications, the latest change first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = load_operator(session, operator_id)
        rows = session.scalars(
            select(StandingChange)
            .where(StandingChange.operator_id == operator_id)
            .order_by(StandingChange.changed_on.desc(), StandingChange.created_at.desc())
        )
        return [standing_change_row(row, operator) for row in rows]


def late_standing_changes(ctx: ServiceContext, limit: int = 200) -> list[StandingChangeRow]:
    """Communications made after the 10 days of art. 9º, §2º by operators whose registration
    was not cancelled since, the latest first: the office weighs the cassação."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(StandingChange, Operator)
            .join(Operator, Operator.id == StandingChange.operator_id)
            .where(StandingChange.late.is_(True), Operator.status.not_in(CANCELLED_STATUSES))
            .order_by(StandingChange.communicated_on.desc(), Operator.sort_name)
            .limit(limit)
        )
        return [standing_change_row(change, operator) for change, operator in rows]
