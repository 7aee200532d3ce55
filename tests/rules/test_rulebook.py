"""Rulebooks as data: the catalogue and values checked against the text of the law."""

import copy
import json
from datetime import date
from decimal import Decimal

import pytest

from desktop.resources import resource_path
from desktop.rules import DatedValue, RulesError, load_rulebook
from desktop.rules import rulebook as rulebook_module
from desktop.rules.rulebook import RulebookError, parse_rulebook

GO = load_rulebook("GO")
RR = load_rulebook("RR")


def raw(jurisdiction):
    path = resource_path("rulebooks", f"{jurisdiction.lower()}.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("book", "article", "group", "count"),
    [
        (GO, "75", "leve", 7),  # Res. AGR 105/2017, art. 75, I-VII
        (GO, "76", "media", 11),  # art. 76, I-XI
        (GO, "77", "grave", 20),  # art. 77, I-XX
        (GO, "78", "gravissima", 12),  # art. 78, I-XII
        (RR, "79", "500", 8),  # Lei RR 664/2008, art. 79, I-VIII
        (RR, "80", "1000", 9),  # art. 80, I-IX
        (RR, "81", "2000", 10),  # art. 81, I-X
        (RR, "82", "3000", 8),  # art. 82, I-VIII
    ],
)
def test_every_inciso_of_the_catalogue(book, article, group, count):
    codes = [code for code in book.infractions if code.split("-")[0] == article]
    assert len(codes) == count
    assert all(book.infractions[code].group == group for code in codes)
    assert all(f"art. {article}, " in book.infractions[code].article for code in codes)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("75-I", "conforto e higiene"),
        ("76-IX", "pessoa não relacionada na lista"),
        ("76-X", "bagagem desacompanhada"),
        ("77-III", "superior à lotação"),
        ("77-XVI", "trajeto diferente"),
        ("78-I", "adulterar, falsificar ou fraudar documento"),
        ("78-XII", "linha regular"),
    ],
)
def test_go_texts_are_those_of_the_resolution(code, words):
    assert words in GO.infractions[code].text.lower()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("multa_leve", "477.39"),  # art. 67, I
        ("multa_media", "911.61"),  # art. 67, II
        ("multa_grave", "1909.59"),  # art. 67, III
        ("multa_gravissima", "3819.18"),  # art. 67, IV
        ("taxa_deposito_diaria", "59.67"),  # art. 74
    ],
)
def test_go_values_of_arts_67_and_74_in_force_45_days_after_publication(key, value):
    # Published in the DOE of 09/11/2017, in force 45 days later (art. 104): 24/12/2017.
    assert GO.in_force_from == date(2017, 12, 24)
    assert GO.value(key, date(2017, 12, 24)).value == Decimal(value)
    with pytest.raises(RulesError) as error:
        GO.value(key, date(2017, 12, 23))
    assert error.value.field == "date"


def test_art_69_suspension_cases_are_78_iii_to_78_xii():
    suspended = {code for code, item in GO.infractions.items() if item.penalty == "suspensao"}
    assert suspended == {f"78-{r}" for r in "III IV V VI VII VIII IX X XI XII".split()}
    assert len(GO.cases["suspension_cases"]) == 10  # art. 69, I-X


def test_art_70_direct_caducity_and_measures_of_arts_72_73():
    assert {c for c, i in GO.infractions.items() if i.penalty == "caducidade"} == {"78-I", "78-II"}
    assert [case.inciso for case in GO.cases["retencao"]] == ["72-I", "72-II", "72-III", "72-IV"]
    assert [case.inciso for case in GO.cases["remocao"]] == ["73-I", "73-II"]


def test_rr_apprehension_cases_of_art_90_and_periods():
    assert len(RR.cases["apreensao"]) == 6  # art. 90, I-VI
    assert RR.period("idade_maxima_registro_anos").value == 8  # art. 28
    assert RR.period("defesa_dias").value == 30  # art. 89
    assert RR.period("pagamento_dias").value == 10  # art. 89 sole §
    assert RR.period("suspensao_maxima_dias").value == 30  # art. 85
    assert RR.period("apreensao_minima_horas").value == 72  # art. 90


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("analise_registro_dias", 10),  # art. 7
        ("pendencia_registro_dias", 10),  # art. 7, II
        ("recurso_indeferimento_dias", 10),  # art. 7, sole §
        ("impedimento_documento_falso_dias", 180),  # art. 9 §3
        ("crc_validade_anos", 3),  # art. 13
        ("crc_renovacao_dias", 60),  # art. 13 §3
        ("impedimento_caducidade_anos", 2),  # art. 70 §3
        ("eventual_antecedencia_horas", 6),  # art. 28, I
        ("substituicoes_maximas", 4),  # art. 28 §1
        ("continuo_duracao_minima_dias", 5),  # art. 29
        ("continuo_duracao_maxima_meses", 12),  # art. 29
        ("suspensao_dias", 30),  # art. 69
    ],
)
def test_go_periods(key, value):
    assert GO.period(key).value == value
    assert GO.period(key).article.startswith("Res. AGR 105/2017, art")


def test_art_98_update_registered_by_an_administrator_without_a_release():
    update = DatedValue(date(2027, 1, 1), Decimal("2001.11"), "Portaria AGR (IGP-DI 2026)")
    updated = GO.with_updates({"multa_grave": [update]})
    assert updated.value("multa_grave", date(2026, 12, 31)).value == Decimal("1909.59")
    assert updated.value("multa_grave", date(2027, 1, 1)) == update
    assert GO.value("multa_grave", date(2027, 1, 1)).value == Decimal("1909.59")
    assert GO.value("multa_grave", date(2027, 1, 2), extra=[update]).value == Decimal("2001.11")


@pytest.mark.parametrize(
    ("update", "field"),
    [
        (DatedValue(date(2017, 1, 1), Decimal("1"), "x"), "multa_grave"),
        (DatedValue(date(2027, 1, 1), Decimal("-1"), "x"), "multa_grave"),
        (DatedValue(date(2027, 1, 1), Decimal("1"), " "), "multa_grave"),
    ],
)
def test_bad_updates_are_refused(update, field):
    with pytest.raises(RulesError) as error:
        GO.with_updates({"multa_grave": [update]})
    assert error.value.field == field


def test_rr_coefficient_is_a_dated_value_the_regulator_sets():
    with pytest.raises(RulesError) as error:
        RR.value("coeficiente_tarifario", date(2026, 3, 10))
    assert error.value.field == "coeficiente_tarifario"
    value = DatedValue(date(2026, 1, 1), Decimal("0.15342"), "Resolução CRE/RR")
    assert RR.value("coeficiente_tarifario", date(2026, 3, 10), extra=[value]) == value


def test_unknown_code_and_jurisdiction():
    with pytest.raises(RulesError) as error:
        GO.infraction("79-I")
    assert error.value.field == "infraction"
    with pytest.raises(RulesError) as error:
        load_rulebook("SP")
    assert error.value.field == "jurisdiction"


def _break(document, path, value):
    broken = copy.deepcopy(document)
    target = broken
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return broken


@pytest.mark.parametrize(
    ("path", "value", "names"),
    [
        (("infractions", 3, "group"), "medio", "infractions[3] (75-IV)"),
        (("infractions", 3, "code"), "75.IV", "infractions[3]"),
        (("infractions", 3, "article"), "Res. AGR 105/2017, art. 76, IV", "(75-IV)"),
        (("infractions", 4, "code"), "75-IV", "infractions[4]"),
        (("values", "multa_grave", "values", 0, "value"), "abc", "values.multa_grave.values[0]"),
        (("values", "multa_grave", "values", 0, "from"), "2017-01-01", "values.multa_grave"),
        (("values", "multa_grave", "label"), " ", "values.multa_grave"),
        (("groups", "grave", "fine"), "multa_inexistente", "groups.grave"),
        (("periods", "crc_validade_anos", "value"), -3, "periods.crc_validade_anos"),
        (("suspension_cases", 0, "infraction"), "78-XX", "suspension_cases[0]"),
        (("measures", "remocao", "cases", 1, "follows"), "retenção", "remocao: 73-II"),
    ],
)
def test_a_broken_rulebook_names_the_entry(path, value, names):
    with pytest.raises(RulebookError) as error:
        parse_rulebook(_break(raw("GO"), path, value), "go.json", "GO")
    assert names in str(error.value)
    assert str(error.value).startswith("go.json")


def test_an_unreadable_rulebook_file_is_a_clear_error(tmp_path, monkeypatch):
    (tmp_path / "rulebooks").mkdir()
    (tmp_path / "rulebooks" / "go.json").write_text("{ not json", encoding="utf-8")
    monkeypatch.setattr(rulebook_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    rulebook_module.clear_rulebook_cache()
    try:
        with pytest.raises(RulebookError) as error:
            load_rulebook("GO")
        assert str(error.value).startswith("go.json: não foi possível ler o regulamento")
    finally:
        monkeypatch.undo()
        rulebook_module.clear_rulebook_cache()
    assert load_rulebook("GO").infractions.keys() == GO.infractions.keys()


@pytest.mark.parametrize(
    ("path", "value", "names"),
    [
        (("infractions", 0, "multiple"), 1000, "infractions[0] (79-I)"),
        (("groups", "500", "multiple"), 0, "groups.500"),
        (("jurisdiction",), "GO", "rr.json: jurisdiction"),
        (("periods", "defesa_dias", "value"), "trinta", "periods.defesa_dias"),
        (("measures", "apreensao", "cases", 2, "article"), "", "apreensao.cases[2]"),
    ],
)
def test_a_broken_rr_rulebook_names_the_entry(path, value, names):
    with pytest.raises(RulebookError) as error:
        parse_rulebook(_break(raw("RR"), path, value), "rr.json", "RR")
    assert names in str(error.value)


@pytest.mark.parametrize(
    ("jurisdiction", "law"), [("RR", "Lei RR 664/2008"), ("GO", "Res. AGR 105/2017")]
)
def test_refusals_name_the_law_of_the_rulebook(jurisdiction, law):
    """What the rulebook lacks is named by its act, as the user reads it."""
    book = load_rulebook(jurisdiction)
    refusals = []
    for ask in (
        lambda: book.infraction("99-X"),
        lambda: book.period("nenhum_prazo"),
        lambda: book.value("nenhum_valor", date(2026, 3, 10)),
    ):
        with pytest.raises(RulesError) as error:
            ask()
        refusals.append(error.value.message)
    assert refusals == [
        f"a infração 99-X não consta da {law}",
        f"prazo não previsto na {law}",
        f"valor não previsto na {law}",
    ]
