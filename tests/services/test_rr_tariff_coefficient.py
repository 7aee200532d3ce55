"""The Roraima tariff coefficient, base of the fines (Lei RR 664/2008, art. 78: 500, 1.000,
2.000 and 3.000 times it, cents dropped) and of the worksheet fares (art. 37), is registered
with the decimals the CRE/RR publishes (R$ 0,187654 per km) and every amount is computed
from it whole, rounded only at the end, in reais. It was refused beyond the cent."""

from datetime import date
from decimal import Decimal

from desktop.rules.rulebook import load_rulebook
from desktop.services.legislation import legislation
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import (
    FareItemInput,
    FareTableInput,
    fares_in_force,
    record_fare_table,
)
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value, rule_value_errors
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_line
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

COEFFICIENT = Decimal("0.187654")
SOURCE = "Resolução CRE/RR nº 1/2026"


def test_the_rr_coefficient_takes_six_decimals_and_no_more():
    book, day = load_rulebook("RR"), date(2026, 1, 1)
    assert rule_value_errors(book, "coeficiente_tarifario", day, COEFFICIENT, SOURCE) == {}
    assert rule_value_errors(book, "coeficiente_tarifario", day, Decimal("0.1876541"), SOURCE) == {
        "value": "Informe um coeficiente positivo em R$/km com até 6 casas decimais."
    }


def test_fines_of_arts_79_to_82_are_the_whole_coefficient_times_the_multiple(admin_context):
    """500 x 0,187654 = 93,827 -> R$ 93; 3.000 x 0,187654 = 562,962 -> R$ 562 (art. 78 sole
    §). With the coefficient cut to 0,19 they were R$ 95 and R$ 570."""
    ctx = in_roraima(at_day(admin_context, TODAY))
    register_rule_value(ctx, "coeficiente_tarifario", date(2026, 1, 1), COEFFICIENT, SOURCE)
    rows = {row.code: row.value for row in legislation(ctx).rows}
    assert (rows["79-I"], rows["80-I"], rows["81-I"], rows["82-I"]) == (
        Decimal("93.00"),
        Decimal("187.00"),
        Decimal("375.00"),
        Decimal("562.00"),
    )


def test_a_worksheet_fare_table_keeps_the_coefficient_it_was_priced_with(admin_context, tmp_path):
    """Art. 37: a blank stretch is priced at coefficient x km, to the cent; the table records
    the coefficient whole (it kept 4 decimals)."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    register_rule_value(ctx, "coeficiente_tarifario", date(2026, 1, 1), COEFFICIENT, SOURCE)
    line = create_line(ctx, rr_line())
    record_delegation(ctx, line.id, DelegationInput(holder.id, "autorizacao", "TC-1", TODAY))
    table = FareTableInput(
        effective_from=date(2026, 7, 1),
        reference="Planilha CRE/RR 2026",
        items=(FareItemInput("Boa Vista", "Mucajaí", "52", ""),),
    )
    record_fare_table(ctx, line.id, table)
    stored = fares_in_force(ctx, line.id, date(2026, 7, 1))
    assert stored is not None
    assert stored.coefficient == COEFFICIENT
    assert [item.value for item in stored.items] == [Decimal("9.76")]
