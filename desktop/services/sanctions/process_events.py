"""Appending an act to a process's timeline, numbered in order within the process."""

import uuid
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.models.sanctions import ProcessEvent
from desktop.services.context import ServiceContext


def add_event(
    session: Session,
    ctx: ServiceContext,
    process_id: uuid.UUID,
    kind: str,
    on: date,
    summary: str,
    articles: str,
    document_number: str = "",
) -> ProcessEvent:
    last = session.scalar(
        select(func.max(ProcessEvent.sequence)).where(ProcessEvent.process_id == process_id)
    )
    event = ProcessEvent(
        process_id=process_id,
        sequence=(last or 0) + 1,
        kind=kind,
        on=on,
        summary=summary,
        articles=articles,
        document_number=document_number,
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    session.add(event)
    session.flush()
    return event
