"""The offline IBGE list: counts per state, known codes, accent-insensitive prefix search."""

from collections import Counter

from desktop.rules.text import fold_text
from desktop.services.municipalities import municipality_index


def test_every_municipality_once_with_seven_digit_code_of_its_state():
    index = municipality_index()
    assert len(index) == 5571
    state_prefix = {"GO": "52", "RR": "14", "DF": "53", "SP": "35"}
    for state, prefix in state_prefix.items():
        assert all(m.code.startswith(prefix) and len(m.code) == 7 for m in index.in_state(state))


def test_counts_of_goias_and_roraima():
    index = municipality_index()
    counts = Counter(m.state for state in ("GO", "RR", "AC", "MT") for m in index.in_state(state))
    assert counts == {"GO": 246, "RR": 15, "AC": 22, "MT": 142}


def test_known_codes():
    index = municipality_index()
    assert index.get("5208707").label == "Goiânia - GO"
    assert index.get(1400100).label == "Boa Vista - RR"
    assert index.get("5300108").name == "Brasília"
    assert index.get("9999999") is None


def test_boa_esperanca_do_norte_installed_in_2025_is_in_the_list():
    """Installed on 2025-01-01, after the October 2022 list the file was converted from."""
    index = municipality_index()
    assert index.get("5101837").label == "Boa Esperança do Norte - MT"
    assert [m.name for m in index.search("MT", "boa esperanca")] == ["Boa Esperança do Norte"]


def test_prefix_search_ignores_accents_and_case_within_state():
    index = municipality_index()
    names = [m.name for m in index.search("go", "SAO JO")]
    assert "São João d'Aliança" in names
    assert "São João da Paraúna" in names
    assert all(fold_text(name).startswith("sao jo") for name in names)
    assert [m.name for m in index.search("RR", "boa")] == ["Boa Vista"]
    assert index.search("RR", "goi") == []
    assert len(index.search("SP", "s", limit=5)) == 5


def test_fold_text():
    assert fold_text("  São  JOÃO ") == "sao joao"
    assert fold_text("Águas Lindas de Goiás") == "aguas lindas de goias"
    assert fold_text(None) == ""
