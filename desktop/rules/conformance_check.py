"""Checks the harness against cases that carry their `expected` answer:
`python -m desktop.rules.conformance_check CASOS.jsonl|PASTA ...`.

Every case is answered by `desktop.rules.conformance.answer_case` (the code the harness and
the application use) and compared with its `expected` field as shared/conformance/README.md
says: lists named `penalties` and `reasons` in any order, an expected `error` matched by any
error. Prints one line per difference and a summary; exits 1 when any case differs or lacks
`expected`, 2 when a file cannot be read.
"""

import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from desktop.rules.conformance import answer_case

UNORDERED = ("penalties", "reasons")


@dataclass(frozen=True)
class Difference:
    case_id: str
    expected: object
    answer: object


def normalised(answer: object) -> object:
    """The answer with its unordered lists sorted, so two answers compare with ==."""
    if not isinstance(answer, dict):
        return answer
    return {key: sorted(value) if key in UNORDERED else value for key, value in answer.items()}


def agrees(expected: object, answer: object) -> bool:
    if isinstance(expected, dict) and "error" in expected:
        return isinstance(answer, dict) and "error" in answer
    return normalised(expected) == normalised(answer)


def case_files(paths: Iterable[Path]) -> Iterator[Path]:
    for path in paths:
        yield from sorted(path.glob("*.jsonl")) if path.is_dir() else [path]


def read_cases(path: Path) -> list[dict[str, object]]:
    return [
        json.loads(line)
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]


def differences(cases: Iterable[dict[str, object]]) -> Iterator[Difference]:
    for case in cases:
        expected = case.get("expected")
        answer = answer_case(case)
        if expected is None or not agrees(expected, answer):
            yield Difference(str(case.get("id")), expected, answer)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(
            "uso: python -m desktop.rules.conformance_check CASOS.jsonl|PASTA ...", file=sys.stderr
        )
        return 2
    total = 0
    found: list[Difference] = []
    for path in case_files(Path(arg) for arg in args):
        try:
            cases = read_cases(path)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            print(f"não foi possível ler {path}: {exc}", file=sys.stderr)
            return 2
        total += len(cases)
        found.extend(differences(cases))
    for difference in found:
        print(
            f"{difference.case_id}: esperado {json.dumps(difference.expected, ensure_ascii=False)}"
            f", respondido {json.dumps(difference.answer, ensure_ascii=False)}"
        )
    print(f"{total - len(found)}/{total} casos de conformidade conferem")
    return 1 if found or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
