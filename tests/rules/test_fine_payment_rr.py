"""Roraima: the fine is paid within 10 days of the end of the defence term or of the decision
on the appeal (Lei RR 664/2008, art. 89 sole §), counted as art. 95 counts: from the first
business day after the ciência, calendar days, a due date on a closed day moved forward."""

from datetime import date

import pytest

from desktop.rules import OfficeCalendar, RulesError, rr_fine_payment_due

D = date.fromisoformat
RR = OfficeCalendar("RR")

CASES = [
    # (why, defence_due, appeal_decided, office closures, due)
    ("no appeal: from the defence term's last day (Tue)", "2026-04-07", None, (), "2026-04-17"),
    ("appeal decided on a Friday: day 1 is Monday", "2026-04-07", "2026-06-05", (), "2026-06-17"),
    (
        "Good Friday after the ciência: day 1 is Monday",
        "2026-03-03",
        "2026-04-02",
        (),
        "2026-04-15",
    ),
    ("the 10th day a Sunday: moved to Monday", "2026-03-03", "2026-04-09", (), "2026-04-20"),
    (
        "5 October, Roraima's own holiday, is not day 1",
        "2026-09-01",
        "2026-10-02",
        (),
        "2026-10-15",
    ),
    ("ciência on a leap day", "2028-02-29", None, (), "2028-03-10"),
    (
        "an office closure the day after: day 1 later, the 10th a Saturday",
        "2026-04-07",
        None,
        ("2026-04-08",),
        "2026-04-20",
    ),
]


@pytest.mark.parametrize(
    ("why", "defence", "appeal", "closures", "due"), CASES, ids=[c[0] for c in CASES]
)
def test_payment_due(why, defence, appeal, closures, due):
    calendar = OfficeCalendar("RR", frozenset(D(day) for day in closures))
    deadline = rr_fine_payment_due(calendar, D(defence), D(appeal) if appeal else None)
    assert deadline.due == D(due)
    assert deadline.days == 10
    assert deadline.articles[0] == "Lei RR 664/2008, art. 89, parágrafo único"
    assert "Lei RR 664/2008, art. 95" in deadline.articles


@pytest.mark.parametrize(
    ("calendar", "defence", "appeal", "field"),
    [
        (OfficeCalendar("GO"), D("2026-04-07"), None, "jurisdiction"),
        (RR, "2026-04-07", None, "defence_due"),
        (RR, D("2026-04-07"), "2026-06-05", "appeal_decided"),
    ],
)
def test_bad_input(calendar, defence, appeal, field):
    with pytest.raises(RulesError) as error:
        rr_fine_payment_due(calendar, defence, appeal)
    assert error.value.field == field
