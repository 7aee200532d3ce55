"""Queries of `desktop.services.vehicles.crv`, read by its screens: nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.documents.kind import CRV_KIND
from desktop.models.vehicles import Crv
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import reprint
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.vehicles.records import (
    current_crv_row,
    load_vehicle,
)

KIND = CRV_KIND


@dataclass(frozen=True)
class CrvRow:
    id: uuid.UUID
    number: str
    issued_on: date
    valid_until: date
    superseded: bool


def list_crvs(ctx: ServiceContext, vehicle_id: uuid.UUID) -> list[CrvRow]:
    """Every CRV of the vehicle, newest first (superseded ones included)."""
    require(ctx, Permission.VEHICLE_VIEW)
    with ctx.database.read() as session:
        load_vehicle(session, vehicle_id)
        rows = session.scalars(
            select(Crv).where(Crv.vehicle_id == vehicle_id).order_by(Crv.created_at.desc())
        )
        return [
            CrvRow(
                row.id, row.number, row.issued_on, row.valid_until, row.superseded_by_id is not None
            )
            for row in rows
        ]


def current_crv_pdf(ctx: ServiceContext, vehicle_id: uuid.UUID) -> tuple[str, bytes]:
    """The number and the stored PDF of the CRV in force, byte for byte as issued."""
    require(ctx, Permission.DOCUMENT_PRINT)
    with ctx.database.read() as session:
        load_vehicle(session, vehicle_id)
        crv = current_crv_row(session, vehicle_id)
    if crv is None:
        raise NotFound("O veículo não tem CRV emitido.")
    return crv.number, reprint(ctx, crv.number, KIND)
