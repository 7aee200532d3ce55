"""Release of a vehicle removed to a public depot (Res. AGR 105/2017, art. 73 §3; Decreto
8.444/2015, art. 52 §3): the fines, the daily fee of art. 74 (R$ 59,67), the removal costs
and the transfer of passengers by another carrier; another body's depot is paid to that body
(art. 74, parágrafo único); the cured fault (IV) pays no fines; the unfounded auto (I) pays
nothing."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.rulebook import DatedValue
from desktop.rules.vehicle_release import (
    AGR,
    CORRECTION_INDEX,
    PENDING_FINES_ITEM,
    Cost,
    corrected_refund,
    deposit_covers,
    fines_of_the_release,
    release_amounts,
    require_refund_due,
)

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
        ("Taxa de depósito — 11 diária(s) de R$\xa059,67", Decimal("656.37"), AGR),
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


def test_the_removal_ended_at_30_days_owes_the_stay_alone():
    """Art. 73 §6 ends the removal, not the daily fee of its stay (art. 74), cited once; the
    fines and the removal costs are no condition of this release."""
    amounts = release_amounts(GO, "limite_30_dias", REMOVED, 31, FINES, (TOW,))
    assert [(line.item, line.amount, line.payee) for line in amounts.lines] == [
        ("Taxa de depósito — 31 diária(s) de R$\xa059,67", Decimal("1849.77"), AGR)
    ]
    assert amounts.lines[0].article.count("art. 74") == 1
    assert amounts.total == Decimal("1849.77")
    assert amounts.article == "Res. AGR 105/2017, art. 73 §6; art. 74"


def test_unfounded_auto_releases_without_payment():
    amounts = release_amounts(GO, "improcedencia", REMOVED, 11, FINES, (TOW,))
    assert amounts.lines == () and amounts.total == 0
    assert "art. 73 §3, I" in amounts.article


def test_bad_input_is_refused():
    with pytest.raises(RulesError) as error:
        release_amounts(GO, "cumprido", REMOVED, 11, FINES)
    assert error.value.field == "basis"
    with pytest.raises(RulesError) as error:
        release_amounts(GO, "caucao", REMOVED, 11, FINES, (Cost("remocao", Decimal(0), "X"),))
    assert error.value.field == "amount"
    with pytest.raises(RulesError) as error:
        release_amounts(load_rulebook("RR"), "caucao", REMOVED, 11, FINES)
    assert error.value.field == "jurisdiction"


def test_the_deposit_must_cover_fines_fees_and_costs():
    amounts = release_amounts(GO, "caucao", REMOVED, 11, FINES, (TOW,))
    deposit_covers(amounts, Decimal("4925.55"))  # 3.819,18 + 656,37 + 450,00
    with pytest.raises(RulesError) as error:
        deposit_covers(amounts, Decimal("4925.54"))
    assert error.value.field == "amount" and "art. 73 §3, III" in error.value.message
    with pytest.raises(RulesError):
        deposit_covers(release_amounts(GO, "saneamento", REMOVED, 11, FINES), Decimal("9999"))


def test_the_refund_is_corrected_by_the_index_the_office_records():
    # Art. 73 §4: values of a monthly number index as the AGR records them (art. 98 updates).
    rulebook = GO.with_updates(
        {
            CORRECTION_INDEX: [
                DatedValue(date(2026, 3, 1), Decimal("7000.00"), "índice de março/2026"),
                DatedValue(date(2026, 9, 1), Decimal("7175.00"), "índice de setembro/2026"),
            ]
        }
    )
    refund = corrected_refund(rulebook, Decimal("4925.55"), REMOVED, date(2026, 9, 15))
    # 4.925,55 x 7175 / 7000 = 5.048,688... -> R$ 5.048,69
    assert refund.corrected == Decimal("5048.69")
    assert refund.articles[0].startswith("Res. AGR 105/2017, art. 73 §4")
    assert refund.articles[1:] == ("índice de março/2026", "índice de setembro/2026")
    with pytest.raises(RulesError) as error:
        corrected_refund(GO, Decimal("100"), REMOVED, date(2026, 9, 15))  # nothing recorded
    assert error.value.field == CORRECTION_INDEX and "art. 73 §4" in error.value.message
    with pytest.raises(RulesError) as error:
        corrected_refund(rulebook, Decimal("100"), REMOVED, date(2026, 3, 9))
    assert error.value.field == "refunded_on"


@pytest.mark.parametrize(
    ("closed", "upheld", "due"),
    [
        (True, False, True),  # art. 73 §4: concluded, the auto judged unfounded
        (True, True, False),  # the auto upheld: the deposit answers for the amounts
        (False, False, False),  # unfounded but the process still open (appeal, review)
        (True, None, False),  # closed with no decision on the merits
    ],
)
def test_the_deposit_is_returned_when_the_process_ends_unfounded(closed, upheld, due):
    if due:
        require_refund_due(closed, upheld)
        return
    with pytest.raises(RulesError) as refused:
        require_refund_due(closed, upheld)
    assert refused.value.field == "process" and "art. 73, § 4º" in refused.value.message


def test_the_caucao_before_the_judgment_holds_the_fines_of_the_auto():
    """Art. 73 §3, III: the deposit is made in advance, of the fines, fees and costs; before
    the decision charges them, the fines are those the auto's infractions carry (one per
    infraction, arts. 67-68), and after it those charged."""
    proposed = (Decimal("3819.18"), Decimal("1909.59"))
    assert fines_of_the_release("caucao", False, Decimal(0), proposed) == (
        Decimal("5728.77"),
        PENDING_FINES_ITEM,
    )
    assert fines_of_the_release("caucao", True, Decimal("1909.59"), ()) == (
        Decimal("1909.59"),
        "Multas",
    )
    # The other conditions of §3 owe the fines the decision charged, or none.
    assert fines_of_the_release("saneamento", False, Decimal(0), proposed)[0] == 0
