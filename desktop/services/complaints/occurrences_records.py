"""Queries of `desktop.services.complaints.occurrences`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from desktop.models.occurrences import Occurrence, OccurrenceCommunication
from desktop.rules.dates import br_date
from desktop.rules.occurrences import (
    KINDS,
    CommunicationTerm,
)
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class OccurrenceRow:
    id: uuid.UUID
    operator_id: uuid.UUID
    kind_label: str
    occurred_at: datetime
    plate: str
    place: str
    with_victims: bool
    fatal_victims: bool
    due_text: str
    article: str
    communicated_at: datetime | None
    late: bool


def term_of(occurrence: Occurrence) -> CommunicationTerm:
    return CommunicationTerm(occurrence.due_on, occurrence.due_at, occurrence.article)


def due_text(ctx: ServiceContext, term: CommunicationTerm) -> str:
    if term.due_at is not None:
        return f"{office_time(ctx, term.due_at):%d/%m/%Y %H:%M} ({term.article})"
    return f"{br_date(term.due_on)} ({term.article})"


def occurrence_row(
    ctx: ServiceContext, occurrence: Occurrence, communication: OccurrenceCommunication | None
) -> OccurrenceRow:
    term = term_of(occurrence)
    communicated_at = communication.communicated_at if communication else None
    return OccurrenceRow(
        id=occurrence.id,
        operator_id=occurrence.operator_id,
        kind_label=KINDS.get(occurrence.kind, occurrence.kind),
        occurred_at=office_time(ctx, occurrence.occurred_at),
        plate=occurrence.plate,
        place=occurrence.place,
        with_victims=occurrence.with_victims,
        fatal_victims=occurrence.fatal_victims,
        due_text=due_text(ctx, term),
        article=term.article,
        communicated_at=office_time(ctx, communicated_at) if communicated_at else None,
        late=term.missed(communicated_at, ctx.clock()),
    )


def operator_occurrences(ctx: ServiceContext, operator_id: uuid.UUID) -> list[OccurrenceRow]:
    """The operator's occurrences, newest first, with their communication."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(Occurrence, OccurrenceCommunication)
            .outerjoin(
                OccurrenceCommunication, OccurrenceCommunication.occurrence_id == Occurrence.id
            )
            .where(Occurrence.operator_id == operator_id)
            .order_by(Occurrence.occurred_at.desc())
        )
        return [
            occurrence_row(ctx, occurrence, communication) for occurrence, communication in rows
        ]
