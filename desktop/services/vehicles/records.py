"""What every vehicle service shares: labels, loading a vehicle, its detail for the screens
and recording one event of its life (with its audit entry, in the caller's transaction)."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.vehicles import Crv, Vehicle
from desktop.rules.choices import Jurisdiction, company_word
from desktop.rules.public_institutions import vinculada_only
from desktop.rules.rulebook import Rulebook, load_rulebook
from desktop.rules.validity import RegistrationEnd, rr_registration_end
from desktop.rules.vehicle_articles import vehicle_article
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.registration.operators_records import split_codes
from desktop.services.validation import format_cnpj, format_cpf
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.ownership import authorisation_text, ownership_label

# Res. AGR 105/2017 art. 6: XIII microônibus up to 20 passengers, XV ônibus more than 20;
# art. 14 §1: the van only by the regulator's exceptional authorisation.
KINDS = {
    "onibus": "Ônibus rodoviário",
    "microonibus": "Microônibus",
    "van": "Microônibus tipo van (autorização excepcional)",
}
# Lei RR 664/2008, art. 28: vans are registered as buses and microbuses are, with no
# exceptional authorisation.
RR_KINDS = {**KINDS, "van": "Van"}


def kind_labels(jurisdiction: str) -> dict[str, str]:
    """The vehicles' kinds in the words of the office's law."""
    return RR_KINDS if jurisdiction == "RR" else KINDS


def kind_label(kind: str, jurisdiction: str) -> str:
    """The vehicle's kind in the words of the office's law."""
    return kind_labels(jurisdiction)[kind]


def vehicle_ownership_label(vehicle: Vehicle, jurisdiction: str, vinculada: bool) -> str:
    """The vehicle's ownership as the tab shows it and the CRV prints it: a comodato with its
    lender and the AGR's authorisation (Res. AGR 105/2017, art. 16, § 2º); `vinculada` as
    `vinculada_alone_of` says."""
    return ownership_label(
        vehicle.ownership,
        jurisdiction,
        vehicle.lender_name,
        vehicle.lender_cpf,
        authorisation_text(vehicle.authorisation_act, vehicle.authorised_on),
        vinculada,
    )


def vinculada_alone_of(operator: Operator, jurisdiction: str) -> bool:
    """Goiás, the operator of the característica vinculada alone: its vehicles are registered
    by Chapter V (Res. AGR 105/2017, art. 56) and certified by art. 57, not by the
    fretamento's Chapter III. An operator of both modalities registers them by Chapter III,
    whose rules keep them fit for its fretamento too."""
    return jurisdiction == Jurisdiction.GO and vinculada_only(split_codes(operator.modalities))


def vehicle_of_vinculada_alone(session: Session, vehicle: Vehicle, jurisdiction: str) -> bool:
    """`vinculada_alone_of` the vehicle's operator."""
    operator = session.get(Operator, vehicle.operator_id)
    assert operator is not None  # the vehicle's operator (foreign key)
    return vinculada_alone_of(operator, jurisdiction)


def crlv_text(number: str, year: int, state: str) -> str:
    """The CRLV as shown and printed: its number, year and, where the law asks which
    (Res. AGR 105/2017, art. 15, II), the DETRAN that issued it."""
    issuer = f", DETRAN-{state}" if state else ""
    return f"nº {number}, exercício {year}{issuer}"


STATUS_LABELS = {
    "registrado": "Registrado",
    "baixado": "Baixado (venda)",
    "desativado": "Desativado",
    "cancelado": "Registro cancelado",
}
IN_FORCE = "registrado"


def situation_label(status: str, withdrawn: bool) -> str:
    """The vehicle's status in a word or two, as the vehicle list shows it."""
    if status == IN_FORCE and withdrawn:
        return "Afastado de tráfego"
    return STATUS_LABELS[status]


def cited_situation(status: str, withdrawn: bool, jurisdiction: str) -> str:
    """The status as the vehicle's detail shows it: a withdrawal from traffic cites the
    article of the office's law it rests on, as its event in the history does
    (`vehicle_article`: Res. AGR 105/2017, art. 38, VIII; Lei RR 664/2008, art. 30)."""
    label = situation_label(status, withdrawn)
    if status == IN_FORCE and withdrawn:
        return f"{label} ({vehicle_article(jurisdiction, 'withdrawal')})"
    return label


EVENT_LABELS = {
    "registro": "Registro do veículo",
    "alteracao": "Alteração do cadastro",
    "vistoria": "Laudo de vistoria",
    "vistoria_exigida": "Nova vistoria exigida",
    "seguro": "Apólice de seguro",
    "crv": "CRV emitido",
    "afastamento": "Afastamento de tráfego",
    "liberacao": "Liberação para o tráfego",
    "transferencia_saida": "Transferência para outra {company}",
    "transferencia_entrada": "Transferência recebida",
    "baixa": "Baixa por venda",
    "desativacao": "Desativação",
    "cancelamento": "Cancelamento de ofício",
}


def event_labels(jurisdiction: str) -> dict[str, str]:
    """The vehicle events' names in the words of the office's law: {company} is its word for
    the company (`company_word`; Lei RR 664/2008's delegatária, arts. 27 and 39)."""
    company = company_word(jurisdiction)
    return {kind: label.format(company=company) for kind, label in EVENT_LABELS.items()}


@dataclass(frozen=True)
class VehicleDetail:
    id: uuid.UUID
    operator_id: uuid.UUID
    operator_name: str
    operator_cnpj: str
    plate: str
    plate_formatted: str
    renavam: str
    chassis: str
    make: str
    model: str
    body: str
    kind: str
    kind_label: str
    van_authorisation_act: str
    adapted_for_comfort: bool
    seats: int
    manufacture_year: int
    model_year: int
    tachograph: str
    seal_number: str
    crlv_number: str
    crlv_year: int
    crlv_state: str
    dpvat_reference: str
    school: bool
    school_stripe: bool
    school_inspection_until: date | None
    ownership: str
    ownership_label: str
    leasing_institution: str
    leasing_authorisation: str
    lender_name: str
    lender_cpf: str
    contract_registry: str
    contract_number: str
    contract_date: date | None
    contract_copies: int
    contract_ocb_filing: str
    lender_act: str
    authorisation_act: str
    authorised_on: date | None
    ownership_certificate: str
    maintenance_declaration_on: date | None
    new_vehicle: bool
    invoice_number: str
    invoice_date: date | None
    invoice_issuer: str
    delivered_on: date | None
    request_signed_on: date | None
    request_notarised: bool
    status: str
    status_label: str
    withdrawn: bool
    situation: str
    registered_on: date
    inspection_valid_until: date | None
    insurance_valid_until: date | None
    crv_valid_until: date | None
    crv_number: str
    updated_at: datetime
    # RR: the year its registration is cancelled de ofício (Lei 664, art. 31, I), the only
    # term the law sets it; GO: None, the CRV lasting the inspection's term (art. 24).
    registration_end: RegistrationEnd | None = None
    # GO: the operator registers for the característica vinculada alone (`vinculada_alone_of`).
    vinculada_only: bool = False

    @property
    def in_force(self) -> bool:
        return self.status == IN_FORCE


def registration_end(jurisdiction: str, manufacture_year: int) -> RegistrationEnd | None:
    """When the law ends the vehicle's registration by itself: in Roraima, cancelled de ofício
    at 15 years of manufacture (Lei 664, art. 31, I); in Goiás None (its CRV is valid while
    the inspection report is, Res. 105 art. 24: the CRV's own date)."""
    if jurisdiction != Jurisdiction.RR:
        return None
    return rr_registration_end(load_rulebook(jurisdiction), manufacture_year)


def rulebook_of(ctx: ServiceContext) -> Rulebook:
    return load_rulebook(ctx.office.jurisdiction)


def today_of(ctx: ServiceContext) -> date:
    return office_today(ctx)


def load_vehicle(session: Session, vehicle_id: uuid.UUID) -> Vehicle:
    vehicle = session.get(Vehicle, vehicle_id)
    if vehicle is None:
        raise NotFound("Veículo não encontrado.")
    return vehicle


def current_crv_row(session: Session, vehicle_id: uuid.UUID) -> Crv | None:
    return session.scalar(
        select(Crv).where(Crv.vehicle_id == vehicle_id, Crv.superseded_by_id.is_(None))
    )


def vehicle_detail(session: Session, vehicle: Vehicle, jurisdiction: str) -> VehicleDetail:
    """The vehicle as the office of `jurisdiction` shows it, in the words of its law."""
    operator = session.get(Operator, vehicle.operator_id)
    assert operator is not None  # the vehicle's operator (foreign key)
    crv = current_crv_row(session, vehicle.id)
    vinculada = vinculada_alone_of(operator, jurisdiction)
    return VehicleDetail(
        id=vehicle.id,
        operator_id=vehicle.operator_id,
        operator_name=operator.legal_name,
        operator_cnpj=format_cnpj(operator.cnpj),
        plate=vehicle.plate,
        plate_formatted=format_plate(vehicle.plate),
        renavam=vehicle.renavam,
        chassis=vehicle.chassis,
        make=vehicle.make,
        model=vehicle.model,
        body=vehicle.body,
        kind=vehicle.kind,
        kind_label=kind_label(vehicle.kind, jurisdiction),
        van_authorisation_act=vehicle.van_authorisation_act,
        adapted_for_comfort=vehicle.adapted_for_comfort,
        seats=vehicle.seats,
        manufacture_year=vehicle.manufacture_year,
        model_year=vehicle.model_year,
        tachograph=vehicle.tachograph,
        seal_number=vehicle.seal_number,
        crlv_number=vehicle.crlv_number,
        crlv_year=vehicle.crlv_year,
        crlv_state=vehicle.crlv_state,
        dpvat_reference=vehicle.dpvat_reference,
        school=vehicle.school,
        school_stripe=vehicle.school_stripe,
        school_inspection_until=vehicle.school_inspection_until,
        ownership=vehicle.ownership,
        ownership_label=vehicle_ownership_label(vehicle, jurisdiction, vinculada),
        leasing_institution=vehicle.leasing_institution,
        leasing_authorisation=vehicle.leasing_authorisation,
        lender_name=vehicle.lender_name,
        lender_cpf=format_cpf(vehicle.lender_cpf) if vehicle.lender_cpf else "",
        contract_registry=vehicle.contract_registry,
        contract_number=vehicle.contract_number,
        contract_date=vehicle.contract_date,
        contract_copies=vehicle.contract_copies,
        contract_ocb_filing=vehicle.contract_ocb_filing,
        lender_act=vehicle.lender_act,
        authorisation_act=vehicle.authorisation_act,
        authorised_on=vehicle.authorised_on,
        ownership_certificate=vehicle.ownership_certificate,
        maintenance_declaration_on=vehicle.maintenance_declaration_on,
        new_vehicle=vehicle.new_vehicle,
        invoice_number=vehicle.invoice_number,
        invoice_date=vehicle.invoice_date,
        invoice_issuer=vehicle.invoice_issuer,
        delivered_on=vehicle.delivered_on,
        request_signed_on=vehicle.request_signed_on,
        request_notarised=vehicle.request_notarised,
        status=vehicle.status,
        status_label=STATUS_LABELS[vehicle.status],
        withdrawn=vehicle.withdrawn,
        situation=cited_situation(vehicle.status, vehicle.withdrawn, jurisdiction),
        registered_on=vehicle.registered_on,
        inspection_valid_until=vehicle.inspection_valid_until,
        insurance_valid_until=vehicle.insurance_valid_until,
        crv_valid_until=vehicle.crv_valid_until,
        crv_number=crv.number if crv else "",
        updated_at=vehicle.updated_at,
        registration_end=registration_end(jurisdiction, vehicle.manufacture_year),
        vinculada_only=vinculada,
    )
