"""Vehicle lists: an operator's vehicles or the whole office's, by plate or RENAVAM prefix
(any case, with or without the dash), in keyset pages on (plate, id) so a list loads lazily
from hundreds of thousands of vehicles with index range scans only."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import and_, or_, select, tuple_

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import digits_only
from desktop.services.vehicles.identifiers import format_plate, normalize_plate
from desktop.services.vehicles.records import IN_FORCE, KINDS, STATUS_LABELS

MAX_LIMIT = 500
_PAST_END = "\uffff"


@dataclass(frozen=True)
class VehicleCursor:
    plate: str
    id: uuid.UUID


@dataclass(frozen=True)
class VehicleRow:
    id: uuid.UUID
    plate: str
    renavam: str
    operator_id: uuid.UUID
    operator_name: str
    kind_label: str
    seats: int
    situation: str
    crv_valid_until: date | None


@dataclass(frozen=True)
class VehiclePage:
    rows: tuple[VehicleRow, ...]
    next_cursor: VehicleCursor | None


def _matches(text: str):
    plate = normalize_plate(text)
    if not plate:
        return []
    conditions = [and_(Vehicle.plate >= plate, Vehicle.plate < plate + _PAST_END)]
    digits = digits_only(text)
    if digits and digits == plate:
        conditions.append(and_(Vehicle.renavam >= digits, Vehicle.renavam < digits + _PAST_END))
        if len(digits) == 9:
            conditions.append(Vehicle.renavam == digits.zfill(11))
    return [or_(*conditions)]


def _situation(vehicle: Vehicle) -> str:
    if vehicle.status == IN_FORCE and vehicle.withdrawn:
        return "Afastado de tráfego"
    return STATUS_LABELS[vehicle.status]


def search_vehicles(
    ctx: ServiceContext,
    text: str,
    operator_id: uuid.UUID | None = None,
    after: VehicleCursor | None = None,
    limit: int = 50,
) -> VehiclePage:
    """One page of vehicles whose plate or RENAVAM starts with `text` (all when blank), of
    one operator or of all, by plate; pass `next_cursor` as `after` for the next page."""
    require(ctx, Permission.VEHICLE_VIEW)
    limit = max(1, min(limit, MAX_LIMIT))
    query = (
        select(Vehicle, Operator.legal_name)
        .join(Operator, Operator.id == Vehicle.operator_id)
        .where(*_matches(text or ""))
    )
    if operator_id is not None:
        query = query.where(Vehicle.operator_id == operator_id)
    if after is not None:
        # A row value: the index seeks to the cursor instead of walking the rows before it.
        query = query.where(tuple_(Vehicle.plate, Vehicle.id) > tuple_(after.plate, after.id))
    query = query.order_by(Vehicle.plate, Vehicle.id).limit(limit + 1)
    with ctx.database.read() as session:
        found = session.execute(query).all()
    more = len(found) > limit
    found = found[:limit]
    rows = tuple(
        VehicleRow(
            vehicle.id,
            format_plate(vehicle.plate),
            vehicle.renavam,
            vehicle.operator_id,
            name,
            KINDS[vehicle.kind],
            vehicle.seats,
            _situation(vehicle),
            vehicle.crv_valid_until,
        )
        for vehicle, name in found
    )
    cursor = VehicleCursor(found[-1][0].plate, found[-1][0].id) if more else None
    return VehiclePage(rows, cursor)
