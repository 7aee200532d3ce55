"""A Goiás Termo whose outorga is paid as far as it is due: its 1st instalment falls due at
signature (Decreto 8.444/2015, art. 11 §5º) and, unpaid, is a debt that blocks the operator's
acts (Res. AGR 105/2017, art. 101) — what a test about something else must not trip on."""

from datetime import date
from decimal import Decimal

from desktop.services.context import ServiceContext
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import outorga_instalments
from desktop.services.lines.records import LineDetail
from desktop.services.office.rule_values import register_rule_value

# The tariff coefficient of Decreto 8.444/2015, art. 11 §4º every test office of Goiás has
# registered (R$ per km), in force since 2020.
GO_COEFFICIENT = Decimal("0.187654")
COEFFICIENT_SOURCE = "Resolução AGR nº 1/2019 (fictícia), DOE de 20/12/2019"


def register_go_coefficient(ctx: ServiceContext) -> None:
    """The coefficient a Termo's outorga is computed from (art. 11 §4º)."""
    register_rule_value(
        ctx, "coeficiente_tarifario_outorga", date(2020, 1, 1), GO_COEFFICIENT, COEFFICIENT_SOURCE
    )


def delegate_paying_on_signing(ctx, line_id, data: DelegationInput) -> LineDetail:
    """Records the Termo and pays its 1st instalment on the day it was signed."""
    detail = record_delegation(ctx, line_id, data)
    (delegation,) = [item for item in detail.delegations if item.number == data.number]
    first = outorga_instalments(ctx, delegation.id)[0]
    register_instalment_payment(ctx, first.debt_id, first.due_on, first.amount, "GRU parcela 1")
    return detail
