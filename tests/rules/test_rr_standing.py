"""The RR penalty an operator's status shows (Lei RR 664/2008, arts. 84-88)."""

from datetime import date

import pytest

from desktop.rules import RecordedPenalty, RulesError, load_rulebook, rr_standing

D = date.fromisoformat
RR = load_rulebook("RR")


def warning(day):
    return RecordedPenalty("advertencia", D(day))


def test_no_penalty_no_standing():
    assert rr_standing(RR, [], D("2026-05-01")).kind is None
    assert rr_standing(RR, [], D("2026-05-01")).label == ""


def test_warnings_count_within_the_six_months_of_art_85():
    warnings = [warning("2026-01-10"), warning("2026-03-01")]
    standing = rr_standing(RR, warnings, D("2026-07-10"))
    assert standing.kind == "advertencia"
    assert standing.label.startswith("Advertida: 2 advertência(s) escrita(s) em 6 meses")
    assert rr_standing(RR, warnings, D("2026-07-11")).label.startswith("Advertida: 1 ")
    assert rr_standing(RR, warnings, D("2026-09-02")).kind is None
    # a warning decided after the day asked about is not yet in force
    assert rr_standing(RR, warnings, D("2026-01-09")).kind is None


def test_suspension_of_art_85_until_its_last_day():
    suspension = RecordedPenalty("suspensao", D("2026-06-22"), D("2026-07-01"), D("2026-07-30"))
    penalties = [warning("2026-04-20"), warning("2026-05-20"), warning("2026-06-20"), suspension]
    before = rr_standing(RR, penalties, D("2026-06-25"))  # decided, not yet begun (§2)
    assert (before.kind, before.until) == ("suspensao", D("2026-07-30"))
    assert before.label == "Suspensa de 01/07/2026 a 30/07/2026 (Lei RR 664/2008, art. 85)"
    assert rr_standing(RR, penalties, D("2026-07-30")).kind == "suspensao"
    assert rr_standing(RR, penalties, D("2026-07-31")).kind == "advertencia"


def test_a_suspension_names_the_line_whose_service_it_suspends():
    """Arts. 85 and 87, IV: a suspension is of one line; two lines suspended read both, by
    their first day; one recorded before suspensions named a line says its days alone."""
    penalties = [
        RecordedPenalty("suspensao", D("2026-06-23"), D("2026-08-01"), D("2026-08-10"), "RR-002"),
        RecordedPenalty("suspensao", D("2026-06-22"), D("2026-07-01"), D("2026-07-30"), "RR-001"),
    ]
    standing = rr_standing(RR, penalties, D("2026-06-25"))
    assert standing.label == (
        "Linha RR-001 suspensa de 01/07/2026 a 30/07/2026; "
        "linha RR-002 suspensa de 01/08/2026 a 10/08/2026 (Lei RR 664/2008, art. 85)"
    )
    assert standing.until == D("2026-07-30")
    assert rr_standing(RR, penalties, D("2026-07-31")).label == (
        "Linha RR-002 suspensa de 01/08/2026 a 10/08/2026 (Lei RR 664/2008, art. 85)"
    )


def test_inidoneidade_of_art_86_outweighs_a_suspension():
    penalties = [
        RecordedPenalty("suspensao", D("2026-06-22"), D("2026-07-01"), D("2026-07-15")),
        RecordedPenalty("inidoneidade", D("2026-06-23")),
    ]
    standing = rr_standing(RR, penalties, D("2026-07-01"))
    assert standing.label == "Declarada inidônea em 23/06/2026 (Lei RR 664/2008, art. 86)"
    assert rr_standing(RR, penalties, D("2030-01-01")).kind == "inidoneidade"


def test_inidoneidade_names_the_process_it_was_declared_in():
    """Art. 86, parágrafo único: the declaration depends on a processo administrativo."""
    penalties = [
        RecordedPenalty("inidoneidade", D("2026-08-01"), process="BVB-2026-000009"),
        RecordedPenalty("inidoneidade", D("2026-06-23"), process="BVB-2026-000004"),
    ]
    assert rr_standing(RR, penalties, D("2026-09-01")).label == (
        "Declarada inidônea em 23/06/2026 no processo nº BVB-2026-000004 (Lei RR 664/2008, art. 86)"
    )


def test_cassacao_shows_the_end_of_the_bar_of_art_88():
    penalties = [
        RecordedPenalty("inidoneidade", D("2026-06-22")),
        RecordedPenalty("cassacao", D("2026-06-22"), D("2026-06-22"), D("2031-06-22")),
    ]
    standing = rr_standing(RR, penalties, D("2031-06-22"))
    assert (
        standing.label
        == "Cassada em 22/06/2026, impedida até 22/06/2031 (Lei RR 664/2008, arts. 87 e 88)"
    )
    # Art. 87, parágrafo único: on incisos III and IV only the line involved is cassada.
    one_line = [
        RecordedPenalty("cassacao", D("2026-06-22"), D("2026-06-22"), D("2028-06-22"), "RR-001")
    ]
    assert rr_standing(RR, one_line, D("2026-07-01")).label == (
        "Linha RR-001 cassada em 22/06/2026, impedida até 22/06/2028 "
        "(Lei RR 664/2008, arts. 87 e 88)"
    )
    assert standing.until == D("2031-06-22")
    after = rr_standing(RR, penalties, D("2031-06-23"))
    assert after.label.endswith(
        "impedimento encerrado em 22/06/2031 (Lei RR 664/2008, arts. 87 e 88)"
    )


def test_only_roraima_and_known_kinds():
    with pytest.raises(RulesError):
        rr_standing(load_rulebook("GO"), [], D("2026-01-01"))
    with pytest.raises(RulesError) as raised:
        rr_standing(RR, [RecordedPenalty("caducidade", D("2026-01-01"))], D("2026-01-02"))
    assert raised.value.field == "penalties"


def test_the_package_gives_the_function_not_a_module_of_the_same_name():
    """`desktop.rules` loads its names on first use (issue 18 §2); a module named like one
    of them would be what the package gives once imported, in place of the function."""
    import pkgutil

    import desktop.rules
    from desktop.rules import api

    modules = {module.name for module in pkgutil.iter_modules(desktop.rules.__path__)}
    assert not modules & set(api.__all__)
    assert desktop.rules.rr_standing is api.rr_standing
