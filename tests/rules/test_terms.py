"""Terms for the vehicles, licences and sanctions issues, each from its article."""

from datetime import date, datetime, timedelta

import pytest

from desktop.rules import (
    OfficeCalendar,
    RulesError,
    cancellation_term,
    load_rulebook,
    new_vehicle_exemption,
    rr_authorisation_term,
    rr_cassation_bar,
    suspension_period,
    vehicle_deregistration_due,
    vinculada_issue_due,
)

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")


def test_vehicle_deregistration_within_10_days():
    # GO Res. 105, art. 26 sole §, counted as art. 83; RR Lei 664, art. 32, counted as art. 95.
    go = vehicle_deregistration_due(OfficeCalendar("GO"), D("2026-03-06"))
    assert go.due == D("2026-03-16") and "art. 26" in go.articles[0]
    rr = vehicle_deregistration_due(OfficeCalendar("RR"), D("2026-03-06"))
    assert rr.due == D("2026-03-18") and rr.articles[0] == "Lei RR 664/2008, art. 32"


def test_vinculada_licence_issued_within_5_days():  # art. 59
    assert vinculada_issue_due(OfficeCalendar("GO"), D("2026-04-16")).due == D("2026-04-22")


def test_new_vehicle_registered_without_inspection_within_60_days_of_invoice():  # art. 17 III
    exemption = new_vehicle_exemption(GO, D("2026-01-15"))
    assert exemption.last_day == D("2026-03-16")
    assert exemption.covers(D("2026-03-16")) and not exemption.covers(D("2026-03-17"))
    with pytest.raises(RulesError):
        new_vehicle_exemption(RR, D("2026-01-15"))


@pytest.mark.parametrize(
    ("start", "line", "last"),
    [
        ("2026-03-10", True, "2027-03-09"),  # art. 19: one year for a line
        ("2026-03-10", False, "2026-09-09"),  # six months at most for the other services
        ("2026-08-31", False, "2027-02-27"),  # the day before 28/02, the date-to-date end
    ],
)
def test_rr_authorisation_terms(start, line, last):
    term = rr_authorisation_term(RR, D(start), line)
    assert term.last_day == D(last)
    assert term.articles == ("Lei RR 664/2008, art. 19",)
    assert bool(term.notes) is (not line)


def test_eventual_trip_given_up_up_to_24_hours_before():  # art. 28 §2
    term = cancellation_term(GO, datetime(2026, 5, 10, 14, 0))
    assert term.last_moment == datetime(2026, 5, 9, 14, 0)
    assert term.allows(datetime(2026, 5, 9, 14, 0))
    assert not term.allows(datetime(2026, 5, 9, 14, 1))


@pytest.mark.parametrize(
    ("book", "days", "last", "noted"),
    [
        (GO, None, "2026-04-08", False),  # art. 69: 30 days, the first included
        (GO, 15, "2026-03-24", True),  # another term set by the judging authority
        (RR, 30, "2026-04-08", False),  # art. 85: up to 30 days
        (RR, 1, "2026-03-10", False),
    ],
)
def test_suspension_periods(book, days, last, noted):
    period = suspension_period(book, D("2026-03-10"), days)
    assert period.last_day == D(last)
    assert period.covers(D("2026-03-10")) and period.covers(D(last))
    assert not period.covers(D(last) + timedelta(days=1))
    assert bool(period.notes) is noted


@pytest.mark.parametrize(("book", "days"), [(GO, 31), (RR, 31), (RR, None), (RR, 0)])
def test_suspension_limits(book, days):
    with pytest.raises(RulesError) as error:
        suspension_period(book, D("2026-03-10"), days)
    assert error.value.field == "days"


@pytest.mark.parametrize(("book", "cited"), [(GO, False), (RR, True)])
def test_suspension_does_not_begin_before_its_decision(book, cited):  # RR art. 85 §2
    decided = D("2026-03-10")
    assert suspension_period(book, decided, 30, decided).first_day == decided
    assert suspension_period(book, D("2026-04-01"), 30, decided).last_day == D("2026-04-30")
    with pytest.raises(RulesError) as error:
        suspension_period(book, D("2026-03-09"), 30, decided)
    assert error.value.field == "first_day"
    assert ("art. 85, § 2º" in error.value.message) is cited


def test_rr_cassation_bar_of_1_to_5_years():  # art. 88
    assert rr_cassation_bar(RR, D("2026-03-10"), 5).barred_until == D("2031-03-10")
    assert rr_cassation_bar(RR, D("2028-02-29"), 1).barred_until == D("2029-02-28")
    for years in (0, 6):
        with pytest.raises(RulesError) as error:
            rr_cassation_bar(RR, D("2026-03-10"), years)
        assert error.value.field == "years"
