"""Res. AGR 105/2017, arts. 48-49: an occurrence is communicated within 5 days of its date
(art. 48 sole §, counted as art. 83 counts), within 24 hours when it caused death or injury
(art. 49), then with items I-IX (VIII with fatal victims only). Not communicating it is the
infraction of art. 77 IX. Roraima's Lei 664/2008 sets no such term for the charter."""

from datetime import date, datetime, timedelta, timezone

import pytest

from desktop.rules import RulesError
from desktop.rules.occurrences import (
    LATE_INFRACTION,
    VICTIM_ITEMS,
    communication_term,
    missing_items,
)
from desktop.rules.office_calendar import OfficeCalendar

GO = OfficeCalendar("GO")
GOIANIA = timezone(timedelta(hours=-3))


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=GOIANIA)


def test_five_days_from_the_date_of_the_event_without_victims():
    # Theft on Monday 02/03/2026 at 22:00: day one is 03/03, the fifth 07/03 (a Saturday),
    # moved to Monday 09/03 (art. 83).
    term = communication_term(GO, at("2026-03-02T22:00"), with_victims=False)
    assert (term.due_on, term.due_at) == (date(2026, 3, 9), None)
    assert term.article == "Res. AGR 105/2017, art. 48, parágrafo único"
    assert not term.missed(at("2026-03-09T17:00"), at("2026-03-20T08:00"))
    assert term.missed(at("2026-03-10T08:00"), at("2026-03-20T08:00"))
    assert term.missed(None, at("2026-03-10T08:00"))  # still missing after the term


def test_twenty_four_hours_with_death_or_injury():
    term = communication_term(GO, at("2026-03-02T22:00"), with_victims=True)
    assert term.due_at == at("2026-03-03T22:00")
    assert term.article == "Res. AGR 105/2017, art. 49"
    assert not term.missed(at("2026-03-03T21:59"), at("2026-03-04T08:00"))
    assert term.missed(at("2026-03-03T22:01"), at("2026-03-04T08:00"))


def test_items_i_to_ix_with_victims_viii_only_with_fatal_ones():
    everything = {key: "informado" for key, _ in VICTIM_ITEMS}
    assert missing_items(True, True, everything) == []
    assert missing_items(True, False, {**everything, "fatal_destination": ""}) == []
    assert missing_items(True, True, {**everything, "fatal_destination": " "}) == [
        "fatal_destination"
    ]
    assert missing_items(True, False, {}) == [
        key for key, _ in VICTIM_ITEMS if key != "fatal_destination"
    ]
    assert len(VICTIM_ITEMS) == 9
    assert missing_items(False, False, {}) == []  # art. 48 asks the police report only


def test_the_infraction_of_not_communicating_is_art_77_ix():
    assert LATE_INFRACTION == "77-IX"


def test_roraima_and_a_moment_without_time_are_refused():
    with pytest.raises(RulesError):
        communication_term(OfficeCalendar("RR"), at("2026-03-02T22:00"), False)
    with pytest.raises(RulesError):
        communication_term(GO, datetime(2026, 3, 2, 22, 0), False)
