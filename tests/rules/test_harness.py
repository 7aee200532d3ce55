"""The harness contract of shared/conformance/README.md: errors per case, exit status, one load."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.rules import conformance, rulebook
from desktop.rules.conformance import answer_case, run_lines

REPO = Path(__file__).resolve().parents[2]
LICENCE = {
    "modality": "eventual",
    "requested_at": "2026-05-10T06:00",
    "departure": "2026-05-10T14:00",
    "start": "2026-05-10",
    "end": "2026-05-12",
    "passengers": 40,
    "substitutions": 0,
    "vehicle": {
        "registered": True,
        "capacity": 44,
        "inspection_valid_until": "2026-12-31",
        "insurance_valid_until": "2026-12-31",
        "school_inspection": True,
    },
    "operator": {
        "crc_valid_until": "2027-12-31",
        "modalities": ["eventual"],
        "suspended_until": None,
        "overdue_debts": False,
    },
}


def case(jurisdiction, question, data):
    return {"id": "x", "jurisdiction": jurisdiction, "question": question, "input": data}


@pytest.mark.parametrize(
    ("bad", "names"),
    [
        (
            case("GO", "fine", {"infraction": "75-XX", "date": "2026-03-10", "history": []}),
            "infraction",
        ),
        (case("GO", "fine", {"infraction": "77-I", "date": "2017-12-23", "history": []}), "date"),
        (case("GO", "deadline", {"from": "2026-03-06", "days": -1}), "days"),
        (
            case("RR", "fine", {"infraction": "79-I", "date": "2026-03-10", "history": []}),
            "coeficiente_tarifario",
        ),
        (
            case(
                "RR",
                "fine",
                {
                    "infraction": "79-I",
                    "date": "2026-03-10",
                    "history": [],
                    "parameters": {"coeficiente_tarifario": "abc"},
                },
            ),
            "coeficiente_tarifario",
        ),
        (
            case(
                "RR",
                "inspection",
                {"manufacture_year": 2020, "school": False, "inspection_date": "2026-01-01"},
            ),
            "question",
        ),
        (case("GO", "vehicle_age", {"manufacture_year": 2020, "date": "2026-01-01"}), "question"),
        (case("SP", "deadline", {"from": "2026-03-06", "days": 10}), "jurisdiction"),
        (case("GO", "deadline", {"from": "06/03/2026", "days": 10}), "from"),
        (case("GO", "deadline", {"days": 10}), "from"),
        (case("GO", "registration_bar", {"reason": "outro", "date": "2026-03-10"}), "reason"),
        (case("GO", "depot_fee", {"days": -2}), "days"),
        (case("RR", "warning", {"fines": 3, "trips": 0}), "trips"),
        (case("GO", "licence", {**LICENCE, "modality": "fretado"}), "modality"),
        (case("GO", "licence", {**LICENCE, "departure": None}), "departure"),
        (case("GO", "licence", {**LICENCE, "end": "2026-05-09"}), "end"),
        (
            case(
                "GO",
                "fine",
                {
                    "infraction": "77-I",
                    "date": "2026-03-10",
                    "history": [
                        {"infraction": "77-I", "date": "2026-01-01", "status": "cancelado"}
                    ],
                },
            ),
            "history[0].status",
        ),
        ({"id": "x", "jurisdiction": "GO", "question": "fine"}, "input"),
        (["not", "an", "object"], "case"),
    ],
)
def test_bad_input_gets_an_error_naming_the_field(bad, names):
    answer = answer_case(bad)
    assert set(answer) == {"error"}
    assert names in answer["error"]


def test_run_goes_on_after_a_bad_line():
    lines = [
        "# comment",
        "",
        "{not json",
        json.dumps(case("GO", "depot_fee", {"days": 5})),
        json.dumps(case("GO", "nonsense", {})),
        json.dumps(case("GO", "crc", {"issued": "2026-03-10"})),
    ]
    results = list(run_lines(lines))
    assert len(results) == 4
    assert "error" in results[0]["answer"] and results[0]["id"] is None
    assert results[1]["answer"] == {"amount": "298.35"}
    assert "error" in results[2]["answer"]
    assert results[3]["answer"]["valid_until"] == "2029-03-10"


def test_unreadable_file_is_the_only_non_zero_exit(tmp_path):
    missing = subprocess.run(
        [sys.executable, "-m", "desktop.rules.conformance", str(tmp_path / "absent.jsonl")],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert missing.returncode != 0 and "absent.jsonl" in missing.stderr
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{oops\n" + json.dumps(case("GO", "depot_fee", {"days": 1})) + "\n")
    run = subprocess.run(
        [sys.executable, "-m", "desktop.rules.conformance", str(broken)],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert run.returncode == 0
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert answers[1]["answer"] == {"amount": "59.67"}


def test_rulebooks_are_loaded_once_for_a_whole_run(tmp_path, capsys):
    cases = []
    for day in range(1, 29):
        cases.append(case("GO", "deadline", {"from": f"2026-02-{day:02d}", "days": 10}))
        cases.append(case("RR", "deadline", {"from": f"2026-02-{day:02d}", "days": 30}))
        cases.append(
            case(
                "GO", "fine", {"infraction": "77-XVI", "date": f"2026-02-{day:02d}", "history": []}
            )
        )
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(json.dumps(item) for item in cases))
    rulebook.clear_rulebook_cache()
    before = rulebook.rulebook_load_count()
    assert conformance.main([str(path)]) == 0
    assert rulebook.rulebook_load_count() - before == 2
    assert len(capsys.readouterr().out.splitlines()) == len(cases)


def test_output_is_utf8_whatever_the_console_encoding(tmp_path):
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps(case("GO", "crc", {"issued": "2017-01-01"})) + "\n")
    run = subprocess.run(
        [sys.executable, "-m", "desktop.rules.conformance", str(path)],
        capture_output=True,
        cwd=REPO,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert run.returncode == 0, run.stderr
    assert "vigência" in json.loads(run.stdout.decode("utf-8"))["answer"]["error"]
