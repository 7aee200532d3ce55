"""Queries of `desktop.services.vehicles.inspections`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.vehicles import Inspection, InspectionCompany
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import (
    format_cnpj,
)
from desktop.services.vehicles.records import load_vehicle


@dataclass(frozen=True)
class CompanyRow:
    id: uuid.UUID
    name: str
    cnpj_formatted: str
    inmetro_accreditation: str
    regulator_registration: str
    active: bool

    @property
    def label(self) -> str:
        return f"{self.name} — {self.cnpj_formatted}"


@dataclass(frozen=True)
class InspectionRow:
    id: uuid.UUID
    report_number: str
    inspected_on: date
    approved: bool
    valid_until: date | None
    extra: bool
    company_name: str
    articles: str
    notes: str


def company_row(company: InspectionCompany) -> CompanyRow:
    return CompanyRow(
        company.id,
        company.name,
        format_cnpj(company.cnpj),
        company.inmetro_accreditation,
        company.regulator_registration,
        company.active,
    )


def list_companies(ctx: ServiceContext) -> list[CompanyRow]:
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(select(InspectionCompany).order_by(InspectionCompany.name))
        return [company_row(company) for company in rows]


def inspection_row(session: Session, inspection: Inspection) -> InspectionRow:
    company = session.get(InspectionCompany, inspection.company_id)
    return InspectionRow(
        inspection.id,
        inspection.report_number,
        inspection.inspected_on,
        inspection.approved,
        inspection.valid_until,
        inspection.extra,
        company.name if company else "",
        inspection.articles,
        inspection.notes,
    )


def list_inspections(ctx: ServiceContext, vehicle_id: uuid.UUID) -> list[InspectionRow]:
    """The vehicle's reports, newest first."""
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        load_vehicle(session, vehicle_id)
        rows = session.scalars(
            select(Inspection)
            .where(Inspection.vehicle_id == vehicle_id)
            .order_by(Inspection.inspected_on.desc(), Inspection.created_at.desc())
        )
        return [inspection_row(session, inspection) for inspection in rows]
