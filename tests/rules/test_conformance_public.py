"""Every public conformance case of shared/conformance/public/ (read from there, not copied)."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.rules import REASONS
from desktop.rules.conformance import answer_case

REPO = Path(__file__).resolve().parents[2]
PUBLIC = REPO / ".." / "shared" / "conformance" / "public"
UNORDERED = ("penalties", "reasons")


def _public_cases() -> list[dict]:
    files = sorted(PUBLIC.glob("*.jsonl")) if PUBLIC.is_dir() else []
    cases = []
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.lstrip().startswith("#"):
                cases.append(json.loads(line))
    return cases


def _normalised(answer: dict) -> dict:
    return {key: sorted(value) if key in UNORDERED else value for key, value in answer.items()}


CASES = _public_cases()


def test_public_cases_are_present():
    assert PUBLIC.is_dir(), (
        f"public conformance cases not found at {PUBLIC.resolve()}: clone the shared/ folder "
        "beside the repository (../shared/conformance/public)"
    )
    assert CASES, f"no case in {PUBLIC.resolve()}/*.jsonl"


MISSING = f"no public conformance case under {PUBLIC.resolve()} (../shared beside the repo)"


@pytest.mark.parametrize("case", CASES or [None], ids=[case["id"] for case in CASES] or ["missing"])
def test_public_case(case):
    assert case is not None, MISSING
    assert _normalised(answer_case(case)) == _normalised(case["expected"])


def test_harness_command_answers_every_public_file_in_order(tmp_path):
    assert CASES, f"no public case in {PUBLIC.resolve()}"
    for path in sorted(PUBLIC.glob("*.jsonl")):
        run = subprocess.run(
            [sys.executable, "-m", "desktop.rules.conformance", str(path)],
            capture_output=True,
            text=True,
            cwd=REPO,
            check=False,
        )
        assert run.returncode == 0, run.stderr
        answers = [json.loads(line) for line in run.stdout.splitlines()]
        expected = [
            json.loads(line)
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")
        ]
        assert [a["id"] for a in answers] == [e["id"] for e in expected]
        for answer, case in zip(answers, expected, strict=True):
            assert _normalised(answer["answer"]) == _normalised(case["expected"]), case["id"]


def test_licence_reasons_are_the_vocabulary_of_the_conformance_readme():
    readme = PUBLIC.parent / "README.md"
    assert readme.is_file(), f"{readme.resolve()} not found"
    table = re.findall(r"^\| `([a-z_]+)` \|", readme.read_text(encoding="utf-8"), re.M)
    optional = {"veiculo_afastado", "motorista_sem_vinculo", "lista_geral_nao_permitida"}
    assert set(table) == set(REASONS) - optional
