"""Everything the rules engine needs to decide a licence, gathered from the database, and
its answer: every failing reason at once, each with its article and pt-BR message.

GO (Res. AGR 105/2017): the operator's current CRC and modalities (art. 13), each vehicle's
registration, capacity, inspection, school inspection, insurance and withdrawal from traffic
(arts. 23-24, 30 sole §, 38 VII, VIII and XII, 50-51), suspension (art. 69) and overdue debts
(art. 101), the drivers' link (arts. 46-47) and the kind of passenger list (art. 29 §§2-3)
go into `desktop.rules.check_licence`. RR (Lei 664/2008): the services registered (art. 2 sole
§), the authorisation's term (art. 19), each vehicle's registration, age, inspection, insurance
and withdrawal (arts. 20 V, 27-31, 39), the capacity, the route within the state (arts. 1-2),
inidoneidade and cassação (arts. 86-88) and the commitment term signed before the service
starts (arts. 20, 23) go into `desktop.rules.check_rr_licence`, the code the conformance
harness answers from.

A licence names one or more vehicles: every vehicle is checked and each finding about a vehicle
carries its plate; the capacity is the seats of all of them together.
"""

import uuid
from dataclasses import dataclass, replace
from datetime import date, datetime

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner
from desktop.models.vehicles import InsurancePolicy, Vehicle
from desktop.rules import (
    REASONS,
    RR_REASONS,
    LicenceFinding,
    LicenceRequest,
    OperatorStatus,
    VehicleStatus,
    check_licence,
    check_rr_licence,
)
from desktop.rules.choices import EmploymentProof, LicenceModality, RegistrationModality
from desktop.rules.insurance import PolicyCover, periods_meeting_minimum
from desktop.rules.licences_rr import CommitmentTerm, RrLicenceRequest, RrOperatorStatus
from desktop.rules.rulebook import DatedValue, load_rulebook
from desktop.services.complaints.complaints_records import hold_in
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.licences.check_reads import (
    CrcStanding,
    SanctionRow,
    crc_standing,
    operator_sanctions,
)
from desktop.services.licences.requests import LicenceInput, contractor_is_public
from desktop.services.registration.crc_records import current_crc_row
from desktop.services.registration.operator_documents_records import current_documents
from desktop.services.registration.operators_records import split_codes
from desktop.services.sanctions.payments_records import overdue_debts
from desktop.services.sanctions.penalties_records import (
    SanctionStatus,
    caducity_declared,
    running_suspensions,
    sanction_status_in,
)
from desktop.services.sanctions.preventive import preventively_suspended
from desktop.services.validation import digits_only
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.insurance import minimum_covers, policy_covers
from desktop.services.vehicles.records import IN_FORCE

# The application's licence modalities as the services of Lei 664, art. 2: the eventual
# modality is the trip of art. 2 I-III the clerk chooses (`rr_service`), charter and school
# transport art. 2 IV (fretamento); the característica vinculada does not exist in Roraima
# (refused by `requests.check_request`).
RR_SERVICE = {
    LicenceModality.EVENTUAL: "eventual",
    LicenceModality.CONTINUO: "fretamento",
    LicenceModality.ESCOLAR: "fretamento",
}


def rr_service(data: LicenceInput) -> str:
    """The service of Lei 664, art. 2 the request asks for: the eventual modality's trip the
    clerk chose (I especial, II eventual, III turismo), else `RR_SERVICE`'s."""
    modality = LicenceModality(data.modality)
    if modality == LicenceModality.EVENTUAL:
        return data.rr_trip
    return RR_SERVICE[modality]


VINCULADA_REGISTRATION = RegistrationModality.CARACTERISTICA_VINCULADA.value
# A registration for eventual or tourist trips covers art. 2 I-III; for contínuo or escolar,
# art. 2 IV.
RR_REGISTERED_SERVICES = {
    RegistrationModality.EVENTUAL_TURISTICO: ("especial", "eventual", "turismo"),
    RegistrationModality.CONTINUO: ("fretamento",),
    RegistrationModality.CONTINUO_ESCOLAR: ("fretamento",),
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
    sanctions: tuple[SanctionRow, ...], start: date, end: date, today: date, overdue: bool
) -> SanctionInputs:
    """The sanctions that bear on a trip from `start` to `end` asked on `today`, of the
    operator's `sanctions` not revoked, those decided by `start` as
    `penalties_records.sanction_status_in` takes them: a suspension running on a day of
    travel (Res. 105, art. 69; one that starts after the last day does not stop the trip)
    and a caducity declared (art. 70); `overdue`: a debt past its due date today (art. 101)."""
    decided = [sanction for sanction in sanctions if sanction.decided_on <= start]
    suspension = next(iter(running_suspensions(decided, start)), None)
    suspended_until = None
    if suspension is not None and suspension.first_day is not None and suspension.first_day <= end:
        suspended_until = suspension.last_day
    caducity = caducity_declared(decided)
    return SanctionInputs(
        suspended_until=suspended_until,
        overdue_debts=overdue,
        caducity=caducity is not None and caducity <= today,
    )


def operator_status(
    operator: Operator, crcs: CrcStanding, sanctions: SanctionInputs
) -> OperatorStatus:
    crc = crcs.current
    registered = split_codes(crc.modalities) if crc else ()
    # Res. 105, art. 56, I: the característica vinculada is named in the request of the
    # registration of its vehicles, not certified by a CRC (art. 13 §1º, III).
    if VINCULADA_REGISTRATION in split_codes(operator.modalities):
        registered = (*registered, VINCULADA_REGISTRATION)
    modalities = frozenset(
        modality.value for modality in LicenceModality if modality.registration in registered
    )
    # A caducity voids the CRC (Res. 105, art. 70 §2): no valid certificate.
    valid_until = crc.valid_until if crc and not sanctions.caducity else None
    return OperatorStatus(
        valid_until,
        modalities,
        sanctions.suspended_until,
        sanctions.overdue_debts,
        # Res. 105, art. 9 §4: the registration cancelled summarily by the AGR.
        registration_cancelled=crcs.summarily_cancelled,
    )


def vehicle_status(
    vehicle: Vehicle,
    end: date,
    policies: tuple[PolicyCover, ...] | None = None,
    minimums: tuple[DatedValue, ...] = (),
) -> VehicleStatus:
    """The vehicle as the rules engine sees it for a trip whose last day is `end`; the
    school inspection of the DETRAN-GO must run through it too (art. 30 sole §). With
    `policies` (`vehicles.insurance.policy_covers`) the passengers are insured on every day
    of travel by their periods (arts. 50, 51 §2), each day by a cover reaching the AGR's
    minimum `minimums` in force that day (art. 51 §§1º and 3º); without, by the latest end."""
    return VehicleStatus(
        plate=format_plate(vehicle.plate),
        registered=vehicle.status == IN_FORCE,
        capacity=vehicle.seats,
        inspection_valid_until=vehicle.inspection_valid_until,
        insurance_valid_until=vehicle.insurance_valid_until,
        school_inspection=vehicle.school_inspection_until is not None
        and vehicle.school_inspection_until >= end,
        withdrawn_from_traffic=vehicle.withdrawn,
        insurance_periods=None
        if policies is None
        else tuple((policy.first_day, policy.last_day) for policy in policies),
        minimum_cover_periods=None
        if policies is None
        else periods_meeting_minimum(policies, minimums),
    )


_PARTNERS = select(Partner.cpf).where(Partner.operator_id == bindparam("operator_id"))


def drivers_linked(session: Session, operator_id: uuid.UUID, data: LicenceInput) -> bool:
    """Arts. 46-47: every driver shows one of the documents of art. 47; a driver linked by
    the contrato social or the ata must be one of the operator's partners or cooperados."""
    partners = set(session.scalars(_PARTNERS, {"operator_id": operator_id}))
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
    session: Session,
    data: LicenceInput,
    requested_at: datetime,
    vehicles: list[Vehicle],
    operator: OperatorStatus,
    linked: bool,
) -> LicenceCheck:
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    minimums = minimum_covers(session, "GO")
    request = LicenceRequest(
        modality=data.modality,
        requested_at=requested_at,
        start=data.start_on,
        end=data.end_on,
        passengers=passenger_count(data),
        vehicles=tuple(
            vehicle_status(vehicle, data.end_on, policy_covers(session, vehicle), minimums)
            for vehicle in vehicles
        ),
        operator=operator,
        departure=data.departure_at,
        driver_link_proven=linked,
        passenger_list=data.passenger_list,
        destinations=data.destinations,
        contractor_public=contractor_is_public(data),
        origin=data.origin_code,
        destination=data.destination_code,
        link_proof_demanded=data.link_proof_demanded,
        persons_link_proven=all(
            passenger.employment_proof in EmploymentProof.codes() for passenger in data.passengers
        ),
        public_institution=data.public_institution,
    )
    decision = check_licence(load_rulebook("GO"), request)
    return LicenceCheck(decision.allowed, decision.findings, request)


def _insurance_periods(session: Session, vehicle: Vehicle) -> tuple[tuple[date, date], ...]:
    """The periods of the passenger insurance policies recorded for the vehicle in the
    operator's name (Lei 664, arts. 20 V and 39)."""
    policies = session.scalars(
        select(InsurancePolicy).where(
            InsurancePolicy.vehicle_id == vehicle.id,
            InsurancePolicy.operator_id == vehicle.operator_id,
        )
    )
    return tuple((policy.starts_on, policy.ends_on) for policy in policies)


def rr_vehicle_status(session: Session, vehicle: Vehicle) -> VehicleStatus:
    """The vehicle as `check_rr_licence` sees it: registered in the CRE/RR (arts. 27, 29 I),
    its year of manufacture (arts. 28 §1, 31 I), inspection (art. 30), the insurance
    policies (arts. 20 V, 39) and a withdrawal from traffic not yet released (art. 30 §1)."""
    return VehicleStatus(
        plate=format_plate(vehicle.plate),
        registered=vehicle.status == IN_FORCE,
        capacity=vehicle.seats,
        inspection_valid_until=vehicle.inspection_valid_until,
        insurance_valid_until=vehicle.insurance_valid_until,
        withdrawn_from_traffic=vehicle.withdrawn,
        insurance_periods=_insurance_periods(session, vehicle),
        manufacture_year=vehicle.manufacture_year,
    )


def rr_operator_status(
    session: Session, operator: Operator, status: SanctionStatus, today: date
) -> RrOperatorStatus:
    """The company: the services its current registration covers (art. 2 sole §), the last
    day of the registration only when the office recorded one (Lei 664 sets no term), a
    declaration of inidoneidade (art. 86) or a cassação still barring it (arts. 87-88), and
    the proofs of art. 18 on record and in force `today`, when the proposal is appreciated."""
    crc = current_crc_row(session, operator.id)
    registered = split_codes(crc.modalities) if crc else ()
    services = frozenset(
        service
        for modality, granted in RR_REGISTERED_SERVICES.items()
        if modality in registered
        for service in granted
    )
    sanction = None
    if status.inidoneous_since is not None:
        sanction = "inidoneidade"
    elif status.cassation_bar_until is not None:
        sanction = "cassacao"
    proofs = frozenset(
        kind
        for kind, (document, _checker) in current_documents(session, operator.id).items()
        if document.valid_until is None or document.valid_until >= today
    )
    return RrOperatorStatus(services, crc.valid_until if crc else None, sanction, proofs)


def _rr_check(
    session: Session,
    data: LicenceInput,
    vehicles: list[Vehicle],
    operator: Operator,
    status: SanctionStatus,
    today: date,
) -> LicenceCheck:
    """The autorização de serviço decided by `desktop.rules.check_rr_licence`, the code the
    conformance harness answers from (Lei 664, arts. 2, 18-22, 27-31, 86-88)."""
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    request = RrLicenceRequest(
        modality=rr_service(data),
        start=data.start_on,
        end=data.end_on,
        passengers=passenger_count(data),
        vehicles=tuple(rr_vehicle_status(session, vehicle) for vehicle in vehicles),
        operator=rr_operator_status(session, operator, status, today),
        origin=data.origin_code or None,
        destination=data.destination_code or None,
        commitment=CommitmentTerm(data.commitment_signed_on),
        school=data.modality == LicenceModality.ESCOLAR,
    )
    decision = check_rr_licence(load_rulebook("RR"), request)
    return LicenceCheck(decision.allowed, decision.findings, None)


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
    if jurisdiction == "RR":
        sanction_status = sanction_status_in(session, ctx, operator.id, data.start_on)
        return _rr_check(session, data, found, operator, sanction_status, today)
    sanctions = operator_sanctions(session, operator)
    overdue = bool(overdue_debts(session, operator.id, today))
    standing = sanction_inputs(sanctions, data.start_on, data.end_on, today, overdue)
    status = operator_status(operator, crc_standing(session, operator.id), standing)
    # Res. 105, art. 93 §9: suspended by the Council until the ordinary process ends.
    # Art. 100 sole §: the request is held while a user's complaint is not appreciated.
    status = replace(
        status,
        preventively_suspended=preventively_suspended(
            session, operator.id, sanctions, data.start_on, data.end_on
        ),
        complaint_pending=hold_in(session, "GO", operator.id, today).held,
    )
    return _go_check(
        session, data, requested_at, found, status, drivers_linked(session, operator.id, data)
    )


def reason_text(reason: str) -> tuple[str, str]:
    """(article, message) of a reason of either jurisdiction."""
    return REASONS.get(reason) or RR_REASONS[reason]
