"""Lei RR 664/2008, art. 85: the suspension "de serviço" is applied "após 3 (três) advertências
escritas sucessivas, no período de 6 (seis) meses". The written warning goes to the
"delegatária de linha" (art. 84), its inciso II measured on the line's own coefficient, and the
cassação of art. 87, IV counts the suspensions of the line involved: the 3 warnings are those
of the line whose service is suspended."""

from datetime import date

import pytest

from desktop.rules import load_rulebook
from desktop.rules.rr_line_penalties import (
    LineWarnings,
    line_warnings,
    names_line,
    suspension_of_line,
    suspension_without_warnings,
    warnings_of_line,
)

D = date.fromisoformat
RR = load_rulebook("RR")
A, B = "RR-001", "RR-002"
AT = D("2026-06-22")
# Three warnings of line A within 6 months (the inciso I one names the auto's line as the
# auto wrote it, art. 75 sole § I).
THREE_OF_A = [(A, D("2026-01-20")), ("rr-001 Boa Vista — Caracaraí", D("2026-03-20")), (A, AT)]


@pytest.mark.parametrize(
    ("warnings", "allowed"),
    [
        ([(A, D("2026-01-20")), (A, D("2026-03-20")), (A, D("2026-06-20"))], {A}),
        (THREE_OF_A, {A}),
        # Two of line A and one of line B: neither line has 3.
        ([(A, D("2026-01-20")), (B, D("2026-03-20")), (A, D("2026-06-20"))], set()),
        # Three of line A over 7 months: the first falls before the 6 months.
        ([(A, D("2025-11-20")), (A, D("2026-03-20")), (A, D("2026-06-20"))], set()),
        # Recorded without a line: they count for no line.
        ([("", D("2026-01-20")), ("", D("2026-03-20")), ("", D("2026-06-20"))], set()),
    ],
)
def test_the_three_warnings_are_the_suspended_lines_own(warnings, allowed):
    for line in (A, B):
        decision = suspension_of_line(RR, line, warnings, AT)
        refusal = suspension_without_warnings(RR, line, warnings, AT)
        assert decision.applicable == (line in allowed)
        assert (refusal is None) == (line in allowed)


def test_the_refusal_counts_the_lines_warnings_and_those_without_a_line():
    warnings = [(A, D("2026-01-20")), (B, D("2026-03-20")), ("", D("2026-04-20")), (A, AT)]
    assert suspension_without_warnings(RR, A, warnings, AT) == (
        "A suspensão do serviço da linha RR-001 exige 3 advertências escritas sucessivas dessa "
        "linha em 6 meses (Lei RR 664/2008, arts. 84 e 85); a linha RR-001 tem 2. "
        "1 advertência(s) sem linha registrada nesse período não conta(m) para nenhuma linha "
        "enquanto sua linha não for informada (Penalidades › Informar a linha…)."
    )
    refusal = suspension_without_warnings(RR, B, warnings[:2], AT)
    assert refusal is not None and refusal.endswith("a linha RR-002 tem 1.")


def test_a_warning_names_a_line_by_its_code_or_the_autos_text():
    assert warnings_of_line(A, THREE_OF_A) == [d for _, d in THREE_OF_A]
    assert names_line(" RR-001 ", "rr-001")
    assert not names_line("RR-0010 Boa Vista", A)
    assert not names_line("", "")


def test_each_line_counts_its_warnings_in_the_six_months():
    """The count the Penalidades tab shows: RR-001 3, RR-002 1, RR-003 none (left out), one
    recorded without a line apart; a warning older than the 6 months counts for nothing."""
    warnings = THREE_OF_A + [(B, D("2026-05-01")), ("", D("2026-02-01")), (B, D("2025-12-01"))]
    assert line_warnings(RR, ("RR-003", B, A), warnings, AT) == LineWarnings(((A, 3), (B, 1)), 1)
    assert line_warnings(RR, (A,), [], AT) == LineWarnings((), 0)
