"""Decreto 8.444/2015, art. 19 §2º: statistics due by the 30th day of the following month."""

from datetime import date

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.lines.statistics import check_month_over, late_months, statistics_due


def test_due_on_the_30th_of_the_following_month() -> None:
    assert statistics_due(date(2026, 3, 1)) == date(2026, 4, 30)
    assert statistics_due(date(2026, 6, 17)) == date(2026, 7, 30)
    assert statistics_due(date(2026, 12, 1)) == date(2027, 1, 30)


def test_january_is_due_on_the_last_day_of_february() -> None:
    assert statistics_due(date(2026, 1, 1)) == date(2026, 2, 28)
    assert statistics_due(date(2028, 1, 31)) == date(2028, 2, 29)


def test_a_month_not_yet_over_is_refused_naming_the_article() -> None:
    with pytest.raises(RulesError) as refused:
        check_month_over(date(2026, 5, 1), date(2026, 5, 31))
    assert refused.value.field == "month"
    assert "art. 19 §2º" in refused.value.message
    assert check_month_over(date(2026, 5, 20), date(2026, 6, 1)) == date(2026, 5, 1)
    with pytest.raises(RulesError):
        check_month_over(None, date(2026, 6, 1))


def test_late_months_are_those_due_before_today_and_missing() -> None:
    recorded = [date(2026, 2, 1)]
    # March is due on 30/04: on 30/04 it is not late yet, on 01/05 it is.
    assert late_months(date(2026, 1, 15), recorded, date(2026, 4, 30)) == [date(2026, 1, 1)]
    assert late_months(date(2026, 1, 15), recorded, date(2026, 5, 1)) == [
        date(2026, 1, 1),
        date(2026, 3, 1),
    ]
    # January is due on 28/02.
    assert late_months(date(2026, 1, 1), [], date(2026, 2, 28)) == []
    assert late_months(date(2026, 1, 1), [], date(2026, 3, 1)) == [date(2026, 1, 1)]
