"""What the printed instruments of a line's delegation and its fare table state, each by its
own state's law: GO Decreto 8.444/2015 (art. 6º §1º III-VIII and §2º, arts. 7º-9º, 14-18);
RR Lei 664/2008 (arts. 12-17, 19-24, 29 inciso IV, 37-38)."""

from decimal import Decimal

import pytest

from desktop.rules.lines.instruments import fare_table_notes, instrument
from tests.factories.roraima import GOIAS


def joined(clauses) -> str:
    return " ".join(clauses)


@pytest.mark.parametrize("kind", ["autorizacao", "permissao", "concessao"])
def test_go_instruments_cite_the_decree_only(kind):
    found = instrument("GO", kind, Decimal(128))
    assert all("Decreto 8.444/2015, art" in clause for clause in found.clauses)
    assert "664/2008" not in joined(found.clauses)
    assert "(Decreto 8.444/2015, art. 14, caput e §1º)" in joined(found.clauses)


def test_go_termo_states_items_iii_to_viii_of_art_6_and_its_efficacy():
    text = joined(instrument("GO", "autorizacao", Decimal(128)).clauses)
    for item in ("III", "IV", "V", "VI", "VII", "VIII"):
        assert f"art. 6º §1º, {item}" in text, item
    assert "não superior a 15 anos" in text and "não superior a 6 anos" in text
    assert "até 30 parcelas iguais e semestrais" in text and "IGP-DI" in text
    assert "(Decreto 8.444/2015, art. 6º §2º)" in text
    assert "15 dias" in text and "art. 15, caput e §1º" in text


def test_go_contracts_have_fares_set_at_signature_arts_16_and_17():
    permission = instrument("GO", "permissao", Decimal(128))
    assert permission.title == "Contrato de Permissão"
    assert "(Decreto 8.444/2015, art. 9º)" in joined(permission.clauses)
    concession = instrument("GO", "concessao", Decimal(128))
    assert "concorrência pública" in joined(concession.clauses)
    for found in (permission, concession):
        assert "(Decreto 8.444/2015, arts. 16 e 17)" in joined(found.clauses)


@pytest.mark.parametrize("kind", ["concessao", "autorizacao"])
def test_rr_instruments_cite_lei_664_only(kind):
    found = instrument("RR", kind, Decimal(300))
    assert all("Lei 664/2008, art" in clause for clause in found.clauses)
    assert GOIAS.search(joined(found.clauses)) is None


def test_rr_concession_art_12_only_beyond_250_km():
    assert "art. 12" not in joined(instrument("RR", "concessao", Decimal(250)).clauses)
    longer = joined(instrument("RR", "concessao", Decimal("250.1")).clauses)
    assert "superior a 250 km: não é exclusiva, havendo demanda (Lei 664/2008, art. 12)" in longer
    assert "Vigência de 10 anos, prorrogável por um período" in longer
    assert "30 dias da homologação" in longer and "art. 24 e parágrafo único" in longer


def test_rr_termo_de_compromisso_holds_every_obligation_of_art_20():
    found = instrument("RR", "autorizacao", Decimal(140))
    assert found.title == "Termo de Compromisso — Autorização de Linha"
    text = joined(found.clauses)
    for item in ("I", "II", "III", "IV", "V", "VI", "VII"):
        assert f"(Lei 664/2008, art. 20, {item})" in text, item
    assert "prazo de um ano" in text and "intransferível (Lei 664/2008, art. 21)" in text


def test_no_instrument_the_law_does_not_name():
    with pytest.raises(ValueError):
        instrument("RR", "permissao", Decimal(140))


def test_fare_table_notes_by_regime():
    assert "art. 15, caput e §1º" in fare_table_notes("GO", "comunicada", False)[0]
    assert "(Decreto 8.444/2015, art. 16)" in fare_table_notes("GO", "fixada", False)[0]
    assert "arts. 16 e 17" in fare_table_notes("GO", "reajuste", False)[0]
    without_fee = fare_table_notes("RR", "planilha", False)
    assert len(without_fee) == 2 and "art. 37, caput e §4º" in without_fee[0]
    with_fee = joined(fare_table_notes("RR", "planilha", True))
    assert "art. 29, inciso IV" in with_fee and "art. 38, parágrafo único" in with_fee
    assert GOIAS.search(with_fee) is None
