"""The scope of a partial stoppage (RR Lei 664/2008, art. 55, caput; GO Decreto 8.444/2015,
art. 25, caput): some departures or a stretch, never the whole line, which is the total
stoppage."""

from datetime import time

import pytest

from desktop.rules.lines.partial_stoppage import check_partial_scope, partial_article
from desktop.rules.lines.timetable import Departure

OUT = Departure("ida", time(6, 30), frozenset(range(1, 6)))
BACK = Departure("volta", time(17, 0), frozenset(range(1, 8)))
PLACES = ["Boa Vista", "Mucajaí", "Caracaraí"]


@pytest.mark.parametrize(
    ("chosen", "stretch", "field", "words"),
    [
        ((), None, "departures", "Escolha as partidas ou o trecho"),
        ((OUT, BACK), None, "departures", "paralisação total"),
        ((), ("Boa Vista", "Caracaraí"), "stretch_to", "linha inteira"),
        ((), ("Caracaraí", "Boa Vista"), "stretch_to", "linha inteira"),
        ((), ("Mucajaí", "Mucajaí"), "stretch_to", "a outro"),
        ((), ("Mucajaí", "Iracema"), "stretch_to", "lugares da linha"),
    ],
)
def test_scope_refusals(chosen, stretch, field, words):
    (problem,) = check_partial_scope("RR", chosen, (OUT, BACK), stretch, PLACES)
    assert (problem.field, words in problem.message) == (field, True)
    if field == "departures" or "total" in words:
        assert "Lei RR 664/2008, art. 55" in problem.message


@pytest.mark.parametrize(
    ("chosen", "stretch"),
    [((OUT,), None), ((), ("Mucajaí", "Caracaraí")), ((OUT, BACK), ("Boa Vista", "Mucajaí"))],
)
def test_some_departures_or_a_stretch_stop(chosen, stretch):
    assert check_partial_scope("RR", chosen, (OUT, BACK), stretch, PLACES) == []


def test_each_state_cites_its_own_act():
    (problem,) = check_partial_scope("GO", (OUT, BACK), (OUT, BACK), None, PLACES)
    assert "Decreto 8.444/2015, art. 25, caput" in problem.message
    assert partial_article("RR", True) == "Lei RR 664/2008, art. 55, caput, II e §2º"
    assert partial_article("RR", False) == "Lei RR 664/2008, art. 55, caput, I e §1º"
    assert partial_article("GO", False) == "Decreto 8.444/2015, art. 25, caput e §1º"
