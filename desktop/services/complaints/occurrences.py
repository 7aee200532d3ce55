"""Occurrences of a charter trip (Res. AGR 105/2017, arts. 48-49): the office records the
accident, theft or other occurrence it learned of, with the communication term the rules give
(5 days, or 24 hours with death or injury), then the operator's communication — refused, field
by field, while a communication with victims lacks an item of art. 49 I-IX. Each is a new
insert-only record with its audit entry, in one transaction; nothing is written on bad input.
An occurrence not communicated in its term is the infraction of art. 77 IX (`late.py`)."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.occurrences import Occurrence, OccurrenceCommunication
from desktop.rules.occurrences import (
    KINDS,
    ROMAN,
    VICTIM_ITEMS,
    VICTIMS_ARTICLE,
    communication_term,
    missing_items,
)
from desktop.services.calendar import office_calendar, office_time
from desktop.services.complaints.occurrences_records import OccurrenceRow, occurrence_row, term_of
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import FieldErrors, check_required
from desktop.services.vehicles.identifiers import check_plate, normalize_plate


@dataclass(frozen=True)
class OccurrenceInput:
    kind: str
    occurred_at: datetime | None
    plate: str
    place: str
    with_victims: bool
    fatal_victims: bool
    source: str


@dataclass(frozen=True)
class CommunicationInput:
    communicated_at: datetime | None
    police_report: str
    items: dict[str, str]


def record_occurrence(
    ctx: ServiceContext, operator_id: uuid.UUID, data: OccurrenceInput
) -> OccurrenceRow:
    """The occurrence the office learned of (art. 48), with its communication term."""
    require(ctx, Permission.NOTICE_RECORD)
    require_provided(ctx, "ocorrencia_fretamento")
    errors = FieldErrors()
    if data.kind not in KINDS:
        errors.add("kind", "Escolha o tipo: acidente de trânsito, roubo ou outra ocorrência.")
    if data.occurred_at is None or data.occurred_at.tzinfo is None:
        errors.add("occurred_at", "Informe data e hora da ocorrência.")
    elif data.occurred_at > ctx.clock():
        errors.add("occurred_at", "A ocorrência não pode estar no futuro.")
    errors.add("plate", check_plate(data.plate))
    errors.add("place", check_required(data.place) and "Informe o local da ocorrência.")
    errors.add("source", check_required(data.source) and "Diga como o escritório soube dela.")
    if data.fatal_victims and not data.with_victims:
        errors.add("fatal_victims", "Vítimas fatais são vítimas: marque também as vítimas.")
    errors.raise_if_any()
    assert data.occurred_at is not None  # refused above when missing
    term = communication_term(
        office_calendar(ctx), office_time(ctx, data.occurred_at), data.with_victims
    )
    with ctx.database.write() as session:
        load_operator(session, operator_id)
        occurrence = Occurrence(
            operator_id=operator_id,
            kind=data.kind,
            occurred_at=data.occurred_at,
            plate=normalize_plate(data.plate),
            place=data.place.strip(),
            with_victims=data.with_victims,
            fatal_victims=data.fatal_victims,
            source=data.source.strip(),
            due_on=term.due_on,
            due_at=term.due_at,
            article=term.article,
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, occurrence, "occurrence_recorded")
        return occurrence_row(ctx, occurrence, None)


def _load(session: Session, occurrence_id: uuid.UUID) -> Occurrence:
    occurrence = session.get(Occurrence, occurrence_id)
    if occurrence is None:
        raise NotFound("Ocorrência não encontrada.")
    return occurrence


def _communication(session: Session, occurrence_id: uuid.UUID) -> OccurrenceCommunication | None:
    return session.scalar(
        select(OccurrenceCommunication).where(
            OccurrenceCommunication.occurrence_id == occurrence_id
        )
    )


def record_communication(
    ctx: ServiceContext, occurrence_id: uuid.UUID, data: CommunicationInput
) -> OccurrenceRow:
    """The operator's communication (art. 48 sole §: with the police report; art. 49: with
    victims, items I-IX), marked late when it came after the term."""
    require(ctx, Permission.NOTICE_RECORD)
    require_provided(ctx, "ocorrencia_fretamento")
    with ctx.database.write() as session:
        occurrence = _load(session, occurrence_id)
        if _communication(session, occurrence_id) is not None:
            raise Conflict("A comunicação desta ocorrência já foi registrada.")
        errors = FieldErrors()
        when = data.communicated_at
        if when is None or when.tzinfo is None:
            errors.add("communicated_at", "Informe data e hora em que a comunicação chegou.")
        elif when > ctx.clock():
            errors.add("communicated_at", "A comunicação não pode estar no futuro.")
        elif when < occurrence.occurred_at:
            errors.add("communicated_at", "A comunicação não pode ser anterior à ocorrência.")
        errors.add(
            "police_report",
            check_required(data.police_report)
            and "Informe o boletim de ocorrência (Res. AGR 105/2017, art. 48, parágrafo único).",
        )
        for key in missing_items(occurrence.with_victims, occurrence.fatal_victims, data.items):
            errors.add(
                key,
                f"Com vítimas, a comunicação traz o item {ROMAN[key]} ({VICTIMS_ARTICLE}).",
            )
        errors.raise_if_any()
        assert when is not None  # refused above when missing
        wanted = {key for key, _label in VICTIM_ITEMS} if occurrence.with_victims else set()
        communication = OccurrenceCommunication(
            occurrence_id=occurrence_id,
            communicated_at=when,
            police_report=data.police_report.strip(),
            items={key: value.strip() for key, value in data.items.items() if key in wanted},
            late=term_of(occurrence).missed(when, when),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, communication, "occurrence_communicated")
        return occurrence_row(ctx, occurrence, communication)
