"""Roraima's alternative transport keeps its own slots: no departure less than one hour from
a departure of the regular line by another concessionária (Lei RR 664/2008, art. 66;
art. 68 §3º)."""

from datetime import time

from desktop.rules.lines.alternative import RegularDeparture, check_alternative_slots
from desktop.rules.lines.timetable import Departure

BOA_VISTA, CARACARAI = "1400100", "1400209"
WEEKDAYS = frozenset(range(1, 6))
REGULAR = (
    RegularDeparture("RR-001", BOA_VISTA, time(6, 0), WEEKDAYS),
    RegularDeparture("RR-001", CARACARAI, time(10, 0), WEEKDAYS),
)


def check(*departures):
    return check_alternative_slots(BOA_VISTA, CARACARAI, departures, REGULAR)


def test_departure_within_an_hour_of_the_regular_line_art_68_3():
    (problem,) = check(
        Departure("ida", time(6, 59), WEEKDAYS), Departure("volta", time(12, 0), WEEKDAYS)
    )
    assert problem.field == "departures[0]"
    assert problem.message == (
        "Ida às 06:59 a 59 min da partida das 06:00 da linha regular RR-001 (S T Q Q S - -): "
        "o transporte alternativo tem horários próprios, a uma hora ou mais dos da linha "
        "regular (Lei RR 664/2008, art. 66; art. 68 §3º)."
    )


def test_one_hour_apart_is_allowed():
    # "Não poderão ocorrer ... em horários inferiores a uma hora": 60 minutes is not less.
    assert (
        check(Departure("ida", time(7, 0), WEEKDAYS), Departure("ida", time(5, 0), WEEKDAYS)) == []
    )


def test_only_the_same_place_and_a_shared_day_count():
    # 06:30 back leaves Caracaraí, not Boa Vista where the 06:00 regular leaves.
    assert check(Departure("volta", time(6, 30), WEEKDAYS)) == []
    # 09:30 back on Saturday: the regular 10:00 runs Monday to Friday.
    assert check(Departure("volta", time(9, 30), frozenset({6}))) == []
    (problem,) = check(Departure("volta", time(9, 30), frozenset({5, 6})))
    assert "30 min da partida das 10:00" in problem.message and "(- - - - S - -)" in problem.message
