"""Queries of `desktop.services.lines.outorga`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineDelegation, LineVersion
from desktop.models.operators import Operator
from desktop.models.payments import Debt, Payment
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines.outorga import (
    IGP_DI,
    CorrectedInstalment,
    OutorgaPrice,
    corrected_instalment,
    outorga_price,
)
from desktop.rules.lines.termo_basis import compensation_allowed
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.lines.records import load_line, version_on
from desktop.services.lines.termo_basis_records import current_termo_basis
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.payments_records import DebtRow, debt_rows

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
    # How its payments were made, in the order received, each once: "moeda" or
    # "compensacao" (Decreto 8.444/2015, art. 12 §1º).
    means: tuple[str, ...]
    # The Termo's outorga is the temporary one of art. 12, payable with credits (§1º).
    temporary: bool


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


def _instalment_debts(session: Session, delegation_id: uuid.UUID) -> list[Debt]:
    return list(
        session.scalars(
            select(Debt)
            .where(Debt.line_delegation_id == delegation_id, Debt.kind == OUTORGA_KIND)
            .order_by(Debt.instalment)
        )
    )


def _payment_means(session: Session, debts: list[Debt]) -> dict[uuid.UUID, tuple[str, ...]]:
    found: dict[uuid.UUID, tuple[str, ...]] = {}
    for debt_id, means in session.execute(
        select(Payment.debt_id, Payment.means)
        .where(Payment.debt_id.in_([debt.id for debt in debts]))
        .order_by(Payment.paid_on, Payment.created_at)
    ):
        if means not in found.get(debt_id, ()):
            found[debt_id] = (*found.get(debt_id, ()), means)
    return found


def instalment_rows(session: Session, delegation: LineDelegation, on: date) -> list[InstalmentRow]:
    debts = _instalment_debts(session, delegation.id)
    rows = debt_rows(session, debts, on)
    means = _payment_means(session, debts)
    credits = compensation_allowed(current_termo_basis(session, delegation))
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
            means.get(debt.id, ()),
            credits,
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
        return instalment_rows(session, delegation, office_today(ctx))


def load(session: Session, debt_id: uuid.UUID) -> tuple[Debt, LineDelegation]:
    debt = session.get(Debt, debt_id)
    if debt is None or debt.kind != OUTORGA_KIND or debt.line_delegation_id is None:
        raise NotFound("Parcela da outorga não encontrada.")
    delegation = session.get(LineDelegation, debt.line_delegation_id)
    if delegation is None:
        # A debt replicated from another office of the state network: its Termo is there.
        raise NotFound("A parcela é de Termo de outro escritório: o pagamento é registrado lá.")
    return debt, delegation


def corrected_of(
    session: Session, debt: Debt, delegation: LineDelegation, paid_on: date
) -> CorrectedInstalment:
    return corrected_instalment(
        office_rulebook_in(session, "GO"), debt.amount, delegation.signed_on, paid_on
    )


def index_message(error: RulesError, paid_on: date) -> str:
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
        debt, delegation = load(session, debt_id)
        try:
            return corrected_of(session, debt, delegation, paid_on)
        except RulesError as error:
            raise ValidationError({"paid_on": index_message(error, paid_on)}) from error


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


def termo_price(session: Session, line: Line, signed: date, term_years: int) -> OutorgaPrice:
    """Art. 11 §4º for `line` as registered on `signed`: the length out and back of its
    version in force that day (version 1 when the Termo precedes the line's registration),
    the coefficient the office registered in force that day (RulesError naming where to
    register it)."""
    version = version_on(session, line.id, signed) or session.scalar(
        select(LineVersion).where(LineVersion.line_id == line.id, LineVersion.number == 1)
    )
    assert version is not None  # a line is created with its version 1
    return outorga_price(office_rulebook_in(session, "GO"), version.length_km, signed, term_years)


def price_preview(
    ctx: ServiceContext, line_id: uuid.UUID, signed: date, term_years: int
) -> OutorgaPrice | str:
    """The value the Termo of `line_id` signed on `signed` for `term_years` will have, as
    the delegation dialog shows it before recording; or the sentence saying why it can't be
    computed (no coefficient in force on that date)."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        try:
            return termo_price(session, load_line(session, line_id), signed, term_years)
        except RulesError as error:
            return price_message(error)


def price_message(error: RulesError) -> str:
    """A refusal of the rules as the clerk reads it, a sentence."""
    return error.message[:1].upper() + error.message[1:] + "."
