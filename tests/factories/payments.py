"""Debts and payments written straight to their tables, for the tests of what reads them (no
tests here)."""

import uuid
from datetime import date
from decimal import Decimal

from desktop.models.payments import Debt, Payment


def unpaid_fine(
    ctx,
    operator_id,
    cnpj: str,
    due_on: date,
    description="Multa do auto GYN-2026-000002",
    articles="art. 67",
    amount="1909.59",
) -> uuid.UUID:
    """A fine of the operator due on `due_on`, nothing paid. Its id."""
    debt_id = uuid.uuid4()
    with ctx.database.write() as session:
        session.add(
            Debt(
                id=debt_id,
                operator_id=operator_id,
                cnpj=cnpj,
                kind="multa",
                description=description,
                articles=articles,
                amount=Decimal(amount),
                due_on=due_on,
                created_by_id=ctx.actor.user_id,
            )
        )
    return debt_id


def paid(ctx, debt_id, paid_on: date, amount: str, reference="GRU 1") -> None:
    """A payment of `amount` towards the debt."""
    with ctx.database.write() as session:
        session.add(
            Payment(
                id=uuid.uuid4(),
                debt_id=debt_id,
                paid_on=paid_on,
                amount=Decimal(amount),
                reference=reference,
                created_by_id=ctx.actor.user_id,
            )
        )
