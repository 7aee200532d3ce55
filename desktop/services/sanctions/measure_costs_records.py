"""Queries of `desktop.services.sanctions.measure_costs`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.payments import Debt
from desktop.models.sanctions import (
    SanctionProcess,
    VehicleMeasure,
    VehicleMeasureCost,
    VehicleMeasureCostPayment,
)
from desktop.rules.errors import RulesError
from desktop.rules.measures import depot_costs_refusal, depot_days
from desktop.rules.vehicle_release import (
    Cost,
    ReleaseAmounts,
    fines_of_the_release,
    release_amounts,
)
from desktop.services.calendar import office_today, office_zone
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.penalties_records import proposals_of


def removal_in(session: Session, measure_id: uuid.UUID) -> VehicleMeasure:
    measure = session.get(VehicleMeasure, measure_id)
    if measure is None:
        raise NotFound("Medida não encontrada.")
    if refusal := depot_costs_refusal(measure.kind):
        raise Conflict(refusal)
    return measure


def cost_rows(session: Session, measure_id: uuid.UUID) -> list:
    """The measure's costs, each with the day it was paid (None while unpaid)."""
    return list(
        session.execute(
            select(VehicleMeasureCost, VehicleMeasureCostPayment.paid_on)
            .outerjoin(
                VehicleMeasureCostPayment,
                VehicleMeasureCostPayment.cost_id == VehicleMeasureCost.id,
            )
            .where(VehicleMeasureCost.measure_id == measure_id)
            .order_by(VehicleMeasureCost.incurred_on, VehicleMeasureCost.created_at)
        ).all()
    )


@dataclass(frozen=True)
class CostRow:
    id: uuid.UUID
    kind: str
    amount: Decimal
    payee: str
    incurred_on: date
    paid_on: date | None


def measure_costs(ctx: ServiceContext, measure_id: uuid.UUID) -> tuple[CostRow, ...]:
    """The removal's costs as charged, each with the day it was paid (None while unpaid)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return tuple(
            CostRow(row.id, row.kind, row.amount, row.payee, row.incurred_on, paid_on)
            for row, paid_on in cost_rows(session, removal_in(session, measure_id).id)
        )


def costs_in(session: Session, measure_id: uuid.UUID) -> tuple[Cost, ...]:
    return tuple(
        Cost(row.kind, row.amount, row.payee, paid_on)
        for row, paid_on in cost_rows(session, measure_id)
    )


def statement_in(
    session: Session, ctx: ServiceContext, measure: VehicleMeasure, basis: str, day: date
) -> ReleaseAmounts:
    """`release_statement` inside a use case's own transaction."""
    removed_on = measure.started_at.astimezone(office_zone(ctx)).date()
    process = session.scalar(
        select(SanctionProcess).where(SanctionProcess.notice_id == measure.notice_id)
    )
    assert process is not None  # every notice opens its process with it
    charged = sum(
        session.scalars(
            select(Debt.amount).where(
                Debt.process_id == process.id, Debt.kind == "multa", Debt.cancelled_on.is_(None)
            )
        ),
        Decimal(0),
    )
    decided = latest_decision(session, process.id) is not None
    proposed = (
        ()
        if decided
        else tuple(proposal.amount for _, proposal in proposals_of(session, ctx, process))
    )
    fines, fines_item = fines_of_the_release(basis, decided, charged, proposed)
    try:
        return release_amounts(
            office_rulebook_in(session, "GO"),
            basis,
            removed_on,
            depot_days(removed_on, max(day, removed_on)),
            fines,
            costs_in(session, measure.id),
            fines_item,
        )
    except RulesError as error:
        raise ValidationError.from_rules(error) from error


def release_statement(
    ctx: ServiceContext, measure_id: uuid.UUID, basis: str, on: date | None = None
) -> ReleaseAmounts:
    """What releasing the removed vehicle on `on` under `basis` costs, and to whom (art. 73
    §3): the fines are those the process charged (not cancelled); before its decision the
    caução of §3, III holds those the auto's infractions carry (arts. 67-68)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return statement_in(
            session, ctx, removal_in(session, measure_id), basis, on or office_today(ctx)
        )
