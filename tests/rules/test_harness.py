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


RR_LICENCE = {
    "modality": "eventual",
    "start": "2026-05-10",
    "end": "2026-05-12",
    "passengers": 40,
    "vehicle": {
        "registered": True,
        "capacity": 44,
        "inspection_valid_until": "2026-12-31",
        "insurance_valid_until": "2026-12-31",
        "manufacture_year": 2020,
    },
    "operator": {"crc_valid_until": None, "modalities": ["eventual"], "sanction": None},
}
OUTORGA = {
    "coefficient": "0.21453",
    "round_trip_km": "412.6",
    "signed": "2026-03-02",
    "term_years": 15,
    "instalments": 30,
}
STOPPAGE = {"occupancy": ["25", "28", "29.9", "20", "22", "27"], "start": "2026-07-01", "days": 90}


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
        (case("GO", "licence", {**LICENCE, "origin": "520870"}), "origin"),
        (
            case(
                "GO",
                "licence",
                {**LICENCE, "vehicle": {**LICENCE["vehicle"], "insurance_periods": ["2026-01-01"]}},
            ),
            "vehicle.insurance_periods[0]",
        ),
        (case("RR", "licence", RR_LICENCE | {"modality": "continuo"}), "modality"),
        (case("RR", "licence", RR_LICENCE | {"vehicle": LICENCE["vehicle"]}), "manufacture_year"),
        (
            case("RR", "licence", RR_LICENCE | {"operator": {"modalities": "eventual"}}),
            "modalities",
        ),
        (case("GO", "payment_due", {"defence_due": "2026-04-07"}), "question"),
        (case("RR", "payment_due", {"appeal_decided": None}), "defence_due"),
        (case("RR", "payment_due", {"defence_due": "2026-04-07", "appeal_decided": "x"}), "appeal"),
        (case("RR", "outorga", OUTORGA), "question"),
        (case("GO", "outorga", OUTORGA | {"instalments": 31}), "instalments"),
        (case("GO", "outorga", OUTORGA | {"term_years": 16}), "term_years"),
        (case("GO", "outorga", OUTORGA | {"coefficient": 0.21}), "coefficient"),
        (case("GO", "stoppage", STOPPAGE | {"obstruction": True}), "obstruction"),
        (case("GO", "stoppage", STOPPAGE | {"days": 0}), "days"),
        (case("GO", "stoppage", STOPPAGE | {"occupancy": ["25", "101"]}), "occupancy[1]"),
        (case("RR", "stoppage", {"start": "2026-07-01", "obstruction": "sim"}), "obstruction"),
        (case("GO", "line_change", {"kind": "secao", "access_km": "10"}), "same_municipality"),
        (
            case("GO", "line_change", {"kind": "fusao", "operators": 0, "complementary": False}),
            "operators",
        ),
        (case("GO", "line_change", {"kind": "encurtamento"}), "kind"),
        (case("RR", "line_change", {"kind": "semiurbano", "line_km": "50"}), "kind"),
        (case("RR", "line_change", {"line_km": "50"}), "kind"),
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


def test_rr_licence_ignores_the_goias_only_fields():
    """README, `licence` in RR: no 6-hour lead, substitutions, debts, suspension or school
    inspection in Roraima; `departure` and `requested_at` are not required there."""
    goias_faults = RR_LICENCE | {
        "requested_at": "2026-05-10T13:00",
        "departure": "2026-05-10T14:00",
        "substitutions": 9,
        "vehicle": RR_LICENCE["vehicle"] | {"school_inspection": False},
        "operator": RR_LICENCE["operator"]
        | {"overdue_debts": True, "suspended_until": "2026-05-31"},
    }
    assert answer_case(case("RR", "licence", goias_faults)) == {"allowed": True, "reasons": []}
    sanctioned = RR_LICENCE | {"operator": RR_LICENCE["operator"] | {"sanction": "inidoneidade"}}
    assert answer_case(case("RR", "licence", sanctioned))["reasons"] == ["inidonea"]


def test_licence_route_and_insurance_periods_from_json():
    periods = [["2026-01-01", "2026-05-10"], ["2026-05-11", "2026-12-31"]]
    back_to_back = LICENCE | {"vehicle": LICENCE["vehicle"] | {"insurance_periods": periods}}
    assert answer_case(case("GO", "licence", back_to_back))["allowed"] is True
    same = RR_LICENCE | {"origin": "1400100", "destination": "1400100"}
    assert answer_case(case("RR", "licence", same))["reasons"] == ["mesmo_municipio"]
    only_one = LICENCE | {"destination": "1400100"}
    assert answer_case(case("GO", "licence", only_one))["reasons"] == ["fora_da_jurisdicao"]


def test_payment_due_counts_from_the_appeal_when_there_was_one():
    answer = answer_case(
        case("RR", "payment_due", {"defence_due": "2026-04-07", "appeal_decided": "2026-06-05"})
    )
    assert answer == {"due": "2026-06-17"}


def test_stoppage_for_a_blocked_road_in_rr_has_no_term():
    blocked = {"occupancy": ["90"] * 6, "start": "2026-07-01", "days": 400, "obstruction": True}
    answer = answer_case(case("RR", "stoppage", blocked))
    assert answer == {"allowed": True, "reasons": [], "resume_by": None}
    refused = answer_case(case("GO", "stoppage", STOPPAGE | {"days": 361, "occupancy": ["30"] * 6}))
    assert refused == {
        "allowed": False,
        "reasons": ["aproveitamento", "duracao"],
        "resume_by": "2027-06-26",
    }


def test_line_change_reads_only_the_facts_of_its_row():
    extra = {"kind": "semiurbano", "line_km": "60.1", "extension_km": "oops", "operators": 0}
    answer = answer_case(case("GO", "line_change", extra))
    assert answer == {"allowed": False, "reasons": ["extensao_semiurbano"]}
    shortening = {
        "kind": "encurtamento",
        "previous_shortenings": 1,
        "new_end_is_section": False,
        "coincides": False,
        "fused": False,
    }
    answer = answer_case(case("RR", "line_change", shortening))
    assert sorted(answer["reasons"]) == ["encurtamento_unico", "ponto_extremo"]


def test_fusion_answers_art_43_9_ii_when_asked_and_not_otherwise():
    fusion = {"kind": "fusao", "operators": 1, "complementary": False}
    assert answer_case(case("GO", "line_change", fusion)) == {"allowed": True, "reasons": []}
    answer = answer_case(case("GO", "line_change", fusion | {"markets_kept": False}))
    assert answer == {"allowed": False, "reasons": ["mercados_intermediarios"]}


def test_outorga_answer():
    answer = answer_case(case("GO", "outorga", OUTORGA | {"instalments": 2, "term_years": 1}))
    assert answer["days"] == 365 and answer["due"] == ["2026-03-02", "2026-09-02"]
    assert answer["total"] == "32308.00"
    assert answer["instalment"] == answer["last_instalment"] == "16154.00"
