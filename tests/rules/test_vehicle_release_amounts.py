"""Release of a vehicle removed to a public depot (Res. AGR 105/2017, art. 73 §3; Decreto
8.444/2015, art. 52 §3): the fines, the daily fee of art. 74 (R$ 59,67), the removal costs
and the transfer of passengers by another carrier; another body's depot is paid to that body
(art. 74, parágrafo único); the cured fault (IV) pays no fines; the unfounded auto (I) pays
nothing."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.vehicle_release import AGR, Cost, release_amounts

GO = load_rulebook("GO")
REMOVED = date(2026, 3, 10)
FINES = Decimal("3819.18")
TOW = Cost("remocao", Decimal("450.00"), "Guincho Boa Viagem Ltda.")
TRANSFER = Cost("transbordo", Decimal("800.00"), "Viação Serra Dourada")


def test_upheld_auto_pays_fines_fee_removal_and_transfer():
    amounts = release_amounts(GO, "procedencia_paga", REMOVED, 11, FINES, (TOW, TRANSFER))
    # art. 74: 11 days x R$ 59,67 = R$ 656,37
    assert [(line.item, line.amount, line.payee) for line in amounts.lines] == [
        ("Multas", FINES, AGR),
        ("Taxa de depósito — 11 diária(s)", Decimal("656.37"), AGR),
        ("Despesas com a remoção", Decimal("450.00"), "Guincho Boa Viagem Ltda."),
        (
            "Transbordo dos passageiros por outra transportadora",
            Decimal("800.00"),
            "Viação Serra Dourada",
        ),
    ]
    assert amounts.total == Decimal("5725.55")
    assert amounts.by_payee()[AGR] == Decimal("4475.55")
    assert amounts.article.startswith("Res. AGR 105/2017, art. 73 §3, II")
    assert "Decreto 8.444/2015, art. 52 §3, II" in amounts.article


def test_the_deposit_covers_the_same_amounts():
    deposit = release_amounts(GO, "caucao", REMOVED, 11, FINES, (TOW,))
    assert deposit.total == FINES + Decimal("656.37") + Decimal("450.00")
    assert "art. 73 §3, III" in deposit.article


def test_another_bodys_depot_is_paid_to_that_body_not_the_agr_fee():
    pm = Cost("deposito_outro_orgao", Decimal("300.00"), "Pátio da Polícia Militar de Goiás")
    amounts = release_amounts(GO, "saneamento", REMOVED, 11, FINES, (pm, TOW))
    assert [(line.amount, line.payee, line.article) for line in amounts.lines][0] == (
        Decimal("300.00"),
        "Pátio da Polícia Militar de Goiás",
        "Res. AGR 105/2017, art. 74, parágrafo único",
    )
    assert AGR not in amounts.by_payee()  # IV: no fines, and the depot is not the AGR's
    assert amounts.total == Decimal("750.00")


def test_unfounded_auto_releases_without_payment():
    amounts = release_amounts(GO, "improcedencia", REMOVED, 11, FINES, (TOW,))
    assert amounts.lines == () and amounts.total == 0
    assert "art. 73 §3, I" in amounts.article


def test_bad_input_is_refused():
    with pytest.raises(RulesError) as error:
        release_amounts(GO, "limite_30_dias", REMOVED, 11, FINES)
    assert error.value.field == "basis"
    with pytest.raises(RulesError) as error:
        release_amounts(GO, "caucao", REMOVED, 11, FINES, (Cost("remocao", Decimal(0), "X"),))
    assert error.value.field == "amount"
    with pytest.raises(RulesError) as error:
        release_amounts(load_rulebook("RR"), "caucao", REMOVED, 11, FINES)
    assert error.value.field == "jurisdiction"
