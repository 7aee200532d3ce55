"""Queries of `desktop.services.lines.incidents`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_incidents import LineIncident, LineIncidentCommunication
from desktop.models.lines import Line
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.lines.incidents import (
    LATE_INFRACTION,
    is_late,
    kind_of,
    required_items,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class IncidentRow:
    id: uuid.UUID
    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    kind: str
    kind_label: str
    occurred_on: date
    grave: bool
    description: str
    due_on: date
    article: str
    communicated_on: date | None
    late: bool
    # What the communication brings (label and article), and what it brought.
    items: tuple[tuple[str, str, str], ...]
    brought: dict[str, str]
    # The infraction a late or missing communication is, where the state's law names one.
    infraction: str

    @property
    def due_text(self) -> str:
        return f"{br_date(self.due_on)} ({self.article})"


def incident_row(
    ctx: ServiceContext,
    incident: LineIncident,
    line: Line,
    operator_name: str | None,
    communication: LineIncidentCommunication | None,
) -> IncidentRow:
    jurisdiction = ctx.office.jurisdiction
    communicated_on = communication.communicated_on if communication else None
    infraction = LATE_INFRACTION.get(jurisdiction)
    return IncidentRow(
        id=incident.id,
        line_id=line.id,
        line_code=line.code,
        line_name=line.name,
        operator_name=operator_name or "",
        kind=incident.kind,
        kind_label=kind_of(jurisdiction, incident.kind).label,
        occurred_on=incident.occurred_on,
        grave=incident.grave,
        description=incident.description,
        due_on=incident.due_on,
        article=incident.article,
        communicated_on=communicated_on,
        late=is_late(incident.due_on, communicated_on, office_today(ctx)),
        items=required_items(jurisdiction, incident.kind, incident.grave),
        brought=dict(communication.items) if communication else {},
        infraction=f"{infraction[0]} ({infraction[1]})" if infraction else "",
    )


def _rows(ctx: ServiceContext, session: Session, *conditions) -> list[IncidentRow]:
    found = session.execute(
        select(LineIncident, Line, Operator.legal_name, LineIncidentCommunication)
        .join(Line, Line.id == LineIncident.line_id)
        .outerjoin(Operator, Operator.id == LineIncident.operator_id)
        .outerjoin(
            LineIncidentCommunication, LineIncidentCommunication.incident_id == LineIncident.id
        )
        .where(*conditions)
        .order_by(LineIncident.occurred_on.desc(), LineIncident.created_at.desc())
    )
    return [incident_row(ctx, *row) for row in found]


def line_incidents(ctx: ServiceContext, line_id: uuid.UUID) -> list[IncidentRow]:
    """The line's incidents, newest first, with their communication."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        return _rows(ctx, session, LineIncident.line_id == line_id)


def late_incidents(ctx: ServiceContext) -> list[IncidentRow]:
    """Incidents whose term has passed without the operator's communication, oldest first."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        rows = _rows(
            ctx,
            session,
            LineIncident.due_on < office_today(ctx),
            LineIncidentCommunication.id.is_(None),
        )
    return sorted(rows, key=lambda row: (row.due_on, row.line_code))
