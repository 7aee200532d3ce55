"""Lei RR 664/2008, art. 68 §1º: 90 days for the alternative transport to adopt standardised
tickets (II), colour and itinerary (III) and passenger insurance written on the tickets (VIII),
counted as art. 95 counts."""

from datetime import date

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.lines.alternative_standards import BY_KEY, missing_standards, standards_term
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat


def test_ninety_days_from_the_first_business_day_after_the_signature():
    term = standards_term(OfficeCalendar("RR"), D("2026-03-06"))  # signed on a Friday
    assert term.day_one == D("2026-03-09")
    assert term.nominal_end == D("2026-06-06")  # a Saturday: day 90
    assert term.due == D("2026-06-08")  # moved to Monday (art. 95, parágrafo único)
    assert term.articles[0] == "Lei RR 664/2008, art. 68 §1º"


def test_the_three_items_in_the_order_of_the_article():
    assert [item.article for item in missing_standards(set())] == [
        "Lei RR 664/2008, art. 68, II",
        "Lei RR 664/2008, art. 68, III",
        "Lei RR 664/2008, art. 68, VIII",
    ]
    assert [item.key for item in missing_standards({"cor"})] == ["bilhetes", "seguro"]
    assert missing_standards({"bilhetes", "cor", "seguro"}) == ()
    assert "numeração de ordem" in BY_KEY["bilhetes"].label


def test_roraima_only():
    with pytest.raises(RulesError, match="art. 68"):
        standards_term(OfficeCalendar("GO"), D("2026-03-06"))
