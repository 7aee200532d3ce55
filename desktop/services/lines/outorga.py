"""The outorga of a GO line in instalments (Decreto 8.444/2015, art. 11 §5º): each instalment
of the Termo's schedule is a debt with the AGR, due on its date, so an overdue one refuses the
certidão negativa and every act that requires it (Res. AGR 105/2017, art. 101) exactly as a
fine does. A payment is of the instalment corrected by the IGP-DI since signature, read from
the index numbers the office records; payments are insert-only. The schedule and the
correction come from `desktop.rules.lines.outorga`."""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineDelegation
from desktop.models.operators import Operator
from desktop.models.payments import Debt
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines.outorga import (
    BY_COMPENSATION,
    COMPENSATION_ARTICLE,
    IN_MONEY,
    check_payment_means,
    instalment_schedule,
)
from desktop.rules.lines.termo_basis import compensation_allowed
from desktop.rules.money import format_brl
from desktop.rules.rulebook import Rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.outorga_records import (
    ARTICLE,
    OUTORGA_KIND,
    InstalmentRow,
    corrected_of,
    index_message,
    instalment_rows,
    load,
)
from desktop.services.lines.termo_basis_records import current_termo_basis
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.payments import add_payment
from desktop.services.sanctions.payments_records import debt_rows
from desktop.services.validation import FieldErrors, check_required


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
        insert_audited(session, ctx, debt, "create", entity="debt", at=debt.created_at)


def register_instalment_payment(
    ctx: ServiceContext,
    debt_id: uuid.UUID,
    paid_on: date | None,
    amount: Decimal | None,
    reference: str,
    means: str = IN_MONEY,
) -> InstalmentRow:
    """Registers the payment of an instalment: its value corrected by the IGP-DI to the day
    of payment, in full (art. 11 §5º: equal instalments, corrected); never in the future. In
    money, or, on the temporary outorga of a Termo of art. 12, with credits of earlier
    operations save the first instalment (art. 12 §1º)."""
    require(ctx, Permission.PAYMENT_REGISTER)
    today = office_today(ctx)
    with ctx.database.write() as session:
        debt, delegation = load(session, debt_id)
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
                corrected = corrected_of(session, debt, delegation, paid_on).corrected
            except RulesError as error:
                errors.add("paid_on", index_message(error, paid_on))
        if not isinstance(amount, Decimal) or not amount.is_finite() or amount <= 0:
            errors.add("amount", "Informe um valor positivo em reais.")
        elif corrected is not None and amount != corrected:
            errors.add(
                "amount",
                f"A parcela corrigida pelo IGP-DI até {br_date(paid_on)} é de "
                f"{format_brl(corrected)} ({ARTICLE}).",
            )
        problem = check_payment_means(
            debt.instalment or 0,
            means,
            compensation_allowed(current_termo_basis(session, delegation)),
        )
        if problem:
            errors.add(problem.field, problem.message)
        errors.add(
            "reference",
            check_required(reference)
            and (
                "Informe a guia ou o comprovante bancário."
                if means != BY_COMPENSATION
                else "Informe o processo de apuração e conferência dos créditos "
                f"({COMPENSATION_ARTICLE})."
            ),
        )
        errors.raise_if_any()
        assert paid_on is not None and amount is not None  # refused above when missing
        add_payment(session, ctx, debt.id, paid_on, amount, reference, means)
        return next(
            item for item in instalment_rows(session, delegation, today) if item.debt_id == debt.id
        )
