"""Queries of `desktop.services.registration.bars`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from desktop.models.operators import Partner, RegistrationBar, RegistrationBarLift
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import format_cnpj, format_cpf


@dataclass(frozen=True)
class BarRow:
    id: uuid.UUID
    cnpj: str | None
    cpf: str | None
    who: str
    reason: str
    article: str
    starts_on: date
    until: date


def bars_on(session: Session, cnpj: str, cpfs: list[str], on: date) -> list[RegistrationBar]:
    """Bars in force on `on` against the company (CNPJ) or any of its partners (CPF); a bar
    lifted on or before `on` (revision revoking the caducity, art. 96) is not in force."""
    conditions = [RegistrationBar.cnpj == cnpj]
    if cpfs:
        conditions.append(RegistrationBar.cpf.in_(cpfs))
    lifted = (
        select(RegistrationBarLift.id)
        .where(
            RegistrationBarLift.bar_id == RegistrationBar.id, RegistrationBarLift.lifted_on <= on
        )
        .exists()
    )
    return list(
        session.scalars(
            select(RegistrationBar)
            .where(
                or_(*conditions),
                RegistrationBar.starts_on <= on,
                RegistrationBar.until >= on,
                ~lifted,
            )
            .order_by(RegistrationBar.until.desc())
        )
    )


def bar_row(bar: RegistrationBar) -> BarRow:
    who = format_cnpj(bar.cnpj) if bar.cnpj else format_cpf(bar.cpf or "")
    return BarRow(bar.id, bar.cnpj, bar.cpf, who, bar.reason, bar.article, bar.starts_on, bar.until)


def bars_against(
    ctx: ServiceContext, operator_id: uuid.UUID, on: date | None = None
) -> list[BarRow]:
    """Bars in force against the operator or any of its partners on `on` (default today)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = load_operator(session, operator_id)
        cpfs = list(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator.id)))
        return [
            bar_row(bar) for bar in bars_on(session, operator.cnpj, cpfs, on or office_today(ctx))
        ]
