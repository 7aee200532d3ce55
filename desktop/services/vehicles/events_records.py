"""Queries of `desktop.services.vehicles.events`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle, VehicleEvent
from desktop.rules import validity
from desktop.services.context import ServiceContext
from desktop.services.jurisdiction import require_provided
from desktop.services.office.permissions import Permission, require
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import (
    IN_FORCE,
    event_labels,
    load_vehicle,
    rulebook_of,
    today_of,
)


@dataclass(frozen=True)
class EventRow:
    id: uuid.UUID
    kind: str
    label: str
    occurred_on: date
    details: str
    article: str
    due_on: date | None
    late: bool
    recorded_at: datetime


@dataclass(frozen=True)
class CancellationRow:
    vehicle_id: uuid.UUID
    plate: str
    operator_name: str
    manufacture_year: int
    age_years: int
    notes: tuple[str, ...]


def rr_cancellation_list(ctx: ServiceContext, as_of: date | None = None) -> list[CancellationRow]:
    """RR vehicles in force that may no longer serve (Lei 664 art. 28 §1): the registrations
    to cancel ex officio (art. 31 I), oldest first. The rules engine says, per vehicle,
    whether the 15th year still allows service and notes the authority's decision."""
    require(ctx, Permission.VEHICLE_VIEW)
    require_provided(ctx, "lista_cancelamento_oficio")
    day = as_of or today_of(ctx)
    rulebook = rulebook_of(ctx)
    service_years = int(rulebook.period("idade_maxima_uso_anos").value)
    with ctx.database.read() as session:
        rows = session.execute(
            select(Vehicle, Operator.legal_name)
            .join(Operator, Operator.id == Vehicle.operator_id)
            .where(Vehicle.status == IN_FORCE, Vehicle.manufacture_year <= day.year - service_years)
            .order_by(Vehicle.manufacture_year, Vehicle.plate)
        ).all()
    result = []
    for vehicle, operator_name in rows:
        age = validity.rr_vehicle_age(rulebook, vehicle.manufacture_year, day)
        if not age.in_service_allowed:
            result.append(
                CancellationRow(
                    vehicle.id,
                    format_plate(vehicle.plate),
                    operator_name,
                    vehicle.manufacture_year,
                    age.age_years,
                    age.notes,
                )
            )
    return result


def _event_row(event: VehicleEvent, labels: dict[str, str]) -> EventRow:
    return EventRow(
        event.id,
        event.kind,
        labels.get(event.kind, event.kind),
        event.occurred_on,
        event.details,
        event.article,
        event.due_on,
        event.late,
        event.created_at,
    )


def vehicle_events(ctx: ServiceContext, vehicle_id: uuid.UUID) -> list[EventRow]:
    """The vehicle's history, newest first."""
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        load_vehicle(session, vehicle_id)
        rows = session.scalars(
            select(VehicleEvent)
            .where(VehicleEvent.vehicle_id == vehicle_id)
            .order_by(VehicleEvent.sequence.desc())
        )
        labels = event_labels(ctx.office.jurisdiction)
        return [_event_row(event, labels) for event in rows]
