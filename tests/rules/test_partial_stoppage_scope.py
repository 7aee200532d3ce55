"""The scope of a partial stoppage (RR Lei 664/2008, art. 55, caput; GO Decreto 8.444/2015,
art. 25, caput): some departures or a stretch, never the whole line, which is the total
stoppage."""

from datetime import date, time

import pytest

from desktop.rules.lines.partial_stoppage import (
    check_partial_scope,
    check_resumption,
    departures_off_the_quadro,
    partial_article,
    place_named,
    place_names,
)
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


@pytest.mark.parametrize(
    ("resume_on", "resumed_on", "words"),
    [
        (None, None, "Informe o dia"),
        (None, date(2026, 8, 3), "depois do primeiro dia"),
        (date(2026, 11, 1), date(2026, 11, 1), "já termina em 01/11/2026"),
    ],
)
def test_resumption_refusals(resume_on, resumed_on, words):
    (problem,) = check_resumption(date(2026, 8, 3), resume_on, resumed_on, "art.")
    assert (problem.field, words in problem.message) == ("resumed_on", True)


def test_a_blocked_road_ends_by_the_act_and_a_term_earlier():
    assert check_resumption(date(2026, 8, 3), None, date(2027, 3, 1), "art.") == []
    assert check_resumption(date(2026, 8, 3), date(2026, 11, 1), date(2026, 10, 31), "a") == []


@pytest.mark.parametrize(
    ("places", "names"),
    [
        # The origin without a terminal by its municipality, the section by its place.
        (
            [("", "Boa Vista"), ("Mucajaí", "Mucajaí"), ("", "Caracaraí")],
            ["Boa Vista", "Mucajaí", "Caracaraí"],
        ),
        # Extended (art. 58, V): the old end a section, the new end a terminal of the town.
        (
            [("", "Boa Vista"), ("Caracaraí", "Caracaraí"), ("Vila de Novo Paraíso", "Caracaraí")],
            ["Boa Vista", "Caracaraí", "Vila de Novo Paraíso"],
        ),
        # Two places of one name told apart by their municipalities.
        (
            [("Rodoviária", "Boa Vista"), ("Rodoviária", "Mucajaí"), ("", "Caracaraí")],
            ["Rodoviária (Boa Vista)", "Rodoviária (Mucajaí)", "Caracaraí"],
        ),
    ],
)
def test_each_place_of_the_line_has_one_name(places, names):
    assert place_names(places) == names


GO_PLACES = [
    ("Terminal Rodoviário de Goiânia", "Goiânia"),
    ("Rodoviária de Anápolis", "Anápolis"),
    ("", "Pirenópolis"),
]


@pytest.mark.parametrize(
    ("name", "places", "found"),
    [
        ("Rodoviária de Anápolis", GO_PLACES, 1),
        ("Pirenópolis", GO_PLACES, 2),
        # An older row named the terminal by its municipality: the only place there.
        ("Goiânia", GO_PLACES, 0),
        ("Anápolis", GO_PLACES, 1),
        ("Goiania", GO_PLACES, None),
        ("Brasília", GO_PLACES, None),
        # Two places in Goiânia: which one the row meant is not known.
        ("Goiânia", [GO_PLACES[0], ("Rodoviária de Campinas", "Goiânia"), GO_PLACES[2]], None),
    ],
)
def test_the_place_a_stretch_end_names(name, places, found):
    assert place_named(name, places) == found


def test_departures_off_the_quadro_cite_each_states_act():
    """The departures stopped are of the quadro in force on the first day (GO Decreto
    8.444/2015, arts. 19 e 25; RR Lei 664/2008, arts. 42 e 55), named, never the other
    state's act; a day without a quadro stops no departure."""
    go = departures_off_the_quadro("GO", (OUT, BACK), date(2026, 8, 3), date(2026, 8, 10))
    assert go == (
        "Ida 06:30 (S T Q Q S - -), Volta 17:00 (S T Q Q S S D): não consta(m) do quadro de "
        "horários de 03/08/2026, em vigor no primeiro dia; só param partidas que a linha terá "
        "nesse dia (Decreto 8.444/2015, arts. 19 e 25)."
    )
    rr = departures_off_the_quadro("RR", (OUT,), None, date(2026, 6, 22))
    assert rr == (
        "A linha não tem quadro de horários em vigor em 22/06/2026: nenhuma partida para nesse "
        "dia, só um trecho (Lei RR 664/2008, arts. 42 e 55)."
    )
