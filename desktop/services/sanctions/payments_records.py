"""Queries of `desktop.services.sanctions.payments`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.payments import Debt, Payment
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj

CENT = Decimal("0.01")


@dataclass(frozen=True)
class DebtRow:
    id: uuid.UUID
    cnpj_formatted: str
    kind: str
    description: str
    articles: str
    amount: Decimal
    paid: Decimal
    outstanding: Decimal
    due_on: date
    overdue: bool
    cancelled_on: date | None
    process_id: uuid.UUID | None


@dataclass(frozen=True)
class PaymentRow:
    id: uuid.UUID
    debt_id: uuid.UUID
    paid_on: date
    amount: Decimal
    reference: str


def paid_of(session: Session, debt_ids: list[uuid.UUID]) -> dict[uuid.UUID, Decimal]:
    if not debt_ids:
        return {}
    rows = session.execute(
        select(Payment.debt_id, func.sum(Payment.amount))
        .where(Payment.debt_id.in_(debt_ids))
        .group_by(Payment.debt_id)
    ).all()
    return {debt_id: Decimal(str(total)).quantize(CENT) for debt_id, total in rows}


def debt_rows(session: Session, debts: list[Debt], on: date) -> list[DebtRow]:
    """Each debt with what was paid of it and what is outstanding and overdue on `on`."""
    paid = paid_of(session, [debt.id for debt in debts])
    result = []
    for debt in debts:
        done = paid.get(debt.id, Decimal("0.00"))
        outstanding = Decimal(0) if debt.cancelled_on else max(debt.amount - done, Decimal(0))
        result.append(
            DebtRow(
                debt.id,
                format_cnpj(debt.cnpj),
                debt.kind,
                debt.description,
                debt.articles,
                debt.amount,
                done,
                outstanding.quantize(CENT),
                debt.due_on,
                outstanding > 0 and debt.due_on < on,
                debt.cancelled_on,
                debt.process_id,
            )
        )
    return result


def _debts_query(session: Session, operator_id: uuid.UUID):
    operator = session.get(Operator, operator_id)
    if operator is None:
        raise NotFound("Operador não encontrado.")
    return select(Debt).where(or_(Debt.operator_id == operator_id, Debt.cnpj == operator.cnpj))


def debts_of(ctx: ServiceContext, operator_id: uuid.UUID, on: date | None = None) -> list[DebtRow]:
    """Every debt of the operator (by registry link or CNPJ), oldest due first."""
    require(ctx, Permission.OPERATOR_VIEW)
    day = on or office_today(ctx)
    with ctx.database.read() as session:
        debts = session.scalars(
            _debts_query(session, operator_id).order_by(Debt.due_on, Debt.created_at)
        ).all()
        return debt_rows(session, list(debts), day)


def overdue_debts(session: Session, operator_id: uuid.UUID, on: date) -> list[DebtRow]:
    debts = session.scalars(
        _debts_query(session, operator_id)
        .where(Debt.cancelled_on.is_(None), Debt.due_on < on)
        .order_by(Debt.due_on, Debt.created_at)
    ).all()
    return [row for row in debt_rows(session, list(debts), on) if row.overdue]


def has_overdue_debts(ctx: ServiceContext, operator_id: uuid.UUID, on: date) -> bool:
    """Whether the operator owes a debt past its due date on `on` (no CND, Res. 105,
    art. 101): for the licence check (`OperatorStatus.overdue_debts`) and every other act."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return bool(overdue_debts(session, operator_id, on))


def payments_of(ctx: ServiceContext, debt_id: uuid.UUID) -> list[PaymentRow]:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(Payment).where(Payment.debt_id == debt_id).order_by(Payment.paid_on)
        ).all()
        return [PaymentRow(p.id, p.debt_id, p.paid_on, p.amount, p.reference) for p in rows]
