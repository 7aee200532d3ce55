"""May a line stop running? GO Decreto 8.444/2015, art. 25 (below 30 % in each of 6
consecutive months, at most 360 days) and Roraima's own Lei 664/2008, art. 55 (below 50 %,
360 days; or a blocked road, while it lasts)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook, rr_stoppage, stoppage

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")


def months(*values):
    return [Decimal(value) for value in values]


LOW_GO = months("25", "28", "29.9", "20", "22", "27")
LOW_RR = months("45", "48", "49.9", "30", "41", "44")

GO_CASES = [
    # (why, occupancy, days, expected reasons)
    ("art. 25: each of six months below 30 %", LOW_GO, 180, set()),
    (
        "30 % exactly is not below",
        months("25", "28", "30", "20", "22", "27"),
        180,
        {"aproveitamento"},
    ),
    ("five months are not six", LOW_GO[1:], 180, {"aproveitamento"}),
    ("no month at all", [], 180, {"aproveitamento"}),
    (
        "each month, not the average (14 % on average, one month 35 %)",
        months("10", "10", "10", "10", "10", "35"),
        180,
        {"aproveitamento"},
    ),
    ("only the last six months count", months("80", "90", *LOW_GO), 180, set()),
    ("the latest month high", months(*LOW_GO, "31"), 180, {"aproveitamento"}),
    ("§1: 360 days is the limit", LOW_GO, 360, set()),
    ("§1: 361 days", LOW_GO, 361, {"duracao"}),
    ("both", LOW_GO[:2], 361, {"aproveitamento", "duracao"}),
    ("0 % is a coefficient", months("0", "0", "0", "0", "0", "0"), 1, set()),
]


@pytest.mark.parametrize(
    ("why", "occupancy", "days", "expected"), GO_CASES, ids=[c[0] for c in GO_CASES]
)
def test_go_stoppage(why, occupancy, days, expected):
    decision = stoppage(GO, occupancy, D("2026-07-01"), days)
    assert set(decision.reasons) == expected
    assert decision.allowed == (not expected)
    # §1: resume by day 1 without service + 360 days, refused or not.
    assert decision.resume_by == D("2027-06-26")


def test_resume_by_is_calendar_days_never_moved():
    # 2027-06-26 is a Saturday: the caducity term is not moved to a business day.
    assert D("2027-06-26").weekday() == 5
    # From a leap day: 306 days to the end of 2028, 54 more into 2029.
    assert stoppage(GO, LOW_GO, D("2028-02-29"), 10).resume_by == D("2029-02-23")


def test_go_findings_cite_article_25_and_note_paragraph_3():
    decision = stoppage(GO, LOW_GO[:5], D("2026-07-01"), 400)
    assert [f.article for f in decision.findings] == [
        "Decreto 8.444/2015, art. 25, caput",
        "Decreto 8.444/2015, art. 25 §1º",
    ]
    assert decision.months == tuple(LOW_GO[:5])
    assert "§3º" in decision.notes[0]


RR_CASES = [
    # (why, occupancy, days, obstruction, expected reasons, resume_by)
    ("art. 55 I: each month below 50 %", LOW_RR, 90, False, set(), "2027-06-26"),
    (
        "50 % exactly is not below",
        months("45", "48", "50", "30", "41", "44"),
        90,
        False,
        {"aproveitamento"},
        "2027-06-26",
    ),
    ("49.99 % is below", months("49.99", *LOW_RR[1:]), 90, False, set(), "2027-06-26"),
    ("§1: 361 days", LOW_RR, 361, False, {"duracao"}, "2027-06-26"),
    (
        "art. 55 II: a blocked road, whatever the occupancy and the length (§2)",
        months("90", "90", "90", "90", "90", "90"),
        400,
        True,
        set(),
        None,
    ),
    ("art. 55 II: no occupancy, no length needed", [], None, True, set(), None),
]


@pytest.mark.parametrize(
    ("why", "occupancy", "days", "obstruction", "expected", "resume_by"),
    RR_CASES,
    ids=[c[0] for c in RR_CASES],
)
def test_rr_stoppage(why, occupancy, days, obstruction, expected, resume_by):
    decision = rr_stoppage(RR, occupancy, D("2026-07-01"), days, obstruction)
    assert set(decision.reasons) == expected
    assert decision.allowed == (not expected)
    assert decision.resume_by == (resume_by and D(resume_by))
    assert all(article.startswith("Lei RR 664/2008, art. 55") for article in decision.articles)


def test_rr_findings_cite_article_55():
    decision = rr_stoppage(RR, LOW_RR[:3], D("2026-07-01"), 361)
    assert [f.article for f in decision.findings] == [
        "Lei RR 664/2008, art. 55, I",
        "Lei RR 664/2008, art. 55 §1º",
    ]


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: stoppage(GO, LOW_GO, D("2026-07-01"), 0), "days"),
        (lambda: stoppage(GO, months("101", *LOW_GO[1:]), D("2026-07-01"), 10), "occupancy[0]"),
        (lambda: stoppage(GO, months(*LOW_GO[:5], "-1"), D("2026-07-01"), 10), "occupancy[5]"),
        (lambda: stoppage(GO, [25.0] * 6, D("2026-07-01"), 10), "occupancy[0]"),
        (lambda: stoppage(GO, "25", D("2026-07-01"), 10), "occupancy"),
        (lambda: stoppage(GO, LOW_GO, "2026-07-01", 10), "start"),
        (lambda: stoppage(RR, LOW_RR, D("2026-07-01"), 10), "jurisdiction"),
        (lambda: rr_stoppage(GO, LOW_GO, D("2026-07-01"), 10), "jurisdiction"),
        (lambda: rr_stoppage(RR, LOW_RR, D("2026-07-01"), None), "days"),
        (lambda: rr_stoppage(RR, LOW_RR, D("2026-07-01"), 0, True), "days"),
        (lambda: rr_stoppage(RR, months("150"), D("2026-07-01"), None, True), "occupancy[0]"),
        (lambda: rr_stoppage(RR, LOW_RR, D("2026-07-01"), 10, "sim"), "obstruction"),
    ],
)
def test_bad_input(call, field):
    with pytest.raises(RulesError) as error:
        call()
    assert error.value.field == field
