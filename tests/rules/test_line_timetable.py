"""The quadro de horários (GO Decreto 8.444/2015 art. 19) and RR's Quadro de Regime de
Funcionamento (Lei RR 664/2008 art. 42: changes communicated within 10 days, §1º)."""

from datetime import date, time

import pytest

from desktop.rules.lines.timetable import (
    Departure,
    check_departure_count,
    check_departures,
    check_served_sections,
    parse_time,
    parse_weekdays,
    rr_communication_late,
    sections_still_served,
    weekdays_input,
    weekdays_text,
)
from desktop.rules.office_calendar import OfficeCalendar

RR_CALENDAR = OfficeCalendar("RR")
WEEK = frozenset(range(1, 6))
WEEKEND = frozenset({6, 7})


@pytest.mark.parametrize(
    ("text", "expected"),
    [("6:30", time(6, 30)), ("06:30", time(6, 30)), ("23h05", time(23, 5)), ("24:00", None)],
)
def test_times(text, expected):
    assert parse_time(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1-5", WEEK),
        ("6 7", WEEKEND),
        ("1,3,5", frozenset({1, 3, 5})),
        ("todos", frozenset(range(1, 8))),
        ("5-1", None),
        ("8", None),
        ("", None),
    ],
)
def test_weekdays(text, expected):
    assert parse_weekdays(text) == expected


def test_weekdays_text():
    assert weekdays_text(WEEK) == "S T Q Q S - -"


@pytest.mark.parametrize(
    ("days", "typed"),
    [
        (WEEK, "1-5"),
        (WEEKEND, "6 7"),
        (frozenset({1, 3, 5}), "1 3 5"),
        (frozenset({1, 2, 3, 5, 6}), "1-3 5 6"),
        (frozenset(range(1, 8)), "todos"),
    ],
)
def test_weekdays_as_typed_read_back(days, typed):
    """The days of a departure in force, as the Horários dialog shows them to be edited."""
    assert weekdays_input(days) == typed
    assert parse_weekdays(typed) == days


def test_quadro_out_and_back_without_overlap_art_19():
    out = Departure("ida", time(6, 30), WEEK)
    back = Departure("volta", time(17, 0), WEEK)
    assert check_departures("GO", [out, back]) == []
    # The same time on other days, or in the other direction, is no overlap.
    assert check_departures("GO", [out, back, Departure("ida", time(6, 30), WEEKEND)]) == []
    (problem,) = check_departures(
        "GO", [out, back, Departure("ida", time(6, 30), frozenset({5, 6}))]
    )
    assert problem.field == "departures[2]"
    assert "- - - - S - -" in problem.message and "Decreto 8.444/2015, art. 19" in problem.message
    # The refusal says what to enter, with its article.
    (problem,) = check_departures("RR", [out])
    assert problem.message == (
        "Informe ao menos um horário de ida e um de volta da linha (Lei RR 664/2008, art. 42 §2º)."
    )
    (problem,) = check_departures("GO", [back])
    assert problem.message == (
        "Informe ao menos um horário de ida e um de volta da linha (Decreto 8.444/2015, art. 19)."
    )


def test_rr_regime_change_communicated_within_10_days_art_42_s1():
    """Changed on Monday 1 June: day 1 is Tuesday 2 June (art. 95), day 10 Thursday 11."""
    assert rr_communication_late(RR_CALENDAR, date(2026, 6, 1), date(2026, 6, 11)) is None
    late = rr_communication_late(RR_CALENDAR, date(2026, 6, 1), date(2026, 6, 12))
    assert "prazo era 11/06/2026" in late and "art. 42 §1º" in late


def test_rr_the_10_days_counted_as_art_95_counts():
    """Changed on Friday 5 June: day 1 is Monday 8 June, the first business day after
    (art. 95), so day 10 is Wednesday 17 — not Monday 15, ten calendar days on; a 10th day
    without business hours moves to the next business day (sole §)."""
    assert rr_communication_late(RR_CALENDAR, date(2026, 6, 5), date(2026, 6, 17)) is None
    late = rr_communication_late(RR_CALENDAR, date(2026, 6, 5), date(2026, 6, 18))
    assert "prazo era 17/06/2026" in late and "art. 95" in late
    closed = OfficeCalendar("RR", frozenset({date(2026, 6, 17)}))
    assert rr_communication_late(closed, date(2026, 6, 5), date(2026, 6, 18)) is None


IN_FORCE = (Departure("ida", time(6, 30), WEEK), Departure("volta", time(17, 0), WEEK))


@pytest.mark.parametrize(
    ("why", "in_force", "new", "authorised", "counts"),
    [
        (
            "one more departure",
            IN_FORCE,
            (*IN_FORCE, Departure("ida", time(9), WEEKEND)),
            False,
            "10 partidas por semana e este, 12",
        ),
        (
            "one fewer",
            IN_FORCE,
            (IN_FORCE[0], Departure("volta", time(17, 0), WEEKEND)),
            False,
            "10 partidas por semana e este, 7",
        ),
        (
            "approved on request",
            IN_FORCE,
            (*IN_FORCE, Departure("ida", time(9), WEEKEND)),
            True,
            None,
        ),
        (
            "the same number retimed",
            IN_FORCE,
            (Departure("ida", time(7), WEEK), IN_FORCE[1]),
            False,
            None,
        ),
        ("the line's first quadro", (), IN_FORCE, False, None),
    ],
)
def test_go_more_or_fewer_departures_need_an_approved_request(
    why, in_force, new, authorised, counts
):
    """Art. 43, VI and §12: the number of departures changes only on a request approved."""
    problems = check_departure_count(in_force, new, authorised)
    if counts is None:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "departures"
        assert counts in problem.message
        assert "Decreto 8.444/2015, art. 43, VI e §12" in problem.message


def test_go_a_departure_serves_the_lines_own_sections_art_20():
    known = {"anapolis", "pirenopolis", "goiania"}
    problems = check_served_sections(["Anápolis", "", "Anápolis; Brasília, Jaraguá"], known, fold)
    assert [(problem.field, problem.message) for problem in problems] == [
        (
            "departures[2]",
            "Partida 3: Brasília, Jaraguá não é seção nem terminal da linha "
            "(Decreto 8.444/2015, arts. 19 e 20).",
        )
    ]


def test_go_a_suppressed_section_leaves_every_departure_art_43_i_and_19():
    # Art. 43, I and §2º: "Anápolis" suppressed; the quadro that follows (art. 19) gives the
    # line's seccionamentos, so no departure still serves it; the others stay, in order.
    known = {"pirenopolis", "goiania", "jaragua"}
    served = ["Anápolis", "", "Anápolis; Jaraguá, Pirenópolis"]
    assert sections_still_served(served, known, fold) == ["", "", "Jaraguá, Pirenópolis"]
    assert sections_still_served(["Jaraguá"], known, fold) == ["Jaraguá"]


def fold(text):
    return text.lower().replace("á", "a").replace("ó", "o")
