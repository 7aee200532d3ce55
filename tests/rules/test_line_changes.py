"""Changes to a regular line: GO Decreto 8.444/2015, art. 43 (§1 sections, §5 semi-urban
service, §§9-10 fusion, §11 extension) and Roraima's own Lei 664/2008, arts. 57-59
(extension and shortening, once each; never a line that results from a fusion)."""

from decimal import Decimal

import pytest

from desktop.rules import (
    LineExtension,
    LineFusion,
    NewSection,
    RrLineExtension,
    RrLineShortening,
    RulesError,
    SemiurbanService,
    check_line_change,
    check_rr_line_change,
    load_rulebook,
)
from desktop.rules.lines.changes import extended_length
from desktop.rules.numbers import br_km

M = Decimal
GO = load_rulebook("GO")
RR = load_rulebook("RR")

GO_CASES = [
    # (why, change, expected reasons)
    ("§1 II: access of 10 km", NewSection(M("10"), False, False), set()),
    ("§1 II: 10.1 km", NewSection(M("10.1"), False, False), {"acesso_distante"}),
    ("§1 II: on the axis", NewSection(M("0"), False, False), set()),
    ("§1 I: same municipality", NewSection(M("3"), True, False), {"mesmo_municipio"}),
    ("§1 I: already served", NewSection(M("3"), False, True), {"ja_atendida"}),
    (
        "§1: every reason",
        NewSection(M("12"), True, True),
        {"acesso_distante", "mesmo_municipio", "ja_atendida"},
    ),
    ("§5 III: 60 km", SemiurbanService(M("60")), set()),
    ("§5 III: 60.01 km", SemiurbanService(M("60.01")), {"extensao_semiurbano"}),
    ("§11 I: 50 km on 250 is 20 %", LineExtension(M("250"), M("50"), False), set()),
    ("§11 I: 50.1 km on 250", LineExtension(M("250"), M("50.1"), False), {"prolongamento_excede"}),
    (
        "§11 II: a line already links them",
        LineExtension(M("250"), M("10"), True),
        {"linha_existente"},
    ),
    (
        "§11: both",
        LineExtension(M("100"), M("20.01"), True),
        {"prolongamento_excede", "linha_existente"},
    ),
    ("§9 I: one operator", LineFusion(1, False), set()),
    ("§9 I: two operators", LineFusion(2, False), {"mais_de_uma_transportadora"}),
    ("§10: with a complementary service", LineFusion(1, True), {"servico_complementar"}),
    (
        "§9 II: intermediate markets left unserved",
        LineFusion(1, False, markets_kept=False),
        {"mercados_intermediarios"},
    ),
]


@pytest.mark.parametrize(("why", "change", "expected"), GO_CASES, ids=[c[0] for c in GO_CASES])
def test_go_line_change(why, change, expected):
    decision = check_line_change(GO, change)
    assert set(decision.reasons) == expected
    assert decision.allowed == (not expected)
    assert all(article.startswith("Decreto 8.444/2015, art. 43") for article in decision.articles)


RR_EXTENSION = RrLineExtension(M("300"), M("150"), 0, True, False, False)
RR_SHORTENING = RrLineShortening(0, True, False, False)


def extension(**changes):
    return RrLineExtension(**{**RR_EXTENSION.__dict__, **changes})


def shortening(**changes):
    return RrLineShortening(**{**RR_SHORTENING.__dict__, **changes})


RR_CASES = [
    ("art. 58 II: 150 km on 300 is 50 %", RR_EXTENSION, set()),
    ("art. 58 II: 150.1 km", extension(extension_km=M("150.1")), {"prolongamento_excede"}),
    (
        "art. 58 §1: already extended once",
        extension(previous_extensions=1),
        {"prolongamento_unico"},
    ),
    ("art. 58 V: new end not a seat", extension(new_end_is_seat=False), {"ponto_extremo"}),
    ("art. 58 III: coincident end points", extension(coincides=True), {"pontos_coincidentes"}),
    ("art. 57 §2: a fused line", extension(fused=True), {"linha_fundida"}),
    ("art. 59: a shortening", RR_SHORTENING, set()),
    (
        "art. 59 sole §: already shortened",
        shortening(previous_shortenings=1),
        {"encurtamento_unico"},
    ),
    ("art. 59 III: new end not a section", shortening(new_end_is_section=False), {"ponto_extremo"}),
    ("art. 59 I: coincident end points", shortening(coincides=True), {"pontos_coincidentes"}),
    ("art. 57 §2: a fused line is not shortened", shortening(fused=True), {"linha_fundida"}),
    (
        "every reason of art. 59",
        RrLineShortening(2, False, True, True),
        {"encurtamento_unico", "ponto_extremo", "pontos_coincidentes", "linha_fundida"},
    ),
]


@pytest.mark.parametrize(("why", "change", "expected"), RR_CASES, ids=[c[0] for c in RR_CASES])
def test_rr_line_change(why, change, expected):
    decision = check_rr_line_change(RR, change)
    assert set(decision.reasons) == expected
    assert decision.allowed == (not expected)
    assert all(article.startswith("Lei RR 664/2008, art. 5") for article in decision.articles)


def test_the_end_point_reason_cites_the_article_of_its_change():
    (found,) = check_rr_line_change(RR, extension(new_end_is_seat=False)).findings
    assert found.article == "Lei RR 664/2008, art. 58, V"
    (found,) = check_rr_line_change(RR, shortening(new_end_is_section=False)).findings
    assert found.article == "Lei RR 664/2008, art. 59, III"


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: check_line_change(GO, LineFusion(0, False)), "operators"),
        (lambda: check_line_change(GO, NewSection(M("-1"), False, False)), "access_km"),
        (lambda: check_line_change(GO, NewSection(10.0, False, False)), "access_km"),
        (lambda: check_line_change(GO, NewSection(M("1"), "não", False)), "same_municipality"),
        (lambda: check_line_change(GO, SemiurbanService(M("0"))), "line_km"),
        (lambda: check_line_change(GO, LineExtension(M("250"), None, False)), "extension_km"),
        (lambda: check_line_change(GO, RR_SHORTENING), "kind"),
        (lambda: check_line_change(RR, LineFusion(1, False)), "jurisdiction"),
        (
            lambda: check_rr_line_change(RR, extension(previous_extensions=-1)),
            "previous_extensions",
        ),
        (lambda: check_rr_line_change(RR, extension(line_km=M("0"))), "line_km"),
        (lambda: check_rr_line_change(RR, shortening(fused=1)), "fused"),
        (lambda: check_rr_line_change(RR, SemiurbanService(M("10"))), "kind"),
        (lambda: check_rr_line_change(GO, RR_SHORTENING), "jurisdiction"),
    ],
)
def test_bad_input(call, field):
    with pytest.raises(RulesError) as error:
        call()
    assert error.value.field == field


@pytest.mark.parametrize(
    ("new_length", "expected"),
    [(None, M("153.6")), (M("153.6"), M("153.6")), (M("140"), M("140"))],
)
def test_go_extension_length_is_the_line_plus_the_extension_at_most(new_length, expected):
    """§11 I: 128 km extended by 25.6 km (20 %): at most 153.6 km, 153.6 km when not given."""
    assert extended_length(M("128"), M("25.6"), new_length) == (expected, None)


@pytest.mark.parametrize("new_length", [M("153.7"), M("128"), M("100")])
def test_go_extension_length_beyond_the_extension_or_not_longer_is_refused(new_length):
    length, problem = extended_length(M("128"), M("25.6"), new_length)
    assert length is None
    assert problem is not None
    assert "de 128 km a mais de 128 km e no máximo 153,6 km" in problem
    assert "Decreto 8.444/2015, art. 43, V e §11, I" in problem


def test_km_written_with_a_decimal_comma():
    assert (br_km(M("126.0")), br_km(M("140")), br_km(M("25.60"))) == ("126,0", "140", "25,60")
