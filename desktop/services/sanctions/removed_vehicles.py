"""The removed vehicles still in a public depot, in the priority order of Res. AGR 105/2017,
art. 73 §5 (their processes have priority), with the days in the depot (art. 74) and the
days left of the 30-day limit of §6."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.sanctions import InfractionNotice, SanctionProcess, VehicleMeasure
from desktop.rules.choices import stage_label
from desktop.rules.measures import DepotStay, depot_stay, priority_key
from desktop.services.calendar import office_today, office_zone
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class RemovedVehicle:
    measure_id: uuid.UUID
    process_id: uuid.UUID
    process_number: str
    stage: str
    stage_label: str
    notice_number: str
    operator_name: str
    plate: str
    inciso: str
    depot: str
    stay: DepotStay


def removed_vehicles(ctx: ServiceContext, on: date | None = None) -> list[RemovedVehicle]:
    """Vehicles removed to a depot (art. 73) and not released, first the one to decide
    first (art. 73 §5)."""
    require(ctx, Permission.OPERATOR_VIEW)
    day = on or office_today(ctx)
    zone = office_zone(ctx)
    with ctx.database.read() as session:
        rows = session.execute(
            select(VehicleMeasure, SanctionProcess, InfractionNotice)
            .join(InfractionNotice, InfractionNotice.id == VehicleMeasure.notice_id)
            .join(SanctionProcess, SanctionProcess.notice_id == InfractionNotice.id)
            .where(VehicleMeasure.kind == "remocao", VehicleMeasure.released_at.is_(None))
        ).all()
    removed = []
    for measure, process, notice in rows:
        removed_on = measure.started_at.astimezone(zone).date()
        removed.append(
            RemovedVehicle(
                measure.id,
                process.id,
                process.number,
                process.stage,
                stage_label(process.stage, ctx.office.jurisdiction),
                notice.number,
                notice.operator_name,
                measure.plate,
                measure.inciso,
                measure.depot,
                depot_stay(removed_on, max(day, removed_on), measure.limit_day),
            )
        )
    return sorted(removed, key=lambda row: priority_key(row.stay))
