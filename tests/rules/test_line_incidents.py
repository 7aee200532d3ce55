"""Accidents and interruptions on a regular line: GO Decreto 8.444/2015, arts. 23 §2º and 24
(5 days; police report and tachograph data only with death or grave injury); RR Lei 664/2008,
arts. 56 and 69, IX (10 days, counted from the first business day after, art. 95; late or
missing is the infraction of art. 80, VII)."""

from datetime import date

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.lines.incidents import (
    LATE_INFRACTION,
    communication_term,
    is_late,
    missing_items,
    required_items,
)
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat
GO = OfficeCalendar("GO")
RR = OfficeCalendar("RR")


def test_go_accident_five_days_from_the_day_after():
    due = communication_term(GO, "acidente", D("2026-03-04"))  # a Wednesday
    assert due.due == D("2026-03-09")  # 5th day Monday 09/03
    assert due.articles[0] == "Decreto 8.444/2015, art. 23 §2º"


def test_go_a_fifth_day_on_saturday_moves_to_monday():
    due = communication_term(GO, "interrupcao", D("2026-03-02"))
    assert (due.nominal_end, due.due) == (D("2026-03-07"), D("2026-03-09"))
    assert due.articles[0] == "Decreto 8.444/2015, art. 24"


def test_rr_ten_days_from_the_first_business_day_after():
    due = communication_term(RR, "incidente", D("2026-03-06"))  # learned on a Friday
    assert (due.day_one, due.due) == (D("2026-03-09"), D("2026-03-18"))
    assert due.articles == (
        "Lei RR 664/2008, art. 69, IX",
        "Lei RR 664/2008, art. 95",
        "Lei RR 664/2008, art. 95, parágrafo único",
    )


def test_go_police_report_and_tachograph_only_with_death_or_grave_injury():
    assert required_items("GO", "acidente", grave=False) == ()
    keys = [key for key, _label, _article in required_items("GO", "acidente", grave=True)]
    assert keys == ["police_report", "tachograph"]
    missing = missing_items("GO", "acidente", True, {"police_report": "BO 123/2026"})
    assert [(key, article) for key, _label, article in missing] == [
        ("tachograph", "Decreto 8.444/2015, art. 23 §2º")
    ]


def test_go_interruption_brings_causes_and_measures():
    missing = missing_items("GO", "interrupcao", False, {"causes": "Ponte caída", "measures": " "})
    assert [key for key, _label, _article in missing] == ["measures"]


def test_each_state_only_its_own_kinds():
    with pytest.raises(RulesError, match="interrupção da viagem, outro incidente"):
        communication_term(RR, "acidente", D("2026-03-06"))
    with pytest.raises(RulesError, match="acidente"):
        required_items("GO", "incidente", False)


def test_late_and_the_infraction_roraima_names():
    assert not is_late(D("2026-03-09"), D("2026-03-09"), D("2026-03-20"))
    assert is_late(D("2026-03-09"), D("2026-03-10"), D("2026-03-10"))
    assert is_late(D("2026-03-09"), None, D("2026-03-10"))
    assert not is_late(D("2026-03-09"), None, D("2026-03-09"))
    assert LATE_INFRACTION == {"RR": ("80-VII", "Lei RR 664/2008, art. 80, VII")}
