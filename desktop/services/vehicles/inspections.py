"""Vehicle-safety inspections (laudo final de vistoria, Res. AGR 105/2017 art. 23) and the
register of the inspection companies accredited by INMETRO and registered with the
regulator (art. 23, caput).

The next due date comes from the rules engine (`desktop.rules.validity.inspection_validity`:
yearly up to 10 years of manufacture, half-yearly above that and for school vehicles, the
delivery date of a vehicle bought new counting, art. 23 §§1-2). Lei RR 664/2008 sets no
period (art. 30 §2: the CRE/RR inspects at any time), so an RR report carries the validity
it states. An approved report reissues the CRV (art. 24), which supersedes the previous one;
the regulator may call an extra inspection at any time (art. 23 §3; Decreto 8.444/2015,
art. 36).
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.vehicles import Inspection, InspectionCompany, Vehicle, VehicleEvent
from desktop.rules import validity
from desktop.rules.errors import RulesError
from desktop.rules.vehicle_articles import (
    inmetro_accreditation_required,
    record_article,
    vehicle_article,
)
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.errors import ServiceError
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import (
    FieldErrors,
    check_cnpj,
    check_required,
    normalize_cnpj,
)
from desktop.services.vehicles.crv import issue_crv
from desktop.services.vehicles.history import audit_vehicle, record_event, vehicle_state
from desktop.services.vehicles.inspections_records import (
    CompanyRow,
    InspectionRow,
    company_row,
    inspection_row,
)
from desktop.services.vehicles.records import (
    IN_FORCE,
    load_vehicle,
    rulebook_of,
    today_of,
    vehicle_of_vinculada_alone,
)


@dataclass(frozen=True)
class CompanyInput:
    name: str
    cnpj: str
    inmetro_accreditation: str
    regulator_registration: str


@dataclass(frozen=True)
class InspectionInput:
    """A laudo final de vistoria as typed; `valid_until` only where the law sets no period
    (RR): in Goiás the rules engine computes it."""

    company_id: uuid.UUID | None
    report_number: str
    inspected_on: date | None
    approved: bool = True
    valid_until: date | None = None
    notes: str = ""


def register_company(ctx: ServiceContext, data: CompanyInput) -> CompanyRow:
    """Enters an inspection company in the register (art. 23, caput)."""
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        errors = FieldErrors()
        errors.add("name", check_required(data.name))
        errors.add("cnpj", check_cnpj(data.cnpj))
        if "cnpj" not in errors.messages and session.scalar(
            select(InspectionCompany.id).where(InspectionCompany.cnpj == normalize_cnpj(data.cnpj))
        ):
            errors.add("cnpj", "Empresa de inspeção já registrada com este CNPJ.")
        basis = vehicle_article(ctx.office.jurisdiction, "inspection")
        if inmetro_accreditation_required(ctx.office.jurisdiction):
            errors.add(
                "inmetro_accreditation",
                check_required(data.inmetro_accreditation)
                and f"Informe o credenciamento no INMETRO ({basis}).",
            )
        errors.add(
            "regulator_registration",
            check_required(data.regulator_registration)
            and "Informe o número do registro no órgão regulador "
            + (
                f"({basis})."
                if ctx.office.jurisdiction == "RR"
                else "(Res. AGR 105/2017, art. 23)."
            ),
        )
        errors.raise_if_any()
        company = InspectionCompany(
            id=uuid.uuid4(),
            name=data.name.strip(),
            cnpj=normalize_cnpj(data.cnpj),
            inmetro_accreditation=data.inmetro_accreditation.strip(),
            regulator_registration=data.regulator_registration.strip(),
            active=True,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(
            session, ctx, company, "create", entity="inspection_company", at=company.created_at
        )
        return company_row(company)


def check_inspection(
    session: Session,
    ctx: ServiceContext,
    errors: FieldErrors,
    data: InspectionInput,
    manufacture_year: int,
    school: bool,
    delivered_on: date | None,
    prefix: str = "",
) -> validity.InspectionValidity | None:
    """Adds the messages of the fields at fault (named `prefix + field`); returns the
    validity the rules engine gives an approved Goiás report."""
    today = today_of(ctx)
    company = session.get(InspectionCompany, data.company_id) if data.company_id else None
    if company is None or not company.active:
        basis = vehicle_article(ctx.office.jurisdiction, "inspection")
        accredited = (
            "credenciada pelo INMETRO e "
            if inmetro_accreditation_required(ctx.office.jurisdiction)
            else ""
        )
        errors.add(
            prefix + "company_id",
            f"Escolha a empresa de inspeção {accredited}registrada no órgão regulador ({basis}).",
        )
    errors.add(prefix + "report_number", check_required(data.report_number))
    if data.inspected_on is None:
        errors.add(prefix + "inspected_on", "Informe a data da vistoria.")
        return None
    if data.inspected_on > today:
        errors.add(prefix + "inspected_on", "A vistoria não pode ter data futura.")
        return None
    if ctx.office.jurisdiction != "GO":
        if data.approved and data.valid_until is None:
            errors.add(prefix + "valid_until", "Informe a validade que consta do laudo.")
        elif data.valid_until is not None and data.valid_until <= data.inspected_on:
            errors.add(prefix + "valid_until", "A validade deve ser posterior à vistoria.")
        return None
    try:
        return validity.inspection_validity(
            rulebook_of(ctx), manufacture_year, school, data.inspected_on, delivered_on
        )
    except RulesError as error:
        errors.add(prefix + "inspected_on", f"Vistoria recusada: {error.message}.")
        return None


def add_inspection(
    session: Session,
    ctx: ServiceContext,
    vehicle: Vehicle,
    data: InspectionInput,
    found: validity.InspectionValidity | None,
    extra: bool = False,
) -> Inspection:
    """Stores a checked report and keeps the vehicle's inspection validity in step."""
    assert data.inspected_on is not None  # the check refused a report without its date
    valid_until = (found.valid_until if found else data.valid_until) if data.approved else None
    articles = (
        "; ".join(found.articles)
        if found
        else ("" if ctx.office.jurisdiction == "GO" else "Lei 664/2008, art. 30, § 2º")
    )
    inspection = Inspection(
        id=uuid.uuid4(),
        vehicle_id=vehicle.id,
        company_id=data.company_id,
        report_number=data.report_number.strip(),
        inspected_on=data.inspected_on,
        approved=data.approved,
        valid_until=valid_until,
        extra=extra,
        articles=articles,
        notes=data.notes.strip(),
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    insert_audited(
        session, ctx, inspection, "create", entity="vehicle_inspection", at=inspection.created_at
    )
    vehicle.inspection_valid_until = valid_until
    outcome = "aprovado" if data.approved else "reprovado"
    until = f", válido até {valid_until:%d/%m/%Y}" if valid_until else ""
    record_event(
        session,
        ctx,
        vehicle,
        "vistoria",
        data.inspected_on,
        f"Laudo nº {inspection.report_number} {outcome}{until}"
        + (" (vistoria exigida pelo órgão regulador)" if extra else ""),
        record_article(
            ctx.office.jurisdiction,
            "inspection_called" if extra else "inspection",
            vehicle_of_vinculada_alone(session, vehicle, ctx.office.jurisdiction),
        ),
    )
    return inspection


def _pending_call(session: Session, vehicle: Vehicle) -> bool:
    """Whether the regulator's last call for an extra inspection is still unanswered."""
    last = session.scalar(
        select(VehicleEvent.kind)
        .where(
            VehicleEvent.vehicle_id == vehicle.id,
            VehicleEvent.kind.in_(("vistoria_exigida", "vistoria")),
        )
        .order_by(VehicleEvent.sequence.desc())
        .limit(1)
    )
    return last == "vistoria_exigida"


def record_inspection(
    ctx: ServiceContext,
    vehicle_id: uuid.UUID,
    data: InspectionInput,
    key_dir: Path | None = None,
) -> tuple[InspectionRow, Issued | None]:
    """Records a report; an approved one reissues the CRV with the new validity (art. 24).
    Returns the report and the new CRV (None for a failed report)."""
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        if vehicle.status != IN_FORCE:
            raise ServiceError("O veículo não está registrado: não recebe vistoria.")
        errors = FieldErrors()
        found = check_inspection(
            session,
            ctx,
            errors,
            data,
            vehicle.manufacture_year,
            vehicle.school,
            vehicle.delivered_on,
        )
        errors.raise_if_any()
        before = vehicle_state(vehicle)
        extra = _pending_call(session, vehicle)
        inspection = add_inspection(session, ctx, vehicle, data, found, extra)
        issued = None
        if inspection.approved:
            _crv, issued = issue_crv(session, ctx, vehicle, inspection, key_dir)
        else:
            vehicle.crv_valid_until = None
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, "inspection", before)
        return inspection_row(session, inspection), issued


def call_extra_inspection(
    ctx: ServiceContext, vehicle_id: uuid.UUID, called_on: date, reason: str
) -> None:
    """The regulator asks for a new inspection whatever the CRV's validity (art. 23 §3;
    Decreto 8.444/2015, art. 36); the next report recorded answers it."""
    require(ctx, Permission.VEHICLE_TRAFFIC)
    errors = FieldErrors()
    errors.add("reason", check_required(reason))
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        if called_on is None or called_on > today_of(ctx):
            errors.add("called_on", "Informe a data da exigência (não futura).")
        errors.raise_if_any()
        record_event(
            session,
            ctx,
            vehicle,
            "vistoria_exigida",
            called_on,
            reason.strip(),
            record_article(
                ctx.office.jurisdiction,
                "inspection_called",
                vehicle_of_vinculada_alone(session, vehicle, ctx.office.jurisdiction),
            ),
        )
