"""The public conformance cases, kept in the repository (tests/rules/conformance/, copied from
shared/conformance/public/ with the README that specifies them), answered by the harness.

A clone passes its own tests with nothing beside it; `.ci/run` also checks the shared folder
itself when it is there (`python -m desktop.rules.conformance_check`)."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.rules import REASONS, VOCABULARY
from desktop.rules.conformance import answer_case
from desktop.rules.conformance_check import agrees, case_files, main, read_cases

HERE = Path(__file__).resolve().parent / "conformance"
REPO = HERE.parents[2]
FILES = list(case_files([HERE]))
CASES = [case for path in FILES for case in read_cases(path)]


def test_public_cases_are_present():
    assert FILES and CASES, f"no case in {HERE}/*.jsonl"
    assert len({case["id"] for case in CASES}) == len(CASES), "case ids repeat"


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_public_case(case):
    assert agrees(case["expected"], answer_case(case))


def test_harness_command_answers_every_public_file_in_order():
    for path in FILES:
        run = subprocess.run(
            [sys.executable, "-m", "desktop.rules.conformance", str(path)],
            capture_output=True,
            text=True,
            cwd=REPO,
            check=False,
        )
        assert run.returncode == 0, run.stderr
        answers = [json.loads(line) for line in run.stdout.splitlines()]
        expected = read_cases(path)
        assert [a["id"] for a in answers] == [e["id"] for e in expected]
        for answer, case in zip(answers, expected, strict=True):
            assert agrees(case["expected"], answer["answer"]), case["id"]


def test_check_command_fails_on_a_wrong_expectation(tmp_path, capsys):
    wrong = dict(CASES[0], expected={"group": "nenhum"})
    cases = tmp_path / "errado.jsonl"
    cases.write_text(json.dumps(CASES[1]) + "\n" + json.dumps(wrong) + "\n", encoding="utf-8")
    assert main([str(cases)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{wrong['id']}: esperado")
    assert "1/2 casos de conformidade conferem" in out
    assert main([str(HERE)]) == 0


def readme_sections():
    """The README's text under each `###`/`####` heading, by heading."""
    sections, heading = {}, ""
    for line in (HERE / "README.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("###"):
            heading = line
            sections[heading] = []
        elif heading:
            sections[heading].append(line)
    return {title: "\n".join(lines) for title, lines in sections.items()}


def section(sections, start):
    return next(text for title, text in sections.items() if title.startswith(start))


def first_column_codes(text):
    """Reason codes in the first column of a table (`| `a`, `b` | rule |`)."""
    return {
        code
        for cell in re.findall(r"^\| (`[a-z_]+`(?:, `[a-z_]+`)*) \|", text, re.M)
        for code in re.findall(r"`([a-z_]+)`", cell)
    }


def readme_vocabulary():
    """Every reason the README names, by (jurisdiction, question, kind of line change)."""
    sections = readme_sections()
    where = section(sections, "#### `licence`: where the trip goes")
    vocabulary = {
        ("GO", "licence", None): first_column_codes(section(sections, "### `licence`"))
        | set(re.findall(r"[Rr]eason\s+`([a-z_]+)`", where)),
        ("RR", "licence", None): first_column_codes(section(sections, "#### `licence` in RR")),
    }
    bullets = re.findall(r"^- `([a-z_]+)`:", section(sections, "### `stoppage`"), re.M)
    stoppage = set(bullets) - {"resume_by"}  # a field of the answer, not a reason
    vocabulary[("GO", "stoppage", None)] = vocabulary[("RR", "stoppage", None)] = stoppage
    rows = re.findall(
        r"^\| (GO|RR) \| `([a-z_]+)` [^|]*\|[^|]*\|([^|]*)\|$",
        section(sections, "### `line_change`"),
        re.M,
    )
    for jurisdiction, kind, reasons in rows:
        codes = re.findall(r"`([a-z_]+)`", re.sub(r"\([^)]*\)", "", reasons))
        vocabulary[(jurisdiction, "line_change", kind)] = set(codes)
    return vocabulary


# Reasons the application feeds and the harness does not ask about (desktop/rules docstrings).
OPTIONAL = {
    ("GO", "licence", None): {
        "veiculo_afastado",
        "motorista_sem_vinculo",
        "lista_geral_nao_permitida",
        "seguro_cobertura_insuficiente",
        "suspensao_preventiva",
        "reclamacao_pendente",
        "registro_cancelado",
        "vinculo_nao_comprovado",
    },
    ("RR", "licence", None): {
        "veiculo_afastado",
        "termo_compromisso",
        "antecedentes_dirigentes",
        "caucao",
        "contrato_escolar",
    },
}


def test_reasons_are_the_vocabulary_of_the_conformance_readme():
    readme = readme_vocabulary()
    assert set(readme) == set(VOCABULARY)
    assert len(readme) == 10 and all(readme.values())
    for key, codes in readme.items():
        assert codes == set(VOCABULARY[key]) - OPTIONAL.get(key, set()), key
    assert VOCABULARY[("GO", "licence", None)] is REASONS


def test_every_reason_has_its_article_and_message_in_its_own_law():
    for (jurisdiction, _question, _kind), wording in VOCABULARY.items():
        act = "Lei RR 664/2008" if jurisdiction == "RR" else ("Res. AGR 105/2017", "Decreto 8.444")
        for article, message in wording.values():
            assert article.startswith(act) and message.endswith(".")
