"""Accidents, interruptions and other incidents on a regular line (GO Decreto 8.444/2015, arts.
23 §2º and 24; RR Lei 664/2008, arts. 56 and 69, IX): the office records the incident it
learned of with the term the rules give, then the operator's communication — refused, item by
item, while it lacks what the article asks. Each is an insert-only record with its audit
entry, in one transaction; nothing is written on bad input. Incidents not communicated in
their term are listed on Início (`late_incidents`)."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_incidents import LineIncident, LineIncidentCommunication
from desktop.models.lines import Line
from desktop.models.operators import Operator
from desktop.rules.lines.incidents import (
    KINDS,
    communication_term,
    is_late,
    missing_items,
    required_items,
)
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.lines.incidents_records import IncidentRow, incident_row
from desktop.services.lines.records import load_line
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class IncidentInput:
    kind: str
    occurred_on: date | None
    grave: bool
    description: str
    source: str


@dataclass(frozen=True)
class IncidentCommunicationInput:
    communicated_on: date | None
    reference: str
    items: dict[str, str]


def record_incident(ctx: ServiceContext, line_id: uuid.UUID, data: IncidentInput) -> IncidentRow:
    """The incident the office learned of, with its communication term."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    errors = FieldErrors()
    if data.kind not in KINDS[jurisdiction]:
        labels = ", ".join(item.label.lower() for item in KINDS[jurisdiction].values())
        errors.add("kind", f"Escolha o tipo da ocorrência: {labels}.")
    if data.occurred_on is None:
        errors.add("occurred_on", "Informe a data da ocorrência.")
    elif data.occurred_on > office_today(ctx):
        errors.add("occurred_on", "A ocorrência não pode estar no futuro.")
    errors.add("description", check_required(data.description) and "Descreva o que ocorreu.")
    errors.add("source", check_required(data.source) and "Diga como o escritório soube dela.")
    if data.grave and data.kind != "acidente":
        errors.add(
            "grave",
            "Morte ou ferimento grave se registra em um acidente (Decreto 8.444/2015, art. 23 §2º)."
            if jurisdiction == "GO"
            else "A Lei RR 664/2008 (arts. 56 e 69, IX) não distingue morte ou ferimento grave.",
        )
    errors.raise_if_any()
    assert data.occurred_on is not None  # refused above when missing
    term = communication_term(office_calendar(ctx), data.kind, data.occurred_on)
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        incident = LineIncident(
            line_id=line.id,
            operator_id=line.operator_id,
            kind=data.kind,
            occurred_on=data.occurred_on,
            grave=data.grave,
            description=data.description.strip(),
            source=data.source.strip(),
            due_on=term.due,
            article=term.articles[0],
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, incident, "line_incident_recorded")
        return incident_row(ctx, incident, line, _operator_name(session, line), None)


def _operator_name(session: Session, line: Line) -> str | None:
    if line.operator_id is None:
        return None
    operator = session.get(Operator, line.operator_id)
    return operator.legal_name if operator else None


def record_incident_communication(
    ctx: ServiceContext, incident_id: uuid.UUID, data: IncidentCommunicationInput
) -> IncidentRow:
    """The operator's communication, marked late when it came after the term; refused while
    it lacks an item the article asks."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        incident = session.get(LineIncident, incident_id)
        if incident is None:
            raise NotFound("Ocorrência da linha não encontrada.")
        if _communication(session, incident_id) is not None:
            raise Conflict("A comunicação desta ocorrência já foi registrada.")
        errors = FieldErrors()
        when = data.communicated_on
        if when is None:
            errors.add("communicated_on", "Informe a data em que a comunicação chegou.")
        elif when > office_today(ctx):
            errors.add("communicated_on", "A comunicação não pode estar no futuro.")
        elif when < incident.occurred_on:
            errors.add("communicated_on", "A comunicação não pode ser anterior à ocorrência.")
        errors.add("reference", check_required(data.reference))
        for key, label, article in missing_items(
            jurisdiction, incident.kind, incident.grave, data.items
        ):
            errors.add(key, f"A comunicação traz: {label.lower()} ({article}).")
        errors.raise_if_any()
        assert when is not None  # refused above when missing
        wanted = {
            key for key, _label, _article in required_items(jurisdiction, incident.kind, True)
        }
        communication = LineIncidentCommunication(
            incident_id=incident.id,
            communicated_on=when,
            reference=data.reference.strip(),
            items={key: value.strip() for key, value in data.items.items() if key in wanted},
            late=is_late(incident.due_on, when, when),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, communication, "line_incident_communicated")
        line = load_line(session, incident.line_id)
        return incident_row(ctx, incident, line, _operator_name(session, line), communication)


def _communication(session: Session, incident_id: uuid.UUID) -> LineIncidentCommunication | None:
    return session.scalar(
        select(LineIncidentCommunication).where(
            LineIncidentCommunication.incident_id == incident_id
        )
    )
