"""Fares as dated values: GO free pricing communicated at least 15 days ahead (Decreto
8.444/2015 art. 15 §1º), fixed at signature and readjusted under permission or concession
(arts. 16-17); RR fare from the tariff coefficient and the km (Lei RR 664/2008 art. 37)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import load_rulebook
from desktop.rules.lines.fares import (
    FareItem,
    check_items,
    check_notice,
    fare_regime,
    in_force,
    readjustment_applies,
    rr_fare,
)

D = date.fromisoformat
GO = load_rulebook("GO")


@pytest.mark.parametrize(
    ("communicated", "effective", "ok"),
    [
        ("2026-06-01", "2026-06-16", True),  # 15 days exactly
        ("2026-06-01", "2026-06-15", False),  # 14 days
        ("2026-06-01", "2026-06-01", False),
        ("2026-06-01", "2026-07-01", True),
    ],
)
def test_go_fare_communicated_15_days_ahead_art_15_s1(communicated, effective, ok):
    problems = check_notice(GO, D(communicated), D(effective))
    if ok:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "effective_from"
        assert "a partir de 16/06/2026" in problem.message
        assert "Decreto 8.444/2015, art. 15 §1º" in problem.message


def test_go_fare_notice_needs_the_communication_date():
    (problem,) = check_notice(GO, None, D("2026-06-16"))
    assert problem.field == "communicated_on"


@pytest.mark.parametrize(
    ("jurisdiction", "instrument", "readjust", "kind", "article"),
    [
        ("GO", "autorizacao", False, "comunicada", "Decreto 8.444/2015, art. 15 §1º"),
        ("GO", "permissao", False, "fixada", "Decreto 8.444/2015, art. 16"),
        ("GO", "concessao", True, "reajuste", "Decreto 8.444/2015, arts. 16 e 17"),
        ("RR", "concessao", False, "planilha", "Lei RR 664/2008, arts. 37 e 38"),
    ],
)
def test_fare_regime_follows_the_instrument(jurisdiction, instrument, readjust, kind, article):
    regime = fare_regime(jurisdiction, instrument, readjust)
    assert (regime.kind, regime.article) == (kind, article)


@pytest.mark.parametrize(
    ("jurisdiction", "instrument", "applies"),
    [
        ("GO", "concessao", True),
        ("GO", "permissao", True),
        ("GO", "autorizacao", False),  # art. 15: free pricing, nothing to readjust
        ("GO", None, False),
        ("RR", "concessao", False),  # Lei RR 664/2008, art. 37: the worksheet
    ],
)
def test_readjustment_only_of_a_contracts_fare_arts_16_17(jurisdiction, instrument, applies):
    assert readjustment_applies(jurisdiction, instrument) is applies
    regime = fare_regime(jurisdiction, instrument, readjustment=True)
    assert (regime.kind == "reajuste") is applies


def test_rr_fare_is_coefficient_times_km_art_37():
    assert rr_fare(Decimal("0.1875"), Decimal("140")) == Decimal("26.25")
    assert rr_fare(Decimal("0.1875"), Decimal("52.3")) == Decimal("9.81")  # 9.80625 half-up


def test_items_need_stretch_km_and_value():
    good = FareItem("Goiânia", "Anápolis", Decimal("55.5"), Decimal("22.40"))
    assert check_items([good]) == []
    assert check_items([])[0].field == "items"
    (problem,) = check_items([good, FareItem("Goiânia", "Pirenópolis", Decimal("128"), None)])
    assert problem.field == "items[1]" and "valor" in problem.message


def test_fare_in_force_on_a_date():
    tables = [(D("2026-01-01"), "A"), (D("2026-07-01"), "B"), (D("2026-07-01"), "C")]
    assert in_force(tables, D("2025-12-31")) is None
    assert in_force(tables, D("2026-06-30")) == "A"
    assert in_force(tables, D("2026-07-01")) == "C"
    assert in_force(tables, D("2027-01-01")) == "C"
