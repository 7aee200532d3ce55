"""Conformance harness throughput: 10,000 varied cases in one run of the real command.

    python benchmarks/conformance_bench.py [--cases N] [--seed S]

Generates N cases of every question for GO and RR (histories, holidays, closures, licence
problems), runs `python -m desktop.rules.conformance` once on them in a subprocess, and runs
a baseline in the same way: a process that json-parses the same file and echoes one answer
per case with no engine. Prints cases/second for both and the ratio.
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BASELINE = """
import json, sys
out = []
with open(sys.argv[1], encoding="utf-8") as handle:
    for line in handle:
        line = line.strip()
        if line and not line.startswith("#"):
            case = json.loads(line)
            out.append(json.dumps({"id": case.get("id"), "answer": {}}, ensure_ascii=False))
sys.stdout.write("\\n".join(out) + "\\n")
"""
GO_CODES = (
    [f"75-{r}" for r in "I II III IV V VI VII".split()]
    + [f"76-{r}" for r in "I II III IV V VI VII VIII IX X XI".split()]
    + [f"77-{r}" for r in "I II III IV V X XV XVI XVII XX".split()]
    + [f"78-{r}" for r in "I II III IV V VI VII VIII IX X XI XII".split()]
)
RR_CODES = (
    [f"79-{r}" for r in "I II III VIII".split()]
    + [f"80-{r}" for r in "I IV IX".split()]
    + [f"81-{r}" for r in "I V X".split()]
    + [f"82-{r}" for r in "I IV VIII".split()]
)
PENALTIES = (["multa"], ["multa", "advertencia"], ["multa", "suspensao"])


def _day(rng: random.Random, start: date = date(2024, 1, 1), span: int = 1200) -> date:
    return start + timedelta(days=rng.randrange(span))


def _history(rng: random.Random, codes: list[str], at: date, lines: list[str]) -> list[dict]:
    return [
        {
            "infraction": rng.choice(codes),
            "date": (at - timedelta(days=rng.randrange(0, 500))).isoformat(),
            "penalties": rng.choice(PENALTIES),
            "status": rng.choice(["valid", "valid", "valid", "annulled"]),
            "line": rng.choice(lines),
        }
        for _ in range(rng.randrange(0, 6))
    ]


def _licence(rng: random.Random) -> dict:
    start = _day(rng)
    modality = rng.choice(["eventual", "continuo", "escolar", "vinculada"])
    end = start + timedelta(days=rng.randrange(0, 400) if modality != "eventual" else 3)
    requested = start - timedelta(hours=rng.randrange(0, 48))
    limit = lambda: (end + timedelta(days=rng.randrange(-30, 300))).isoformat()  # noqa: E731
    return {
        "modality": modality,
        "requested_at": requested.isoformat() + "T08:00",
        "departure": start.isoformat() + "T14:00",
        "start": start.isoformat(),
        "end": end.isoformat(),
        "passengers": rng.randrange(10, 50),
        "substitutions": rng.randrange(0, 7),
        "vehicle": {
            "registered": rng.random() > 0.1,
            "capacity": 44,
            "inspection_valid_until": limit(),
            "insurance_valid_until": limit(),
            "school_inspection": rng.random() > 0.2,
        },
        "operator": {
            "crc_valid_until": limit(),
            "modalities": rng.sample(["eventual", "continuo", "escolar", "vinculada"], 3),
            "suspended_until": rng.choice([None, None, limit()]),
            "overdue_debts": rng.random() < 0.1,
        },
    }


def generate(count: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    makers = [
        lambda: (
            "GO",
            "fine",
            (
                lambda at: {
                    "infraction": rng.choice(GO_CODES),
                    "date": at.isoformat(),
                    "history": _history(rng, GO_CODES, at, [None]),
                }
            )(_day(rng)),
        ),
        lambda: (
            "RR",
            "fine",
            (
                lambda at: {
                    "infraction": rng.choice(RR_CODES),
                    "date": at.isoformat(),
                    "line": rng.choice(["L-1", "L-2"]),
                    "parameters": {"coeficiente_tarifario": f"0.{rng.randrange(10000, 99999)}"},
                    "history": _history(rng, RR_CODES, at, ["L-1", "L-2", None]),
                }
            )(_day(rng)),
        ),
        lambda: (
            rng.choice(["GO", "RR"]),
            "deadline",
            {
                "from": _day(rng).isoformat(),
                "days": rng.choice([5, 10, 15, 30]),
                "office_closures": [_day(rng).isoformat() for _ in range(rng.randrange(0, 3))],
            },
        ),
        lambda: (
            "GO",
            "inspection",
            {
                "manufacture_year": rng.randrange(2005, 2024),
                "school": rng.random() < 0.3,
                "inspection_date": _day(rng).isoformat(),
            },
        ),
        lambda: ("GO", "licence", _licence(rng)),
        lambda: ("GO", "crc", {"issued": _day(rng).isoformat()}),
        lambda: (
            "GO",
            "registration_bar",
            {
                "reason": rng.choice(["documento_falso", "caducidade"]),
                "date": _day(rng).isoformat(),
            },
        ),
        lambda: (
            "RR",
            "vehicle_age",
            {"manufacture_year": rng.randrange(2005, 2026), "date": _day(rng).isoformat()},
        ),
        lambda: ("GO", "depot_fee", {"days": rng.randrange(0, 60)}),
        lambda: ("RR", "warning", {"fines": rng.randrange(0, 20), "trips": rng.randrange(1, 200)}),
    ]
    cases = []
    for number in range(count):
        jurisdiction, question, data = makers[number % len(makers)]()
        cases.append(
            {
                "id": f"bench-{number:05d}",
                "jurisdiction": jurisdiction,
                "question": question,
                "input": data,
            }
        )
    return cases


def _timed(command: list[str]) -> tuple[float, list[str]]:
    started = time.perf_counter()
    run = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=True)
    return time.perf_counter() - started, run.stdout.splitlines()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=105)
    args = parser.parse_args()
    cases = generate(args.cases, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cases.jsonl"
        path.write_text("\n".join(json.dumps(case) for case in cases) + "\n", encoding="utf-8")
        engine_time, answers = _timed(
            [sys.executable, "-m", "desktop.rules.conformance", str(path)]
        )
        baseline_time, echoed = _timed([sys.executable, "-c", BASELINE, str(path)])
    if len(answers) != len(cases) or len(echoed) != len(cases):
        print(f"expected {len(cases)} answers, got {len(answers)} and {len(echoed)}")
        return 1
    errors = sum(1 for line in answers if "error" in json.loads(line)["answer"])
    print(f"cases: {len(cases)} (answered with error: {errors})")
    print(f"harness:  {engine_time:.2f} s  {len(cases) / engine_time:,.0f} cases/s")
    print(
        f"baseline: {baseline_time:.2f} s  {len(cases) / baseline_time:,.0f} cases/s "
        "(json parse + echo, no engine)"
    )
    print(f"ratio harness/baseline: {engine_time / baseline_time:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
