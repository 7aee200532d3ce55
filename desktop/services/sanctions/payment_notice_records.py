"""What a notificação para pagamento says today (`payment_data`, which the printing in
`payment_notice` issues), and whether the last one issued still says it, to print it again
(2ª via) instead of numbering another (`unchanged_payment_notice`)."""

import uuid
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.citations import legal_style, split_citations
from desktop.documents.kind import PAYMENT_NOTICE_KIND
from desktop.documents.notice_data import PaymentLine, PaymentNoticeData
from desktop.documents.snapshot import from_json
from desktop.models.documents import PrintOrder
from desktop.models.payments import Debt
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    Penalty,
    ProcessEvent,
    SanctionProcess,
)
from desktop.rules.dates import br_date
from desktop.rules.deadlines import Deadline
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.decisions import instance_label
from desktop.services.sanctions.notice_records import jointly_liable_sentence, notice_subject
from desktop.services.sanctions.notifications import payment_deadline, payment_term_text
from desktop.services.sanctions.payments import latest_decision, open_debts_of_process
from desktop.services.sanctions.payments_records import DebtRow
from desktop.services.sanctions.process_records import load_process, notice_on_regular_line
from desktop.services.validation import format_cnpj

NOTHING_TO_PAY = {
    "GO": (
        "Não há multa a pagar neste processo: a notificação para pagamento segue a ciência da "
        "decisão que mantém a multa (Res. AGR 105/2017, art. 89) ou da decisão do Conselho "
        "Regulador (arts. 90 e 92), e a multa já paga ou cancelada nada deve."
    ),
    "RR": (
        "Não há multa a pagar neste processo: a notificação para pagamento segue a decisão "
        "que mantém a multa, recolhida em 10 dias do término do prazo de defesa ou da "
        "decisão do recurso (Lei RR 664/2008, art. 89, parágrafo único), e a multa já paga "
        "ou cancelada nada deve."
    ),
}


def _notified(data: PaymentNoticeData) -> tuple[object, ...]:
    """What a payment notice notifies: the process and auto, the ciência of the decision
    that made the fines payable, each fine's amount, balance and due date, and whether the
    appeal term still runs. Not how it says it — the term's words, each fine's description
    and articles, the decision's label — which a later version of the program may write
    otherwise: a notice printed before keeps its number and its text (its 2ª via)."""
    return (
        data.process_number,
        data.notice_number,
        data.ciencia,
        data.appeal_pending,
        tuple((line.amount, line.outstanding, line.due_on) for line in data.lines),
    )


def unchanged_payment_notice(ctx: ServiceContext, process_id: uuid.UUID) -> str | None:
    """The number of the last notificação para pagamento of the process when a new one would
    notify the same (`_notified`) — the same debts, amounts, due dates, ciência of the
    decision and appeal term, only the day, the clerk or the wording differ — to print it
    again (2ª via, `issuing.reprint`) rather than number another; None when there is none or
    something changed (a payment, a new decision notified, the appeal term ended)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    with ctx.database.read() as session:
        process = load_process(session, process_id)
        data, notice = payment_data(session, ctx, process, office_today(ctx))
        last = session.scalars(
            select(PrintOrder)
            .where(
                PrintOrder.kind == PAYMENT_NOTICE_KIND,
                PrintOrder.subject_ref == notice_subject(notice.id),
            )
            .order_by(PrintOrder.created_at.desc())
            .limit(1)
        ).first()
        if last is None:
            return None
        issued = from_json(PaymentNoticeData, last.data_json)
        assert isinstance(issued, PaymentNoticeData)  # the kind's data type
        return last.number if _notified(issued) == _notified(data) else None


def _fine_articles(stored: str, term: tuple[str, ...]) -> str:
    """A fine's articles as its line prints them: those of the payment term, which the debt
    also keeps, are printed once, beside the term they count; an article cited with one of
    its items ("art. 67" beside "art. 67, III") is printed only with the item."""
    counted = {legal_style(article) for article in term}
    kept = [article for article in split_citations(stored) if legal_style(article) not in counted]
    return "; ".join(
        article for article in kept if not any(other.startswith(f"{article}, ") for other in kept)
    )


def _fine_descriptions(session: Session, debts: list[DebtRow]) -> dict[uuid.UUID, str]:
    """Each fine's line names its infraction only: the debt's stored description also
    repeats the auto and the process, which the notice prints once above the lines, and the
    infraction's article, which the line's articles already cite."""
    codes = session.execute(
        select(Debt.id, NoticeInfraction.code)
        .join(Penalty, Penalty.id == Debt.penalty_id)
        .join(NoticeInfraction, NoticeInfraction.id == Penalty.notice_infraction_id)
        .where(Debt.id.in_([debt.id for debt in debts]))
    ).all()
    named = {debt_id: f"Infração {code}" for debt_id, code in codes}
    return {debt.id: named.get(debt.id, debt.description) for debt in debts}


def _moved(deadline: Deadline) -> str:
    """Why the due date is not the term's last day, without saying the due date again."""
    if deadline.closed_because is None:
        return ""
    return f"prorrogado de {br_date(deadline.nominal_end)}, {deadline.closed_because}"


def payment_data(
    session: Session, ctx: ServiceContext, process: SanctionProcess, today: date
) -> tuple[PaymentNoticeData, InfractionNotice]:
    """What the notificação para pagamento says today; Conflict when nothing is to pay."""
    debts = open_debts_of_process(session, process.id, today)
    decision = latest_decision(session, process.id)
    if not debts or decision is None or not decision.upholds:
        raise Conflict(NOTHING_TO_PAY[ctx.office.jurisdiction])
    notice = session.get(InfractionNotice, process.notice_id)
    assert notice is not None  # the process's notice (foreign key)
    ciencia = session.scalar(
        select(ProcessEvent.on)
        .where(ProcessEvent.process_id == process.id, ProcessEvent.kind == "notificacao")
        .order_by(ProcessEvent.sequence.desc())
        .limit(1)
    )
    assert ciencia is not None  # the debts are created at the notification of the decision
    deadline = payment_deadline(ctx, ciencia, session, process.id)
    regular_line = notice_on_regular_line(session, notice)
    descriptions = _fine_descriptions(session, debts)
    data = PaymentNoticeData(
        process_number=process.number,
        notice_number=notice.number,
        operator_name=notice.operator_name,
        operator_cnpj=format_cnpj(notice.operator_cnpj),
        issued_on=today,
        decision=f"{instance_label(decision.instance, ctx.office.jurisdiction)} de "
        f"{decision.decided_on:%d/%m/%Y}",
        ciencia=ciencia,
        term=payment_term_text(deadline, ciencia, regular_line),
        moved_because=_moved(deadline),
        lines=tuple(
            PaymentLine(
                descriptions[debt.id],
                _fine_articles(debt.articles, deadline.articles),
                debt.amount,
                debt.outstanding,
                debt.due_on,
            )
            for debt in debts
        ),
        appeal_pending=process.stage == "prazo_recurso",
        issued_by=ctx.actor.display_name,
        jointly_liable=jointly_liable_sentence(notice),
        regular_line=regular_line,
    )
    return data, notice
