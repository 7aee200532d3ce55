"""Res. AGR 105/2017, art. 53, II: a prefeitura or public institution runs característica
vinculada only, registers without partners (art. 8º, V) or CCE (art. 9º, III; art. 56), and
proves no CTPS/RAIS link of the persons carried (art. 54, parágrafo único). Goiás only."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.public_institutions import (
    carried_persons_note,
    link_proof_required,
    needs_partners,
    needs_state_registration,
    registration_problems,
)

VINCULADA = ("caracteristica_vinculada",)


def test_a_public_institution_registers_for_vinculada_without_partners():
    assert registration_problems("GO", "instituicao_publica", VINCULADA, 0) == {}
    assert not needs_partners("instituicao_publica", VINCULADA)
    assert not needs_state_registration("instituicao_publica", VINCULADA)
    assert not link_proof_required("instituicao_publica")  # art. 54, parágrafo único
    for kind in ("empresa", "cooperativa"):
        assert needs_partners(kind, ("continuo", *VINCULADA))
        assert needs_state_registration(kind, ("continuo", *VINCULADA))
        assert link_proof_required(kind)  # art. 54, caput
        assert registration_problems("GO", kind, ("continuo",), 2) == {}


def test_what_a_public_institution_may_not_ask():
    problems = registration_problems("GO", "instituicao_publica", ("continuo", *VINCULADA), 1)
    assert set(problems) == {"modalities", "partners"}
    assert all("art. 53, II" in text for text in problems.values())
    roraima = registration_problems("RR", "instituicao_publica", VINCULADA, 0)
    assert set(roraima) == {"kind"} and "Lei RR 664/2008" in roraima["kind"]
    assert "Res. AGR" not in roraima["kind"]


def test_bad_input():
    with pytest.raises(RulesError):
        registration_problems("SP", "empresa", VINCULADA, 0)
    with pytest.raises(RulesError):
        registration_problems("GO", "empresa", VINCULADA, -1)
    with pytest.raises(RulesError):
        registration_problems("GO", "empresa", VINCULADA, True)


def test_what_the_vinculada_licence_says_of_the_persons_carried():
    assert carried_persons_note("empresa").endswith("(Res. AGR 105/2017, art. 55).")
    assert "parágrafos únicos" in carried_persons_note("instituicao_publica")


def test_a_company_of_the_vinculada_alone_registers_on_art_56():
    """Art. 56, I-II: the vinculada's request names the company, its address and contacts
    and the modality, with its CNPJ: not the partners of art. 8º, V nor the CCE of art. 9º,
    III, which the fretamento's registration asks."""
    assert not needs_partners("empresa", VINCULADA)
    assert not needs_state_registration("empresa", VINCULADA)
