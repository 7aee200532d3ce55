"""Date arithmetic (Res. 105 art. 83 §4) and procedural deadlines (GO art. 83; RR art. 95)."""

from datetime import date, timedelta

import pytest

from desktop.rules import (
    OfficeCalendar,
    RulesError,
    add_months,
    add_years,
    defence_due,
    procedural_deadline,
    registration_analysis_due,
    registration_appeal_due,
    registration_pendency_due,
    rr_payment_due,
)
from desktop.rules.deadlines import judgment_after_defence_term

D = date.fromisoformat
GO = OfficeCalendar("GO")
RR = OfficeCalendar("RR")


@pytest.mark.parametrize(
    ("start", "months", "expected"),
    [
        ("2026-01-31", 1, "2026-02-28"),  # art. 83 §4: no 31 Feb, last day of the month
        ("2028-01-31", 1, "2028-02-29"),  # leap year
        ("2026-08-31", 6, "2027-02-28"),
        ("2026-03-31", -1, "2026-02-28"),
        ("2026-12-15", 1, "2027-01-15"),
        ("2026-01-15", -1, "2025-12-15"),
        ("2028-02-29", -12, "2027-02-28"),
        ("2026-05-31", 0, "2026-05-31"),
    ],
)
def test_add_months_date_to_date(start, months, expected):
    assert add_months(D(start), months) == D(expected)


@pytest.mark.parametrize(
    ("start", "years", "expected"),
    [
        ("2028-02-29", 1, "2029-02-28"),
        ("2028-02-29", 4, "2032-02-29"),
        ("2026-03-10", 3, "2029-03-10"),
    ],
)
def test_add_years_date_to_date(start, years, expected):
    assert add_years(D(start), years) == D(expected)


@pytest.mark.parametrize(
    ("ciencia", "days", "closures", "due", "why"),
    [
        ("2026-03-06", 10, (), "2026-03-16", "start day excluded, last included (§1)"),
        ("2026-04-11", 10, (), "2026-04-22", "ends on Tiradentes, moved (§2)"),
        ("2026-03-24", 10, (), "2026-04-06", "ends on Good Friday, moved over the weekend"),
        ("2025-10-14", 10, (), "2025-10-27", "ends on the foundation of Goiânia (GO holiday)"),
        ("2026-12-15", 10, (), "2026-12-28", "ends on Christmas"),
        ("2026-11-10", 10, (), "2026-11-23", "ends on Black Awareness Day"),
        ("2026-03-06", 10, ("2026-03-16",), "2026-03-17", "ends on an office closure"),
        ("2026-02-07", 10, (), "2026-02-17", "Carnival is optional: counts unless closed"),
        ("2026-02-07", 10, ("2026-02-16", "2026-02-17"), "2026-02-18", "Carnival closed"),
        ("2026-03-06", 2, (), "2026-03-09", "ends on Sunday, continuous counting (§3)"),
        ("2026-03-07", 0, (), "2026-03-09", "zero days from a Saturday: moved to Monday"),
    ],
)
def test_go_art_83(ciencia, days, closures, due, why):
    calendar = OfficeCalendar("GO", frozenset(D(day) for day in closures))
    deadline = procedural_deadline(calendar, D(ciencia), days)
    assert deadline.due == D(due), why
    assert "Res. AGR 105/2017, art. 83, § 2º" in deadline.articles


@pytest.mark.parametrize(
    ("ciencia", "days", "closures", "due", "why"),
    [
        ("2026-03-06", 30, (), "2026-04-07", "day 1 is Monday 9 March (art. 95)"),
        ("2026-04-02", 10, (), "2026-04-15", "day 1 after Good Friday and weekend"),
        ("2026-09-25", 8, (), "2026-10-06", "ends on RR's State Creation Day, moved"),
        ("2025-10-14", 10, (), "2025-10-24", "Goiânia's day is no holiday in RR"),
        ("2026-03-06", 30, ("2026-03-09",), "2026-04-08", "closure on the first business day"),
        ("2026-03-09", 1, (), "2026-03-10", "one day: the first business day after"),
    ],
)
def test_rr_art_95(ciencia, days, closures, due, why):
    calendar = OfficeCalendar("RR", frozenset(D(day) for day in closures))
    deadline = procedural_deadline(calendar, D(ciencia), days)
    assert deadline.due == D(due), why
    assert "Lei RR 664/2008, art. 95" in deadline.articles


def test_business_weekdays_of_the_office():
    six_days = OfficeCalendar("GO", frozenset(), frozenset(range(6)))
    # 2026-03-06 + 8 = Saturday 14 March: a business day for an office open on Saturdays.
    assert procedural_deadline(six_days, D("2026-03-06"), 8).due == D("2026-03-14")
    assert procedural_deadline(GO, D("2026-03-06"), 8).due == D("2026-03-16")


@pytest.mark.parametrize("days", [-1, -30, 1.5, "10", True, None])
def test_bad_day_counts_are_refused(days):
    with pytest.raises(RulesError) as error:
        procedural_deadline(GO, D("2026-03-06"), days)
    assert error.value.field == "days"


def test_unknown_jurisdiction_and_bad_weekdays():
    with pytest.raises(RulesError):
        OfficeCalendar("SP")
    with pytest.raises(RulesError):
        OfficeCalendar("GO", frozenset(), frozenset({7}))


def test_registration_process_dates_of_art_7():
    # art. 7: analysis within 10 days of the protocol; pendency 10 days (II); appeal 10 days
    # from the notice of refusal (sole §), all counted as art. 83.
    analysis = registration_analysis_due(GO, D("2026-04-11"))
    assert analysis.due == D("2026-04-22")
    assert analysis.articles[0] == "Res. AGR 105/2017, art. 7º, caput"
    assert registration_pendency_due(GO, D("2026-03-06")).due == D("2026-03-16")
    appeal = registration_appeal_due(GO, D("2026-12-15"))
    assert appeal.due == D("2026-12-28")
    assert "parágrafo único" in appeal.articles[0]
    with pytest.raises(RulesError):
        registration_analysis_due(RR, D("2026-03-06"))


def test_defence_and_payment_periods():
    assert defence_due(GO, D("2026-03-06")).due == D("2026-03-16")  # Res. 105, art. 83
    rr_defence = defence_due(RR, D("2026-03-06"))  # Lei 664, art. 89: 30 days
    assert rr_defence.due == D("2026-04-07")
    assert rr_defence.articles[0] == "Lei RR 664/2008, art. 89, caput"
    # art. 89 sole §: 10 days from the end of the defence period.
    assert rr_payment_due(RR, rr_defence.due).due == D("2026-04-17")


def test_the_deadline_says_why_it_moved():
    assert procedural_deadline(GO, D("2026-03-06"), 10).moved_because is None
    tiradentes = procedural_deadline(GO, D("2026-04-11"), 10).moved_because
    assert tiradentes == (
        "vencimento em 21/04/2026 (feriado: Tiradentes) prorrogado para o primeiro dia útil "
        "seguinte, 22/04/2026"
    )
    closed = OfficeCalendar("RR", frozenset({D("2026-04-07")}))
    assert (
        "sem expediente no órgão" in procedural_deadline(closed, D("2026-03-06"), 30).moved_because
    )
    assert "domingo" in procedural_deadline(GO, D("2026-03-06"), 2).moved_because


def test_calendar_names_the_holidays_of_each_state():
    assert "Goiânia" in GO.holiday_name(D("2025-10-24"))
    assert RR.holiday_name(D("2026-10-05")) is not None  # Criação do Estado (RR only)
    assert RR.holiday_name(D("2025-10-24")) is None and GO.holiday_name(D("2026-10-05")) is None
    assert GO.closed_because(D("2026-03-07")) == "sábado"
    assert GO.closed_because(D("2026-03-09")) is None
    assert not GO.is_business_day(D("2026-11-20"))  # Black Awareness Day, national since 2024
    assert GO.is_business_day(D("2026-06-04"))  # Corpus Christi is optional: open unless closed


def _days_of(year):
    day = date(year, 1, 1)
    while day.year == year:
        yield day
        day += timedelta(days=1)


@pytest.mark.parametrize("calendar", [GO, RR], ids=["GO", "RR"])
def test_every_due_date_of_a_year_is_the_first_business_day_from_the_nominal_end(calendar):
    # GO art. 83 §§1-3 and RR art. 95: checked for every ciência of 2026 and usual terms.
    for ciencia in _days_of(2026):
        for days in (1, 5, 10, 15, 30):
            deadline = procedural_deadline(calendar, ciencia, days)
            assert calendar.is_business_day(deadline.due)
            assert deadline.nominal_end <= deadline.due
            gap = (deadline.due - deadline.nominal_end).days
            skipped = [deadline.nominal_end + timedelta(days=n) for n in range(gap)]
            assert not any(calendar.is_business_day(day) for day in skipped)
            assert (deadline.nominal_end - deadline.day_one).days == days - 1
            if calendar is GO:
                assert deadline.day_one == ciencia + timedelta(days=1)
            else:
                assert calendar.is_business_day(deadline.day_one) and deadline.day_one > ciencia
                between = [
                    ciencia + timedelta(days=n) for n in range(1, (deadline.day_one - ciencia).days)
                ]
                assert not any(calendar.is_business_day(day) for day in between)


def test_add_months_keeps_the_day_or_falls_to_the_month_end():  # art. 83 §4
    for start in _days_of(2028):
        for months in (-12, -6, 1, 6, 12, 36):
            end = add_months(start, months)
            assert (end.year * 12 + end.month) - (start.year * 12 + start.month) == months
            if end.day != start.day:
                assert end.day < start.day and (end + timedelta(days=1)).day == 1


def test_calendar_of_an_office_with_its_closures():
    office = OfficeCalendar.of("GO", [D("2026-03-16")])
    assert office == OfficeCalendar("GO", frozenset({D("2026-03-16")}))
    assert not office.is_business_day(D("2026-03-16")) and GO.is_business_day(D("2026-03-16"))
    assert OfficeCalendar.of("RR").holiday_name(D("2026-04-21")) == "Tiradentes"


@pytest.mark.parametrize(
    ("decided_on", "allowed"),
    [("2026-03-10", False), ("2026-03-16", False), ("2026-03-17", True)],
)
def test_no_judgment_while_the_defence_term_runs_art_86_sole_par(decided_on, allowed):
    # Res. 105, art. 83: ciência on 06/03/2026, defence term to 16/03/2026.
    due = defence_due(GO, D("2026-03-06")).due
    assert judgment_after_defence_term(due, D(decided_on)) is allowed


def test_a_judgment_needs_its_date():
    with pytest.raises(RulesError) as error:
        judgment_after_defence_term(D("2026-03-16"), None)
    assert error.value.field == "decided_on"
