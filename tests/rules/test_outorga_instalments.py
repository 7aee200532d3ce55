"""The outorga's instalments and their IGP-DI correction (Decreto 8.444/2015, art. 11 §5º)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.lines.outorga import (
    IGP_DI,
    corrected_instalment,
    instalment_schedule,
    outorga,
)
from desktop.rules.rulebook import DatedValue

D = date.fromisoformat
M = Decimal
GO = load_rulebook("GO")
# Index numbers as the office records them (test values, not FGV's published series).
WITH_IGP_DI = GO.with_updates(
    {
        IGP_DI: [
            DatedValue(D("2026-03-01"), M("1143.27"), "IGP-DI/FGV fev/2026 (teste)"),
            DatedValue(D("2026-09-01"), M("1187.93"), "IGP-DI/FGV ago/2026 (teste)"),
        ]
    }
)


def test_schedule_of_the_article_thirty_half_yearly_instalments():
    """§4-§5: R$ 484.974,11 in 30 instalments of 16.165,80, the last 16.165,91, the first on
    signing and then every 6 months."""
    schedule = instalment_schedule(GO, M("484974.11"), D("2026-03-02"), 30)
    assert len(schedule) == 30
    assert [item.number for item in schedule] == list(range(1, 31))
    assert schedule[0].due == D("2026-03-02") and schedule[1].due == D("2026-09-02")
    assert schedule[-1].due == D("2040-09-02")
    assert {item.amount for item in schedule[:-1]} == {M("16165.80")}
    assert schedule[-1].amount == M("16165.91")
    assert sum(item.amount for item in schedule) == M("484974.11")
    assert schedule[0].article == "Decreto 8.444/2015, art. 11 §5º"


def test_schedule_is_the_one_the_outorga_answers():
    result = outorga(GO, M("0.21453"), M("412.6"), D("2026-03-02"), 15, 30)
    schedule = instalment_schedule(GO, result.total, result.signed, 30)
    assert tuple(item.due for item in schedule) == result.due
    assert (schedule[0].amount, schedule[-1].amount) == (
        result.instalment,
        result.last_instalment,
    )


def test_second_instalment_corrected_by_igp_di_since_signature():
    """§5: 16.165,80 × 1187,93 / 1143,27 = 16.797,2909… → R$ 16.797,29."""
    result = corrected_instalment(WITH_IGP_DI, M("16165.80"), D("2026-03-02"), D("2026-09-02"))
    assert result.corrected == M("16797.29")
    assert result.index_signed and result.index_signed.value == M("1143.27")
    assert result.index_paid and result.index_paid.value == M("1187.93")
    assert result.articles[0].startswith("Decreto 8.444/2015, art. 11 §5º")
    assert "ago/2026" in result.articles[2]


def test_first_instalment_paid_on_signing_is_not_corrected():
    """§5: the 1st instalment is paid "no ato da assinatura": no index is needed."""
    result = corrected_instalment(GO, M("16165.80"), D("2026-03-02"), D("2026-03-02"))
    assert result.corrected == M("16165.80") and result.index_paid is None
    later = corrected_instalment(WITH_IGP_DI, M("16165.80"), D("2026-03-02"), D("2026-03-31"))
    assert later.corrected == M("16165.80")


def test_without_the_index_recorded_the_correction_is_refused():
    with pytest.raises(RulesError) as error:
        corrected_instalment(GO, M("100"), D("2026-03-02"), D("2026-09-02"))
    assert error.value.field == IGP_DI
    with pytest.raises(RulesError) as error:
        corrected_instalment(WITH_IGP_DI, M("100"), D("2026-03-02"), D("2026-03-01"))
    assert error.value.field == "paid_on"


@pytest.mark.parametrize(
    ("total", "count", "field"),
    [
        ("1000", 0, "instalments"),
        ("1000", 31, "instalments"),  # §5: up to 30
        ("0.10", 30, "instalments"),  # less than a cent each
        ("0", 1, "total"),
    ],
)
def test_bad_schedule(total, count, field):
    with pytest.raises(RulesError) as error:
        instalment_schedule(GO, M(total), D("2026-01-01"), count)
    assert error.value.field == field


def test_roraima_has_no_outorga_of_article_11():
    """Lei RR 664/2008 prices no authorisation of a line: the rule is Goiás's only."""
    with pytest.raises(RulesError) as error:
        instalment_schedule(load_rulebook("RR"), M("1000"), D("2026-01-01"), 2)
    assert error.value.field == "jurisdiction"
