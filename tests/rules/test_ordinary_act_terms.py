"""Res. AGR 105/2017, art. 93 §8: "O prazo para a realização de quaisquer atos processuais,
inexistindo disposição legal ou especifica, será de no mínimo 3 (três) dias", counted as
art. 83 counts (start day excluded, continuous, a closed last day moved to the next
business day); its acts on business days only (art. 93 §7)."""

from datetime import date

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.ordinary_terms import ordinary_act_day_error, ordinary_act_term

GO = load_rulebook("GO")
CALENDAR = OfficeCalendar("GO")
D = date.fromisoformat


def test_three_days_is_the_minimum_and_runs_as_art_83_counts():
    # Ciência on Monday 9 March 2026: days 10, 11, 12, due Thursday 12 March.
    term = ordinary_act_term(GO, CALENDAR, D("2026-03-09"), 3)
    assert term.day_one == D("2026-03-10") and term.due == D("2026-03-12")
    assert term.articles[0] == "Res. AGR 105/2017, art. 93 §8"
    assert "Res. AGR 105/2017, art. 83, § 1º" in term.articles
    assert term.moved_because is None


def test_a_longer_term_ending_on_a_saturday_moves_to_monday():
    # Ciência on Wednesday 11 March 2026, 3 days: the 14th is a Saturday -> Monday 16th.
    term = ordinary_act_term(GO, CALENDAR, D("2026-03-11"), 3)
    assert term.nominal_end == D("2026-03-14") and term.due == D("2026-03-16")
    assert ordinary_act_term(GO, CALENDAR, D("2026-03-09"), 5).due == D("2026-03-16")


@pytest.mark.parametrize("days", [0, 1, 2])
def test_a_term_under_three_days_is_refused_citing_art_93_par_8(days):
    with pytest.raises(RulesError) as error:
        ordinary_act_term(GO, CALENDAR, D("2026-03-09"), days)
    assert error.value.field == "days"
    assert "no mínimo 3 dias" in error.value.message
    assert "Res. AGR 105/2017, art. 93 §8" in error.value.message


def test_bad_input_and_roraima_are_refused():
    with pytest.raises(RulesError) as error:
        ordinary_act_term(GO, CALENDAR, None, 3)  # type: ignore[arg-type]
    assert error.value.field == "ciencia"
    with pytest.raises(RulesError) as error:
        ordinary_act_term(GO, CALENDAR, D("2026-03-09"), "3")  # type: ignore[arg-type]
    assert error.value.field == "days"
    with pytest.raises(RulesError) as error:
        ordinary_act_term(load_rulebook("RR"), OfficeCalendar("RR"), D("2026-03-09"), 3)
    assert error.value.field == "jurisdiction"


@pytest.mark.parametrize(
    ("day", "why"),
    [
        ("2026-03-21", "sábado"),
        ("2026-04-03", "feriado"),  # Good Friday
        ("2026-03-24", "sem expediente"),  # the office's closure
    ],
)
def test_acts_of_the_ordinary_process_fall_on_business_days(day, why):
    calendar = OfficeCalendar.of("GO", {date(2026, 3, 24)})
    error = ordinary_act_day_error(calendar, date.fromisoformat(day))
    assert error is not None and why in error and "art. 93, § 7º" in error
    assert ordinary_act_day_error(calendar, date(2026, 3, 23)) is None


def test_roraima_has_no_business_day_rule_for_acts():
    assert ordinary_act_day_error(OfficeCalendar("RR"), date(2026, 3, 21)) is None
