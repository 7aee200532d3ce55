"""RR written warning (Lei 664/2008, art. 84) and suspension with its conversion (art. 85)."""

from datetime import date, datetime
from decimal import Decimal

import pytest

from desktop.rules import (
    RulesError,
    apprehension,
    half_year,
    infraction_coefficient,
    load_rulebook,
    suspension_after_warnings,
    suspension_fine,
)
from desktop.rules.rr_penalties import (
    ProcessFacts,
    conversion_in_time,
    process_without_ground,
)

D = date.fromisoformat
RR = load_rulebook("RR")


@pytest.mark.parametrize(
    ("fines", "trips", "shown", "warning"),
    [
        (3, 25, "0.12", True),
        (1, 10, "0.10", True),  # art. 84 II: "maior ou igual a 0,10"
        (2, 21, "0.10", False),  # 0.0952...: shown 0.10, the exact fraction is below
        (0, 10, "0.00", False),
        (1, 8, "0.13", True),  # 0.125 half-up
        (9, 100, "0.09", False),
    ],
)
def test_infraction_coefficient_of_art_84(fines, trips, shown, warning):
    result = infraction_coefficient(RR, fines, trips)
    assert (str(result.coefficient), result.warning) == (shown, warning)
    assert result.articles[0] == "Lei RR 664/2008, art. 84, II"


@pytest.mark.parametrize(
    ("fines", "trips", "field"), [(3, 0, "trips"), (-1, 10, "fines"), (1.5, 10, "fines")]
)
def test_infraction_coefficient_bad_input(fines, trips, field):
    with pytest.raises(RulesError) as error:
        infraction_coefficient(RR, fines, trips)
    assert error.value.field == field


def test_half_years_of_art_84():
    assert half_year(D("2026-06-30")) == (D("2026-01-01"), D("2026-06-30"))
    assert half_year(D("2026-07-01")) == (D("2026-07-01"), D("2026-12-31"))


def test_suspension_after_three_warnings_within_six_months():  # art. 85
    warnings = [D("2026-01-10"), D("2026-03-01"), D("2026-06-01")]
    inside = suspension_after_warnings(RR, warnings, D("2026-07-10"))
    assert inside.applicable and inside.max_days == 30 and inside.needs_decision
    assert inside.warnings == tuple(warnings)
    outside = suspension_after_warnings(RR, warnings, D("2026-07-11"))
    assert not outside.applicable and outside.warnings == tuple(warnings[1:])
    assert not suspension_after_warnings(RR, warnings[:2], D("2026-06-02")).applicable


@pytest.mark.parametrize(
    ("days", "multiple", "amount", "low", "high"),
    [
        (10, 5000, "7671.00", "7671.00", "76710.00"),  # art. 85 §1: 5,000 to 50,000 x coef./day
        (1, 5001, "767.00", "767.00", "7671.00"),  # 767.25342: cents dropped (art. 78 sole §)
        (30, 50000, "230130.00", "23013.00", "230130.00"),
    ],
)
def test_suspension_converted_into_a_fine(days, multiple, amount, low, high):
    result = suspension_fine(RR, days, multiple, Decimal("0.15342"))
    assert (result.amount, result.minimum, result.maximum) == (
        Decimal(amount),
        Decimal(low),
        Decimal(high),
    )


@pytest.mark.parametrize(
    ("days", "multiple", "field"),
    [
        (31, 5000, "days"),
        (0, 5000, "days"),
        (10, 4999, "multiple_per_day"),
        (10, 50001, "multiple_per_day"),
    ],
)
def test_suspension_limits(days, multiple, field):
    with pytest.raises(RulesError) as error:
        suspension_fine(RR, days, multiple, Decimal("0.15342"))
    assert error.value.field == field


def test_suspension_multiple_out_of_range_is_written_as_the_law_writes_it():
    """Art. 85 §1: "de 5.000 (cinco mil) a 50.000 (cinqüenta mil) vezes"."""
    with pytest.raises(RulesError) as error:
        suspension_fine(RR, 10, 4999, Decimal("0.15342"))
    assert error.value.message.startswith("deve estar entre 5.000 e 50.000 (")


def test_rr_rules_refuse_the_go_rulebook():
    with pytest.raises(RulesError) as error:
        infraction_coefficient(load_rulebook("GO"), 1, 10)
    assert error.value.field == "jurisdiction"


def test_apprehension_of_art_90_lasts_at_least_72_hours():
    seized = datetime(2026, 3, 10, 14, 30)
    first = apprehension(RR, seized, repeated=False)
    assert first.earliest_release == datetime(2026, 3, 13, 14, 30)
    assert not first.needs_superior_authority
    again = apprehension(RR, seized, repeated=True)  # §4: released by a superior authority
    assert again.needs_superior_authority and "Lei RR 664/2008, art. 90 §4º" in again.articles
    with pytest.raises(RulesError) as error:
        apprehension(RR, date(2026, 3, 10), repeated=False)
    assert error.value.field == "apprehended_at"


@pytest.mark.parametrize(
    ("decided_on", "in_time"),
    [
        ("2026-06-19", False),  # before the suspension itself was decided
        ("2026-06-20", True),  # the day the suspension was decided
        ("2026-06-30", True),  # the eve of its first day
        ("2026-07-01", False),  # the suspension is being served (art. 85 §2)
    ],
)
def test_conversion_of_art_85_par_1_before_the_suspension_is_served(decided_on, in_time):
    assert conversion_in_time(D("2026-06-20"), D("2026-07-01"), D(decided_on)) is in_time


@pytest.mark.parametrize(
    ("kind", "process", "said"),
    [
        ("inidoneidade", None, "art. 86, parágrafo único): indique o processo."),
        ("cassacao", None, "art. 87, caput): indique o processo."),
        (
            "cassacao",
            ProcessFacts("BVB-2026-000003", False, True),
            "o processo nº BVB-2026-000003 é de outra empresa.",
        ),
        (
            "inidoneidade",
            ProcessFacts("BVB-2026-000004", True, False),
            "instaure no processo nº BVB-2026-000004 o processo administrativo",
        ),
    ],
)
def test_inidoneidade_and_cassation_stand_on_an_administrative_process(kind, process, said):
    """Art. 86 sole § and art. 87 caput: the operator's processo administrativo, with the
    commission of the CRE/RR (art. 84, I)."""
    refusal = process_without_ground(kind, process)
    assert refusal is not None and said in refusal


def test_an_administrative_process_of_the_operator_is_ground_enough():
    process = ProcessFacts("BVB-2026-000005", True, True)
    assert process_without_ground("inidoneidade", process) is None
    assert process_without_ground("cassacao", process) is None
