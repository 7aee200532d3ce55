"""Lei RR 664/2008, art. 15: a concession contract passes to the interessado inscribed in the
registro cadastral (I), meeting the edital's requirements (II), once at least 50% of the
concession's period has run (III) — of the 10 years of art. 14, five, and not one day less."""

import dataclasses
from datetime import date

import pytest

from desktop.rules import load_rulebook
from desktop.rules.lines.delegation import rr_concession_term
from desktop.rules.lines.transfer_rr import (
    TransferFacts,
    check_concession_transfer,
    earliest_transfer,
)
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat
RR = load_rulebook("RR")
# Art. 14: signed on 04/01/2021, in force from the day after (art. 24) for 10 years.
TERM, _ = rr_concession_term(RR, OfficeCalendar("RR"), D("2021-01-04"), D("2020-12-21"))
assert TERM is not None
FACTS = TransferFacts(TERM.starts_on, TERM.last_day, D("2026-01-05"), True, True)


def refusals(**change):
    problems = check_concession_transfer(RR, dataclasses.replace(FACTS, **change))
    return {problem.field: problem.message for problem in problems}


def test_the_ten_year_term_is_half_run_after_five_years():
    assert (TERM.starts_on, TERM.last_day) == (D("2021-01-05"), D("2031-01-04"))
    assert earliest_transfer(RR, TERM.starts_on, TERM.last_day) == D("2026-01-05")


def test_exactly_half_the_period_run_passes():
    assert check_concession_transfer(RR, FACTS) == []


def test_one_day_less_than_half_the_period_is_refused_with_inciso_iii():
    refused = refusals(transfer_on=D("2026-01-04"))
    assert set(refused) == {"transferred_on"}
    assert "50% do período da concessão" in refused["transferred_on"]
    assert "a partir de 05/01/2026" in refused["transferred_on"]
    assert "Lei RR 664/2008, art. 15, III" in refused["transferred_on"]


def test_an_ended_contract_is_not_transferred():
    refused = refusals(transfer_on=D("2031-01-05"))
    assert "terminou em 04/01/2031" in refused["transferred_on"]


@pytest.mark.parametrize(
    ("change", "field", "inciso"),
    [
        ({"registered": False}, "operator", "art. 15, I"),
        ({"edital_met": False}, "edital_met", "art. 15, II"),
    ],
)
def test_each_condition_of_the_interessado_is_refused_with_its_inciso(change, field, inciso):
    refused = refusals(**change)
    assert set(refused) == {field}
    assert f"Lei RR 664/2008, {inciso}" in refused[field]
