"""Reading an issued licence back (Res. AGR 105/2017 arts. 36, 58-59): the subject its
documents are filed under, the places and the office's local time it prints, the licence
and its vehicles as issued and as in use after the continuations of art. 36, and the
licence PDF byte for byte as issued."""

import uuid
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.licences import Licence, LicenceEvent, LicenceVehicle
from desktop.models.vehicles import Vehicle
from desktop.rules.choices import licence_word
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import render_order
from desktop.services.errors import NotFound
from desktop.services.municipalities import municipality_index
from desktop.services.office.permissions import Permission, require


def subject_of(licence_id: uuid.UUID) -> str:
    return f"licence:{licence_id}"


def place(code: str) -> str:
    municipality = municipality_index().get(code)
    return municipality.label if municipality else code


def request_text(ctx: ServiceContext, protocol: str, requested_at: datetime) -> str:
    """The paper request's protocol, with the time it dates the request from (Res. AGR
    105/2017, art. 28, I): a request made at the counter has none, and gives ""."""
    if not protocol.strip():
        return ""
    return (
        f"protocolo nº {protocol.strip()}, de "
        f"{office_time(ctx, requested_at):%d/%m/%Y às %H:%M} (horário local)"
    )


def licence_vehicles(session: Session, licence_id: uuid.UUID) -> list[LicenceVehicle]:
    """The vehicles the licence names, in the order printed."""
    return list(
        session.scalars(
            select(LicenceVehicle)
            .where(LicenceVehicle.licence_id == licence_id)
            .order_by(LicenceVehicle.position)
        )
    )


def vehicles_in_use(session: Session, licence: Licence) -> list[tuple[uuid.UUID, str, int]]:
    """(vehicle id, plate, seats) of the vehicles the trip goes on in: those the licence
    names, in order, each replaced by the vehicle of a continuation that names it (art. 36)."""
    current = [
        (row.vehicle_id, row.plate, row.seats) for row in licence_vehicles(session, licence.id)
    ]
    for event in session.scalars(
        select(LicenceEvent)
        .where(LicenceEvent.licence_id == licence.id, LicenceEvent.kind == "continuacao")
        .order_by(LicenceEvent.occurred_at, LicenceEvent.created_at)
    ):
        vehicle = session.get(Vehicle, event.vehicle_id)
        assert vehicle is not None  # a continuation names the vehicle it goes on in
        current = [
            (vehicle.id, vehicle.plate, vehicle.seats)
            if item[0] == event.replaces_vehicle_id
            else item
            for item in current
        ]
    return current


def load_licence(session: Session, licence_id: uuid.UUID, jurisdiction: str) -> Licence:
    """The licence, or NotFound naming the act as the office's law does (`licence_word`)."""
    licence = session.get(Licence, licence_id)
    if licence is None:
        raise NotFound(f"{licence_word(jurisdiction).capitalize()} não encontrada.")
    return licence


def licence_pdf(ctx: ServiceContext, licence_id: uuid.UUID) -> bytes:
    """The licence as issued, byte for byte (rendered now if its PDF was not made when the
    licence was issued)."""
    require(ctx, Permission.DOCUMENT_PRINT)
    with ctx.database.read() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
    return render_order(ctx, licence.document_id).pdf
