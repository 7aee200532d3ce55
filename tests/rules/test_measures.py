"""Measures proposed for an infraction: retention (art. 72) and removal (art. 73), Res. 105."""

from datetime import date

import pytest

from desktop.rules import RulesError, legislation_rows, load_rulebook, measures_for, removal_term
from desktop.rules.measures import (
    depot_costs_refusal,
    held_refusal,
    inciso_choices,
    inciso_refusal,
)

GO = load_rulebook("GO")


@pytest.mark.parametrize(
    ("code", "incisos"),
    [
        ("77-I", ["72-I"]),  # vehicle without safety conditions
        ("78-VIII", ["72-II"]),  # dangerous products
        ("78-VI", ["72-III"]),  # driver under the effect of alcohol
        ("77-XVII", ["72-IV"]),  # tachograph
        ("78-III", ["73-I"]),  # operating without authorization
        ("75-II", []),
    ],
)
def test_measures_of_arts_72_and_73(code, incisos):
    measures = measures_for(GO, code)
    assert [measure.inciso for measure in measures] == incisos
    assert all(measure.article.startswith("Res. AGR 105/2017, art. 7") for measure in measures)


@pytest.mark.parametrize(
    ("kind", "inciso", "codes"),
    [
        ("retencao", "I", ("75-II", "77-XIX")),  # equipment defect: no specifications
        ("retencao", "I", ("76-VII",)),  # school bus without its stripe: a specification
        ("retencao", "II", ("78-VIII",)),  # dangerous cargo
        ("retencao", "II", ("77-XVIII",)),  # a product that puts the passengers at risk
        ("retencao", "III", ("78-VI",)),  # drunk driver
        ("retencao", "IV", ("77-XVII",)),  # tachograph tampered with
        ("retencao", "IV", ("77-XIX",)),  # no tachograph: mandatory equipment missing
        ("remocao", "I", ("78-III",)),  # no authorization
        ("remocao", "I", ("78-XII",)),  # a regular line run on a trip licence
        # II: a retention case the inspector declares he could not cure on the spot
        ("remocao", "II", ("77-XVII",)),
    ],
)
def test_an_inciso_one_of_the_autos_infractions_supports(kind, inciso, codes):
    assert inciso_refusal(GO, kind, inciso, codes) is None


def test_an_inciso_none_of_the_autos_infractions_supports_is_refused_citing_it():
    assert inciso_refusal(GO, "retencao", "II", ("77-XVI", "75-I")) == (
        "Nenhuma infração do auto corresponde a este inciso (Res. AGR 105/2017, art. 72, II): "
        "a retenção do veículo por ele cabe com uma das infrações 77-XVIII ou 78-VIII."
    )
    assert inciso_refusal(GO, "retencao", "I", ("78-III",)) == (
        "Nenhuma infração do auto corresponde a este inciso (Res. AGR 105/2017, art. 72, I): "
        "a retenção do veículo por ele cabe com uma das infrações 75-I, 76-VII, 77-I ou "
        "77-XIX."
    )
    assert "art. 73, I)" in str(inciso_refusal(GO, "remocao", "I", ("77-IV",)))
    assert inciso_refusal(GO, "remocao", "II", ("78-III", "77-XVI")) == (
        "Nenhuma infração do auto é hipótese de retenção do veículo (Res. AGR 105/2017, "
        "art. 73, II; art. 72): a remoção por este inciso cabe com uma das infrações "
        "75-I, 76-VII, 77-I, 77-XIX, 77-XVIII, 78-VIII, 78-VI ou 77-XVII."
    )


def test_measures_show_in_the_legislation_rows_and_refuse_unknown_codes():
    rows = {row.code: row for row in legislation_rows(GO, date(2026, 3, 10))}
    assert rows["78-III"].measures == ("73-I",)
    with pytest.raises(RulesError):
        measures_for(GO, "72-I")
    assert measures_for(load_rulebook("RR"), "82-V") == ()


@pytest.mark.parametrize(
    ("removed", "last"),
    [("2026-03-10", "2026-04-09"), ("2026-02-01", "2026-03-03"), ("2028-02-15", "2028-03-16")],
)
def test_removal_lasts_at_most_30_days(removed, last):  # art. 73 §6
    term = removal_term(GO, date.fromisoformat(removed))
    assert term.last_day == date.fromisoformat(last)
    assert term.articles[0] == "Res. AGR 105/2017, art. 73 §6"


def test_removal_term_bad_input():
    with pytest.raises(RulesError) as error:
        removal_term(load_rulebook("RR"), date(2026, 3, 10))
    assert error.value.field == "jurisdiction"
    with pytest.raises(RulesError) as error:
        removal_term(GO, date(2017, 1, 1))
    assert error.value.field == "removed_on"


def test_only_a_removal_carries_depot_costs_arts_73_74():
    assert depot_costs_refusal("remocao") is None  # art. 74: daily fee while in the depot
    assert "arts. 73-74" in (depot_costs_refusal("retencao") or "")
    apprehension = depot_costs_refusal("apreensao") or ""
    assert "Lei RR 664/2008, art. 90" in apprehension and "Res. AGR" not in apprehension


def test_a_vehicle_still_held_takes_no_second_measure_of_its_kind():
    """A retained vehicle that cannot be cured on the spot is removed (art. 73, II); one
    removed stands in the depot once, paying one daily fee (art. 74)."""
    assert held_refusal("retencao", "ABC1D23", ()) is None
    assert held_refusal("remocao", "ABC1D23", (("retencao", "GYN-2026-000001"),)) is None
    twice = held_refusal("remocao", "ABC1D23", (("remocao", "GYN-2026-000001"),))
    assert twice is not None and "GYN-2026-000001" in twice and "arts. 73 e 74" in twice
    retained_in_depot = held_refusal("retencao", "ABC1D23", (("remocao", "GYN-2026-000001"),))
    assert retained_in_depot is not None and "remoção" in retained_in_depot
    retained_twice = held_refusal("retencao", "ABC1D23", (("retencao", "GYN-2026-000002"),))
    assert retained_twice is not None and "art. 72" in retained_twice
    both = (("retencao", "GYN-2026-000001"), ("remocao", "GYN-2026-000001"))
    assert "arts. 73 e 74" in (held_refusal("retencao", "ABC1D23", both) or "")


def test_an_rr_vehicle_still_apprehended_is_not_apprehended_again_art_90():
    assert held_refusal("apreensao", "ABC1D23", ()) is None
    again = held_refusal("apreensao", "ABC1D23", (("apreensao", "BVB-2026-000001"),)) or ""
    assert "BVB-2026-000001" in again and "Lei RR 664/2008, art. 90, § 3º" in again
    assert "Res. AGR" not in again


def test_each_inciso_is_offered_with_the_situation_it_names():
    """Arts. 72-73: the inspector picks the inciso by its words, not by a bare numeral."""
    retention = dict(inciso_choices(GO, "retencao", ("I", "II", "III", "IV")))
    assert retention["III"] == (
        "III — O motorista apresentar sinais de embriaguez ou de estar sob efeito de "
        "substâncias tóxicas."
    )
    assert dict(inciso_choices(GO, "remocao", ("I", "II")))["II"].startswith(
        "II — Nas hipóteses de aplicação da medida administrativa de retenção"
    )
    assert dict(inciso_choices(load_rulebook("RR"), "apreensao", ("I", "VI")))["VI"] == (
        "VI — O veículo não portar, durante a viagem, cópia do registro cadastral da pessoa "
        "jurídica e da autorização da viagem."
    )


def test_rr_apprehension_for_the_missing_copies_stands_on_art_79_i():
    """Lei RR 664/2008, art. 90, VI (the vehicle without the copies of the registration and
    of the trip's authorization) is the document missing from the vehicle of art. 79, I; the
    facts of I-V no infraction of arts. 79-82 describes stay the inspector's declaration."""
    rr = load_rulebook("RR")
    assert inciso_refusal(rr, "apreensao", "VI", ("79-I", "80-IV")) is None
    assert inciso_refusal(rr, "apreensao", "VI", ("80-I", "82-II")) == (
        "Nenhuma infração do auto corresponde a este inciso (Lei RR 664/2008, art. 90, VI): "
        "a apreensão do veículo por ele cabe com a infração 79-I."
    )
    for declared in ("I", "II", "III", "IV", "V"):
        assert inciso_refusal(rr, "apreensao", declared, ("80-I",)) is None
