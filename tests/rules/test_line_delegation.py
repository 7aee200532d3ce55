"""Delegations of a line: GO Termo de Autorização (Decreto 8.444/2015 art. 6º §1º I-VIII,
up to 15 years, extract published §2º), permission and concession (arts. 7º-8º); RR
concession (Lei RR 664/2008 art. 14: 10 years renewable once; art. 24: signed within 30 days
of homologation) and line authorisation (art. 19: one year; art. 21: not transferable)."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest

from desktop.rules import load_rulebook
from desktop.rules.lines.delegation import (
    TermoItems,
    check_kind,
    check_termo_items,
    check_transfer,
    go_authorisation_effective,
    go_authorisation_term,
    is_effective,
    rr_concession_term,
    rr_line_authorisation_term,
)
from desktop.rules.office_calendar import OfficeCalendar

D = date.fromisoformat
GO = load_rulebook("GO")
RR = load_rulebook("RR")
RR_CALENDAR = OfficeCalendar("RR")

ITEMS = TermoItems(
    trcf_paid=True,
    free_pricing=True,
    outorga_total=Decimal("2337840.00"),
    term_years=15,
    minimum_fleet=3,
    fleet_average_age=Decimal("6"),
    extinction_clause=True,
)


def fields(problems):
    return {problem.field: problem.message for problem in problems}


def test_a_complete_termo_passes_art_6_s1():
    assert check_termo_items(GO, ITEMS) == []


@pytest.mark.parametrize(
    ("change", "field", "fragment"),
    [
        ({"trcf_paid": False}, "trcf_paid", "art. 6º §1º, III"),
        ({"free_pricing": False}, "free_pricing", "art. 6º §1º, IV"),
        ({"outorga_total": None}, "outorga_total", "art. 6º §1º, V"),
        ({"term_years": 16}, "term_years", "art. 6º §1º, VI"),
        ({"term_years": 0}, "term_years", "de 1 a 15 anos"),
        ({"minimum_fleet": 0}, "minimum_fleet", "art. 6º §1º, VII"),
        ({"fleet_average_age": Decimal("6.1")}, "fleet_average_age", "limite é 6 anos"),
        ({"extinction_clause": False}, "extinction_clause", "art. 6º §1º, VIII"),
    ],
)
def test_each_missing_item_of_art_6_s1_names_its_inciso(change, field, fragment):
    found = fields(check_termo_items(GO, dataclasses.replace(ITEMS, **change)))
    assert set(found) == {field}
    assert fragment in found[field]


def test_go_termo_term_up_to_15_years_and_effective_on_publication():
    term = go_authorisation_term(GO, D("2026-06-15"), 15)
    assert (term.starts_on, term.last_day) == (D("2026-06-15"), D("2041-06-14"))
    assert term.articles == ("Decreto 8.444/2015, art. 6º §1º, VI",)
    # §2º: signed but not yet published is not effective; effective from the publication.
    kind = "autorizacao"
    assert not is_effective("GO", kind, term.starts_on, term.last_day, None, D("2026-07-01"))
    published = D("2026-06-20")
    assert not is_effective("GO", kind, term.starts_on, term.last_day, published, D("2026-06-19"))
    assert is_effective("GO", kind, term.starts_on, term.last_day, published, D("2026-06-20"))
    assert not is_effective("GO", kind, term.starts_on, term.last_day, published, D("2041-06-15"))
    found = fields(go_authorisation_effective(D("2026-06-15"), D("2026-06-14")))
    assert "art. 6º §2º" in found["published_on"]


@pytest.mark.parametrize(
    ("kind", "service", "fragment"),
    [
        ("autorizacao", "regular_desvinculado", None),
        ("permissao", "regular_desvinculado", None),
        ("concessao", "regular_vinculado", None),
        ("autorizacao", "regular_vinculado", "arts. 8º e 10"),
        ("permissao", "regular_vinculado", "arts. 8º e 10"),
        ("concessao", "regular_desvinculado", "art. 8º"),
        ("concessao", "complementar_parcial", None),
    ],
)
def test_go_instrument_follows_the_kind_of_service_arts_6_to_8(kind, service, fragment):
    found = fields(check_kind("GO", kind, service))
    if fragment is None:
        assert found == {}
    else:
        assert fragment in found["kind"]


def test_rr_has_no_permission():
    assert "Escolha" in fields(check_kind("RR", "permissao", "convencional"))["kind"]
    assert check_kind("RR", "concessao", "alternativo") == []


def test_rr_concession_10_years_from_the_day_after_signature_arts_14_and_24():
    term, problems = rr_concession_term(RR, RR_CALENDAR, D("2026-03-30"), D("2026-03-01"))
    assert problems == []
    assert (term.starts_on, term.last_day) == (D("2026-03-31"), D("2036-03-30"))
    assert term.articles == ("Lei RR 664/2008, art. 14", "Lei RR 664/2008, art. 24")
    assert rr_concession_term(RR, RR_CALENDAR, D("2026-03-31"), D("2026-03-01"))[1] == []  # 30 days
    _, problems = rr_concession_term(RR, RR_CALENDAR, D("2026-04-01"), D("2026-03-01"))  # 31 days
    assert "até 30 dias" in fields(problems)["signed_on"]
    _, problems = rr_concession_term(RR, RR_CALENDAR, D("2026-03-30"), None)
    assert "art. 24" in fields(problems)["homologated_on"]


def test_rr_concession_signature_30_days_counted_as_art_95_counts():
    """Homologated on Friday 6 March: day 1 is Monday 9 March (art. 95), day 30 Tuesday
    7 April — thirty calendar days on from the homologation, Sunday 5 April, refused the
    signature of Monday 6; a contract signed before the homologation is refused too."""
    assert rr_concession_term(RR, RR_CALENDAR, D("2026-04-07"), D("2026-03-06"))[1] == []
    _, problems = rr_concession_term(RR, RR_CALENDAR, D("2026-04-08"), D("2026-03-06"))
    refused = fields(problems)["signed_on"]
    assert "até 07/04/2026" in refused and "art. 95" in refused
    _, problems = rr_concession_term(RR, RR_CALENDAR, D("2026-03-05"), D("2026-03-06"))
    assert "signed_on" in fields(problems)


def test_rr_concession_renewable_once_art_14():
    term, problems = rr_concession_term(RR, RR_CALENDAR, D("2036-01-10"), None, 1, D("2036-03-30"))
    assert problems == []
    assert (term.starts_on, term.last_day) == (D("2036-03-31"), D("2046-03-30"))
    _, problems = rr_concession_term(RR, RR_CALENDAR, D("2046-01-10"), None, 2, D("2046-03-30"))
    assert "único período (Lei RR 664/2008, art. 14)" in fields(problems)["renews"]


def test_rr_line_authorisation_one_year_and_not_transferable():
    term = rr_line_authorisation_term(RR, D("2026-06-15"))
    assert (term.starts_on, term.last_day) == (D("2026-06-15"), D("2027-06-14"))
    assert term.articles == ("Lei RR 664/2008, art. 19", "Lei RR 664/2008, art. 23")
    assert "art. 21" in fields(check_transfer("RR", "autorizacao"))["operator"]
    assert check_transfer("RR", "concessao") == []
    assert check_transfer("GO", "autorizacao") == []
