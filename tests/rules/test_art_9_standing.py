"""Res. AGR 105/2017, art. 9º, §2º: the autorizatária communicates within 10 (dez) days a
fact that alters its legal and tax or technical and operational standing, counted as art. 83
counts (start day excluded, a last day without business hours moved to the next one); §4º:
a registration cancelled summarily stops every licence, citing the article."""

from dataclasses import replace
from datetime import date

import pytest

from desktop.rules import (
    OfficeCalendar,
    OperatorStatus,
    RulesError,
    check_licence,
    communicated_late,
    load_rulebook,
    standing_change_due,
)
from tests.factories.rules import EVENTUAL

GO = OfficeCalendar("GO")
D = date.fromisoformat


def test_ten_days_from_the_change_art_9_par_2():
    # Contract amended on Friday 06/03/2026: day 1 is 07/03, day 10 is Monday 16/03.
    term = standing_change_due(GO, D("2026-03-06"))
    assert term.days == 10
    assert term.due == D("2026-03-16")
    assert term.articles[0] == "Res. AGR 105/2017, art. 9º, § 2º"
    assert not communicated_late(term, D("2026-03-16"))
    assert communicated_late(term, D("2026-03-17"))


def test_a_last_day_on_a_weekend_moves_to_monday():
    # 02/03/2026 + 10 days = Thursday 12/03; 04/03 + 10 = Saturday 14/03 -> Monday 16/03.
    assert standing_change_due(GO, D("2026-03-02")).due == D("2026-03-12")
    term = standing_change_due(GO, D("2026-03-04"))
    assert term.nominal_end == D("2026-03-14")
    assert term.due == D("2026-03-16")
    assert not communicated_late(term, D("2026-03-16"))


def test_roraima_has_no_such_term_and_bad_input_is_refused():
    with pytest.raises(RulesError):
        standing_change_due(OfficeCalendar("RR"), D("2026-03-06"))
    with pytest.raises(RulesError):
        standing_change_due(GO, "2026-03-06")  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        communicated_late(standing_change_due(GO, D("2026-03-06")), None)  # type: ignore[arg-type]


def test_a_registration_cancelled_summarily_stops_the_licence_art_9_par_4():
    cancelled = replace(
        EVENTUAL, operator=OperatorStatus(None, frozenset(), registration_cancelled=True)
    )
    decision = check_licence(load_rulebook("GO"), cancelled)
    assert decision.reasons == ("registro_cancelado",)
    assert decision.findings[0].article == "Res. AGR 105/2017, art. 9º, §4º"
    assert check_licence(load_rulebook("GO"), EVENTUAL).allowed
    with pytest.raises(RulesError):
        check_licence(
            load_rulebook("GO"),
            replace(EVENTUAL, operator=replace(EVENTUAL.operator, registration_cancelled=None)),
        )
