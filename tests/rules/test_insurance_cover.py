"""The minimum cover of the civil-liability insurance the AGR sets (Res. AGR 105/2017,
art. 51 §1º: "na forma estabelecida pela AGR"; §3º: updated every year), a dated value of the
rulebook, and the days on which a policy insures the passengers (arts. 50, 51 §2)."""

from dataclasses import replace
from datetime import date, datetime
from decimal import Decimal

import pytest

from desktop.rules import (
    DatedValue,
    LicenceRequest,
    OperatorStatus,
    RulesError,
    VehicleStatus,
    check_licence,
    load_rulebook,
)
from desktop.rules.insurance import (
    PolicyCover,
    cover_error,
    minimum_cover_on,
    minimum_cover_series,
    periods_meeting_minimum,
)

D = date.fromisoformat
GO = load_rulebook("GO")
MINIMUMS = (
    DatedValue(D("2026-01-01"), Decimal("1000000.00"), "Portaria AGR nº 1/2026"),
    DatedValue(D("2027-01-01"), Decimal("1200000.00"), "Portaria AGR nº 2/2027"),
)


def test_the_agr_sets_the_minimum_the_rulebook_ships_none():
    # Art. 51 §1º: the AGR establishes it; the office records it with its act and date.
    assert minimum_cover_series(GO) == ()
    updated = GO.with_updates({"seguro_cobertura_minima": MINIMUMS})
    assert minimum_cover_series(updated) == MINIMUMS
    assert GO.values["seguro_cobertura_minima"].article == "Res. AGR 105/2017, art. 51 §§1º e 3º"


def test_roraima_has_no_such_minimum():
    with pytest.raises(RulesError) as error:
        minimum_cover_series(load_rulebook("RR"))
    assert error.value.field == "jurisdiction"


@pytest.mark.parametrize(
    ("day", "expected"),
    [
        (D("2025-12-31"), None),
        (D("2026-01-01"), Decimal("1000000.00")),
        (D("2026-12-31"), Decimal("1000000.00")),
        (D("2027-01-01"), Decimal("1200000.00")),  # §3º: the yearly update
    ],
)
def test_the_minimum_in_force_on_a_day(day, expected):
    found = minimum_cover_on(MINIMUMS, day)
    assert (found.value if found else None) == expected


@pytest.mark.parametrize(
    ("starts_on", "cover", "refused"),
    [
        (D("2026-03-01"), Decimal("1000000.00"), False),  # exactly the minimum
        (D("2026-03-01"), Decimal("999999.99"), True),
        (D("2027-03-01"), Decimal("1000000.00"), True),  # after the update of §3º
        (D("2025-06-01"), Decimal("1.00"), False),  # no minimum set yet
    ],
)
def test_a_policy_below_the_minimum_in_force_on_its_first_day(starts_on, cover, refused):
    message = cover_error(MINIMUMS, starts_on, cover)
    assert (message is not None) == refused
    if refused:
        assert "Res. AGR 105/2017, art. 51 §§1º e 3º" in message
        assert "Portaria AGR" in message


def test_a_policy_insures_only_the_days_its_cover_reaches_the_minimum():
    small = PolicyCover(D("2026-06-01"), D("2027-05-31"), Decimal("1100000.00"))
    large = PolicyCover(D("2026-06-01"), D("2027-05-31"), Decimal("1500000.00"))
    # The update of 2027-01-01 leaves the smaller policy short from that day.
    assert periods_meeting_minimum((small,), MINIMUMS) == ((D("2026-06-01"), D("2026-12-31")),)
    assert periods_meeting_minimum((large,), MINIMUMS) == (
        (D("2026-06-01"), D("2026-12-31")),
        (D("2027-01-01"), D("2027-05-31")),
    )
    assert periods_meeting_minimum((small,), ()) == ((D("2026-06-01"), D("2027-05-31")),)


VEHICLE = VehicleStatus(True, 44, D("2027-12-31"), None, school_inspection=True)
CONTINUO = LicenceRequest(
    "continuo",
    datetime(2026, 11, 1, 8, 0),
    D("2026-12-01"),
    D("2027-01-31"),
    40,
    (VEHICLE,),
    OperatorStatus(D("2028-12-31"), frozenset({"continuo"})),
)


def with_policies(*policies):
    periods = tuple((policy.first_day, policy.last_day) for policy in policies)
    vehicle = replace(
        VEHICLE,
        insurance_periods=periods,
        minimum_cover_periods=periods_meeting_minimum(policies, MINIMUMS),
    )
    return replace(CONTINUO, vehicles=(vehicle,))


@pytest.mark.parametrize(
    ("why", "policies", "expected"),
    [
        (
            "cover above the minimum every day",
            (PolicyCover(D("2026-06-01"), D("2027-05-31"), Decimal("1500000.00")),),
            set(),
        ),
        (
            "short from the yearly update on 2027-01-01 (art. 51 §3º)",
            (PolicyCover(D("2026-06-01"), D("2027-05-31"), Decimal("1100000.00")),),
            {"seguro_cobertura_insuficiente"},
        ),
        (
            "a gap between two policies is no insurance at all (art. 51 §2º)",
            (
                PolicyCover(D("2026-06-01"), D("2026-12-20"), Decimal("1500000.00")),
                PolicyCover(D("2026-12-22"), D("2027-12-21"), Decimal("1500000.00")),
            ),
            {"seguro_vencido"},
        ),
    ],
)
def test_licence_insurance_reasons(why, policies, expected):
    decision = check_licence(GO, with_policies(*policies))
    assert set(decision.reasons) == expected
    if expected == {"seguro_cobertura_insuficiente"}:
        assert decision.articles == ("Res. AGR 105/2017, art. 51 §§1º e 3º",)
