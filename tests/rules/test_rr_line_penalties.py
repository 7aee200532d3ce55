"""Lei RR 664/2008, art. 87: the cassação on inciso IV for the "suspensão da linha envolvida
por mais de 02 (duas) vezes em um mesmo ano" counts the suspensions (art. 85) of that line;
by the sole §, on incisos I, II and V it reaches every line of the delegatária, on III and IV
the line involved, which is one of the delegatária's lines."""

from datetime import date

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.rr_line_penalties import (
    SUSPENSION_GROUND,
    cassation_scope,
    cassation_without_suspensions,
    line_of_operator,
    line_to_state,
)

D = date.fromisoformat
A, B = "RR-001", "RR-002"
LINES = {B: "Boa Vista — Pacaraima", A: "Boa Vista — Caracaraí"}


@pytest.mark.parametrize(
    ("suspensions", "refused"),
    [
        ((), True),
        # Three suspensions in 2026, but two of line A and one of line B.
        (((A, "2026-02-01"), (A, "2026-05-01"), (B, "2026-08-01")), True),
        # Three of line A, but across two years: never more than 2 in the same year.
        (((A, "2025-11-01"), (A, "2026-02-01"), (A, "2026-05-01")), True),
        (((A, "2026-02-01"), (A, "2026-05-01"), (A, "2026-08-01")), False),
        (
            ((A, "2026-02-01"), (B, "2026-03-01"), (A, "2026-05-01"), ("rr-001", "2026-08-01")),
            False,
        ),
        (((A, "2025-02-01"), (A, "2025-05-01"), (A, "2025-08-01")), False),
    ],
)
def test_inciso_iv_counts_the_suspensions_of_the_line_involved(suspensions, refused):
    days = [(line, D(day)) for line, day in suspensions]
    refusal = cassation_without_suspensions("IV", A, days, D("2026-09-01"))
    assert (refusal is not None) == refused
    if refused:
        assert refusal is not None and "art. 87, IV" in refusal and "art. 85" in refusal
    assert cassation_without_suspensions("III", A, days, D("2026-09-01")) is None


def test_the_refusal_says_how_many_suspensions_the_line_has():
    days = [(A, D("2026-02-01")), (A, D("2026-05-01")), (B, D("2026-08-01"))]
    refusal = cassation_without_suspensions("IV", A, days, D("2026-09-01"))
    assert (
        refusal is not None
        and "a linha RR-001 tem 2 suspensão(ões) registrada(s) em 2026" in refusal
    )
    refusal = cassation_without_suspensions("IV", B, days, D("2026-09-01"))
    assert refusal is not None and "a linha RR-002 tem 1 suspensão(ões)" in refusal


def test_suspensions_recorded_without_a_line_count_for_none():
    days = [("", D("2026-02-01")), ("", D("2026-05-01")), (A, D("2026-08-01"))]
    refusal = cassation_without_suspensions("IV", A, days, D("2026-09-01"))
    assert refusal is not None and refusal.endswith(
        "a linha RR-001 tem 1 suspensão(ões) registrada(s) em 2026 e nenhum ano com mais de 2: "
        "indique outra linha ou outro inciso. 2 suspensão(ões) sem linha registrada em 2026 "
        "não conta(m) para nenhuma linha enquanto sua linha não for informada (Penalidades › "
        "Informar a linha…)."
    )
    assert cassation_without_suspensions("IV", A, days[2:], D("2026-09-01")).endswith(
        "outro inciso."
    )


@pytest.mark.parametrize("inciso", ["I", "II", "V"])
def test_incisos_i_ii_and_v_reach_every_line(inciso):
    scope = cassation_scope(inciso, "", LINES)
    assert (scope.all_lines, scope.line) == (True, "")
    assert scope.text == "de todas as linhas da delegatária"
    assert scope.article == "Lei RR 664/2008, art. 87, parágrafo único"
    with pytest.raises(RulesError) as refused:
        cassation_scope(inciso, A, LINES)
    assert refused.value.field == "line"
    assert "todas as linhas da delegatária" in refused.value.message


@pytest.mark.parametrize("inciso", ["III", "IV"])
def test_incisos_iii_and_iv_reach_the_line_involved(inciso):
    scope = cassation_scope(inciso, " rr-002 ", LINES)
    assert (scope.all_lines, scope.line, scope.text) == (False, B, "somente da linha RR-002")
    for line in ("", "RR-003"):
        with pytest.raises(RulesError) as refused:
            cassation_scope(inciso, line, LINES)
        assert refused.value.field == "line"
        assert "atinge só a linha envolvida" in refused.value.message
        assert "RR-001, RR-002" in refused.value.message


def test_a_line_of_the_operator_is_named_as_the_register_spells_it():
    assert line_of_operator("rr-001", LINES, SUSPENSION_GROUND) == A
    with pytest.raises(RulesError) as refused:
        line_of_operator("", LINES, SUSPENSION_GROUND)
    assert refused.value.sentence.startswith(
        "Escolha a linha entre as da delegatária (RR-001, RR-002): a suspensão é da linha "
        "envolvida (Lei RR 664/2008, arts. 85 e 87, IV)"
    )
    with pytest.raises(RulesError) as refused:
        line_of_operator("RR-009", LINES, SUSPENSION_GROUND)
    assert refused.value.message.startswith("a linha RR-009 não é da delegatária")
    with pytest.raises(RulesError) as refused:
        line_of_operator("RR-001", {}, SUSPENSION_GROUND)
    assert "não tem linha no cadastro de linhas" in refused.value.message


@pytest.mark.parametrize(
    "typed",
    [
        "RR-001 — Boa Vista — Caracaraí",
        " rr-001 —  boa vista — caracaraí ",
        "RR-001 Boa Vista — Caracaraí",
        "RR-001 - Boa Vista — Caracaraí",
    ],
)
def test_a_line_is_named_by_its_code_followed_by_its_name_as_the_completer_shows_it(typed):
    """Arts. 84, II, 85 and 87, IV: the line the completer offers reads "RR-001 — Boa Vista —
    Caracaraí"; that text was refused as not one of the delegatária's lines. A code with a
    digit more is another line, not RR-001."""
    assert line_of_operator(typed, LINES, SUSPENSION_GROUND) == A
    with pytest.raises(RulesError) as refused:
        line_of_operator(typed.replace("01", "011"), LINES, SUSPENSION_GROUND)
    assert "não é da delegatária" in refused.value.message


@pytest.mark.parametrize(
    "typed", ["RR-001 — Boa Vista — Pacaraima", "RR-001 — Caracaraí", "RR-001 x"]
)
def test_a_code_with_another_name_is_refused_naming_the_line_of_that_code(typed):
    with pytest.raises(RulesError) as refused:
        line_of_operator(typed, LINES, SUSPENSION_GROUND)
    assert refused.value.field == "line"
    assert refused.value.message == (
        f"a linha RR-001 da delegatária é RR-001 — Boa Vista — Caracaraí, não “{typed}”: "
        "escolha-a pelo código ou como a lista a mostra: a suspensão é da linha envolvida "
        "(Lei RR 664/2008, arts. 85 e 87, IV)"
    )


def test_the_line_of_a_warning_or_suspension_recorded_without_one_is_stated_once():
    """Arts. 85 and 87, IV count warnings and suspensions by their line: one recorded with
    none gets a line stated among the delegatária's, never a second one; a record that names
    a line, or a penalty other than these, has none to state."""
    assert line_to_state("advertencia", "", "", "rr-002", LINES) == B
    assert line_to_state("suspensao", " ", "", "RR-001 — Boa Vista — Caracaraí", LINES) == A
    cases = [
        (
            "cassacao",
            "",
            "",
            "só a advertência escrita e a suspensão têm linha a informar (Lei "
            "RR 664/2008, arts. 84, 85 e 87, IV)",
        ),
        ("advertencia", "RR-001", "", "a advertência escrita já registra a linha RR-001"),
        (
            "suspensao",
            "",
            "RR-002",
            "a suspensão já tem a linha RR-002 informada, que não se altera",
        ),
    ]
    for kind, recorded, stated, message in cases:
        with pytest.raises(RulesError) as refused:
            line_to_state(kind, recorded, stated, A, LINES)
        assert (refused.value.field, refused.value.message) == ("sanction", message)
    with pytest.raises(RulesError) as refused:
        line_to_state("advertencia", "", "", "RR-009", LINES)
    assert refused.value.field == "line"
    assert refused.value.message.endswith(
        "a advertência é da linha em que a falta foi apurada e conta para a suspensão dessa "
        "linha (Lei RR 664/2008, arts. 84 e 85)"
    )
