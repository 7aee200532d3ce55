"""The administrative process of an auto de infração (Res. AGR 105/2017, arts. 81-96;
Lei RR 664/2008, arts. 89-91): notifications by ciência (art. 82), deadlines from the rules
engine on the office calendar (art. 83; RR art. 95), defence and appeal with the
requirements of art. 84 checked (arts. 87 and 91 §2), the timeline and the worklist.

Stages: aguardando_notificacao -> prazo_defesa -> aguardando_julgamento -> (judged, see
`desktop.services.penalties`) -> aguardando_notificacao_decisao -> prazo_recurso ->
recurso_conselho -> aguardando_notificacao_conselho -> encerrado. A first-instance decision
that cancels the notice goes to the Council's mandatory review (reexame_conselho, art. 90),
whose decision is notified (aguardando_notificacao_reexame): the provimento when the Council
confirms the cancellation (art. 88), the fine to pay when it reforms it (art. 89).
"""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    InfractionNotice,
    ProcessDeadline,
    ProcessDecision,
    ProcessEvent,
    SanctionProcess,
    Submission,
)
from desktop.rules import deadlines
from desktop.rules.deadlines import Deadline
from desktop.rules.rulebook import load_rulebook
from desktop.services.audit import record_audit, snapshot
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.payments import create_debts_for_decision, has_fine_to_pay
from desktop.services.permissions import Permission, require
from desktop.services.registration_dates import office_calendar, office_today
from desktop.services.sanction_process_events import add_event as append_event
from desktop.services.validation import FieldErrors, check_required, format_cnpj

STAGE_LABELS = {
    "aguardando_notificacao": "Aguardando notificação da autuação",
    "prazo_defesa": "Prazo de defesa em curso",
    "aguardando_julgamento": "Aguardando julgamento em primeira instância",
    "reexame_conselho": "Reexame obrigatório pelo Conselho Regulador (art. 90)",
    "aguardando_notificacao_reexame": "Aguardando notificação do reexame pelo Conselho "
    "(arts. 88 a 90)",
    "aguardando_notificacao_decisao": "Aguardando notificação da decisão",
    "prazo_recurso": "Prazo de recurso e pagamento em curso",
    "recurso_conselho": "Recurso ao Conselho Regulador (art. 91)",
    "aguardando_notificacao_conselho": "Aguardando notificação da decisão do Conselho",
    "encerrado": "Encerrado",
}
NOTIFICATION_METHODS = {
    "autos": "ciência nos autos (Res. AGR 105/2017, art. 82, I)",
    "pessoal": "pessoalmente, por servidor (art. 82, II)",
    "correio": "correspondência registrada com Aviso de Recebimento (art. 82, III)",
}
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
DEADLINE_LABELS = {
    "defesa": "Defesa",
    "recurso": "Recurso ao Conselho",
}
EVENT_LABELS = {
    "auto": "Auto de infração",
    "correcao": "Correção de erro formal",
    "notificacao": "Notificação",
    "notificacao_emitida": "Notificação emitida",
    "notificacao_pagamento": "Notificação para pagamento",
    "defesa": "Defesa",
    "recurso": "Recurso",
    "ordinario": "Processo ordinário instaurado",
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
}
SUBMISSION_STAGES = {"defesa": ("prazo_defesa",), "recurso": ("prazo_recurso",)}


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


@dataclass(frozen=True)
class SubmissionInput:
    """A defence or appeal as received, with the requirements of Res. 105, art. 84: I in
    Portuguese, typed and addressed to the agency; II the process number; III the notice
    number; IV name, address and qualification of the legal representative; V place, date
    and signature; sole § the articles of association or proof of the signatory's powers."""

    received_on: date | None
    signatory: str
    process_number: str
    notice_number: str
    representative_address: str
    representative_qualification: str
    place: str
    signed_on: date | None
    in_portuguese_typed_addressed: bool
    signed: bool
    powers_proof_attached: bool
    summary: str = ""


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


def require_stage(process: SanctionProcess, allowed: tuple[str, ...], action: str) -> None:
    if process.stage not in allowed:
        raise Conflict(
            f"Não é possível {action}: o processo {process.number} está na fase "
            f"“{STAGE_LABELS[process.stage]}”."
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
    for kind in kinds:
        row = open_deadline(session, process_id, kind)
        if row is not None:
            row.closed_on = on


def payment_deadline(ctx: ServiceContext, ciencia: date) -> Deadline:
    """GO: notified of the decision, the offender pays or appeals within 10 days (Res. 105,
    arts. 83 and 89); RR: 10 days from the decision (Lei 664, art. 89 sole §)."""
    calendar = office_calendar(ctx)
    if calendar.jurisdiction == "RR":
        return deadlines.rr_payment_due(calendar, ciencia)
    period = load_rulebook("GO").period("prazo_processual_dias")
    return deadlines.procedural_deadline(
        calendar, ciencia, int(period.value), ("Res. AGR 105/2017, art. 89", period.article)
    )


def _check_ciencia(
    errors: FieldErrors, ctx: ServiceContext, ciencia: date | None, not_before: date, what: str
) -> None:
    if ciencia is None:
        errors.add("ciencia", "Informe a data da ciência (Res. AGR 105/2017, art. 82).")
    elif ciencia < not_before:
        errors.add(
            "ciencia",
            f"A ciência não pode ser anterior {what} ({not_before.strftime('%d/%m/%Y')}).",
        )
    elif ciencia > office_today(ctx):
        errors.add("ciencia", "A data da ciência não pode ser posterior a hoje.")


def _last_decision_day(session: Session, process_id: uuid.UUID) -> date | None:
    return session.scalar(
        select(ProcessDecision.decided_on)
        .where(ProcessDecision.process_id == process_id)
        .order_by(ProcessDecision.decided_on.desc())
        .limit(1)
    )


def notify(
    ctx: ServiceContext,
    process_id: uuid.UUID,
    method: str,
    ciencia: date | None,
    recipient: str,
    ar_code: str = "",
) -> ProcessDetail:
    """Records the ciência of the pending notification (art. 82: in the records, in person or
    by registered mail with the AR date) and starts the deadlines it opens: defence after
    the notice (art. 83; RR art. 89: 30 days), appeal and payment after a decision (arts.
    89 and 91; RR art. 89 sole §)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, tuple(NOTIFICATION_PURPOSES), "registrar notificação")
        purpose = NOTIFICATION_PURPOSES[process.stage]
        notice = session.get(InfractionNotice, process.notice_id)
        errors = FieldErrors()
        if method not in NOTIFICATION_METHODS:
            errors.add("method", "Escolha a forma da notificação (art. 82, I a III).")
        if purpose == "autuacao":
            _check_ciencia(errors, ctx, ciencia, notice.occurred_on, "à data do auto")
        else:
            _check_ciencia(
                errors, ctx, ciencia, _last_decision_day(session, process.id), "à data da decisão"
            )
        errors.add(
            "recipient",
            check_required(recipient)
            and "Informe quem tomou ciência: o "
            "interessado, o representante legal ou mandatário (art. 82, caput).",
        )
        if method == "correio" and not ar_code.strip():
            errors.add("ar_code", "Informe o número do Aviso de Recebimento (art. 82, III).")
        errors.raise_if_any()
        how = NOTIFICATION_METHODS[method]
        ar = f", AR {ar_code.strip()}" if method == "correio" else ""
        articles = (
            "Res. AGR 105/2017, art. 82"
            if ctx.office.jurisdiction == "GO"
            else "Lei RR 664/2008, art. 89"
        )
        summary = (
            f"{PURPOSE_LABELS[purpose]}: ciência de {recipient.strip()} em "
            f"{ciencia.strftime('%d/%m/%Y')}, {how}{ar}."
        )
        calendar = office_calendar(ctx)
        if purpose == "autuacao":
            add_deadline(session, ctx, process, "defesa", deadlines.defence_due(calendar, ciencia))
            stage = "prazo_defesa"
        elif purpose == "decisao":
            if ctx.office.jurisdiction == "GO":
                add_deadline(
                    session, ctx, process, "recurso", deadlines.defence_due(calendar, ciencia)
                )
            create_debts_for_decision(session, ctx, process, payment_deadline(ctx, ciencia))
            stage = "prazo_recurso"
        else:
            debts = create_debts_for_decision(session, ctx, process, payment_deadline(ctx, ciencia))
            stage = "encerrado"
            if purpose == "reexame":
                extra, articles = _review_outcome(ctx, process, debts, articles)
                summary = f"{summary} {extra}"
        add_event(session, ctx, process, "notificacao", ciencia, summary, articles)
        move(session, ctx, process, stage, "notify")
        return process_detail(session, process)


def _review_outcome(
    ctx: ServiceContext, process: SanctionProcess, debts: list, articles: str
) -> tuple[str, str]:
    """What the notification of the Council's review (Res. AGR 105/2017, art. 90) tells the
    autuado: the provimento of the defence when the cancellation is confirmed (art. 88), the
    fine to pay by its due date when the Council reforms it (art. 89)."""
    if process.outcome == "cancelado":
        return (
            "Cancelamento do auto confirmado pelo Conselho Regulador em reexame: provimento "
            "notificado, nenhuma multa devida.",
            f"{articles}; arts. 88 e 90",
        )
    dues = sorted({debt.due_on for debt in debts})
    due = f" com vencimento em {dues[0]:%d/%m/%Y}" if dues else ""
    return (
        f"Auto mantido pelo Conselho Regulador em reexame: notificado para pagamento da "
        f"multa{due}.",
        f"{articles}; arts. 83, 89 e 90",
    )


def close_without_appeal(
    ctx: ServiceContext, process_id: uuid.UUID, on: date | None
) -> ProcessDetail:
    """Ends the process once the appeal term passed without an appeal (Res. AGR 105/2017,
    art. 91): the first-instance decision stands; its fines stay as debts."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, ("prazo_recurso",), "encerrar o processo")
        deadline = open_deadline(session, process.id, "recurso")
        if on is None or on > office_today(ctx):
            raise ValidationError({"on": "Informe a data (não posterior a hoje)."})
        if deadline is not None and on <= deadline.due:
            raise ValidationError(
                {
                    "on": f"O prazo de recurso vence em {deadline.due:%d/%m/%Y}: "
                    "só depois dele o processo se encerra sem recurso."
                }
            )
        if deadline is not None:
            deadline.closed_on = on
        add_event(
            session,
            ctx,
            process,
            "encerramento",
            on,
            "Prazo de recurso esgotado sem recurso: decisão de primeira instância mantida.",
            "Res. AGR 105/2017, art. 91",
        )
        move(session, ctx, process, "encerrado", "close")
        return process_detail(session, process)


def art_84_missing(
    process: SanctionProcess, notice: InfractionNotice, data: SubmissionInput
) -> list[str]:
    """The requirements of Res. 105, art. 84 the submission lacks."""
    missing = []
    if not data.in_portuguese_typed_addressed:
        missing.append("I — redigida em português, digitada e dirigida à AGR")
    if data.process_number.strip().upper() != process.number:
        missing.append(f"II — número do processo ({process.number})")
    if data.notice_number.strip().upper() != notice.number:
        missing.append(f"III — número do auto de infração ({notice.number})")
    if not (data.representative_address.strip() and data.representative_qualification.strip()):
        missing.append("IV — nome, endereço e qualificação do representante legal")
    if not (data.place.strip() and data.signed_on and data.signed):
        missing.append("V — local, data e assinatura")
    if not data.powers_proof_attached:
        missing.append("parágrafo único — contrato social ou prova dos poderes do signatário")
    return missing


def receive_submission(
    ctx: ServiceContext, process_id: uuid.UUID, kind: str, data: SubmissionInput
) -> ProcessDetail:
    """Registers a defence (`kind="defesa"`, art. 86 sole §) or an appeal to the Council
    (`"recurso"`, art. 91). A submission lacking a requirement of art. 84 is recorded as not
    to be known (arts. 87 and 91 §2), one received after the deadline as untimely. The appeal
    has no suspensive effect (art. 91 §1): the fines stay due."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    if kind not in SUBMISSION_STAGES:
        raise ValidationError({"kind": "Escolha defesa ou recurso."})
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, SUBMISSION_STAGES[kind], f"registrar {kind}")
        notice = session.get(InfractionNotice, process.notice_id)
        deadline_kind = "defesa" if kind == "defesa" else "recurso"
        deadline = open_deadline(session, process.id, deadline_kind)
        errors = FieldErrors()
        ciencia = _last_notification_day(session, process.id)
        if data.received_on is None:
            errors.add("received_on", "Informe a data do protocolo.")
        elif data.received_on < ciencia:
            errors.add(
                "received_on",
                f"O protocolo não pode ser anterior à ciência ({ciencia.strftime('%d/%m/%Y')}).",
            )
        elif data.received_on > office_today(ctx):
            errors.add("received_on", "A data do protocolo não pode ser posterior a hoje.")
        errors.add("signatory", check_required(data.signatory))
        errors.raise_if_any()
        missing = art_84_missing(process, notice, data)
        timely = deadline is None or data.received_on <= deadline.due
        row = Submission(
            process_id=process.id,
            kind=kind,
            received_on=data.received_on,
            signatory=data.signatory.strip(),
            timely=timely,
            known=not missing and timely,
            missing="\n".join(missing),
            summary=data.summary.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        session.add(row)
        if deadline is not None:
            deadline.met_on = data.received_on
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "process_submission",
            row.id,
            "receive",
            None,
            snapshot(row),
            row.created_at,
        )
        label = "Defesa" if kind == "defesa" else "Recurso ao Conselho Regulador"
        verdict = (
            "conhecível"
            if row.known
            else "não será conhecida: "
            + "; ".join(missing + ([] if timely else ["apresentada fora do prazo"]))
        )
        articles = (
            "Res. AGR 105/2017, arts. 84 e 87"
            if kind == "defesa"
            else "Res. AGR 105/2017, arts. 84 e 91"
        )
        add_event(
            session,
            ctx,
            process,
            kind,
            data.received_on,
            f"{label} protocolada por {row.signatory}; {verdict}.",
            articles,
        )
        move(
            session,
            ctx,
            process,
            "aguardando_julgamento" if kind == "defesa" else "recurso_conselho",
            kind,
        )
        return process_detail(session, process)


def _last_notification_day(session: Session, process_id: uuid.UUID) -> date:
    return session.scalar(
        select(ProcessEvent.on)
        .where(ProcessEvent.process_id == process_id, ProcessEvent.kind == "notificacao")
        .order_by(ProcessEvent.on.desc())
        .limit(1)
    )


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
            DEADLINE_LABELS[d.kind],
            d.ciencia,
            d.due,
            d.articles,
            d.moved_because,
            d.met_on,
            d.closed_on,
        )
        for d, number, notice_number, name in rows
    ]


def process_detail(session: Session, process: SanctionProcess) -> ProcessDetail:
    notice = session.get(InfractionNotice, process.notice_id)
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
        )
        .where(ProcessDeadline.process_id == process.id)
        .order_by(ProcessDeadline.created_at),
    )
    return ProcessDetail(
        id=process.id,
        number=process.number,
        kind=process.kind,
        stage=process.stage,
        stage_label=STAGE_LABELS[process.stage],
        outcome=process.outcome,
        notice_id=notice.id,
        notice_number=notice.number,
        operator_id=notice.operator_id,
        operator_name=notice.operator_name,
        cnpj_formatted=format_cnpj(notice.operator_cnpj),
        deadlines=tuple(deadline_rows),
        timeline=tuple(
            TimelineEntry(
                e.on,
                e.kind,
                EVENT_LABELS.get(e.kind, e.kind),
                e.summary,
                e.articles,
                e.document_number,
            )
            for e in events
        ),
        # art. 89: a fine the notified decision keeps, still to pay (notificação para pagamento)
        payable=has_fine_to_pay(session, process.id),
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
