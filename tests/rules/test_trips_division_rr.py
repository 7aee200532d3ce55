"""Lei RR 664/2008, art. 54: "Havendo mais de uma linha ligando os mesmos pontos extremos e com
o mesmo itinerário, o aumento do número de viagens será dividido proporcionalmente entre os
respectivos delegatários" — in proportion to the trips each line runs now, whole trips by
largest remainder, the shares adding up to the increase."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.lines.trips_division_rr import (
    RouteLine,
    check_share,
    divide_increase,
)

A = RouteLine("RR-010", "Viação A", 10)
B = RouteLine("RR-011", "Viação B", 30)


def shares(lines, increase):
    return [item.share for item in divide_increase(lines, increase)]


def test_o_aumento_e_dividido_proporcionalmente_entre_os_delegatarios():
    # 10 and 30 trips now: a quarter and three quarters of the increase.
    assert shares([A, B], 8) == [2, 6]
    assert shares([A, B, RouteLine("RR-012", "Viação C", 0)], 4) == [1, 3, 0]


def test_whole_trips_by_largest_remainder_adding_up_to_the_increase():
    # Quotas 0.75 and 2.25: the third trip to the larger remainder, not rounded each.
    assert shares([A, B], 3) == [1, 2]
    # 1/3 each: the two trips to the lines with more trips now, then the first given.
    three = [RouteLine("RR-1", "X", 10), RouteLine("RR-2", "Y", 10), RouteLine("RR-3", "Z", 10)]
    assert shares(three, 2) == [1, 1, 0]
    assert sum(shares([A, B, RouteLine("RR-9", "C", 7)], 11)) == 11


def test_a_line_given_more_than_its_share_is_refused_naming_the_others():
    (problem,) = check_share([A, B], 8, "RR-010", 4)
    assert problem.field == "route_increase"
    assert "RR-010 (Viação A): 2; RR-011 (Viação B): 6" in problem.message
    assert "mais que a sua parte (2)" in problem.message
    assert problem.message.endswith("(Lei RR 664/2008, art. 54).")
    assert check_share([A, B], 8, "RR-010", 2) == []
    assert check_share([A, B], 8, "RR-010", 1) == []


def test_bad_input_is_refused():
    with pytest.raises(RulesError):
        divide_increase([A, B], -1)
    with pytest.raises(RulesError):
        divide_increase([RouteLine("RR-1", "X", 0)], 2)
