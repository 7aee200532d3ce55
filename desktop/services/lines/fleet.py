"""The fleet of a line: put a registered vehicle of the delegated operator on the line, or
take it off, as a dated record under the delegation in force (GO Decreto 8.444/2015, art. 6º
§1º, VII; RR Lei 664/2008, arts. 28, 31, 66 and 68, VI); and the fleet on a date with the
conditions it fails, from `desktop.rules.lines.fleet`.

The records are insert-only: a removal is a new record, the history stays as written."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineDelegation, LineVehicle
from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules.dates import br_date
from desktop.rules.lines import fleet as rules
from desktop.rules.lines.delegation import is_effective
from desktop.rules.lines.fleet import FleetVehicle
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.records import load_line
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import IN_FORCE

ON, OFF = "inclusao", "retirada"
KIND_LABELS = {ON: "Inclusão na frota", OFF: "Retirada da frota"}


@dataclass(frozen=True)
class FleetInput:
    vehicle_id: uuid.UUID | None
    kind: str
    effective_on: date | None
    reference: str = ""


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


def _delegation_on(
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


def _current(session: Session, line_id: uuid.UUID, day: date) -> dict[uuid.UUID, LineVehicle]:
    """The latest record up to `day` of each vehicle that was ever on the line."""
    latest: dict[uuid.UUID, LineVehicle] = {}
    for record in session.scalars(
        select(LineVehicle)
        .where(LineVehicle.line_id == line_id, LineVehicle.effective_on <= day)
        .order_by(LineVehicle.effective_on, LineVehicle.created_at)
    ):
        latest[record.vehicle_id] = record
    return latest


def _facts(vehicle: Vehicle, holder_id: uuid.UUID | None = None) -> FleetVehicle:
    held = vehicle.status == IN_FORCE and (holder_id is None or vehicle.operator_id == holder_id)
    return FleetVehicle(
        format_plate(vehicle.plate), vehicle.kind, vehicle.seats, vehicle.manufacture_year, held
    )


def _fleet(session: Session, ctx: ServiceContext, line: Line, day: date) -> LineFleet:
    jurisdiction = ctx.office.jurisdiction
    delegation = _delegation_on(session, jurisdiction, line.id, day)
    rows = []
    facts = []
    for record in _current(session, line.id, day).values():
        if record.kind != ON:
            continue
        vehicle = session.get(Vehicle, record.vehicle_id)
        assert vehicle is not None  # vehicle_id is a foreign key
        facts.append(_facts(vehicle, delegation.operator_id if delegation else None))
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
    operator = session.get(Operator, delegation.operator_id) if delegation else None
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
        return _fleet(session, ctx, line, at or office_today(ctx))


def record_fleet_change(ctx: ServiceContext, line_id: uuid.UUID, data: FleetInput) -> LineFleet:
    """Puts a vehicle on the line's fleet or takes it off from `data.effective_on`. Only a
    registered vehicle of the operator whose delegation is in force that day goes on, and in
    RR only one the law lets run (arts. 28 §1º, 31 I, 66 and 68 VI)."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if data.kind not in KIND_LABELS:
            errors.add("kind", "Escolha inclusão ou retirada.")
        day = data.effective_on
        if day is None:
            errors.add("effective_on", "Informe a data.")
        elif day > office_today(ctx):
            errors.add("effective_on", "A data não pode ser futura.")
        vehicle = session.get(Vehicle, data.vehicle_id) if data.vehicle_id else None
        if vehicle is None:
            errors.add("vehicle", "Escolha o veículo.")
        errors.raise_if_any()
        assert vehicle is not None and day is not None  # refused above when missing
        delegation = _delegation_on(session, jurisdiction, line.id, day)
        latest = _current(session, line.id, day).get(vehicle.id)
        later = session.scalar(
            select(LineVehicle.id).where(
                LineVehicle.line_id == line.id,
                LineVehicle.vehicle_id == vehicle.id,
                LineVehicle.effective_on > day,
            )
        )
        plate = format_plate(vehicle.plate)
        if later is not None:
            errors.add(
                "effective_on", f"O veículo {plate} já tem registro na frota depois desta data."
            )
        elif data.kind == OFF:
            if latest is None or latest.kind != ON:
                errors.add("vehicle", f"O veículo {plate} não está na frota da linha.")
        elif delegation is None:
            errors.add(
                "effective_on",
                f"A linha não tem delegação eficaz em {br_date(day)}: a frota é do delegatário "
                + (
                    "(Decreto 8.444/2015, art. 6º §1º, VII)."
                    if jurisdiction == "GO"
                    else "(Lei RR 664/2008, art. 27)."
                ),
            )
        elif vehicle.operator_id != delegation.operator_id:
            holder = session.get(Operator, delegation.operator_id)
            errors.add(
                "vehicle",
                f"O veículo {plate} não pertence a {holder.legal_name if holder else 'delegatário'}"
                ": só veículos do operador delegatário compõem a frota da linha "
                f"({rules.holder_article(jurisdiction)}).",
            )
        elif vehicle.status != IN_FORCE:
            errors.add("vehicle", f"O veículo {plate} não tem registro em vigor.")
        elif latest is not None and latest.kind == ON:
            errors.add("vehicle", f"O veículo {plate} já está na frota da linha.")
        else:
            rulebook = load_rulebook(jurisdiction)
            for problem in rules.check_vehicle(rulebook, line.service_kind, _facts(vehicle), day):
                errors.add(problem.field, problem.message)
        errors.raise_if_any()
        held = delegation.id if delegation else latest.delegation_id if latest else None
        assert held is not None  # a removal follows an inclusion, made under a delegation
        record = LineVehicle(
            id=uuid.uuid4(),
            line_id=line.id,
            delegation_id=held,
            vehicle_id=vehicle.id,
            kind=data.kind,
            effective_on=day,
            reference=data.reference.strip(),
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        session.add(record)
        session.flush()
        after = snapshot(record)
        record_audit(session, ctx.actor, "line_vehicle", record.id, "create", None, after)
        return _fleet(session, ctx, line, office_today(ctx))
