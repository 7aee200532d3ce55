"""Debts with the regulator and their payments.

A fine becomes a debt when the decision that applies it is notified, due 10 days after the
ciência (Res. AGR 105/2017, arts. 83 and 89; Lei RR 664/2008, art. 89 sole §). The appeal
has no suspensive effect (Res. 105, art. 91 §1), so the debt stays due while the Council
decides; a later decision that changes the fine cancels the outstanding debt and the new
decision's notification creates the new one, less what was already paid. A debt not fully
paid after its due date is overdue: no certidão negativa (art. 101).
"""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.payments import Debt, Payment
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    Penalty,
    ProcessDecision,
    SanctionProcess,
)
from desktop.rules.deadlines import Deadline
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import NotFound
from desktop.services.office.audit import insert_audited, record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import notice_subject
from desktop.services.sanctions.payments_records import CENT, DebtRow, debt_rows, paid_of
from desktop.services.sanctions.process_events import add_event
from desktop.services.validation import FieldErrors, check_required


def latest_decision(session: Session, process_id: uuid.UUID) -> ProcessDecision | None:
    """The decision in effect: the last one taken in the process."""
    return session.scalar(
        select(ProcessDecision)
        .where(ProcessDecision.process_id == process_id)
        .order_by(ProcessDecision.decided_on.desc(), ProcessDecision.created_at.desc())
        .limit(1)
    )


def create_debts_for_decision(
    session: Session, ctx: ServiceContext, process: SanctionProcess, deadline: Deadline
) -> list[Debt]:
    """One debt per fine of the decision in effect, due on `deadline.due`, less what was
    paid on debts of the same infraction that an earlier decision created."""
    decision = latest_decision(session, process.id)
    if decision is None or not decision.upholds:
        return []
    notice = session.get(InfractionNotice, process.notice_id)
    assert notice is not None  # the process's notice (foreign key)
    earlier = session.scalars(
        select(Debt).where(Debt.process_id == process.id, Debt.cancelled_on.is_not(None))
    ).all()
    paid = paid_of(session, [debt.id for debt in earlier])
    paid_by_infraction: dict[uuid.UUID, Decimal] = {}
    for debt in earlier:
        fine = session.get(Penalty, debt.penalty_id)
        assert fine is not None  # a process's debts are the fines of its decisions
        infraction_id = fine.notice_infraction_id
        paid_by_infraction[infraction_id] = paid_by_infraction.get(
            infraction_id, Decimal(0)
        ) + paid.get(debt.id, Decimal(0))
    created = []
    rows = session.execute(
        select(Penalty, NoticeInfraction)
        .join(NoticeInfraction, NoticeInfraction.id == Penalty.notice_infraction_id)
        .where(Penalty.decision_id == decision.id)
        .order_by(NoticeInfraction.position)
    ).all()
    for penalty, infraction in rows:
        amount = penalty.amount - paid_by_infraction.get(infraction.id, Decimal(0))
        if amount <= 0:
            continue
        debt = Debt(
            id=uuid.uuid4(),
            operator_id=notice.operator_id,
            cnpj=notice.operator_cnpj,
            kind="multa",
            description=f"Multa — auto nº {notice.number}, infração {infraction.code} "
            f"({infraction.article}); processo {process.number}",
            articles=f"{penalty.articles}; {'; '.join(deadline.articles)}",
            amount=amount,
            due_on=deadline.due,
            process_id=process.id,
            penalty_id=penalty.id,
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, debt, "create", entity="debt", at=debt.created_at)
        created.append(debt)
    return created


def cancel_outstanding_debts(
    session: Session, ctx: ServiceContext, process_id: uuid.UUID, on: date, reason: str
) -> None:
    """A later decision replaces the fines: the debts not yet cancelled are cancelled (and
    with them the payment notices, in the statewide status of documents)."""
    for debt in session.scalars(
        select(Debt).where(Debt.process_id == process_id, Debt.cancelled_on.is_(None))
    ).all():
        before = snapshot(debt)
        debt.cancelled_on = on
        debt.cancel_reason = reason
        session.flush()
        record_audit(
            session, ctx.actor, "debt", debt.id, "cancel", before, snapshot(debt), ctx.clock()
        )
    notice_id = session.scalar(
        select(SanctionProcess.notice_id).where(SanctionProcess.id == process_id)
    )
    if notice_id is not None:
        restate(session, ctx.clock(), subjects=[notice_subject(notice_id)])


def open_debts_of_process(session: Session, process_id: uuid.UUID, on: date) -> list[DebtRow]:
    """The debts of a process no later decision cancelled that still have something to pay,
    oldest due first: what a notificação para pagamento lists (Res. AGR 105/2017, art. 89)."""
    debts = session.scalars(
        select(Debt)
        .where(Debt.process_id == process_id, Debt.cancelled_on.is_(None))
        .order_by(Debt.due_on, Debt.created_at)
    ).all()
    return [row for row in debt_rows(session, list(debts), on) if row.outstanding > 0]


def has_fine_to_pay(session: Session, process_id: uuid.UUID) -> bool:
    """Whether the process has a fine notified and not fully paid (art. 89)."""
    return bool(open_debts_of_process(session, process_id, date.min))


def add_payment(
    session: Session,
    ctx: ServiceContext,
    debt_id: uuid.UUID,
    paid_on: date,
    amount: Decimal,
    reference: str,
    means: str = "moeda",
) -> Payment:
    """Writes a payment already checked against its debt (insert-only), with its audit;
    `means` "compensacao" for an outorga instalment paid with credits (GO Decreto
    8.444/2015, art. 12 §1º)."""
    payment = Payment(
        debt_id=debt_id,
        paid_on=paid_on,
        amount=amount,
        reference=reference.strip(),
        means=means,
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    insert_audited(session, ctx, payment, "register", entity="payment", at=payment.created_at)
    return payment


def register_payment(
    ctx: ServiceContext,
    debt_id: uuid.UUID,
    paid_on: date | None,
    amount: Decimal | None,
    reference: str,
) -> DebtRow:
    """Registers a payment of a debt: never more than what is outstanding, never before the
    debt existed nor in the future. An instalment of a line's outorga is paid corrected by the
    IGP-DI (`desktop.services.lines.outorga.register_instalment_payment`), not here."""
    require(ctx, Permission.PAYMENT_REGISTER)
    today = office_today(ctx)
    with ctx.database.write() as session:
        debt = session.get(Debt, debt_id)
        if debt is None:
            raise NotFound("Débito não encontrado.")
        row = debt_rows(session, [debt], today)[0]
        errors = FieldErrors()
        if debt.cancelled_on is not None:
            errors.add("debt_id", "Este débito foi cancelado por decisão posterior.")
        if debt.kind == "outorga":
            errors.add(
                "amount",
                "A parcela da outorga é paga em Linhas, aba Delegação, corrigida pelo IGP-DI "
                "(Decreto 8.444/2015, art. 11 §5º).",
            )
        if paid_on is None:
            errors.add("paid_on", "Informe a data do pagamento.")
        elif paid_on > today:
            errors.add("paid_on", "A data do pagamento não pode ser posterior a hoje.")
        if not isinstance(amount, Decimal) or not amount.is_finite() or amount <= 0:
            errors.add("amount", "Informe um valor positivo em reais.")
        elif amount != amount.quantize(CENT):
            errors.add("amount", "Informe o valor com até 2 casas decimais.")
        elif amount > row.outstanding:
            errors.add(
                "amount", f"O valor é maior que o débito em aberto ({format_brl(row.outstanding)})."
            )
        errors.add(
            "reference", check_required(reference) and "Informe a guia ou o comprovante bancário."
        )
        errors.raise_if_any()
        assert paid_on is not None and amount is not None  # refused above when missing
        payment = add_payment(session, ctx, debt.id, paid_on, amount, reference)
        if debt.process_id is not None:
            add_event(
                session,
                ctx,
                debt.process_id,
                "pagamento",
                paid_on,
                f"Pagamento de {format_brl(amount)} ({payment.reference}) — {debt.description}",
                debt.articles,
            )
        return debt_rows(session, [debt], today)[0]
