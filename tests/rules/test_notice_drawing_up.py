"""The auto de infração is drawn up at the moment of the infraction (Res. AGR 105/2017,
art. 79; Decreto 8.444/2015, art. 51, on pain of nullity); once drawn up it is neither
discarded nor stopped (art. 80 §3), so a late one is flagged for the judging authority."""

from datetime import datetime

import pytest

from desktop.rules import RulesError
from desktop.rules.notices import notice_drawing_up

T = datetime.fromisoformat
NOW = T("2026-03-12T12:00")


@pytest.mark.parametrize(
    ("why", "occurred", "drawn_up", "on_the_spot"),
    [
        ("at the very moment", "2026-03-10T08:30", "2026-03-10T08:30", True),
        ("minutes later, at the stop", "2026-03-10T08:30", "2026-03-10T08:55", True),
        ("later the same day", "2026-03-10T08:30", "2026-03-10T23:59", True),
        ("the next day: not at its moment", "2026-03-10T08:30", "2026-03-11T08:00", False),
    ],
)
def test_drawn_up_at_the_moment_of_the_infraction(why, occurred, drawn_up, on_the_spot):
    decision = notice_drawing_up(T(occurred), T(drawn_up), NOW)
    assert decision.on_the_spot is on_the_spot
    assert decision.needs_decision is not on_the_spot
    assert decision.articles == ("Res. AGR 105/2017, art. 79", "Decreto 8.444/2015, art. 51")
    if on_the_spot:
        assert decision.notes == ()
    else:
        assert "nulidade" in decision.notes[0] and "art. 80 §3º" in decision.notes[0]


@pytest.mark.parametrize(
    ("occurred", "drawn_up", "words"),
    [
        ("2026-03-10T08:30", "2026-03-10T08:29", "antes da infração"),
        ("2026-03-10T08:30", "2026-03-12T12:01", "futuro"),
    ],
)
def test_impossible_moments_are_refused(occurred, drawn_up, words):
    with pytest.raises(RulesError) as error:
        notice_drawing_up(T(occurred), T(drawn_up), NOW)
    assert error.value.field == "drawn_up_at" and words in error.value.message


def test_the_moments_are_date_and_time():
    with pytest.raises(RulesError) as error:
        notice_drawing_up(T("2026-03-10T08:30"), None, NOW)
    assert error.value.field == "drawn_up_at"
