"""Vehicles about to lapse: inspections (Res. AGR 105/2017 art. 23), civil-liability
insurance (art. 51 §2: in force for every licence) and CRVs (art. 24) whose validity ends in
the next days, soonest first — for the home page and its printable list."""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta
from typing import cast

from sqlalchemy import select

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules.vehicle_articles import INSURANCE_LABELS, crv_term_set, vehicle_article
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import IN_FORCE, today_of

WHAT = {"inspection": "Vistoria", "crv": "CRV"}
_COLUMNS = {
    "inspection": Vehicle.inspection_valid_until,
    "insurance": Vehicle.insurance_valid_until,
    "crv": Vehicle.crv_valid_until,
}


@dataclass(frozen=True)
class ExpiringItem:
    due: date
    what: str
    label: str
    article: str
    vehicle_id: uuid.UUID
    plate: str
    operator_id: uuid.UUID
    operator_name: str


def expiring_vehicle_items(
    ctx: ServiceContext, within_days: int = 30, as_of: date | None = None, limit: int = 500
) -> list[ExpiringItem]:
    """What of the vehicles in force lapses from `as_of` (today) to `within_days` later,
    soonest first, at most `limit` items."""
    require(ctx, Permission.VEHICLE_VIEW)
    start = as_of or today_of(ctx)
    end = start + timedelta(days=within_days)
    items: list[ExpiringItem] = []
    with ctx.database.read() as session:
        for what, column in _COLUMNS.items():
            if what == "crv" and not crv_term_set(ctx.office.jurisdiction):
                continue  # Lei RR 664/2008 sets the registration no term (art. 31, I)
            rows = session.execute(
                select(column, Vehicle.id, Vehicle.plate, Operator.id, Operator.legal_name)
                .join(Operator, Operator.id == Vehicle.operator_id)
                .where(Vehicle.status == IN_FORCE, column >= start, column <= end)
                .order_by(column, Vehicle.plate)
                .limit(limit)
            )
            jurisdiction = ctx.office.jurisdiction
            label = INSURANCE_LABELS[jurisdiction] if what == "insurance" else WHAT[what]
            article = vehicle_article(jurisdiction, what)
            items += [
                ExpiringItem(
                    cast(date, due),  # not NULL: the WHERE bounds it
                    what,
                    label,
                    article,
                    vehicle_id,
                    format_plate(plate),
                    operator_id,
                    operator_name,
                )
                for due, vehicle_id, plate, operator_id, operator_name in rows
            ]
    items.sort(key=lambda item: (item.due, item.plate, item.what))
    return items[:limit]
