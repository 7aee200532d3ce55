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

from desktop.rules import REASONS
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


def test_licence_reasons_are_the_vocabulary_of_the_conformance_readme():
    readme = HERE / "README.md"
    table = re.findall(r"^\| `([a-z_]+)` \|", readme.read_text(encoding="utf-8"), re.M)
    optional = {"veiculo_afastado", "motorista_sem_vinculo", "lista_geral_nao_permitida"}
    assert set(table) == set(REASONS) - optional
