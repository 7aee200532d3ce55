"""The fleet of a line: put a registered vehicle of the delegated operator on the line, or
take it off, as a dated record under the delegation in force (GO Decreto 8.444/2015, art. 6º
§1º, VII; RR Lei 664/2008, arts. 28, 31, 66 and 68, VI); and the fleet on a date with the
conditions it fails, from `desktop.rules.lines.fleet`.

The records are insert-only: a removal is a new record, the history stays as written."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.lines import LineVehicle
from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules.dates import br_date
from desktop.rules.lines import fleet as rules
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.fleet_records import (
    OFF,
    ON,
    LineFleet,
    current,
    delegation_on,
    facts_of,
    fleet_of,
)
from desktop.services.lines.records import load_line
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.records import IN_FORCE

KIND_LABELS = {ON: "Inclusão na frota", OFF: "Retirada da frota"}


@dataclass(frozen=True)
class FleetInput:
    vehicle_id: uuid.UUID | None
    kind: str
    effective_on: date | None
    reference: str = ""


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
        delegation = delegation_on(session, jurisdiction, line.id, day)
        latest = current(session, line.id, day).get(vehicle.id)
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
        elif vehicle.operator_id != (
            holder_id := holder_on(delegation, transfers_of(session, line.id), day)
        ):
            holder = session.get(Operator, holder_id)
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
            for problem in rules.check_vehicle(rulebook, line.service_kind, facts_of(vehicle), day):
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
        return fleet_of(session, ctx, line, office_today(ctx))
