"""Defence and appeal received in the sanction process (Res. AGR 105/2017, art. 84:
the requirements checked, arts. 87 and 91 §2: not known without them; art. 86 sole §:
ampla defesa) and the process closed when the appeal term passes without an appeal
(art. 91)."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import (
    InfractionNotice,
    ProcessEvent,
    SanctionProcess,
    Submission,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.payments import cancel_outstanding_debts
from desktop.services.sanctions.process import add_event, move, open_deadline, require_stage
from desktop.services.sanctions.process_records import ProcessDetail, load_process, process_detail
from desktop.services.validation import FieldErrors, check_required

SUBMISSION_STAGES = {"defesa": ("prazo_defesa",), "recurso": ("prazo_recurso",)}
APPEAL_LABEL = {"GO": "Recurso ao Conselho Regulador", "RR": "Recurso ao CRE/RR"}
SUBMISSION_ARTICLES = {
    ("defesa", "GO"): "Res. AGR 105/2017, arts. 84 e 87",
    ("recurso", "GO"): "Res. AGR 105/2017, arts. 84 e 91",
    ("defesa", "RR"): "Lei RR 664/2008, art. 89",
    ("recurso", "RR"): "Lei RR 664/2008, arts. 89, parágrafo único, e 91",
}


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


# Lei RR 664/2008, art. 91 gives the appeal to the CRE/RR no term of its own: in Roraima no
# term "ran out", the process is closed without an appeal.
CLOSED_WITHOUT_APPEAL = {
    "GO": "Prazo de recurso esgotado sem recurso: decisão de primeira instância mantida.",
    "RR": "Encerrado sem recurso ao CRE/RR (Lei RR 664/2008, art. 91): decisão sobre a defesa "
    "mantida.",
}


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
            CLOSED_WITHOUT_APPEAL[ctx.office.jurisdiction],
            "Res. AGR 105/2017, art. 91"
            if ctx.office.jurisdiction == "GO"
            else "Lei RR 664/2008, arts. 89, parágrafo único, e 91",
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
        assert notice is not None  # the process's notice (foreign key)
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
        assert data.received_on is not None  # refused above when missing
        # Res. 105 art. 84 lists what a GO submission must contain; Lei 664 asks nothing of
        # the form of a defence (art. 89) or an appeal (art. 91).
        missing = art_84_missing(process, notice, data) if ctx.office.jurisdiction == "GO" else []
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
        label = "Defesa" if kind == "defesa" else APPEAL_LABEL[ctx.office.jurisdiction]
        # "a defesa" is feminine, "o recurso" masculine: the participles agree with it.
        ending = "a" if kind == "defesa" else "o"
        verdict = (
            "conhecível"
            if row.known
            else f"não será conhecid{ending}: "
            + "; ".join(missing + ([] if timely else [f"apresentad{ending} fora do prazo"]))
        )
        articles = SUBMISSION_ARTICLES[(kind, ctx.office.jurisdiction)]
        if kind == "recurso" and ctx.office.jurisdiction == "RR":
            # Lei 664, art. 89 sole §: with an appeal the fine falls due 10 days after the
            # decision on it, so the debts of the first decision are not due meanwhile.
            cancel_outstanding_debts(
                session,
                ctx,
                process.id,
                data.received_on,
                "Recurso ao CRE/RR: a multa vence 10 dias após a decisão do recurso (Lei RR "
                "664/2008, art. 89, parágrafo único).",
            )
        add_event(
            session,
            ctx,
            process,
            kind,
            data.received_on,
            f"{label} protocolad{ending} por {row.signatory}; {verdict}.",
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
    day = session.scalar(
        select(ProcessEvent.on)
        .where(ProcessEvent.process_id == process_id, ProcessEvent.kind == "notificacao")
        .order_by(ProcessEvent.on.desc())
        .limit(1)
    )
    assert day is not None  # the stages that take a submission follow a notification
    return day
