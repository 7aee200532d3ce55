"""Queries of `desktop.services.lines.fleet`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineDelegation, LineVehicle
from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules.lines import fleet as rules
from desktop.rules.lines.delegation import is_effective
from desktop.rules.lines.fleet import FleetVehicle
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.records import load_line
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.office.permissions import Permission, require
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import IN_FORCE

ON, OFF = "inclusao", "retirada"


@dataclass(frozen=True)
class FleetRow:
    vehicle_id: uuid.UUID
    plate: str
    kind: str
    seats: int
    manufacture_year: int
    since: date
    reference: str


@dataclass(frozen=True)
class LineFleet:
    line_id: uuid.UUID
    at: date
    operator_id: uuid.UUID | None
    operator_name: str
    minimum_fleet: int | None
    average_age: Decimal | None
    vehicles: tuple[FleetRow, ...]
    problems: tuple[str, ...]
    # The delegated operator's registered vehicles not on the fleet: those that may go on.
    candidates: tuple[FleetRow, ...] = ()


def delegation_on(
    session: Session, jurisdiction: str, line_id: uuid.UUID, day: date
) -> LineDelegation | None:
    """The delegation effective on `day`; a GO Termo's extract may be published after it as
    an act of the line (Decreto 8.444/2015, art. 6º §2º)."""
    found = session.scalars(
        select(LineDelegation)
        .where(LineDelegation.line_id == line_id)
        .order_by(LineDelegation.starts_on.desc(), LineDelegation.created_at.desc())
    ).all()
    published = {
        act.delegation_id: act.effective_on
        for act in session.scalars(
            select(LineAct).where(LineAct.line_id == line_id, LineAct.kind == "publicacao")
        )
    }
    for item in found:
        on = item.published_on or published.get(item.id)
        if is_effective(jurisdiction, item.kind, item.starts_on, item.last_day, on, day):
            return item
    return None


def current(session: Session, line_id: uuid.UUID, day: date) -> dict[uuid.UUID, LineVehicle]:
    """The latest record up to `day` of each vehicle that was ever on the line."""
    latest: dict[uuid.UUID, LineVehicle] = {}
    for record in session.scalars(
        select(LineVehicle)
        .where(LineVehicle.line_id == line_id, LineVehicle.effective_on <= day)
        .order_by(LineVehicle.effective_on, LineVehicle.created_at)
    ):
        latest[record.vehicle_id] = record
    return latest


def facts_of(vehicle: Vehicle, holder_id: uuid.UUID | None = None) -> FleetVehicle:
    held = vehicle.status == IN_FORCE and (holder_id is None or vehicle.operator_id == holder_id)
    return FleetVehicle(
        format_plate(vehicle.plate), vehicle.kind, vehicle.seats, vehicle.manufacture_year, held
    )


def fleet_of(session: Session, ctx: ServiceContext, line: Line, day: date) -> LineFleet:
    jurisdiction = ctx.office.jurisdiction
    delegation = delegation_on(session, jurisdiction, line.id, day)
    # Lei RR 664/2008, art. 15: a transferred concession's fleet is its new delegatária's.
    holder_id = holder_on(delegation, transfers_of(session, line.id), day) if delegation else None
    rows = []
    facts = []
    for record in current(session, line.id, day).values():
        if record.kind != ON:
            continue
        vehicle = session.get(Vehicle, record.vehicle_id)
        assert vehicle is not None  # vehicle_id is a foreign key
        facts.append(facts_of(vehicle, holder_id))
        rows.append(
            FleetRow(
                vehicle.id,
                format_plate(vehicle.plate),
                vehicle.kind,
                vehicle.seats,
                vehicle.manufacture_year,
                record.effective_on,
                record.reference,
            )
        )
    rows.sort(key=lambda row: row.plate)
    minimum = delegation.minimum_fleet if delegation else None
    rulebook = load_rulebook(jurisdiction)
    problems = rules.check_fleet(rulebook, line.service_kind, minimum, facts, day)
    operator = session.get(Operator, holder_id) if holder_id else None
    on_line = {row.vehicle_id for row in rows}
    candidates = (
        session.scalars(
            select(Vehicle)
            .where(Vehicle.operator_id == operator.id, Vehicle.status == IN_FORCE)
            .order_by(Vehicle.plate)
        ).all()
        if operator
        else []
    )
    return LineFleet(
        line.id,
        day,
        operator.id if operator else None,
        operator.legal_name if operator else "",
        minimum,
        rules.average_age([item for item in facts if item.held], day),
        tuple(rows),
        tuple(problem.message for problem in problems),
        tuple(
            FleetRow(
                item.id,
                format_plate(item.plate),
                item.kind,
                item.seats,
                item.manufacture_year,
                item.registered_on,
                "",
            )
            for item in candidates
            if item.id not in on_line
        ),
    )


def line_fleet(ctx: ServiceContext, line_id: uuid.UUID, at: date | None = None) -> LineFleet:
    """The line's fleet on `at` (today by default) and every condition it fails."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        line = load_line(session, line_id)
        return fleet_of(session, ctx, line, at or office_today(ctx))
