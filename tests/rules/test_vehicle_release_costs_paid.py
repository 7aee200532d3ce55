"""Res. AGR 105/2017, art. 73 §3, II and IV (Decreto 8.444/2015, art. 52 §3, II and IV): the
release follows the payment of the removal, the transfer of the passengers by another carrier
and another body's depot (paid to that body, art. 74 sole §), each to the one who charged
it; the caução of III holds them and the unfounded auto of I owes nothing."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError
from desktop.rules.vehicle_release import Cost, require_costs_paid, unpaid_costs

RELEASE = date(2026, 3, 20)
TOW = Cost("remocao", Decimal("450.00"), "Guincho Boa Viagem Ltda.", date(2026, 3, 12))
TRANSFER = Cost("transbordo", Decimal("800.00"), "Viação Serra Dourada")
PM_DEPOT = Cost(
    "deposito_outro_orgao", Decimal("300.00"), "Pátio da Polícia Militar", date(2026, 3, 21)
)


@pytest.mark.parametrize("basis", ["procedencia_paga", "saneamento"])
def test_ii_and_iv_wait_for_every_cost_charged_by_another(basis):
    # paid on 12/03: settled; never paid, or paid on 21/03 after the release: owed
    assert unpaid_costs(basis, (TOW, TRANSFER, PM_DEPOT), RELEASE) == (TRANSFER, PM_DEPOT)
    with pytest.raises(RulesError) as raised:
        require_costs_paid(basis, (TOW, TRANSFER, PM_DEPOT), RELEASE)
    message = raised.value.message
    assert "R$\xa0800,00 a Viação Serra Dourada" in message
    assert "R$\xa0300,00 a Pátio da Polícia Militar" in message
    assert "Guincho" not in message
    inciso = "II" if basis == "procedencia_paga" else "IV"
    assert f"Res. AGR 105/2017, art. 73 §3, {inciso}" in message
    assert f"Decreto 8.444/2015, art. 52 §3, {inciso}" in message
    assert "art. 74, parágrafo único" in message


@pytest.mark.parametrize("basis", ["procedencia_paga", "saneamento"])
def test_paid_on_the_release_day_releases(basis):
    paid = Cost("transbordo", Decimal("800.00"), "Viação Serra Dourada", RELEASE)
    assert unpaid_costs(basis, (TOW, paid), RELEASE) == ()
    require_costs_paid(basis, (TOW, paid), RELEASE)
    require_costs_paid(basis, (), RELEASE)


@pytest.mark.parametrize("basis", ["improcedencia", "caucao", "limite_30_dias"])
def test_i_and_iii_do_not_wait_for_the_costs(basis):
    assert unpaid_costs(basis, (TRANSFER,), RELEASE) == ()
    require_costs_paid(basis, (TRANSFER,), RELEASE)
