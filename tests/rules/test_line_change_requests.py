"""A change request's facts as the counter types them, analysed by the rules of GO Decreto
8.444/2015 art. 43 and RR Lei 664/2008 arts. 57-59: bad numbers name their article; the
length and earlier changes come from the register; the findings cite the article."""

from decimal import Decimal

import pytest

from desktop.rules import RulesError, load_rulebook
from desktop.rules.lines.change_requests import analyse, change_kind, fact_text, parse_facts

GO = load_rulebook("GO")
RR = load_rulebook("RR")


def test_go_extension_over_20_percent_cites_art_43_par_11_i():
    facts, problems = parse_facts("GO", "prolongamento", {"extension_km": "25,7"})
    assert problems == {}
    assert facts == {"extension_km": Decimal("25.7"), "existing_line": False}
    # §11 I: 25.6 km is 20 % of 128 km, the limit itself allowed.
    allowed = analyse(
        GO, "prolongamento", {**facts, "extension_km": Decimal("25.6")}, {"line_km": Decimal("128")}
    )
    assert allowed.allowed
    refused = analyse(GO, "prolongamento", facts, {"line_km": Decimal("128")})
    assert refused.reasons == ("prolongamento_excede",)
    assert refused.articles == ("Decreto 8.444/2015, art. 43 §11, I",)


def test_go_semiurban_needs_only_the_registered_length():
    facts, problems = parse_facts("GO", "semiurbano", {})
    assert (facts, problems) == ({}, {})
    assert analyse(GO, "semiurbano", facts, {"line_km": Decimal("60")}).allowed
    decision = analyse(GO, "semiurbano", facts, {"line_km": Decimal("60.1")})
    assert decision.articles == ("Decreto 8.444/2015, art. 43 §5º, III",)


@pytest.mark.parametrize(
    ("code", "typed", "field", "article"),
    [
        ("secao", {"access_km": "perto"}, "access_km", "art. 43 §1º, II"),
        ("prolongamento", {"extension_km": ""}, "extension_km", "art. 43 §11, I"),
        ("prolongamento", {"extension_km": "-3"}, "extension_km", "art. 43 §11, I"),
        ("fusao", {"operators": "0"}, "operators", "art. 43 §9º, I"),
        ("fusao", {"operators": "1,5"}, "operators", "art. 43 §9º, I"),
    ],
)
def test_go_bad_numbers_name_the_article(code, typed, field, article):
    _, problems = parse_facts("GO", code, typed)
    assert list(problems) == [field]
    assert f"Decreto 8.444/2015, {article}" in problems[field]


def test_rr_extension_once_and_never_of_a_fused_line():
    facts, problems = parse_facts(
        "RR", "prolongamento", {"extension_km": "70", "new_end_is_seat": True}
    )
    assert problems == {}
    first = {"line_km": Decimal("140"), "previous_extensions": 0}
    assert analyse(RR, "prolongamento", facts, first).allowed  # art. 58 II: 50 % of 140
    again = analyse(RR, "prolongamento", facts, {**first, "previous_extensions": 1})
    assert again.articles == ("Lei RR 664/2008, art. 58 §1º",)
    fused = analyse(RR, "prolongamento", {**facts, "fused": True}, first)
    assert fused.articles == ("Lei RR 664/2008, art. 57 §2º",)
    # The register's fusion in force stands over the box left unticked.
    registered = analyse(RR, "prolongamento", facts, {**first, "fusions_in_force": 1})
    assert registered.articles == ("Lei RR 664/2008, art. 57 §2º",)
    itinerary, _ = parse_facts("RR", "alteracao_itinerario", {"no_traffic": True})
    rerouted = analyse(
        RR,
        "alteracao_itinerario",
        itinerary,
        {"previous_itinerary_changes": 0, "fusions_in_force": 1},
    )
    assert rerouted.articles == ("Lei RR 664/2008, art. 57 §2º",)


def test_rr_shortening_to_a_section_point():
    facts, _ = parse_facts("RR", "encurtamento", {"new_end_is_section": False})
    decision = analyse(RR, "encurtamento", facts, {"previous_shortenings": 0})
    assert decision.articles == ("Lei RR 664/2008, art. 59, III",)


def test_each_state_only_its_own_kinds():
    with pytest.raises(RulesError, match="art. 43"):
        change_kind("GO", "encurtamento")
    with pytest.raises(RulesError, match="Lei RR 664/2008"):
        change_kind("RR", "secao")


def test_fact_text_for_the_decision():
    facts, _ = parse_facts("GO", "secao", {"access_km": "4,5", "already_served": True})
    assert fact_text("GO", "secao", facts) == (
        "Acesso desde o eixo (km): 4,5; Localidades do mesmo município: não; "
        "Localidades já atendidas por linha ou seção: sim"
    )


def test_the_kinds_in_the_order_of_the_law():
    from desktop.rules.lines.change_requests import CHANGE_KINDS

    assert [kind.article.split(", ", 1)[1] for kind in CHANGE_KINDS["GO"].values()] == [
        "art. 43, I e §1º",
        "art. 43, I e §2º",
        "art. 43, II e §§3º-4º",
        "art. 43, III e §5º",
        "art. 43, IV e §§7º-8º",
        "art. 43, IV e §§9º-10",
        "art. 43, V e §11",
        "art. 43, VI e §12",
    ]
    assert list(CHANGE_KINDS["RR"]) == [
        "atendimento_parcial",
        "fusao",
        "prolongamento",
        "encurtamento",
        "alteracao_itinerario",
    ]


@pytest.mark.parametrize(
    ("code", "typed", "articles"),
    [
        ("supressao_secao", {"other_service": True}, []),
        ("supressao_secao", {}, ["art. 43 §2º"]),
        ("ajuste_itinerario", {}, ["art. 43 §3º"]),
        ("ajuste_itinerario", {"new_road_works": True}, []),
        (
            "conexao",
            {"compatible_standards": True},
            ["art. 43 §7º, II", "art. 43 §7º, III"],
        ),
        ("fusao", {"operators": "1", "markets_kept": True}, []),
        ("fusao", {"operators": "1"}, ["art. 43 §9º, II"]),
        ("horarios", {"movement_justifies": False}, ["art. 43 §12"]),
        ("horarios", {"movement_justifies": True}, []),
    ],
)
def test_go_conditions_the_office_confirms(code, typed, articles):
    facts, problems = parse_facts("GO", code, typed)
    assert problems == {}
    decision = analyse(GO, code, facts, {})
    assert decision.articles == tuple(f"Decreto 8.444/2015, {a}" for a in articles)
    assert decision.allowed == (not articles)


@pytest.mark.parametrize(
    ("code", "typed", "previous", "articles"),
    [
        ("atendimento_parcial", {"within_itinerary": True}, 0, ["art. 50, parágrafo único"]),
        ("fusao", {"localities_served": True}, 0, []),
        ("fusao", {}, 0, ["art. 57"]),
        ("alteracao_itinerario", {"no_traffic": True}, 0, []),
        ("alteracao_itinerario", {"new_road": True}, 1, ["art. 60, parágrafo único"]),
        (
            "alteracao_itinerario",
            {"intermediate_market": True, "fused": True},
            0,
            ["art. 60, I e II", "art. 60, III", "art. 57 §2º"],
        ),
    ],
)
def test_rr_conditions_the_office_confirms(code, typed, previous, articles):
    facts, _ = parse_facts("RR", code, typed)
    decision = analyse(RR, code, facts, {"previous_itinerary_changes": previous})
    assert decision.articles == tuple(f"Lei RR 664/2008, {a}" for a in articles)
