"""The administrative process of an auto de infração (Res. AGR 105/2017, arts. 81-96;
Lei RR 664/2008, arts. 89-91): notifications by ciência (art. 82), deadlines from the rules
engine on the office calendar (art. 83; RR art. 95), defence and appeal with the
requirements of art. 84 checked (arts. 87 and 91 §2), the timeline and the worklist.

Stages: aguardando_notificacao -> prazo_defesa -> aguardando_julgamento -> (judged, see
`desktop.services.sanctions.penalties`) -> aguardando_notificacao_decisao -> prazo_recurso ->
recurso_conselho -> aguardando_notificacao_conselho -> encerrado. A first-instance decision
that cancels the notice goes to the Council's mandatory review (reexame_conselho, art. 90),
whose decision is notified (aguardando_notificacao_reexame): the provimento when the Council
confirms the cancellation (art. 88), the fine to pay when it reforms it (art. 89).

The notifications' ciência and the deadlines it opens are in `process_notifications`, the
defence and appeal received in `process_submissions`, the decisions in `penalties`.
"""

import uuid
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session, object_session

from desktop.models.sanctions import (
    InfractionNotice,
    ProcessDeadline,
    SanctionProcess,
)
from desktop.rules.choices import stage_label
from desktop.rules.deadlines import Deadline
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.sanctions.process_events import add_event as append_event

NOTIFICATION_PURPOSES = {
    "aguardando_notificacao": "autuacao",
    "aguardando_notificacao_decisao": "decisao",
    "aguardando_notificacao_conselho": "conselho",
    "aguardando_notificacao_reexame": "reexame",
}


PURPOSE_LABELS = {
    "autuacao": "Notificação da autuação",
    "decisao": "Notificação da decisão de primeira instância",
    "conselho": "Notificação da decisão do Conselho Regulador",
    "reexame": "Notificação da decisão do Conselho Regulador em reexame obrigatório",
}

# Lei RR 664/2008, art. 91: Roraima decides 'sobre a defesa', then the CRE/RR on the appeal.
RR_PURPOSE_LABELS = {
    "decisao": "Notificação da decisão sobre a defesa",
    "conselho": "Notificação da decisão do CRE/RR sobre o recurso",
}


def purpose_label(purpose: str, jurisdiction: str) -> str:
    """What a notification notifies, as shown in an office of `jurisdiction`."""
    if jurisdiction == "RR":
        return RR_PURPOSE_LABELS.get(purpose, PURPOSE_LABELS[purpose])
    return PURPOSE_LABELS[purpose]


def process_jurisdiction(process: SanctionProcess) -> str:
    """The jurisdiction of the process's notice (the office's: GO or RR)."""
    session = object_session(process)
    assert session is not None  # a process is only read inside a session
    return session.scalars(
        select(InfractionNotice.jurisdiction).where(InfractionNotice.id == process.notice_id)
    ).one()


def require_stage(process: SanctionProcess, allowed: tuple[str, ...], action: str) -> None:
    if process.stage not in allowed:
        raise Conflict(
            f"Não é possível {action}: o processo {process.number} está na fase "
            f"“{stage_label(process.stage, process_jurisdiction(process))}”."
        )


def add_event(
    session: Session,
    ctx: ServiceContext,
    process: SanctionProcess,
    kind: str,
    on: date,
    summary: str,
    articles: str,
    document_number: str = "",
) -> None:
    append_event(session, ctx, process.id, kind, on, summary, articles, document_number)


def move(
    session: Session,
    ctx: ServiceContext,
    process: SanctionProcess,
    stage: str,
    action: str,
    outcome: str | None = None,
) -> None:
    """Moves the process to `stage`, audited with the state before."""
    before = snapshot(process)
    process.stage = stage
    if outcome is not None:
        process.outcome = outcome
    process.updated_at = ctx.clock()
    session.flush()
    record_audit(
        session,
        ctx.actor,
        "sanction_process",
        process.id,
        action,
        before,
        snapshot(process),
        process.updated_at,
    )


def add_deadline(
    session: Session, ctx: ServiceContext, process: SanctionProcess, kind: str, deadline: Deadline
) -> ProcessDeadline:
    row = ProcessDeadline(
        process_id=process.id,
        kind=kind,
        ciencia=deadline.ciencia,
        due=deadline.due,
        articles="; ".join(deadline.articles),
        moved_because=deadline.moved_because or "",
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    session.add(row)
    session.flush()
    return row


def open_deadline(session: Session, process_id: uuid.UUID, kind: str) -> ProcessDeadline | None:
    return session.scalar(
        select(ProcessDeadline)
        .where(
            ProcessDeadline.process_id == process_id,
            ProcessDeadline.kind == kind,
            ProcessDeadline.met_on.is_(None),
            ProcessDeadline.closed_on.is_(None),
        )
        .order_by(ProcessDeadline.created_at.desc())
        .limit(1)
    )


def close_deadlines(
    session: Session, process_id: uuid.UUID, kinds: tuple[str, ...], on: date
) -> None:
    """Closes every open deadline of `kinds` (the commission may have set several acts)."""
    rows = session.scalars(
        select(ProcessDeadline).where(
            ProcessDeadline.process_id == process_id,
            ProcessDeadline.kind.in_(kinds),
            ProcessDeadline.met_on.is_(None),
            ProcessDeadline.closed_on.is_(None),
        )
    )
    for row in rows:
        row.closed_on = on
