"""Decreto 8.444/2015, art. 15 §3º: the regulator fixes, for a determined period, the maximum
and minimum fare of a line under free pricing; the fare of the line (origin → destination)
communicated for that period stays within them. Art. 16: a contract's fare is readjusted
yearly — sooner only in view of a fato relevante — and revised every three years."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules.lines.fares import (
    FareItem,
    Intervention,
    check_contract_act,
    check_intervention,
    check_operational_data,
    check_within_limits,
    intervention_on,
    interventions_ahead,
)

D = date.fromisoformat
LIMITS = Intervention(
    Decimal("50.00"), Decimal("70.00"), D("2026-07-01"), D("2026-12-31"), "Resolução AGR nº 12/2026"
)


def items(line_fare: str) -> list[FareItem]:
    return [
        FareItem("Goiânia", "Anápolis", Decimal("55.5"), Decimal("28.90")),
        FareItem("Goiânia", "Pirenópolis", Decimal("128"), Decimal(line_fare)),
    ]


@pytest.mark.parametrize(
    ("line_fare", "ok"),
    [("50.00", True), ("70.00", True), ("61.50", True), ("49.99", False), ("70.01", False)],
)
def test_the_line_fare_within_the_limits_art_15_s3(line_fare, ok):
    """The section's fare (R$ 28,90, under the minimum) is not the line's: only the longest
    stretch is bounded."""
    problems = check_within_limits(items(line_fare), LIMITS)
    if ok:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "items"
        assert "Goiânia → Pirenópolis" in problem.message
        assert "entre R$\xa050,00 e R$\xa070,00" in problem.message
        assert "Resolução AGR nº 12/2026" in problem.message
        assert "Decreto 8.444/2015, art. 15 §3º" in problem.message


def test_no_intervention_no_limits():
    assert check_within_limits(items("500.00"), None) == []


@pytest.mark.parametrize(
    ("day", "in_force"),
    [("2026-06-30", False), ("2026-07-01", True), ("2026-12-31", True), ("2027-01-01", False)],
)
def test_an_intervention_is_in_force_within_its_period_only(day, in_force):
    assert (intervention_on([LIMITS], D(day)) is LIMITS) is in_force


def test_of_two_interventions_covering_a_day_the_later_recorded_governs():
    later = Intervention(
        Decimal("40.00"), Decimal("60.00"), D("2026-10-01"), D("2027-03-31"), "Res. 20/2026"
    )
    assert intervention_on([LIMITS, later], D("2026-11-01")) is later
    assert intervention_on([LIMITS, later], D("2026-08-01")) is LIMITS


def test_interventions_not_yet_begun_are_scheduled_soonest_first():
    later = Intervention(
        Decimal("40.00"), Decimal("60.00"), D("2026-10-01"), D("2027-03-31"), "Res. 20/2026"
    )
    assert interventions_ahead([later, LIMITS], D("2026-06-30")) == [LIMITS, later]
    assert interventions_ahead([LIMITS, later], D("2026-07-01")) == [later]
    assert interventions_ahead([LIMITS, later], D("2026-10-01")) == []


def test_an_intervention_needs_both_limits_in_order_and_a_determined_period():
    fields = {
        problem.field: problem.message
        for problem in check_intervention(Decimal("70"), Decimal("50"), D("2026-07-01"), None)
    }
    assert fields.keys() == {"maximum", "ends_on"}
    assert "prazo determinado" in fields["ends_on"]
    assert "art. 15 §3º" in fields["ends_on"]
    assert check_intervention(None, None, None, None)[0].field == "minimum"
    assert check_intervention(Decimal("50"), Decimal("50"), D("2026-07-01"), D("2026-07-01")) == []


@pytest.mark.parametrize(
    ("effective", "fact", "ok"),
    [
        ("2027-03-01", "", True),  # a year after the last
        ("2027-02-28", "", False),  # a day short of the year
        ("2027-02-28", "Alta extraordinária do diesel", True),  # art. 16: fato relevante
        ("2026-04-01", "  ", False),
    ],
)
def test_readjustment_yearly_or_in_view_of_a_relevant_fact_art_16(effective, fact, ok):
    problems = check_contract_act("reajuste", D(effective), D("2026-03-01"), fact)
    if ok:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "relevant_fact"
        assert "01/03/2027" in problem.message
        assert "fato relevante" in problem.message
        assert "Decreto 8.444/2015, art. 16" in problem.message


@pytest.mark.parametrize(("effective", "ok"), [("2029-03-01", True), ("2029-02-28", False)])
def test_revision_every_three_years_art_16(effective, ok):
    problems = check_contract_act("revisao", D(effective), D("2026-03-01"), "fato relevante")
    if ok:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "effective_from"
        assert "01/03/2029" in problem.message
        assert "Decreto 8.444/2015, art. 16" in problem.message


def test_no_readjustment_without_the_operational_data_art_16_sole_paragraph():
    assert check_operational_data([]) == []
    late = [date(2025, month, 1) for month in range(1, 9)]
    (problem,) = check_operational_data(late)
    assert problem.field == "effective_from"
    assert "01/2025, 02/2025, 03/2025, 04/2025, 05/2025, 06/2025 …" in problem.message
    assert "art. 19 §2º" in problem.message
    assert "Decreto 8.444/2015, art. 16, parágrafo único" in problem.message
