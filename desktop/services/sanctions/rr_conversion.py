"""A Roraima suspension converted into a fine (Lei RR 664/2008, art. 85 §1): 5,000 to
50,000 times the tariff coefficient per day of suspension, by the gravity of the fault.
The suspension is withdrawn and the fine becomes a debt, due 10 days after the conversion
decision (art. 89 sole §, counted as the office counts every term)."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.models.payments import Debt
from desktop.models.sanctions import OperatorSanction
from desktop.rules import rr_payment_due, suspension_fine
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.money import format_brl
from desktop.rules.numbers import br_int
from desktop.rules.rr_penalties import conversion_in_time
from desktop.services.calendar import office_calendar
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.penalties_rr import check_decision, rr_rulebook


def _times(multiple: int, coefficient: Decimal) -> str:
    """'10.000 x coeficiente tarifário 0,25', as written in Portuguese."""
    shown = str(coefficient).replace(".", ",")
    return f"{br_int(multiple)} x coeficiente tarifário {shown}"


@dataclass(frozen=True)
class ConvertedFine:
    days: int
    multiple_per_day: int
    coefficient: Decimal
    amount: Decimal
    due_on: date
    articles: tuple[str, ...]

    applied = True

    @property
    def detail(self) -> str:
        return (
            f"suspensão de {self.days} dia(s) convertida em multa de {format_brl(self.amount)} "
            f"({_times(self.multiple_per_day, self.coefficient)} por dia), "
            f"vencimento em {br_date(self.due_on)}"
        )


def convert_suspension(
    ctx: ServiceContext,
    suspension_id: uuid.UUID | None,
    decided_on: date | None,
    multiple_per_day: int,
    reason: str,
) -> ConvertedFine:
    """Art. 85 §1: the CRE/RR converts a suspension not yet begun into a fine of
    `multiple_per_day` (5,000 to 50,000) times the tariff coefficient in force on the
    decision, per day of suspension, cents dropped (art. 78 sole §)."""
    require(ctx, Permission.PROCESS_JUDGE)
    rulebook = rr_rulebook(ctx)
    check_decision(decided_on, reason, ctx)
    assert decided_on is not None  # check_decision refuses a missing date
    with ctx.database.write() as session:
        suspension = session.get(OperatorSanction, suspension_id) if suspension_id else None
        if (
            suspension is None
            or suspension.kind != "suspensao"
            or suspension.first_day is None
            or suspension.last_day is None
        ):
            raise ValidationError(
                {"suspension": "Escolha a suspensão a converter (Lei RR 664/2008, art. 85 §1º)."}
            )
        if suspension.revoked_on is not None:
            raise ValidationError(
                {
                    "suspension": "Esta suspensão já foi retirada ou convertida "
                    "(Lei RR 664/2008, art. 85 §1º)."
                }
            )
        if not conversion_in_time(suspension.decided_on, suspension.first_day, decided_on):
            raise ValidationError(
                {
                    "decided_on": "A conversão é decidida depois da suspensão e antes do seu "
                    f"primeiro dia, {br_date(suspension.first_day)} (Lei RR 664/2008, art. 85 "
                    "§§1º e 2º)."
                }
            )
        try:
            coefficient = rulebook.value("coeficiente_tarifario", decided_on).value
            fine = suspension_fine(
                rulebook,
                (suspension.last_day - suspension.first_day).days + 1,
                multiple_per_day,
                coefficient,
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        due = rr_payment_due(office_calendar(ctx), decided_on)
        articles = fine.articles + due.articles
        before = snapshot(suspension)
        suspension.revoked_on = decided_on
        now = ctx.clock()
        record_audit(
            session,
            ctx.actor,
            "operator_sanction",
            suspension.id,
            "convert",
            before,
            snapshot(suspension),
            now,
        )
        debt = Debt(
            id=uuid.uuid4(),
            operator_id=suspension.operator_id,
            cnpj=suspension.cnpj,
            kind="multa",
            description=(
                f"Multa — conversão da suspensão de {br_date(suspension.first_day)} a "
                f"{br_date(suspension.last_day)}: {fine.days} dia(s) x "
                f"{_times(fine.multiple_per_day, fine.coefficient)}; {reason.strip()}"
            ),
            articles="; ".join(articles),
            amount=fine.amount,
            due_on=due.due,
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(debt)
        session.flush()
        record_audit(session, ctx.actor, "debt", debt.id, "create", None, snapshot(debt), now)
        return ConvertedFine(
            fine.days, fine.multiple_per_day, fine.coefficient, fine.amount, due.due, articles
        )
