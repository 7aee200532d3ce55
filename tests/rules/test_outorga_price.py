"""The price of a Termo de Autorização from the coefficient the office registered (Decreto
8.444/2015, art. 11 §4º: "multiplicação do valor do coeficiente tarifário ... pela
quilometragem de extensão de seu percurso (ida e volta), e cujo resultado deverá, ainda, ser
multiplicado pela quantidade de dias constante do prazo de vigência"), and the lower value
only a resolution of the regulator allows (§6º)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import load_rulebook
from desktop.rules.errors import RulesError
from desktop.rules.lines.outorga import COEFFICIENT, check_outorga_value, outorga_price
from desktop.rules.rulebook import DatedValue
from desktop.services.office.rule_values import rule_value_errors

GO = load_rulebook("GO")
SOURCE = "Resolução AGR nº 12/2024 (fictícia)"
BOOK = GO.with_updates({COEFFICIENT: [DatedValue(date(2024, 1, 1), Decimal("0.187654"), SOURCE)]})


def test_coefficient_times_km_out_and_back_times_days_of_the_term():
    """§4º: R$ 0,187654/km × (128 km × 2) × 5.479 days (10/06/2026 to 10/06/2041, fifteen
    years with four 29 Februaries) = 263.208,004096 → R$ 263.208,00."""
    price = outorga_price(BOOK, Decimal("128"), date(2026, 6, 10), 15)
    assert (price.round_trip_km, price.days, price.total) == (
        Decimal("256"),
        5479,
        Decimal("263208.00"),
    )
    assert price.coefficient == DatedValue(date(2024, 1, 1), Decimal("0.187654"), SOURCE)
    assert price.calculation == (
        "R$ 0,187654/km × 256 km (ida e volta) × 5.479 dias de vigência = R$\xa0263.208,00"
    )
    assert "Decreto 8.444/2015, art. 11 §4º" in price.basis and SOURCE in price.basis


def test_rounded_once_half_up_to_the_cent():
    """R$ 0,187654 × 80 km × 365 days = 5.479,4968 → R$ 5.479,50."""
    price = outorga_price(BOOK, Decimal("40"), date(2025, 3, 1), 1)
    assert (price.days, price.total) == (365, Decimal("5479.50"))


def test_the_coefficient_in_force_on_the_signature():
    later = BOOK.with_updates(
        {COEFFICIENT: [DatedValue(date(2026, 7, 1), Decimal("0.2"), "Resolução AGR 2026")]}
    )
    before = outorga_price(later, Decimal("40"), date(2026, 6, 30), 1)
    after = outorga_price(later, Decimal("40"), date(2026, 7, 1), 1)
    assert (before.coefficient.value, after.coefficient.value) == (
        Decimal("0.187654"),
        Decimal("0.2"),
    )
    assert after.total == Decimal("0.2") * 80 * 365


def test_no_coefficient_registered_names_where_to_register_it():
    with pytest.raises(RulesError) as error:
        outorga_price(GO, Decimal("128"), date(2026, 6, 10), 15)
    assert error.value.message == (
        "nenhum coeficiente tarifário registrado em vigor em 10/06/2026: registre-o em "
        "Legislação › Registrar valor atualizado… (Decreto 8.444/2015, art. 11 §4º)"
    )
    with pytest.raises(RulesError):
        outorga_price(BOOK, Decimal("128"), date(2023, 12, 31), 15)


def test_only_the_computed_value_or_a_lower_one_by_resolution():
    price = outorga_price(BOOK, Decimal("128"), date(2026, 6, 10), 15)
    assert check_outorga_value(price, None, "") == []
    assert check_outorga_value(price, Decimal("263208.00"), "") == []
    (higher,) = check_outorga_value(price, Decimal("263208.01"), "Resolução AGR nº 5/2026")
    assert higher.field == "outorga_total" and "R$\xa0263.208,00" in higher.message
    assert "art. 11 §4º" in higher.message and "§6º" in higher.message
    (unfounded,) = check_outorga_value(price, Decimal("100000"), " ")
    assert unfounded.field == "outorga_resolution" and "art. 11 §6º" in unfounded.message
    assert check_outorga_value(price, Decimal("100000"), "Resolução AGR nº 5/2026") == []
    (nothing,) = check_outorga_value(price, Decimal("0"), "Resolução AGR nº 5/2026")
    assert nothing.field == "outorga_total"


def test_the_coefficient_is_registered_with_six_decimals_money_with_two():
    day, name = date(2026, 1, 1), COEFFICIENT
    assert rule_value_errors(GO, name, day, Decimal("0.187654"), SOURCE) == {}
    assert rule_value_errors(GO, name, day, Decimal("0.1876541"), SOURCE) == {
        "value": "Informe um coeficiente positivo em R$/km com até 6 casas decimais."
    }
    assert rule_value_errors(GO, "multa_leve", day, Decimal("1.001"), SOURCE) == {
        "value": "Informe um valor positivo em reais com até 2 casas decimais."
    }
    assert rule_value_errors(GO, "multa_leve", day, Decimal("1000000000"), SOURCE) == {
        "value": "Informe um valor positivo em reais menor que 1.000.000.000."
    }
