"""Queries of `desktop.services.sanctions.process`, read by its screens: nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    OperatorSanction,
    ProcessDeadline,
    ProcessEvent,
    SanctionProcess,
)
from desktop.rules.choices import ProcessStage, stage_label, submission_label
from desktop.rules.notice_corrections import correction_open
from desktop.rules.regular_line_terms import DECREE_ARTICLE, regular_line_notice
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import jointly_liable_sentence
from desktop.services.sanctions.payments import has_fine_to_pay, latest_decision
from desktop.services.validation import format_cnpj

EVENT_LABELS = {
    "auto": "Auto de infração",
    "suspensao_preventiva": "Suspensão preventiva",
    "correcao": "Correção de erro formal",
    "notificacao": "Notificação",
    "notificacao_emitida": "Notificação emitida",
    "notificacao_pagamento": "Notificação para pagamento",
    "defesa": "Defesa",
    "recurso": "Recurso",
    "ordinario": "Processo ordinário instaurado",
    "prazo_ato": "Prazo para ato do processo ordinário",
    "ato_cumprido": "Ato do processo ordinário realizado",
    "julgamento": "Julgamento",
    "reexame": "Reexame pelo Conselho",
    "conselho": "Decisão do Conselho",
    "revisao": "Revisão",
    "caducidade": "Caducidade declarada",
    "restabelecimento": "CRC restabelecido (revisão)",
    "pagamento": "Pagamento",
    "medida": "Medida administrativa",
    "encerramento": "Encerramento",
    "liberacao": "Liberação do veículo",
    "caucao": "Caução depositada",
    "devolucao_caucao": "Caução devolvida",
    "publicacao": "Publicação no Diário Oficial",
}


# Lei RR 664/2008, art. 91: the appeal is decided by the CRE/RR; art. 84 I: the fault is
# established in a processo administrativo, which Lei 664 does not call ordinary.
RR_EVENT_LABELS = {
    "conselho": "Decisão do CRE/RR sobre o recurso",
    "ordinario": "Processo administrativo instaurado",
    "inidoneidade": "Declaração de inidoneidade (Lei RR 664/2008, art. 86)",
    "cassacao": "Cassação (Lei RR 664/2008, arts. 87 e 88)",
}


def deadline_label(kind: str, jurisdiction: str) -> str:
    """A deadline's label: the defence or appeal it waits for (the appeal to the CRE/RR in
    Roraima, Lei 664 art. 91), or the act of the ordinary process (Res. 105, art. 93 §8)."""
    if kind == "ato":
        return "Ato do processo ordinário (Res. AGR 105/2017, art. 93, § 8º)"
    return submission_label(kind, jurisdiction)


@dataclass(frozen=True)
class DeadlineRow:
    id: uuid.UUID
    process_id: uuid.UUID
    process_number: str
    notice_number: str
    operator_name: str
    kind: str
    kind_label: str
    ciencia: date
    due: date
    articles: str
    moved_because: str
    met_on: date | None
    closed_on: date | None


@dataclass(frozen=True)
class TimelineEntry:
    on: date
    kind: str
    label: str
    summary: str
    articles: str
    document_number: str


@dataclass(frozen=True)
class ProcessDetail:
    id: uuid.UUID
    number: str
    kind: str
    stage: str
    stage_label: str
    outcome: str
    notice_id: uuid.UUID
    notice_number: str
    operator_id: uuid.UUID | None
    operator_name: str
    cnpj_formatted: str
    deadlines: tuple[DeadlineRow, ...]
    timeline: tuple[TimelineEntry, ...]
    payable: bool = False
    caducity_to_declare: bool = False
    # GO Res. 105 art. 79 sole §; RR Lei 664 art. 76 §3: formal errors still correctable.
    correctable: bool = False
    # Res. 105, art. 22 sole §: who answers jointly for the fine with the autuada.
    jointly_liable: str = ""
    # A Goiás regular line's auto: defence and appeal by Decreto 8.444/2015, art. 51 § 5º.
    regular_line: bool = False


@dataclass(frozen=True)
class Worklist:
    overdue: tuple[DeadlineRow, ...]
    today: tuple[DeadlineRow, ...]
    this_week: tuple[DeadlineRow, ...]


def load_process(session: Session, process_id: uuid.UUID) -> SanctionProcess:
    process = session.get(SanctionProcess, process_id)
    if process is None:
        raise NotFound("Processo não encontrado.")
    return process


def _deadline_rows(session: Session, query) -> list[DeadlineRow]:
    rows = session.execute(
        query.join(SanctionProcess, SanctionProcess.id == ProcessDeadline.process_id).join(
            InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id
        )
    ).all()
    return [
        DeadlineRow(
            d.id,
            d.process_id,
            number,
            notice_number,
            name,
            d.kind,
            _with_decree(deadline_label(d.kind, jurisdiction), d.articles),
            d.ciencia,
            d.due,
            d.articles,
            d.moved_because,
            d.met_on,
            d.closed_on,
        )
        for d, number, notice_number, name, jurisdiction in rows
    ]


def notice_on_regular_line(session: Session, notice: InfractionNotice) -> bool:
    """Whether the auto concerns a Goiás regular line (`rules.regular_line_notice`)."""
    codes = session.scalars(
        select(NoticeInfraction.code).where(NoticeInfraction.notice_id == notice.id)
    ).all()
    return regular_line_notice(notice.jurisdiction, notice.line, tuple(codes))


def _with_decree(label: str, articles: str) -> str:
    """A Goiás regular line's defence or appeal term names the decree that counts it, not the
    art. 83 every other Goiás term follows."""
    if articles.startswith(DECREE_ARTICLE):
        return f"{label} ({DECREE_ARTICLE})"
    return label


def process_detail(session: Session, process: SanctionProcess) -> ProcessDetail:
    notice = session.get(InfractionNotice, process.notice_id)
    assert notice is not None  # the process's notice (foreign key)
    events = session.scalars(
        select(ProcessEvent)
        .where(ProcessEvent.process_id == process.id)
        .order_by(ProcessEvent.sequence)
    ).all()
    deadline_rows = _deadline_rows(
        session,
        select(
            ProcessDeadline,
            SanctionProcess.number,
            InfractionNotice.number,
            InfractionNotice.operator_name,
            InfractionNotice.jurisdiction,
        )
        .where(ProcessDeadline.process_id == process.id)
        .order_by(ProcessDeadline.created_at),
    )
    return ProcessDetail(
        id=process.id,
        number=process.number,
        kind=process.kind,
        stage=process.stage,
        stage_label=stage_label(process.stage, notice.jurisdiction),
        outcome=process.outcome,
        notice_id=notice.id,
        notice_number=notice.number,
        operator_id=notice.operator_id,
        operator_name=notice.operator_name,
        cnpj_formatted=format_cnpj(notice.operator_cnpj),
        jointly_liable=jointly_liable_sentence(notice),
        regular_line=notice_on_regular_line(session, notice),
        deadlines=tuple(deadline_rows),
        timeline=tuple(
            TimelineEntry(
                e.on,
                e.kind,
                _event_label(e.kind, notice.jurisdiction),
                e.summary,
                e.articles,
                e.document_number,
            )
            for e in events
        ),
        # art. 89: a fine the notified decision keeps, still to pay (notificação para pagamento)
        payable=has_fine_to_pay(session, process.id),
        # art. 70 §§2-4: a caducity the decision in effect applies, not yet published
        caducity_to_declare=caducity_applied(session, process)
        and not any(e.kind == "caducidade" for e in events),
        correctable=correction_open(
            notice.jurisdiction,
            notified=any(e.kind == "notificacao" for e in events),
            closed=process.stage == ProcessStage.ENCERRADO,
        ),
    )


def _event_label(kind: str, jurisdiction: str) -> str:
    if jurisdiction == "RR" and kind in RR_EVENT_LABELS:
        return RR_EVENT_LABELS[kind]
    return EVENT_LABELS.get(kind, kind)


def caducity_applied(session: Session, process: SanctionProcess) -> bool:
    """The decision in effect upholds the notice and applies caducidade to a registered
    operator (Res. 105, art. 70), not revoked since."""
    decision = latest_decision(session, process.id)
    return (
        process.operator_id is not None
        and decision is not None
        and decision.upholds
        and session.scalar(
            select(OperatorSanction.id).where(
                OperatorSanction.process_id == process.id,
                OperatorSanction.kind == "caducidade",
                OperatorSanction.revoked_on.is_(None),
            )
        )
        is not None
    )


def get_process(ctx: ServiceContext, process_id: uuid.UUID) -> ProcessDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return process_detail(session, load_process(session, process_id))


def processes_of(ctx: ServiceContext, operator_id: uuid.UUID) -> list[ProcessDetail]:
    """The operator's processes, newest notice first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(SanctionProcess)
            .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
            .where(SanctionProcess.operator_id == operator_id)
            .order_by(InfractionNotice.occurred_at.desc())
        ).all()
        return [process_detail(session, process) for process in rows]


def worklist(ctx: ServiceContext, on: date | None = None, limit: int = 500) -> Worklist:
    """Open deadlines (no act received, not closed): overdue, due today, due by Sunday."""
    require(ctx, Permission.OPERATOR_VIEW)
    today = on or office_today(ctx)
    week_end = today + timedelta(days=6 - today.weekday())
    with ctx.database.read() as session:
        rows = _deadline_rows(
            session,
            select(
                ProcessDeadline,
                SanctionProcess.number,
                InfractionNotice.number,
                InfractionNotice.operator_name,
                InfractionNotice.jurisdiction,
            )
            .where(
                ProcessDeadline.met_on.is_(None),
                ProcessDeadline.closed_on.is_(None),
                ProcessDeadline.due <= week_end,
            )
            .order_by(ProcessDeadline.due, SanctionProcess.number)
            .limit(limit),
        )
    return Worklist(
        overdue=tuple(row for row in rows if row.due < today),
        today=tuple(row for row in rows if row.due == today),
        this_week=tuple(row for row in rows if today < row.due <= week_end),
    )
