"""The outorga of a GO line in instalments (Decreto 8.444/2015, art. 11 §5º): each instalment
of the Termo's schedule is a debt with the AGR, due on its date, so an overdue one refuses the
certidão negativa and every act that requires it (Res. AGR 105/2017, art. 101) exactly as a
fine does. A payment is of the instalment corrected by the IGP-DI since signature, read from
the index numbers the office records; payments are insert-only. The schedule and the
correction come from `desktop.rules.lines.outorga`."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineDelegation
from desktop.models.operators import Operator
from desktop.models.payments import Debt
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines.outorga import (
    IGP_DI,
    CorrectedInstalment,
    corrected_instalment,
    instalment_schedule,
)
from desktop.rules.money import format_brl
from desktop.rules.rulebook import Rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.payments import DebtRow, add_payment, debt_rows
from desktop.services.validation import FieldErrors, check_required

OUTORGA_KIND = "outorga"
ARTICLE = "Decreto 8.444/2015, art. 11 §5º"


@dataclass(frozen=True)
class InstalmentRow:
    debt_id: uuid.UUID
    number: int
    of: int
    due_on: date
    amount: Decimal
    paid: Decimal
    outstanding: Decimal
    overdue: bool


@dataclass(frozen=True)
class OverdueInstalment:
    line_id: uuid.UUID
    line_code: str
    line_name: str
    operator_name: str
    termo: str
    number: int
    due_on: date
    outstanding: Decimal


def instalment_problem(
    rulebook: Rulebook, total: Decimal | None, signed: date, count: int | None
) -> str | None:
    """The message of art. 11 §5º when the number of instalments can't split `total`."""
    if count is None:
        return f"Informe o número de parcelas semestrais da outorga, de 1 a 30 ({ARTICLE})."
    if total is None or total <= 0:
        return None
    try:
        instalment_schedule(rulebook, total, signed, count)
    except RulesError as error:
        return f"Parcelas da outorga: {error.message}."
    return None


def create_outorga_debts(
    session: Session, ctx: ServiceContext, line: Line, item: LineDelegation, operator: Operator
) -> None:
    """One debt per instalment of the Termo's schedule (art. 11 §5º), due on its date."""
    assert item.outorga_total is not None and item.outorga_instalments is not None
    rulebook = office_rulebook_in(session, "GO")
    schedule = instalment_schedule(
        rulebook, item.outorga_total, item.signed_on, item.outorga_instalments
    )
    for instalment in schedule:
        debt = Debt(
            id=uuid.uuid4(),
            operator_id=operator.id,
            cnpj=operator.cnpj,
            kind=OUTORGA_KIND,
            description=f"Outorga da linha {line.code} — Termo de Autorização nº {item.number}, "
            f"parcela {instalment.number}/{len(schedule)}",
            articles=instalment.article,
            amount=instalment.amount,
            due_on=instalment.due,
            line_delegation_id=item.id,
            instalment=instalment.number,
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        session.add(debt)
        session.flush()
        record_audit(
            session, ctx.actor, "debt", debt.id, "create", None, snapshot(debt), debt.created_at
        )


def _instalment_debts(session: Session, delegation_id: uuid.UUID) -> list[Debt]:
    return list(
        session.scalars(
            select(Debt)
            .where(Debt.line_delegation_id == delegation_id, Debt.kind == OUTORGA_KIND)
            .order_by(Debt.instalment)
        )
    )


def _instalment_rows(session: Session, delegation: LineDelegation, on: date) -> list[InstalmentRow]:
    debts = _instalment_debts(session, delegation.id)
    rows = debt_rows(session, debts, on)
    return [
        InstalmentRow(
            row.id,
            debt.instalment or 0,
            len(debts),
            row.due_on,
            row.amount,
            row.paid,
            row.outstanding,
            row.overdue,
        )
        for debt, row in zip(debts, rows, strict=True)
    ]


def outorga_instalments(ctx: ServiceContext, delegation_id: uuid.UUID) -> list[InstalmentRow]:
    """The Termo's schedule as it stands today: each instalment, paid and overdue."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        delegation = session.get(LineDelegation, delegation_id)
        if delegation is None:
            raise NotFound("Delegação não encontrada.")
        return _instalment_rows(session, delegation, office_today(ctx))


def _load(session: Session, debt_id: uuid.UUID) -> tuple[Debt, LineDelegation]:
    debt = session.get(Debt, debt_id)
    if debt is None or debt.kind != OUTORGA_KIND or debt.line_delegation_id is None:
        raise NotFound("Parcela da outorga não encontrada.")
    delegation = session.get(LineDelegation, debt.line_delegation_id)
    if delegation is None:
        # A debt replicated from another office of the state network: its Termo is there.
        raise NotFound("A parcela é de Termo de outro escritório: o pagamento é registrado lá.")
    return debt, delegation


def _corrected(
    session: Session, debt: Debt, delegation: LineDelegation, paid_on: date
) -> CorrectedInstalment:
    return corrected_instalment(
        office_rulebook_in(session, "GO"), debt.amount, delegation.signed_on, paid_on
    )


def _index_message(error: RulesError, paid_on: date) -> str:
    if error.field == IGP_DI:
        return (
            f"Registre em Legislação o número-índice do IGP-DI em vigor na assinatura e em "
            f"{br_date(paid_on)}: a parcela é corrigida por ele ({ARTICLE})."
        )
    return f"{error.message[:1].upper()}{error.message[1:]} ({ARTICLE})."


def instalment_amount_on(
    ctx: ServiceContext, debt_id: uuid.UUID, paid_on: date
) -> CorrectedInstalment:
    """What the instalment costs paid on `paid_on`: corrected by the IGP-DI (art. 11 §5º)."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        debt, delegation = _load(session, debt_id)
        try:
            return _corrected(session, debt, delegation, paid_on)
        except RulesError as error:
            raise ValidationError({"paid_on": _index_message(error, paid_on)}) from error


def register_instalment_payment(
    ctx: ServiceContext,
    debt_id: uuid.UUID,
    paid_on: date | None,
    amount: Decimal | None,
    reference: str,
) -> InstalmentRow:
    """Registers the payment of an instalment: its value corrected by the IGP-DI to the day
    of payment, in full (art. 11 §5º: equal instalments, corrected); never in the future."""
    require(ctx, Permission.PAYMENT_REGISTER)
    today = office_today(ctx)
    with ctx.database.write() as session:
        debt, delegation = _load(session, debt_id)
        row = debt_rows(session, [debt], today)[0]
        errors = FieldErrors()
        corrected = None
        if row.outstanding <= 0:
            errors.add("amount", f"A parcela {debt.instalment} já está paga.")
        if paid_on is None:
            errors.add("paid_on", "Informe a data do pagamento.")
        elif paid_on > today:
            errors.add("paid_on", "A data do pagamento não pode ser posterior a hoje.")
        elif paid_on < delegation.signed_on:
            errors.add("paid_on", "O pagamento não é anterior à assinatura do termo.")
        else:
            try:
                corrected = _corrected(session, debt, delegation, paid_on).corrected
            except RulesError as error:
                errors.add("paid_on", _index_message(error, paid_on))
        if not isinstance(amount, Decimal) or not amount.is_finite() or amount <= 0:
            errors.add("amount", "Informe um valor positivo em reais.")
        elif corrected is not None and amount != corrected:
            errors.add(
                "amount",
                f"A parcela corrigida pelo IGP-DI até {br_date(paid_on)} é de "
                f"{format_brl(corrected)} ({ARTICLE}).",
            )
        errors.add(
            "reference", check_required(reference) and "Informe a guia ou o comprovante bancário."
        )
        errors.raise_if_any()
        assert paid_on is not None and amount is not None  # refused above when missing
        add_payment(session, ctx, debt.id, paid_on, amount, reference)
        return next(
            item for item in _instalment_rows(session, delegation, today) if item.debt_id == debt.id
        )


def overdue_instalments(ctx: ServiceContext) -> list[OverdueInstalment]:
    """Every instalment of an outorga past its due date and not paid, oldest first."""
    require(ctx, Permission.LINE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        found = session.execute(
            select(Debt, LineDelegation, Line, Operator.legal_name)
            .join(LineDelegation, LineDelegation.id == Debt.line_delegation_id)
            .join(Line, Line.id == LineDelegation.line_id)
            .join(Operator, Operator.id == LineDelegation.operator_id)
            .where(Debt.kind == OUTORGA_KIND, Debt.cancelled_on.is_(None), Debt.due_on < today)
            .order_by(Debt.due_on, Line.code, Debt.instalment)
        ).all()
        rows: list[DebtRow] = debt_rows(session, [debt for debt, *_ in found], today)
    return [
        OverdueInstalment(
            line.id,
            line.code,
            line.name,
            name,
            delegation.number,
            debt.instalment or 0,
            row.due_on,
            row.outstanding,
        )
        for (debt, delegation, line, name), row in zip(found, rows, strict=True)
        if row.overdue
    ]
