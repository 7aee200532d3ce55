"""Queries of `desktop.services.vehicles.insurance`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select

from desktop.models.vehicles import InsurancePolicy
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import (
    format_cnpj,
)
from desktop.services.vehicles.records import load_vehicle


@dataclass(frozen=True)
class PolicyRow:
    id: uuid.UUID
    insurer: str
    policy_number: str
    insured_cnpj: str
    coverage: Decimal
    starts_on: date
    ends_on: date

    def in_force_on(self, day: date) -> bool:
        return self.starts_on <= day <= self.ends_on


def policy_row(policy: InsurancePolicy) -> PolicyRow:
    return PolicyRow(
        policy.id,
        policy.insurer,
        policy.policy_number,
        format_cnpj(policy.insured_cnpj),
        policy.coverage,
        policy.starts_on,
        policy.ends_on,
    )


def list_policies(ctx: ServiceContext, vehicle_id: uuid.UUID) -> list[PolicyRow]:
    """The vehicle's policies, newest first."""
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        load_vehicle(session, vehicle_id)
        rows = session.scalars(
            select(InsurancePolicy)
            .where(InsurancePolicy.vehicle_id == vehicle_id)
            .order_by(InsurancePolicy.ends_on.desc())
        )
        return [policy_row(policy) for policy in rows]
