"""Validity and bars: Res. AGR 105/2017 arts. 9 §3, 13, 23-24, 57, 70 §3, 74; Lei RR 664 art. 28."""

from datetime import date, timedelta
from decimal import Decimal

import pytest

from desktop.rules import (
    DatedValue,
    RulesError,
    crc_validity,
    depot_fee,
    inspection_validity,
    load_rulebook,
    registration_bar,
    rr_vehicle_age,
)
from desktop.rules.validity import rr_registration_end

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")


@pytest.mark.parametrize(
    ("year", "school", "inspected", "months", "until", "why"),
    [
        (2016, False, "2026-01-31", 12, "2027-01-31", "art. 23 I: up to 10 years, yearly"),
        (2015, False, "2026-01-31", 6, "2026-07-31", "art. 23 II: more than 10 years"),
        (2020, True, "2026-08-31", 6, "2027-02-28", "art. 23 II: school; no 31 Feb (art. 83 §4)"),
        (2015, False, "2026-08-31", 6, "2027-02-28", "older than 10, month end"),
        (2022, False, "2024-02-29", 12, "2025-02-28", "leap day inspection"),
        (2026, False, "2026-03-10", 12, "2027-03-10", "new vehicle"),
    ],
)
def test_inspection_periodicity_and_validity(year, school, inspected, months, until, why):
    result = inspection_validity(GO, year, school, D(inspected))
    assert (result.periodicity_months, result.valid_until) == (months, D(until)), why
    assert any("art. 23" in article for article in result.articles)


def test_inspection_age_from_delivery_of_a_new_vehicle():  # art. 23 §2
    annual = inspection_validity(GO, 2015, False, D("2026-05-31"), delivered_new_on=D("2016-06-01"))
    assert annual.periodicity_months == 12
    half = inspection_validity(GO, 2015, False, D("2026-06-02"), delivered_new_on=D("2016-06-01"))
    assert half.periodicity_months == 6


@pytest.mark.parametrize(
    ("book", "year", "school", "field"),
    [
        (GO, 2027, False, "manufacture_year"),
        (GO, 2020, "sim", "school"),
        (GO, "2020", False, "manufacture_year"),
        (RR, 2020, False, "jurisdiction"),
    ],
)
def test_inspection_bad_input(book, year, school, field):
    with pytest.raises(RulesError) as error:
        inspection_validity(book, year, school, D("2026-03-10"))
    assert error.value.field == field


@pytest.mark.parametrize(
    ("issued", "until", "opens"),
    [
        ("2026-03-10", "2029-03-10", "2029-01-09"),  # art. 13: 3 years; §3: 60 days before
        ("2028-02-29", "2031-02-28", "2030-12-30"),  # leap day, art. 83 §4
        ("2026-12-31", "2029-12-31", "2029-11-01"),
    ],
)
def test_crc_validity_and_renewal_window(issued, until, opens):
    crc = crc_validity(GO, D(issued))
    assert (crc.valid_until, crc.renewal_opens) == (D(until), D(opens))
    assert crc.articles[:2] == (
        "Res. AGR 105/2017, art. 13, caput",
        "Res. AGR 105/2017, art. 13 §3",
    )


def test_crc_renewal_window_edges():
    crc = crc_validity(GO, D("2026-03-10"))
    assert not crc.renewal_window_open(D("2029-01-08"))
    assert crc.renewal_window_open(D("2029-01-09"))
    assert crc.renewal_window_open(D("2029-03-10"))
    assert not crc.renewal_window_open(D("2029-03-11"))
    assert crc.is_valid_on(D("2029-03-10")) and not crc.is_valid_on(D("2029-03-11"))


@pytest.mark.parametrize(
    ("reason", "start", "until", "decide"),
    [
        ("documento_falso", "2026-03-10", "2026-09-06", False),  # art. 9 §3: 180 days
        ("documento_falso", "2027-12-31", "2028-06-28", False),  # across a leap February
        ("caducidade", "2026-03-10", "2028-03-10", True),  # art. 70 §3: up to 2 years
        ("caducidade", "2028-02-29", "2030-02-28", True),
    ],
)
def test_registration_bars(reason, start, until, decide):
    bar = registration_bar(GO, reason, D(start))
    assert bar.barred_until == D(until)
    assert bar.needs_decision is decide
    assert bar.bars(D(start)) and bar.bars(D(until))
    assert not bar.bars(D(until) + timedelta(days=1))


def test_caducity_bar_ends_when_the_authority_decides_up_to_2_years():  # art. 70 §§3-4
    bar = registration_bar(GO, "caducidade", D("2026-03-10"))
    assert bar.decided_end(None) == D("2028-03-10")
    assert bar.decided_end(D("2027-03-10")) == D("2027-03-10")
    assert bar.company_article == "Res. AGR 105/2017, art. 70 §3"
    assert bar.partners_article == "Res. AGR 105/2017, art. 70 §4"
    for decided, words in ((D("2028-03-11"), "até 2 anos"), (D("2026-03-10"), "posterior")):
        with pytest.raises(RulesError) as error:
            bar.decided_end(decided)
        assert error.value.field == "until" and words in error.value.message
    with pytest.raises(RulesError) as error:
        bar.decided_end(D("2029-01-01"))
    assert error.value.sentence == (
        "O impedimento é de até 2 anos: no máximo até 10/03/2028 (Res. AGR 105/2017, art. 70 §3)."
    )


def test_forged_documents_bar_is_fixed_and_reaches_only_the_company():  # art. 9 §3
    bar = registration_bar(GO, "documento_falso", D("2026-03-10"))
    assert bar.partners_article is None
    assert bar.decided_end(D("2026-09-06")) == D("2026-09-06")
    with pytest.raises(RulesError) as error:
        bar.decided_end(D("2026-08-01"))
    assert "vai até 06/09/2026" in error.value.message


def test_unknown_bar_reason():
    with pytest.raises(RulesError) as error:
        registration_bar(GO, "fraude", D("2026-03-10"))
    assert error.value.field == "reason"


@pytest.mark.parametrize(
    ("year", "at", "registrable", "in_service"),
    [
        (2018, "2026-05-01", True, True),  # art. 28: 8 years, not more
        (2017, "2026-01-01", False, True),  # 9 years
        (2012, "2026-12-31", False, True),  # 14 years: still in service (§1)
        (2011, "2026-01-01", False, False),  # 15 years completed (art. 31, I)
    ],
)
def test_rr_vehicle_age(year, at, registrable, in_service):
    result = rr_vehicle_age(RR, year, D(at))
    assert (result.registrable, result.in_service_allowed) == (registrable, in_service)
    assert result.articles[0] == "Lei RR 664/2008, art. 28, caput"


def test_rr_registration_ends_de_oficio_in_the_year_the_vehicle_completes_15():
    """Art. 31, I: the year of manufacture plus 15, the first year `rr_vehicle_age` keeps
    out of service; the rule is Roraima's only."""
    end = rr_registration_end(RR, 2011)
    assert (end.year, end.years, end.article) == (2026, 15, "Lei RR 664/2008, art. 31, I")
    assert not rr_vehicle_age(RR, 2011, D("2026-01-01")).in_service_allowed
    assert rr_vehicle_age(RR, 2011, D("2025-12-31")).in_service_allowed
    with pytest.raises(RulesError):
        rr_registration_end(GO, 2011)


@pytest.mark.parametrize(
    ("days", "amount"), [(5, "298.35"), (0, "0.00"), (1, "59.67"), (30, "1790.10")]
)
def test_depot_fee_of_art_74(days, amount):
    assert depot_fee(GO, days, D("2026-03-10")).amount == Decimal(amount)


def test_depot_fee_bad_input_and_update():
    with pytest.raises(RulesError) as error:
        depot_fee(GO, -1, D("2026-03-10"))
    assert error.value.field == "days"
    with pytest.raises(RulesError) as error:
        depot_fee(GO, 1, D("2017-12-01"))
    assert error.value.field == "date"
    updated = GO.with_updates(
        {"taxa_deposito_diaria": [DatedValue(D("2026-01-01"), Decimal("80.01"), "IGP-DI")]}
    )
    assert depot_fee(updated, 3, D("2026-03-10")).amount == Decimal("240.03")
    assert depot_fee(updated, 3, D("2026-03-10")).articles == (
        "Res. AGR 105/2017, art. 74",
        "IGP-DI",
    )


def test_the_depot_fee_cites_art_74_once():
    """The fee's source is art. 74 with its publication: the article is not cited again
    before it."""
    assert depot_fee(GO, 3, D("2026-03-10")).articles == (
        "Res. AGR 105/2017, art. 74 (DOE 09/11/2017; em vigor 45 dias após a publicação, art. 104)",
    )


def test_crc_validity_shorter_than_3_years_fixed_by_the_agr():
    """Art. 13: 'validade de até 3 anos' — the AGR may fix a shorter term; §3's window runs
    from 60 days before the end it fixed."""
    crc = crc_validity(GO, D("2026-03-10"), D("2027-03-10"))
    assert (crc.valid_until, crc.renewal_opens) == (D("2027-03-10"), D("2027-01-09"))
    assert crc_validity(GO, D("2026-03-10"), D("2029-03-10")).valid_until == D("2029-03-10")


@pytest.mark.parametrize(
    ("until", "message"),
    [
        ("2029-03-11", "até 3 anos: no máximo até 10/03/2029 (Res. AGR 105/2017, art. 13"),
        ("2026-03-10", "posterior à emissão"),
    ],
)
def test_crc_validity_fixed_beyond_3_years_or_before_issue_is_refused(until, message):
    with pytest.raises(RulesError) as error:
        crc_validity(GO, D("2026-03-10"), D(until))
    assert error.value.field == "valid_until"
    assert message in error.value.message
