"""A stoppage authorised, followed to its end (GO Decreto 8.444/2015, art. 25 §1º: at most
360 days, on pain of caducity; RR Lei 664/2008, art. 55 §1º the same for low demand, §2º a
blocked road lasting while the impediment does)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.lines.stoppage_term import OBSTRUCTION_ARTICLE, StoppageTerm, authorise, term

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")
LOW_GO = [Decimal(value) for value in ("25", "28", "29.9", "20", "22", "27")]
LOW_RR = [Decimal(value) for value in ("45", "48", "49.9", "30", "41", "44")]
START = D("2026-03-01")


def test_go_180_days_resume_on_the_181st_day_and_the_limit_is_360_days():
    decision = authorise(GO, LOW_GO, START, 180)
    assert decision.allowed
    dates = term("GO", decision, START, 180)
    assert dates.resume_on == D("2026-08-28")  # 1 March + 180 days
    assert dates.limit_on == D("2027-02-24")  # 1 March + 360 days (art. 25 §1º)
    assert dates.article == "Decreto 8.444/2015, art. 25 §1º"


def test_go_360_days_resume_on_the_limit_itself():
    dates = term("GO", authorise(GO, LOW_GO, START, 360), START, 360)
    assert dates.resume_on == dates.limit_on == D("2027-02-24")


def test_go_refuses_361_days_and_a_high_month():
    assert authorise(GO, LOW_GO, START, 361).reasons == ("duracao",)
    high = [*LOW_GO[:5], Decimal("30")]
    assert authorise(GO, high, START, 180).reasons == ("aproveitamento",)
    with pytest.raises(RulesError, match="não foi autorizada"):
        term("GO", authorise(GO, high, START, 180), START, 180)


def test_go_has_no_stoppage_for_a_blocked_road():
    with pytest.raises(RulesError, match="art. 25"):
        authorise(GO, LOW_GO, START, 30, obstruction=True)


def test_the_days_left_and_caducity_from_the_counter_s_day():
    dates = term("GO", authorise(GO, LOW_GO, START, 180), START, 180)
    assert dates.days_left(D("2026-08-01")) == 27
    assert dates.due_within(D("2026-08-01"), 30)
    assert not dates.due_within(D("2026-07-01"), 30)  # 58 days left
    assert dates.days_left(D("2026-09-02")) == -5
    assert not dates.caducity(D("2027-02-24"))  # the limit day itself: still in time
    assert dates.caducity(D("2027-02-25"))
    assert "retomar a operação até 28/08/2026" in dates.describe(D("2026-08-01"))
    assert "deveria ter retomado em 28/08/2026 (há 5 dia(s))" in dates.describe(D("2026-09-02"))
    late = dates.describe(D("2027-02-25"))
    assert "sujeita a caducidade (Decreto 8.444/2015, art. 25 §1º)" in late


def test_rr_low_demand_below_50_per_cent_has_the_same_360_days_under_its_own_law():
    decision = authorise(RR, LOW_RR, START, 90)
    assert decision.allowed
    dates = term("RR", decision, START, 90)
    assert dates.resume_on == D("2026-05-30")
    assert dates.limit_on == D("2027-02-24")
    assert dates.article == "Lei RR 664/2008, art. 55 §1º"
    assert "Decreto" not in dates.describe(D("2027-03-01"))


def test_rr_a_blocked_road_lasts_while_the_impediment_does():
    decision = authorise(RR, [], START, None, obstruction=True)
    assert decision.allowed
    dates = term("RR", decision, START, None)
    assert (dates.resume_on, dates.limit_on) == (None, None)
    assert not dates.due_within(D("2030-01-01"), 30)
    assert not dates.caducity(D("2030-01-01"))
    assert dates.describe(D("2030-01-01")) == (
        "Paralisada enquanto durar a obstrução da rodovia (Lei RR 664/2008, art. 55 §2º)."
    )


def test_a_stoppage_still_to_come_is_said_from_its_first_day():
    """A blocked road stops the line from 03/08/2026 (Lei RR 664/2008, art. 55, II and §2º):
    before that day it stops "a partir de" it, from it on "desde"."""
    blocked = StoppageTerm(D("2026-08-03"), None, None, OBSTRUCTION_ARTICLE)
    assert blocked.since(D("2026-08-02")) == "a partir de 03/08/2026"
    assert blocked.since(D("2026-08-03")) == "desde 03/08/2026"
