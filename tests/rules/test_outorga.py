"""The price of a line's authorisation (Decreto 8.444/2015, art. 11 §§4-5; art. 6 §1 VI)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook, outorga

D = date.fromisoformat
M = Decimal
GO = load_rulebook("GO")

CASES = [
    # (why, coefficient, round_trip_km, signed, years, instalments,
    #  days, total, instalment, last_instalment)
    (
        "§4: 15 years from 2 March 2026 (four 29 Februaries inside), 30 instalments",
        "0.21453",
        "412.6",
        "2026-03-02",
        15,
        30,
        5479,
        "484974.11",
        "16165.80",
        "16165.91",
    ),
    (
        "§5: 9979.295 rounds half-up to 9979.30; the last takes the difference",
        "0.5468107",
        "100",
        "2026-01-01",
        1,
        2,
        365,
        "19958.59",
        "9979.30",
        "9979.29",
    ),
    (
        "§4: the product rounded once (0.01075 × 365 = 3.92375), not per km",
        "0.215",
        "0.05",
        "2026-01-01",
        1,
        1,
        365,
        "3.92",
        "3.92",
        "3.92",
    ),
    (
        "a last instalment smaller than the others (365 / 3)",
        "0.01",
        "100",
        "2026-01-01",
        1,
        3,
        365,
        "365.00",
        "121.67",
        "121.66",
    ),
    (
        "signed on a leap day: one year later is 28 February",
        "0.1",
        "10",
        "2028-02-29",
        1,
        1,
        365,
        "365.00",
        "365.00",
        "365.00",
    ),
    (
        "signed on a leap day: four years later is 29 February again",
        "0.1",
        "10",
        "2028-02-29",
        4,
        1,
        1461,
        "1461.00",
        "1461.00",
        "1461.00",
    ),
]


@pytest.mark.parametrize(
    ("why", "coefficient", "km", "signed", "years", "count", "days", "total", "each", "last"),
    CASES,
    ids=[c[0] for c in CASES],
)
def test_outorga(why, coefficient, km, signed, years, count, days, total, each, last):
    result = outorga(GO, M(coefficient), M(km), D(signed), years, count)
    assert result.days == days
    assert (result.total, result.instalment, result.last_instalment) == (M(total), M(each), M(last))
    assert result.instalment * (count - 1) + result.last_instalment == result.total
    assert len(result.due) == count and result.due[0] == D(signed)


def test_instalments_fall_every_six_months_from_signature_date_to_date():
    """§5: the first on signing, then every 6 months, each counted from the signature; a day
    the month lacks becomes its last day (31 August → 28 February, then 31 August again)."""
    result = outorga(GO, M("0.2"), M("100"), D("2026-08-31"), 2, 4)
    assert result.due == (D("2026-08-31"), D("2027-02-28"), D("2027-08-31"), D("2028-02-29"))
    assert result.days == 731 and result.total == M("14620.00")
    assert result.instalment == result.last_instalment == M("3655.00")
    assert result.term_end == D("2028-08-31")
    assert result.articles[0] == "Decreto 8.444/2015, art. 11 §4º"


def test_thirty_due_dates_over_fifteen_years():
    due = outorga(GO, M("0.21453"), M("412.6"), D("2026-03-02"), 15, 30).due
    assert due[1] == D("2026-09-02") and due[-1] == D("2040-09-02")
    assert list(due) == sorted(due)


@pytest.mark.parametrize(
    ("coefficient", "km", "signed", "years", "count", "field"),
    [
        ("0.2", "100", "2026-01-01", 1, 0, "instalments"),  # §5: at least one
        ("0.2", "100", "2026-01-01", 1, 31, "instalments"),  # §5: up to 30
        ("0.2", "100", "2026-01-01", 0, 1, "term_years"),
        ("0.2", "100", "2026-01-01", 16, 1, "term_years"),  # art. 6 §1 VI: up to 15 years
        ("0.2", "100", "2026-01-01", True, 1, "term_years"),
        ("0", "100", "2026-01-01", 1, 1, "coefficient"),
        ("-0.2", "100", "2026-01-01", 1, 1, "coefficient"),
        ("0.2", "0", "2026-01-01", 1, 1, "round_trip_km"),
        ("0.2", "100", None, 1, 1, "signed"),
    ],
)
def test_bad_input(coefficient, km, signed, years, count, field):
    with pytest.raises(RulesError) as error:
        outorga(GO, M(coefficient), M(km), signed and D(signed), years, count)
    assert error.value.field == field


def test_limits_allowed_and_a_float_refused():
    assert len(outorga(GO, M("0.2"), M("100"), D("2026-01-01"), 15, 30).due) == 30
    with pytest.raises(RulesError) as error:
        outorga(GO, 0.2, M("100"), D("2026-01-01"), 1, 1)
    assert error.value.field == "coefficient"
    with pytest.raises(RulesError) as error:
        outorga(load_rulebook("RR"), M("0.2"), M("100"), D("2026-01-01"), 1, 1)
    assert error.value.field == "jurisdiction"
