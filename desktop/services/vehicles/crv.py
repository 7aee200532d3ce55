"""Certificados de registro de veículo (Res. AGR 105/2017 arts. 24, 25 and 57).

A CRV is issued when the vehicle is registered and again after each approved inspection or
a transfer, valid as the inspection report (art. 24); a new vehicle registered without
inspection gets one valid to the last day of its 60-day exemption, showing its invoice
(arts. 17 III, 23 §4 and 25). Each is numbered, QR-signed and entered in the register of
issued documents through `desktop.services.documents.issuing`, like the CRC; an issued CRV is never
rewritten: the new one supersedes it (`superseded_by_id`).
"""

import uuid
from datetime import date
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.data import OperatorIdentity
from desktop.documents.kind import CRV_KIND
from desktop.documents.vehicle_data import CrvData, NewVehicleInvoice, VehicleIdentity
from desktop.models.operators import Operator
from desktop.models.vehicles import Crv, Inspection, InspectionCompany, Vehicle
from desktop.rules import validity
from desktop.rules.vehicle_articles import (
    CRV_ARTICLES,
    inmetro_accreditation_required,
    van_act_registered,
)
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.documents.numbering import next_document_number
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.registration.operators_records import full_address
from desktop.services.validation import format_cnpj
from desktop.services.vehicles.crv_records import KIND
from desktop.services.vehicles.history import record_event
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import (
    crlv_text,
    current_crv_row,
    kind_label,
    registration_end,
    rulebook_of,
    today_of,
    vehicle_ownership_label,
    vinculada_alone_of,
)


def subject_of(vehicle_id: uuid.UUID) -> str:
    return f"vehicle:{vehicle_id}"


def latest_approved_inspection(session: Session, vehicle_id: uuid.UUID) -> Inspection | None:
    return session.scalar(
        select(Inspection)
        .where(Inspection.vehicle_id == vehicle_id, Inspection.approved.is_(True))
        .order_by(Inspection.inspected_on.desc(), Inspection.created_at.desc())
        .limit(1)
    )


def _identity(vehicle: Vehicle, jurisdiction: str) -> VehicleIdentity:
    """The vehicle as printed; a Goiás van carries its exceptional authorisation (Res. 105
    art. 14 §1), a Roraima van none (Lei 664 art. 28; `van_act_registered`); its CRLV names
    the DETRAN that issued it where the law asks which (art. 15, II)."""
    return VehicleIdentity(
        plate=format_plate(vehicle.plate),
        renavam=vehicle.renavam,
        chassis=vehicle.chassis,
        make_model=f"{vehicle.make} / {vehicle.model}",
        body=vehicle.body,
        kind=kind_label(vehicle.kind, jurisdiction)
        + (
            f" — {vehicle.van_authorisation_act}"
            if vehicle.kind == "van" and van_act_registered(jurisdiction)
            else ""
        ),
        seats=vehicle.seats,
        manufacture_year=vehicle.manufacture_year,
        model_year=vehicle.model_year,
        tachograph=vehicle.tachograph,
        seal_number=vehicle.seal_number,
        school=vehicle.school,
        crlv=crlv_text(vehicle.crlv_number, vehicle.crlv_year, vehicle.crlv_state),
    )


def _validity(ctx: ServiceContext, vehicle: Vehicle, inspection: Inspection | None) -> date:
    if inspection is not None and inspection.valid_until is not None:
        return inspection.valid_until
    if vehicle.new_vehicle and vehicle.invoice_date is not None and ctx.office.jurisdiction == "GO":
        return validity.new_vehicle_exemption(rulebook_of(ctx), vehicle.invoice_date).last_day
    raise ServiceError(
        "O veículo não tem laudo de vistoria aprovado: o CRV não pode ser emitido "
        "(Res. AGR 105/2017, arts. 23, § 4º, e 24)."
    )


def issue_crv(
    session: Session,
    ctx: ServiceContext,
    vehicle: Vehicle,
    inspection: Inspection | None,
    key_dir: Path | None = None,
) -> tuple[Crv, Issued]:
    """Issues the vehicle's CRV inside the caller's transaction; the current one, if any, is
    superseded by it. `inspection` is the approved report it follows (None: a new vehicle
    within its exemption, art. 25)."""
    today = today_of(ctx)
    valid_until = _validity(ctx, vehicle, inspection)
    operator = session.get(Operator, vehicle.operator_id)
    assert operator is not None  # the vehicle's operator (foreign key)
    vinculada = vinculada_alone_of(operator, ctx.office.jurisdiction)
    previous = current_crv_row(session, vehicle.id)
    end = registration_end(ctx.office.jurisdiction, vehicle.manufacture_year)
    company = session.get(InspectionCompany, inspection.company_id) if inspection else None
    crv = Crv(
        id=uuid.uuid4(),
        vehicle_id=vehicle.id,
        operator_id=vehicle.operator_id,
        inspection_id=inspection.id if inspection else None,
        number=next_document_number(session, ctx.office.code, "CRV", today.year),
        issued_on=today,
        valid_until=valid_until,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    data = CrvData(
        operator=OperatorIdentity(
            operator.legal_name,
            operator.trade_name,
            format_cnpj(operator.cnpj),
            full_address(operator),
        ),
        vehicle=_identity(vehicle, ctx.office.jurisdiction),
        ownership=vehicle_ownership_label(vehicle, ctx.office.jurisdiction, vinculada),
        issue_date=today,
        valid_until=valid_until,
        inspection_report=inspection.report_number if inspection else "",
        inspected_on=inspection.inspected_on if inspection else None,
        inspection_company=(
            f"{company.name} — "
            + (
                f"INMETRO {company.inmetro_accreditation}, "
                if company.inmetro_accreditation
                and inmetro_accreditation_required(ctx.office.jurisdiction)
                else ""
            )
            + f"registro {company.regulator_registration}"
            if company
            else ""
        ),
        invoice=(
            NewVehicleInvoice(vehicle.invoice_number, vehicle.invoice_date, vehicle.invoice_issuer)
            # _validity: without an inspection, only a new vehicle with its invoice's date
            if vehicle.new_vehicle and inspection is None and vehicle.invoice_date is not None
            else None
        ),
        supersedes=previous.number if previous else "",
        issued_by=ctx.actor.display_name,
        vinculada_only=vinculada,
    )
    session.add(crv)
    session.flush()
    record_audit(session, ctx.actor, "crv", crv.id, "issue", None, snapshot(crv), at=crv.created_at)
    if previous is not None:
        before = snapshot(previous)
        previous.superseded_by_id = crv.id
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "crv",
            previous.id,
            "superseded",
            before,
            snapshot(previous),
            at=crv.created_at,
        )
        restate(session, crv.created_at, numbers=[previous.number], kind=CRV_KIND)
    vehicle.crv_valid_until = valid_until
    issued = issue_document(ctx, session, KIND, data, crv.number, subject_of(vehicle.id), key_dir)
    record_event(
        session,
        ctx,
        vehicle,
        "crv",
        today,
        f"CRV nº {crv.number}"
        + (
            f", registro cancelado de ofício em {end.year} ({end.article})"
            if end
            else f", válido até {valid_until:%d/%m/%Y}"
        )
        + (f"; substitui o nº {previous.number}" if previous else ""),
        CRV_ARTICLES[vinculada]
        if ctx.office.jurisdiction == "GO"
        else "Lei 664/2008, arts. 27 e 29, I",
    )
    return crv, issued
