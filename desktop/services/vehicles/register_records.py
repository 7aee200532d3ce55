"""Queries of `desktop.services.vehicles.register`, read by its screens:
nothing here writes."""

import uuid

from sqlalchemy import or_, select

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.vehicles.identifiers import (
    normalize_plate,
    normalize_renavam,
)
from desktop.services.vehicles.records import (
    IN_FORCE,
    VehicleDetail,
    load_vehicle,
    vehicle_detail,
    vinculada_alone_of,
)


def registers_vinculada_alone(ctx: ServiceContext, operator_id: uuid.UUID) -> bool:
    """Whether the operator registers its vehicles by Chapter V of Res. AGR 105/2017 (the
    característica vinculada alone, `vinculada_alone_of`): the form cites it and asks it."""
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        return vinculada_alone_of(operator, ctx.office.jurisdiction)


def get_vehicle(ctx: ServiceContext, vehicle_id: uuid.UUID) -> VehicleDetail:
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        return vehicle_detail(session, load_vehicle(session, vehicle_id), ctx.office.jurisdiction)


def find_vehicle(ctx: ServiceContext, text: str) -> VehicleDetail | None:
    """The vehicle with this plate or RENAVAM (any case, with or without the dash), the one
    in force first."""
    require(ctx, Permission.VEHICLE_VIEW)
    plate = normalize_plate(text)
    renavam = normalize_renavam(text)
    with ctx.database.read() as session:
        rows = list(
            session.scalars(
                select(Vehicle)
                .where(or_(Vehicle.plate == plate, Vehicle.renavam == renavam))
                .order_by(Vehicle.registered_on.desc())
            )
        )
        if not rows:
            return None
        rows.sort(key=lambda vehicle: vehicle.status != IN_FORCE)
        return vehicle_detail(session, rows[0], ctx.office.jurisdiction)
