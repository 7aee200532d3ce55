"""Queries of `desktop.services.registration.appeals`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.operators import RegistrationAppeal, RegistrationApplication
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class AppealRow:
    id: uuid.UUID
    application_id: uuid.UUID
    filed_on: date
    grounds: str
    late: bool
    decided_on: date | None
    granted: bool | None
    decision_reason: str


def appeal_row(appeal: RegistrationAppeal) -> AppealRow:
    return AppealRow(
        appeal.id,
        appeal.application_id,
        appeal.filed_on,
        appeal.grounds,
        appeal.late,
        appeal.decided_on,
        appeal.granted,
        appeal.decision_reason,
    )


def appeals_of(ctx: ServiceContext, operator_id: uuid.UUID) -> dict[uuid.UUID, AppealRow]:
    """The appeals against the operator's refused applications, by application."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(RegistrationAppeal)
            .join(
                RegistrationApplication,
                RegistrationApplication.id == RegistrationAppeal.application_id,
            )
            .where(RegistrationApplication.operator_id == operator_id)
        )
        return {row.application_id: appeal_row(row) for row in rows}
