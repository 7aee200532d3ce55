"""What is read of the accounting data a GO permissionária or concessionária gives for the
tariff calculation (Decreto 8.444/2015, art. 16, parágrafo único): the deliveries of the
company holding a line's contract, shown on the line's screen and read by the readjustment
and the revision of its fare."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import LineDelegation, OperatorAccountingData
from desktop.rules.lines.tariff_data import AccountingPeriod
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class AccountingRow:
    start: date
    end: date
    received_on: date
    reference: str


def latest_delegation(session: Session, line_id: uuid.UUID) -> LineDelegation | None:
    """The line's latest delegation: the one its fares follow."""
    return session.scalar(
        select(LineDelegation)
        .where(LineDelegation.line_id == line_id)
        .order_by(LineDelegation.starts_on.desc(), LineDelegation.created_at.desc())
    )


def accounting_periods(session: Session, operator_id: uuid.UUID) -> list[AccountingRow]:
    """Every delivery of the operator's accounting data, latest period first."""
    return [
        AccountingRow(row.period_start, row.period_end, row.received_on, row.reference)
        for row in session.scalars(
            select(OperatorAccountingData)
            .where(OperatorAccountingData.operator_id == operator_id)
            .order_by(OperatorAccountingData.period_end.desc(), OperatorAccountingData.created_at)
        )
    ]


def given_periods(session: Session, operator_id: uuid.UUID) -> list[AccountingPeriod]:
    return [
        AccountingPeriod(row.start, row.end, row.received_on)
        for row in accounting_periods(session, operator_id)
    ]


def line_accounting(ctx: ServiceContext, line_id: uuid.UUID) -> list[AccountingRow]:
    """The accounting data of the company holding the line's latest delegation."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        delegation = latest_delegation(session, line_id)
        return [] if delegation is None else accounting_periods(session, delegation.operator_id)
