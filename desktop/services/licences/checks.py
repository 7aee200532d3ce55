"""Everything the rules engine needs to decide a licence, gathered from the database, and
its answer: every failing reason at once, each with its article and pt-BR message.

GO (Res. AGR 105/2017): the operator's current CRC and modalities (art. 13), each vehicle's
registration, capacity, inspection, school inspection, insurance and withdrawal from traffic
(arts. 23-24, 30 sole §, 38 VII, VIII and XII, 50-51), suspension (art. 69) and overdue debts
(art. 101), the drivers' link (arts. 46-47) and the kind of passenger list (art. 29 §§2-3)
go into `desktop.rules.check_licence`. RR (Lei 664/2008): the registration valid through the
service (art. 2 sole §), the authorisation's term (art. 19), the commitment term signed before
the service starts (art. 20), each vehicle, the capacity and the suspension (art. 85).

A licence names one or more vehicles: every vehicle is checked and each finding about a vehicle
carries its plate; the capacity is the seats of all of them together.
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner
from desktop.models.vehicles import Vehicle
from desktop.rules import (
    REASONS,
    LicenceFinding,
    LicenceRequest,
    OperatorStatus,
    VehicleStatus,
    check_licence,
    rr_authorisation_term,
)
from desktop.rules.choices import LicenceModality
from desktop.rules.rulebook import load_rulebook
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.licences.requests import LicenceInput
from desktop.services.registration.crc import current_crc_row
from desktop.services.registration.operators import split_codes
from desktop.services.sanctions.payments import has_overdue_debts
from desktop.services.sanctions.penalties import operator_sanction_status
from desktop.services.validation import digits_only
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import IN_FORCE

L664 = "Lei RR 664/2008"
RR_REASONS = {
    "cadastro_vencido": (
        f"{L664}, art. 2º, parágrafo único",
        "Autorizatária sem registro cadastral válido até o último dia do serviço.",
    ),
    "autorizacao_prazo": (
        f"{L664}, art. 19",
        "Autorização para serviço que não seja linha com prazo superior a seis meses.",
    ),
    "termo_compromisso": (
        f"{L664}, art. 20",
        "Termo de compromisso não assinado antes do início do serviço.",
    ),
    "veiculo_nao_registrado": (
        f"{L664}, arts. 27 e 28",
        "Veículo sem registro em vigor no CRE/RR.",
    ),
    "lotacao": (
        f"{L664}, art. 2º, parágrafo único",
        "Passageiros acima da lotação dos veículos da autorização (requisitos de segurança).",
    ),
    "autorizataria_suspensa": (f"{L664}, art. 85", "Autorizatária suspensa em dia da viagem."),
}


@dataclass(frozen=True)
class SanctionInputs:
    """Suspension in force on a day of travel (last day), overdue debts, caducity."""

    suspended_until: date | None
    overdue_debts: bool
    caducity: bool


@dataclass(frozen=True)
class LicenceCheck:
    """The answer shown to the clerk: `allowed`, and every finding with article and text."""

    allowed: bool
    findings: tuple[LicenceFinding, ...]
    request: LicenceRequest | None

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(finding.reason for finding in self.findings)

    def lines(self) -> list[str]:
        return [f"{finding.message} ({finding.article})" for finding in self.findings]


def sanction_inputs(
    ctx: ServiceContext, operator_id: uuid.UUID, start: date, end: date, today: date
) -> SanctionInputs:
    """The sanctions that bear on a trip from `start` to `end` asked on `today`, from the
    sanctions services: a suspension running on a day of travel (Res. 105, art. 69; one
    that starts after the last day does not stop the trip), a debt past its due date today
    (art. 101) and a caducity declared (art. 70)."""
    status = operator_sanction_status(ctx, operator_id, start)
    running = status.suspended_from is not None and status.suspended_from <= end
    return SanctionInputs(
        suspended_until=status.suspended_until if running else None,
        overdue_debts=has_overdue_debts(ctx, operator_id, today),
        caducity=status.caducity_declared_on is not None and status.caducity_declared_on <= today,
    )


def operator_status(
    session: Session, operator: Operator, sanctions: SanctionInputs
) -> OperatorStatus:
    crc = current_crc_row(session, operator.id)
    registered = split_codes(crc.modalities) if crc else ()
    modalities = frozenset(
        modality.value for modality in LicenceModality if modality.registration in registered
    )
    # A caducity voids the CRC (Res. 105, art. 70 §2): no valid certificate.
    valid_until = crc.valid_until if crc and not sanctions.caducity else None
    return OperatorStatus(
        valid_until, modalities, sanctions.suspended_until, sanctions.overdue_debts
    )


def vehicle_status(vehicle: Vehicle, end: date) -> VehicleStatus:
    """The vehicle as the rules engine sees it for a trip whose last day is `end`; the
    school inspection of the DETRAN-GO must run through it too (art. 30 sole §)."""
    return VehicleStatus(
        plate=format_plate(vehicle.plate),
        registered=vehicle.status == IN_FORCE,
        capacity=vehicle.seats,
        inspection_valid_until=vehicle.inspection_valid_until,
        insurance_valid_until=vehicle.insurance_valid_until,
        school_inspection=vehicle.school_inspection_until is not None
        and vehicle.school_inspection_until >= end,
        withdrawn_from_traffic=vehicle.withdrawn,
    )


def drivers_linked(session: Session, operator_id: uuid.UUID, data: LicenceInput) -> bool:
    """Arts. 46-47: every driver shows one of the documents of art. 47; a driver linked by
    the contrato social or the ata must be one of the operator's partners or cooperados."""
    partners = set(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator_id)))
    for driver in data.drivers:
        if not driver.link_reference.strip():
            return False
        if driver.link_kind in ("contrato_social", "ata") and (
            digits_only(driver.cpf) not in partners
        ):
            return False
    return bool(data.drivers)


def passenger_count(data: LicenceInput) -> int:
    return len(data.passengers)


def _go_check(
    data: LicenceInput,
    requested_at: datetime,
    vehicles: list[Vehicle],
    operator: OperatorStatus,
    linked: bool,
) -> LicenceCheck:
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    request = LicenceRequest(
        modality=data.modality,
        requested_at=requested_at,
        start=data.start_on,
        end=data.end_on,
        passengers=passenger_count(data),
        vehicles=tuple(vehicle_status(vehicle, data.end_on) for vehicle in vehicles),
        operator=operator,
        departure=data.departure_at,
        driver_link_proven=linked,
        passenger_list=data.passenger_list,
        destinations=data.destinations,
    )
    decision = check_licence(load_rulebook("GO"), request)
    return LicenceCheck(decision.allowed, decision.findings, request)


def _rr_finding(reason: str, plate: str = "") -> LicenceFinding:
    article, message = RR_REASONS[reason]
    return LicenceFinding(
        reason, article, f"Veículo {plate}: {message}" if plate else message, plate
    )


def _rr_check(
    data: LicenceInput, vehicles: list[Vehicle], operator: OperatorStatus
) -> LicenceCheck:
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    term = rr_authorisation_term(load_rulebook("RR"), data.start_on, line=False)
    registered = operator.crc_valid_until is not None and operator.crc_valid_until >= data.end_on
    failing = [
        ("cadastro_vencido", not registered),
        ("autorizacao_prazo", data.end_on > term.last_day),
        (
            "termo_compromisso",
            data.commitment_signed_on is None or data.commitment_signed_on > data.start_on,
        ),
    ]
    findings = [_rr_finding(reason) for reason, fails in failing if fails]
    for vehicle in vehicles:
        plate = format_plate(vehicle.plate)
        if vehicle.status != IN_FORCE or vehicle.withdrawn:
            findings.append(_rr_finding("veiculo_nao_registrado", plate))
    if passenger_count(data) > sum(vehicle.seats for vehicle in vehicles):
        findings.append(_rr_finding("lotacao"))
    if operator.suspended_until is not None:
        findings.append(_rr_finding("autorizataria_suspensa"))
    return LicenceCheck(not findings, tuple(findings), None)


def check_in_session(
    ctx: ServiceContext, session: Session, data: LicenceInput, requested_at: datetime, today: date
) -> LicenceCheck:
    """The decision on a request whose fields `licence_requests.check_request` accepted."""
    jurisdiction = ctx.office.jurisdiction
    operator = session.get(Operator, data.operator_id)
    if operator is None:
        raise NotFound("Autorizatária não encontrada.")
    vehicles = [session.get(Vehicle, vehicle_id) for vehicle_id in data.vehicle_ids]
    if not vehicles or None in vehicles:
        raise NotFound("Veículo não encontrado.")
    found = [vehicle for vehicle in vehicles if vehicle is not None]  # all of them, as checked
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    sanctions = sanction_inputs(ctx, operator.id, data.start_on, data.end_on, today)
    status = operator_status(session, operator, sanctions)
    if jurisdiction == "RR":
        return _rr_check(data, found, status)
    return _go_check(data, requested_at, found, status, drivers_linked(session, operator.id, data))


def reason_text(reason: str) -> tuple[str, str]:
    """(article, message) of a reason of either jurisdiction."""
    return REASONS.get(reason) or RR_REASONS[reason]
