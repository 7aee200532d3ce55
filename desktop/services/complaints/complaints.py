"""Users' complaints against an operator (Res. AGR 105/2017, arts. 52 VII and 100): the office
records the complaint as received, forwards it with the term it sets, records the operator's
answer and its own appreciation. Each step is a new insert-only record, with its audit entry,
in one transaction; bad input is refused field by field with nothing written. While a
complaint is not appreciated the operator's matters are held (art. 100 sole §: `hold_of`)."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.orm import Session

from desktop.models.complaints import (
    ComplaintAnswer,
    ComplaintAppreciation,
    ComplaintForwarding,
    UserComplaint,
)
from desktop.rules.complaints import (
    ANSWER_ARTICLE,
    OUTCOMES,
    answer_deadline,
    term_columns,
)
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.services.calendar import office_calendar, office_today, today_in
from desktop.services.complaints.complaints_records import (
    CHANNELS,
    ComplaintRow,
    complaint_row,
    one_of,
)
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class ComplaintInput:
    received_at: datetime | None
    channel: str
    summary: str


def _check_day(
    errors: FieldErrors, field: str, day: date | None, first: date, today: date, what: str
) -> None:
    if day is None or day > today:
        errors.add(field, f"Informe a data {what} (não posterior a hoje).")
    elif day < first:
        errors.add(field, f"A data {what} não pode ser anterior a {br_date(first)}.")


def _load(session: Session, complaint_id: uuid.UUID) -> UserComplaint:
    complaint = session.get(UserComplaint, complaint_id)
    if complaint is None:
        raise NotFound("Reclamação não encontrada.")
    return complaint


def record_complaint(
    ctx: ServiceContext, operator_id: uuid.UUID, data: ComplaintInput
) -> ComplaintRow:
    """A user's complaint against the operator, as received (art. 52 VII); from then on the
    operator's matters are held until it is appreciated (art. 100 sole §)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "reclamacao_usuario")
    errors = FieldErrors()
    now = ctx.clock()
    if data.received_at is None or data.received_at > now:
        errors.add("received_at", "Informe quando a reclamação foi recebida (não no futuro).")
    if data.channel not in CHANNELS:
        errors.add("channel", "Escolha o canal pelo qual a reclamação chegou.")
    errors.add("summary", check_required(data.summary) and "Resuma o que o usuário relata.")
    errors.raise_if_any()
    assert data.received_at is not None  # refused above when missing
    with ctx.database.write() as session:
        load_operator(session, operator_id)
        complaint = UserComplaint(
            operator_id=operator_id,
            received_at=data.received_at,
            channel=data.channel,
            summary=data.summary.strip(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, complaint, "complaint_received")
        return complaint_row(ctx, session, complaint)


def forward_complaint(
    ctx: ServiceContext, complaint_id: uuid.UUID, forwarded_on: date | None, days: int | None
) -> ComplaintRow:
    """Forwards the complaint to the operator with `days` to answer (art. 100), due as
    art. 83 counts; forwarded once."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "reclamacao_usuario")
    with ctx.database.write() as session:
        complaint = _load(session, complaint_id)
        if one_of(session, ComplaintForwarding, complaint_id) is not None:
            raise Conflict("Esta reclamação já foi encaminhada à autorizatária.")
        errors = FieldErrors()
        received = today_in(ctx.office.jurisdiction, complaint.received_at)
        _check_day(
            errors, "forwarded_on", forwarded_on, received, office_today(ctx), "do encaminhamento"
        )
        errors.raise_if_any()
        assert forwarded_on is not None  # refused above when missing
        try:
            term = answer_deadline(office_calendar(ctx), forwarded_on, days)
        except RulesError as error:
            errors.add(error.field, error.message)
            errors.raise_if_any()
        row = ComplaintForwarding(
            complaint_id=complaint_id,
            forwarded_on=forwarded_on,
            **term_columns(term),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "complaint_forwarded")
        return complaint_row(ctx, session, complaint)


def record_answer(
    ctx: ServiceContext, complaint_id: uuid.UUID, received_on: date | None, summary: str
) -> ComplaintRow:
    """The operator's answer to the forwarded complaint, on time or late (art. 100)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "reclamacao_usuario")
    with ctx.database.write() as session:
        complaint = _load(session, complaint_id)
        forwarding = one_of(session, ComplaintForwarding, complaint_id)
        if forwarding is None:
            raise Conflict(
                f"A resposta da autorizatária vem da reclamação encaminhada ({ANSWER_ARTICLE}): "
                "encaminhe-a primeiro."
            )
        if one_of(session, ComplaintAnswer, complaint_id) is not None:
            raise Conflict("A resposta desta reclamação já foi registrada.")
        errors = FieldErrors()
        _check_day(
            errors,
            "answered_on",
            received_on,
            forwarding.forwarded_on,
            office_today(ctx),
            "da resposta",
        )
        errors.add("answer", check_required(summary) and "Resuma a resposta da autorizatária.")
        errors.raise_if_any()
        assert received_on is not None  # refused above when missing
        row = ComplaintAnswer(
            complaint_id=complaint_id,
            received_on=received_on,
            summary=summary.strip(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "complaint_answered")
        return complaint_row(ctx, session, complaint)


def appreciate_complaint(
    ctx: ServiceContext,
    complaint_id: uuid.UUID,
    on: date | None,
    outcome: str,
    conclusion: str,
) -> ComplaintRow:
    """The AGR's appreciation (art. 52 VII), which lifts the hold (art. 100 sole §). A
    forwarded complaint is appreciated once answered or once its term has passed."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "reclamacao_usuario")
    with ctx.database.write() as session:
        complaint = _load(session, complaint_id)
        if one_of(session, ComplaintAppreciation, complaint_id) is not None:
            raise Conflict("Esta reclamação já foi apreciada.")
        forwarding = one_of(session, ComplaintForwarding, complaint_id)
        answer = one_of(session, ComplaintAnswer, complaint_id)
        errors = FieldErrors()
        received = today_in(ctx.office.jurisdiction, complaint.received_at)
        _check_day(errors, "appreciated_on", on, received, office_today(ctx), "da apreciação")
        if on is not None and forwarding is not None and answer is None and on <= forwarding.due:
            errors.add(
                "appreciated_on",
                f"A autorizatária tem até {br_date(forwarding.due)} para responder "
                f"({ANSWER_ARTICLE}): aprecie após a resposta ou o fim do prazo.",
            )
        if outcome not in OUTCOMES:
            errors.add(
                "outcome", "Escolha o resultado da apreciação (Res. AGR 105/2017, art. 52, VII)."
            )
        errors.add("conclusion", check_required(conclusion) and "Escreva a conclusão da AGR.")
        errors.raise_if_any()
        assert on is not None  # refused above when missing
        row = ComplaintAppreciation(
            complaint_id=complaint_id,
            appreciated_on=on,
            outcome=outcome,
            conclusion=conclusion.strip(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "complaint_appreciated")
        return complaint_row(ctx, session, complaint)
