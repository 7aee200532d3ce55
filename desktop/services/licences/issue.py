"""Issuing trip licences (Res. AGR 105/2017 arts. 27-30, 39, 46-47, 58-59; Lei RR 664/2008
arts. 19-20).

`issue_licence` validates every field (ValidationError, nothing written), then asks the rules
engine with what the database holds (`licence_checks`); when any reason fails it raises
`LicenceRefused` with every finding and its article, and nothing is written nor numbered.
Otherwise, in one transaction: the number from the office sequence, the licence PDF (QR,
verification code, signature) through `desktop.services.documents.issuing`, the licence and its
vehicles (one or more, each with the plate and seats printed), schedule, drivers and
passengers, the passenger list to carry on board (art. 39, `licence_passenger_list`) and the
audit entries. An issued licence is never changed: see `licence_events`.
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from sqlalchemy.orm import Session

from desktop.documents.data import OperatorIdentity
from desktop.documents.kind import LICENCE_KIND
from desktop.documents.licence_data import LicenceData, TripDriver, TripVehicle
from desktop.models.licences import (
    Licence,
    LicenceDriver,
    LicencePassenger,
    LicenceSchedule,
    LicenceVehicle,
)
from desktop.models.operators import Operator
from desktop.models.rows import insert_rows
from desktop.models.vehicles import Vehicle
from desktop.rules import br_date, vinculada_issue_due
from desktop.rules.choices import (
    DriverLink,
    LicenceModality,
    PassengerList,
    licence_label,
    licence_word,
)
from desktop.rules.licences import checked_articles
from desktop.rules.licences_rr import rr_checked_articles
from desktop.rules.public_institutions import carried_persons_note
from desktop.services.calendar import office_calendar, office_time, office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import issue_document
from desktop.services.errors import ServiceError
from desktop.services.licences.checks import LicenceCheck, check_in_session, rr_service
from desktop.services.licences.issue_records import (
    checked_request,
    operator_and_vehicles,
    public_institution_known,
    requested_operator,
)
from desktop.services.licences.passenger_list import issue_first_passenger_list, passenger_row
from desktop.services.licences.passengers import mask_cpf
from desktop.services.licences.records import place, request_text, subject_of
from desktop.services.licences.requests import (
    DriverInput,
    LicenceInput,
    contractor_is_public,
    normalize_contractor,
)
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require_in
from desktop.services.registration.operators_records import full_address
from desktop.services.validation import digits_only, format_cnpj
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import current_crv_row

KIND = LICENCE_KIND
WEEKDAYS = ("segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo")


class LicenceRefused(ServiceError):
    """The rules engine refused the licence: every finding, with its article, under the
    act's name in the office's law (`licence_word`)."""

    def __init__(self, check: LicenceCheck, jurisdiction: str) -> None:
        self.findings = check.findings
        self.lines = check.lines()
        super().__init__(
            f"A {licence_word(jurisdiction)} não pode ser emitida:\n"
            + "\n".join(f"• {line}" for line in self.lines)
        )


@dataclass(frozen=True)
class IssuedLicence:
    id: uuid.UUID
    number: str
    verification_code: str
    pdf: bytes
    passenger_list_pdf: bytes | None


def format_contractor(document: str) -> str:
    """A company's CNPJ in full; a person's CPF masked (LGPD)."""
    if len(document) == 11 and document.isdigit():
        return mask_cpf(document)
    return format_cnpj(document)


def _schedule_lines(data: LicenceInput) -> tuple[str, ...]:
    return tuple(
        f"{WEEKDAYS[line.weekday]}: partida {line.departure_time}"
        + (f", retorno {line.return_time}" if line.return_time else "")
        for line in sorted(data.schedule, key=lambda item: (item.weekday, item.departure_time))
    )


def _departure_text(data: LicenceInput, ctx: ServiceContext) -> str:
    if data.departure_at is None:
        return ""
    return f"{office_time(ctx, data.departure_at):%d/%m/%Y às %H:%M} (horário local)"


def _trip_vehicle(session: Session, vehicle: Vehicle) -> TripVehicle:
    crv = current_crv_row(session, vehicle.id)
    return TripVehicle(
        format_plate(vehicle.plate),
        f"{vehicle.make} / {vehicle.model}",
        vehicle.seats,
        crv.number if crv else "",
    )


def _link_text(driver: DriverInput) -> str:
    """The document of the driver's link as printed, where the office's law asks it (Res.
    105 arts. 46-47); nothing in Roraima, whose request is refused if it carries one
    (`check_request`). The document's name alone: the drivers' heading above it cites the
    act and its arts. 46 and 47, and the citation repeated on each driver pushed a one-page
    licence onto a second page."""
    if not driver.link_kind:
        return ""
    document = DriverLink(driver.link_kind).label.partition(" (")[0]
    return f"{document} nº {driver.link_reference.strip()}"


def _licence_data(
    ctx: ServiceContext,
    session: Session,
    data: LicenceInput,
    operator: Operator,
    vehicles: list[Vehicle],
    check: LicenceCheck,
    issue_due: date | None,
    requested_at: datetime,
) -> LicenceData:
    assert data.start_on is not None and data.end_on is not None  # check_request accepted them
    contract = ""
    if data.contract_number.strip():
        contract = data.contract_number.strip() + (
            f", de {br_date(data.contract_date)}" if data.contract_date else ""
        )
    articles = (
        checked_articles(data.modality)
        if check.request
        else rr_checked_articles(rr_service(data), data.modality == LicenceModality.ESCOLAR)
    )
    return LicenceData(
        operator=OperatorIdentity(
            operator.legal_name,
            operator.trade_name,
            format_cnpj(operator.cnpj),
            full_address(operator),
        ),
        modality=data.modality,
        modality_label=licence_label(ctx.office.jurisdiction, data.modality, data.rr_trip),
        vehicles=tuple(_trip_vehicle(session, vehicle) for vehicle in vehicles),
        issue_date=office_today(ctx),
        start_on=data.start_on,
        end_on=data.end_on,
        departure=_departure_text(data, ctx),
        request=request_text(ctx, data.request_protocol, requested_at),
        origin=place(data.origin_code),
        destination=place(data.destination_code),
        itinerary=data.itinerary.strip(),
        trips=data.trips,
        schedule=_schedule_lines(data),
        contractor=(
            f"{data.contractor_name.strip()} — "
            f"{format_contractor(normalize_contractor(data.contractor_document))}"
            if data.contractor_name.strip()
            else ""
        ),
        contract=contract,
        invoice_number=data.invoice_number.strip(),
        passenger_list=PassengerList(data.passenger_list).label,
        passengers=len(data.passengers),
        drivers=tuple(
            TripDriver(
                driver.name.strip(),
                mask_cpf(driver.cpf),
                digits_only(driver.cnh),
                _link_text(driver),
                driver.defensive_certificate.strip(),
            )
            for driver in data.drivers
        ),
        issue_due=issue_due,
        commitment_signed_on=data.commitment_signed_on,
        articles_checked=articles,
        issued_by=ctx.actor.display_name,
        carried_note=(
            carried_persons_note(operator.kind)
            if data.modality == LicenceModality.VINCULADA
            else ""
        ),
    )


def _add_children(
    session: Session,
    ctx: ServiceContext,
    licence: Licence,
    data: LicenceInput,
    vehicles: list[Vehicle],
) -> list[LicencePassenger]:
    """Inserts the licence's vehicles, schedule, drivers and passengers, each table in one
    statement (`insert_rows`); returns the passengers' rows, in list order."""
    insert_rows(
        session,
        [
            LicenceVehicle(
                licence_id=licence.id,
                position=position,
                vehicle_id=vehicle.id,
                plate=vehicle.plate,
                seats=vehicle.seats,
                start_on=licence.start_on,
            )
            for position, vehicle in enumerate(vehicles, start=1)
        ],
    )
    insert_rows(
        session,
        [
            LicenceSchedule(
                id=uuid.uuid4(),
                licence_id=licence.id,
                weekday=line.weekday,
                departure_time=line.departure_time,
                return_time=line.return_time,
            )
            for line in data.schedule
        ],
    )
    insert_rows(
        session,
        [
            LicenceDriver(
                id=uuid.uuid4(),
                licence_id=licence.id,
                name=" ".join(driver.name.split()),
                cpf=digits_only(driver.cpf),
                cnh=digits_only(driver.cnh),
                link_kind=driver.link_kind,
                link_reference=driver.link_reference.strip(),
                defensive_certificate=driver.defensive_certificate.strip(),
            )
            for driver in data.drivers
        ],
    )
    passengers = [
        passenger_row(licence.id, position, passenger, ctx)
        for position, passenger in enumerate(data.passengers, start=1)
    ]
    insert_rows(session, passengers)
    return passengers


def issue_licence(
    ctx: ServiceContext, data: LicenceInput, key_dir: Path | None = None
) -> IssuedLicence:
    """Issues the licence or raises ValidationError / LicenceRefused with nothing written
    (the permission, the fields and the rules are checked in the act's own transaction,
    which a refusal rolls back)."""
    today = office_today(ctx)
    with ctx.database.write() as session:
        require_in(session, ctx, Permission.LICENCE_ISSUE)
        named = requested_operator(session, data)  # held: the checks below find it loaded
        data = public_institution_known(named, data)
        requested_at = checked_request(ctx, data, today)
        operator, vehicles = operator_and_vehicles(session, data, ctx.office.jurisdiction)
        check = check_in_session(ctx, session, data, requested_at, today)
        if not check.allowed:
            raise LicenceRefused(check, ctx.office.jurisdiction)
        issue_due = None
        if data.modality == "vinculada" and ctx.office.jurisdiction == "GO":
            issue_due = vinculada_issue_due(office_calendar(ctx), _local_day(ctx, requested_at)).due
        licence_id = uuid.uuid4()
        printed = _licence_data(
            ctx, session, data, operator, vehicles, check, issue_due, requested_at
        )
        # Numbered by the document (the next licence number of the issue date's year): a
        # number given would be looked up first for a document already issued with it.
        issued = issue_document(
            ctx, session, KIND, printed, subject_ref=subject_of(licence_id), key_dir=key_dir
        )
        number = issued.number
        licence = Licence(
            id=licence_id,
            number=number,
            jurisdiction=ctx.office.jurisdiction,
            modality=data.modality,
            rr_trip=data.rr_trip,
            operator_id=operator.id,
            operator_name=operator.legal_name,
            operator_cnpj=operator.cnpj,
            seats=sum(vehicle.seats for vehicle in vehicles),
            requested_at=requested_at,
            request_protocol=data.request_protocol.strip(),
            departure_at=data.departure_at,
            start_on=data.start_on,
            end_on=data.end_on,
            origin_code=data.origin_code,
            destination_code=data.destination_code,
            itinerary=data.itinerary.strip(),
            trips=data.trips,
            contractor_name=data.contractor_name.strip(),
            contractor_document=normalize_contractor(data.contractor_document)
            if data.contractor_document.strip()
            else "",
            contractor_public=contractor_is_public(data),
            contract_number=data.contract_number.strip(),
            contract_date=data.contract_date,
            invoice_number=data.invoice_number.strip(),
            passenger_list=data.passenger_list,
            destinations=data.destinations,
            public_institution=data.public_institution,
            link_proof_demanded=data.link_proof_demanded,
            commitment_signed_on=data.commitment_signed_on,
            issue_due=issue_due,
            issued_on=today,
            articles="; ".join(printed.articles_checked),
            document_id=issued.id,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_rows(session, [licence])
        passengers = _add_children(session, ctx, licence, data, vehicles)
        record_audit(
            session,
            ctx.actor,
            "licence",
            licence.id,
            "issue",
            None,
            {**snapshot(licence), "vehicles": [str(vehicle.id) for vehicle in vehicles]},
            at=licence.created_at,
            new_entity=True,
        )
        passenger_list = None
        if data.passenger_list == "nominal":
            plates = [vehicle.plate for vehicle in vehicles]
            passenger_list = issue_first_passenger_list(
                ctx, session, licence, operator, passengers, plates, key_dir
            )
    return IssuedLicence(
        licence.id,
        number,
        issued.verification_code,
        issued.pdf,
        passenger_list.pdf if passenger_list is not None else None,
    )


def _local_day(ctx: ServiceContext, instant: datetime) -> date:
    return office_time(ctx, instant).date()
