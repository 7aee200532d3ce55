"""Removed vehicles in the depot (Res. AGR 105/2017, art. 73 §§5-6, art. 74): the days they
stood there, the days left of the 30-day limit of §6, and the priority list of §5."""

from datetime import date

import pytest

from desktop.rules import RulesError
from desktop.rules.measures import depot_days, depot_stay, priority_key
from desktop.rules.rulebook import load_rulebook
from desktop.rules.validity import depot_fee

D = date.fromisoformat


def test_days_in_the_depot_and_days_left_of_the_30_day_limit():
    # Removed 10/03/2026 for operating without authorization: §6 limit 09/04/2026.
    stay = depot_stay(D("2026-03-10"), D("2026-03-20"), D("2026-04-09"))
    assert stay.days == 10  # 10/03 to 19/03: art. 74 charges the removal day, not the release
    assert stay.days_left == 20
    assert "Res. AGR 105/2017, art. 73 §6" in stay.articles
    same_day = depot_stay(D("2026-03-20"), D("2026-03-20"), None)
    assert (same_day.days, same_day.days_left) == (1, None)
    assert same_day.articles == ("Res. AGR 105/2017, art. 73 §5", "Res. AGR 105/2017, art. 74")


def test_the_daily_fee_counts_the_removal_day_and_not_the_release_day():
    """Res. AGR 105/2017, art. 74: R$ 59,67 per day of "permanência em depósito"."""
    rulebook = load_rulebook("GO")
    removed, released = D("2026-03-01"), D("2026-03-04")
    fee = depot_fee(rulebook, depot_days(removed, released), removed)
    assert (fee.days, str(fee.amount)) == (3, "179.01")
    assert depot_days(removed, removed) == 1


def test_the_priority_list_puts_the_longest_stay_first():
    on = D("2026-03-20")
    newer = depot_stay(D("2026-03-15"), on, None)
    older_without_limit = depot_stay(D("2026-03-10"), on, None)
    older_with_limit = depot_stay(D("2026-03-10"), on, D("2026-04-09"))
    assert sorted([newer, older_without_limit, older_with_limit], key=priority_key) == [
        older_with_limit,
        older_without_limit,
        newer,
    ]


def test_bad_dates_are_refused():
    with pytest.raises(RulesError) as error:
        depot_stay(D("2026-03-10"), D("2026-03-09"), None)
    assert error.value.field == "on"
    with pytest.raises(RulesError) as error:
        depot_stay(None, D("2026-03-09"), None)  # type: ignore[arg-type]
    assert error.value.field == "removed_on"
