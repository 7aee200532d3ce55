"""A licence as the screen shows it (Res. AGR 105/2017 arts. 28 § 1º, 36; LGPD): its
request's paper protocol (art. 28, I) and a public contractor (art. 29, § 2º), its
vehicles as issued and in use, the passenger list as it stands with each change noted, the
drivers with their CPF masked, and its events."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select

from desktop.models.licences import LicenceDriver, LicenceEvent, LicencePassenger
from desktop.rules.choices import licence_label
from desktop.rules.licence_state import LicenceState, licence_state
from desktop.rules.licences import passenger_changes_allowed
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_calendar, office_time, office_today
from desktop.services.context import ServiceContext
from desktop.services.licences.passenger_list import (
    changes_used,
    current_passengers,
    listed_passenger,
    passenger_input_of,
)
from desktop.services.licences.passengers import identity_of, mask_cpf
from desktop.services.licences.records import (
    licence_vehicles,
    load_licence,
    place,
    request_text,
    vehicles_in_use,
)
from desktop.services.licences.revocation_ciencia import cancellation_appeal
from desktop.services.licences.revocation_records import cancellation_number
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj
from desktop.services.vehicles.identifiers import format_plate


@dataclass(frozen=True)
class PassengerView:
    id: uuid.UUID
    position: int
    name: str
    identity: str
    note: str


@dataclass(frozen=True)
class EventView:
    kind: str
    occurred_at: datetime
    details: str
    article: str


@dataclass(frozen=True)
class VehicleView:
    """A vehicle of the licence as issued: plate formatted, seats."""

    vehicle_id: uuid.UUID
    plate: str
    seats: int


@dataclass(frozen=True)
class LicenceDetail:
    id: uuid.UUID
    number: str
    modality: str
    modality_label: str
    operator_id: uuid.UUID
    operator_name: str
    operator_cnpj: str
    vehicles: tuple[VehicleView, ...]  # as issued
    in_use: tuple[VehicleView, ...]  # after the continuations of art. 36
    seats: int
    start_on: date
    end_on: date
    departure_at: datetime | None
    origin: str
    destination: str
    itinerary: str
    issued_on: date
    cancelled: bool
    # Its situation read today (`rules.licence_state`), the article cited.
    state: LicenceState
    # The number of the notification of the CRE/RR's cancellation (Lei RR 664/2008, art. 22).
    cancellation_number: str | None
    # The count of art. 95 from the company's recorded ciência of it (art. 92's appeal), None
    # before the ciência is recorded.
    cancellation_appeal: str | None
    passengers: tuple[PassengerView, ...]
    drivers: tuple[str, ...]
    events: tuple[EventView, ...]
    changes_used: int
    changes_allowed: int | None  # 4 in eventual and contínuo (arts. 28 and 29 § 1º), else None
    # The paper request's protocol and its time (art. 28, I), "" for a counter request.
    request: str
    # The contractor declared a municipality or public body (art. 29, § 2º).
    contractor_public: bool


def _day_of(ctx: ServiceContext, events, kind: str) -> date | None:
    """The office's day of the first event of `kind`: the CRE/RR's cancellation, the purpose
    fulfilled (Lei RR 664/2008, art. 22, parágrafo único)."""
    return next(
        (office_time(ctx, event.occurred_at).date() for event in events if event.kind == kind),
        None,
    )


def _appeal_sentence(ctx: ServiceContext, session, licence_id: uuid.UUID) -> str | None:
    count = cancellation_appeal(office_calendar(ctx), session, licence_id)
    return None if count is None else count.sentence


def licence_detail(ctx: ServiceContext, licence_id: uuid.UUID) -> LicenceDetail:
    """The licence as the screen shows it: CPFs masked, the list as it stands, the events."""
    require(ctx, Permission.LICENCE_VIEW)
    with ctx.database.read() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        rows = session.scalars(
            select(LicencePassenger).where(LicencePassenger.licence_id == licence.id)
        ).all()
        names = {row.id: row.name for row in rows}
        events = session.scalars(
            select(LicenceEvent)
            .where(LicenceEvent.licence_id == licence.id)
            .order_by(LicenceEvent.occurred_at)
        ).all()
        drivers = session.scalars(
            select(LicenceDriver).where(LicenceDriver.licence_id == licence.id)
        ).all()
        return LicenceDetail(
            id=licence.id,
            number=licence.number,
            modality=licence.modality,
            modality_label=licence_label(
                ctx.office.jurisdiction, licence.modality, licence.rr_trip
            ),
            operator_id=licence.operator_id,
            operator_name=licence.operator_name,
            operator_cnpj=format_cnpj(licence.operator_cnpj),
            vehicles=tuple(
                VehicleView(row.vehicle_id, format_plate(row.plate), row.seats)
                for row in licence_vehicles(session, licence.id)
            ),
            in_use=tuple(
                VehicleView(vehicle_id, format_plate(plate), seats)
                for vehicle_id, plate, seats in vehicles_in_use(session, licence)
            ),
            seats=licence.seats,
            start_on=licence.start_on,
            end_on=licence.end_on,
            departure_at=licence.departure_at,
            origin=place(licence.origin_code),
            destination=place(licence.destination_code),
            itinerary=licence.itinerary,
            issued_on=licence.issued_on,
            cancelled=any(event.kind == "desistencia" for event in events),
            state=licence_state(
                ctx.office.jurisdiction,
                licence.end_on,
                office_today(ctx),
                any(event.kind == "desistencia" for event in events),
                _day_of(ctx, events, "cancelamento"),
                _day_of(ctx, events, "finalidade"),
            ),
            cancellation_number=cancellation_number(session, licence.id),
            cancellation_appeal=_appeal_sentence(ctx, session, licence.id),
            passengers=tuple(
                PassengerView(
                    row.id,
                    row.position,
                    row.name,
                    identity_of(passenger_input_of(row)),
                    listed_passenger(row, names).note,
                )
                for row in current_passengers(session, licence.id)
            ),
            drivers=tuple(f"{driver.name} — CPF {mask_cpf(driver.cpf)}" for driver in drivers),
            events=tuple(
                EventView(event.kind, event.occurred_at, event.details, event.article)
                for event in events
            ),
            changes_used=changes_used(session, licence.id),
            changes_allowed=passenger_changes_allowed(
                load_rulebook(licence.jurisdiction), licence.modality
            ),
            request=request_text(ctx, licence.request_protocol, licence.requested_at),
            contractor_public=licence.contractor_public,
        )
