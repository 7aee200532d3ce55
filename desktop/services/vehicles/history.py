"""What changes a vehicle's history: the audit of its record and the events of its life
(withdrawn, released, transferred, sold, deactivated, cancelled ex officio), each a new row
with its audit entry in the caller's transaction. The read side is `records`."""

import uuid
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.documents.kind import CRV_KIND
from desktop.models.vehicles import Crv, Vehicle, VehicleEvent
from desktop.services.context import ServiceContext
from desktop.services.documents.standing import VEHICLE_ENDINGS
from desktop.services.documents.statewide_status import restate
from desktop.services.office.audit import record_audit, snapshot


def audit_vehicle(
    session: Session, ctx: ServiceContext, vehicle: Vehicle, action: str, before: dict | None
) -> None:
    after = snapshot(vehicle, exclude=frozenset({"updated_at"}))
    if after != before:
        record_audit(
            session, ctx.actor, "vehicle", vehicle.id, action, before, after, at=ctx.clock()
        )


def vehicle_state(vehicle: Vehicle) -> dict:
    return snapshot(vehicle, exclude=frozenset({"updated_at"}))


def record_event(
    session: Session,
    ctx: ServiceContext,
    vehicle: Vehicle,
    kind: str,
    occurred_on: date,
    details: str,
    article: str,
    due_on: date | None = None,
    late: bool = False,
    other_operator_id: uuid.UUID | None = None,
) -> VehicleEvent:
    last = session.scalar(
        select(func.max(VehicleEvent.sequence)).where(VehicleEvent.vehicle_id == vehicle.id)
    )
    event = VehicleEvent(
        id=uuid.uuid4(),
        vehicle_id=vehicle.id,
        sequence=(last or 0) + 1,
        kind=kind,
        occurred_on=occurred_on,
        operator_id=vehicle.operator_id,
        other_operator_id=other_operator_id,
        details=details,
        article=article,
        due_on=due_on,
        late=late,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )
    session.add(event)
    session.flush()
    record_audit(
        session,
        ctx.actor,
        "vehicle_event",
        event.id,
        kind,
        None,
        snapshot(event),
        at=event.created_at,
    )
    if kind in VEHICLE_ENDINGS:  # the vehicle's CRVs no longer stand (standing.py)
        numbers = session.scalars(select(Crv.number).where(Crv.vehicle_id == vehicle.id)).all()
        restate(session, event.created_at, numbers=numbers, kind=CRV_KIND)
    return event
