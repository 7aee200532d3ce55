"""Queries of `desktop.services.sanctions.measure_deposits`, read by its screens: nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select

from desktop.models.sanctions import (
    DepositRefund,
    VehicleMeasure,
    VehicleMeasureDeposit,
)
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class DepositRow:
    measure_id: uuid.UUID
    amount: Decimal
    deposited_on: date
    reference: str
    refunded_on: date | None
    corrected_amount: Decimal | None
    refund_articles: str


def deposit_row(deposit: VehicleMeasureDeposit, refund: DepositRefund | None) -> DepositRow:
    return DepositRow(
        deposit.measure_id,
        deposit.amount,
        deposit.deposited_on,
        deposit.reference,
        refund.refunded_on if refund else None,
        refund.corrected_amount if refund else None,
        refund.articles if refund else "",
    )


def deposits_of_notice(ctx: ServiceContext, notice_id: uuid.UUID) -> dict[uuid.UUID, DepositRow]:
    """The cauções of the removals of a notice, by measure."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        found = session.execute(
            select(VehicleMeasureDeposit, DepositRefund)
            .join(VehicleMeasure, VehicleMeasure.id == VehicleMeasureDeposit.measure_id)
            .outerjoin(DepositRefund, DepositRefund.deposit_id == VehicleMeasureDeposit.id)
            .where(VehicleMeasure.notice_id == notice_id)
        ).all()
        return {deposit.measure_id: deposit_row(deposit, refund) for deposit, refund in found}
