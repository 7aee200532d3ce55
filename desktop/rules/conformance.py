"""Conformance harness: `python -m desktop.rules.conformance CASES.jsonl`.

Reads one JSON case per line (blank lines and `#` lines skipped) and writes one
`{"id": ..., "answer": {...}}` per case to stdout, in order. A case the engine cannot answer
gets `{"error": "..."}` and the run goes on; the exit status is 0 unless the file cannot be
read. The answers come from the same `desktop.rules` functions the application calls; this
module only translates JSON to their inputs and their results back to JSON (format in
shared/conformance/README.md).
"""

import json
import sys
from collections.abc import Callable, Iterable, Iterator
from datetime import date
from decimal import Decimal

from desktop.rules.conformance_json import Json, get, get_date, optional_date, optional_text
from desktop.rules.conformance_licences import licence
from desktop.rules.conformance_lines import line_change_answer, outorga_answer, stoppage_answer
from desktop.rules.dates import parse_date
from desktop.rules.deadlines import procedural_deadline, rr_fine_payment_due
from desktop.rules.errors import RulesError
from desktop.rules.fines import PastInfraction, decide_fine
from desktop.rules.money import format_money, parse_money
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rr_penalties import infraction_coefficient
from desktop.rules.rulebook import Rulebook, load_rulebook
from desktop.rules.validity import (
    crc_validity,
    depot_fee,
    inspection_validity,
    registration_bar,
    rr_vehicle_age,
)


def _fine(book: Rulebook, data: Json) -> Json:
    history = []
    raw_history = data.get("history", [])
    if not isinstance(raw_history, list):
        raise RulesError("history", "deve ser uma lista")
    for index, item in enumerate(raw_history):
        where = f"history[{index}]."
        if not isinstance(item, dict):
            raise RulesError(f"history[{index}]", "cada entrada deve ser um objeto")
        penalties = item.get("penalties", ["multa"])
        if not isinstance(penalties, list):
            raise RulesError(f"{where}penalties", "deve ser uma lista")
        history.append(
            PastInfraction(
                get(item, "infraction", where),
                get_date(item, "date", where),
                tuple(penalties),
                item.get("status", "valid"),
                optional_text(item, "line"),
            )
        )
    coefficient = None
    if book.jurisdiction == "RR":
        parameters = data.get("parameters") or {}
        if not isinstance(parameters, dict) or parameters.get("coeficiente_tarifario") is None:
            raise RulesError(
                "parameters.coeficiente_tarifario", "coeficiente tarifário obrigatório em RR"
            )
        coefficient = parse_money(
            parameters["coeficiente_tarifario"], "parameters.coeficiente_tarifario"
        )
    decision = decide_fine(
        book,
        get(data, "infraction"),
        get_date(data, "date"),
        history,
        optional_text(data, "line"),
        coefficient,
    )
    answer = {
        "group": decision.group,
        "base": format_money(decision.base),
        "recidivism": decision.recidivism,
        "surcharge_percent": decision.surcharge_percent,
        "amount": format_money(decision.amount),
        "penalties": list(decision.penalties),
    }
    if decision.suspension_days is not None:
        answer["suspension_days"] = decision.suspension_days
    return answer


def _calendar(book: Rulebook, data: Json) -> OfficeCalendar:
    closures = data.get("office_closures") or []
    if not isinstance(closures, list):
        raise RulesError("office_closures", "deve ser uma lista de datas")
    return OfficeCalendar(
        book.jurisdiction,
        frozenset(parse_date(day, "office_closures") for day in closures),
    )


def _deadline(book: Rulebook, data: Json) -> Json:
    ciencia = get_date(data, "from")
    book.check_in_force(ciencia, "from")
    due = procedural_deadline(_calendar(book, data), ciencia, get(data, "days")).due
    return {"due": due.isoformat()}


def _payment_due(book: Rulebook, data: Json) -> Json:
    defence_due = get_date(data, "defence_due")
    book.check_in_force(defence_due, "defence_due")
    appeal_decided = optional_date(data, "appeal_decided")
    deadline = rr_fine_payment_due(_calendar(book, data), defence_due, appeal_decided)
    return {"due": deadline.due.isoformat()}


def _inspection(book: Rulebook, data: Json) -> Json:
    result = inspection_validity(
        book,
        get(data, "manufacture_year"),
        get(data, "school"),
        get_date(data, "inspection_date"),
    )
    return {
        "periodicity_months": result.periodicity_months,
        "valid_until": result.valid_until.isoformat(),
    }


def _crc(book: Rulebook, data: Json) -> Json:
    result = crc_validity(book, get_date(data, "issued"))
    return {
        "valid_until": result.valid_until.isoformat(),
        "renewal_opens": result.renewal_opens.isoformat(),
    }


def _registration_bar(book: Rulebook, data: Json) -> Json:
    bar = registration_bar(book, get(data, "reason"), get_date(data, "date"))
    return {"barred_until": bar.barred_until.isoformat()}


def _vehicle_age(book: Rulebook, data: Json) -> Json:
    result = rr_vehicle_age(book, get(data, "manufacture_year"), get_date(data, "date"))
    return {"registrable": result.registrable}


def _depot_fee(book: Rulebook, data: Json) -> Json:
    at = optional_date(data, "date") or date.today()
    return {"amount": format_money(depot_fee(book, get(data, "days"), at).amount)}


def _warning(book: Rulebook, data: Json) -> Json:
    result = infraction_coefficient(book, get(data, "fines"), get(data, "trips"))
    return {"coefficient": str(result.coefficient), "warning": result.warning}


QUESTIONS: dict[str, dict[str, Callable[[Rulebook, Json], Json]]] = {
    "GO": {
        "fine": _fine,
        "deadline": _deadline,
        "inspection": _inspection,
        "licence": licence,
        "crc": _crc,
        "registration_bar": _registration_bar,
        "depot_fee": _depot_fee,
        "outorga": outorga_answer,
        "stoppage": stoppage_answer,
        "line_change": line_change_answer,
    },
    "RR": {
        "fine": _fine,
        "deadline": _deadline,
        "vehicle_age": _vehicle_age,
        "warning": _warning,
        "licence": licence,
        "payment_due": _payment_due,
        "stoppage": stoppage_answer,
        "line_change": line_change_answer,
    },
}


def answer_case(case: object) -> Json:
    """The answer to one decoded case (an `{"error": ...}` when it cannot be answered)."""
    try:
        if not isinstance(case, dict):
            raise RulesError("case", "cada linha deve ser um objeto JSON")
        book = load_rulebook(case.get("jurisdiction"))
        question = case.get("question")
        handler = QUESTIONS[book.jurisdiction].get(question if isinstance(question, str) else "")
        if handler is None:
            raise RulesError(
                "question", f"pergunta {question!r} não se aplica à jurisdição {book.jurisdiction}"
            )
        data = case.get("input")
        if not isinstance(data, dict):
            raise RulesError("input", "campo obrigatório ausente ou não é um objeto")
        return handler(book, data)
    except RulesError as exc:
        return {"error": str(exc)}
    except (TypeError, ValueError, AttributeError, ArithmeticError) as exc:
        return {"error": f"entrada malformada: {exc}"}


def run_lines(lines: Iterable[str]) -> Iterator[Json]:
    """One `{"id", "answer"}` per case line, in order."""
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        try:
            case = json.loads(text, parse_float=Decimal)
        except ValueError as exc:
            yield {"id": None, "answer": {"error": f"linha não é JSON válido: {exc}"}}
            continue
        case_id = case.get("id") if isinstance(case, dict) else None
        yield {"id": case_id, "answer": answer_case(case)}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("uso: python -m desktop.rules.conformance CASOS.jsonl", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as handle:
            lines = handle.readlines()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"não foi possível ler {args[0]}: {exc}", file=sys.stderr)
        return 2
    out = sys.stdout
    if hasattr(out, "reconfigure"):
        # JSON Lines are UTF-8 whatever the console code page (the app runs on Windows).
        out.reconfigure(encoding="utf-8")
    for result in run_lines(lines):
        out.write(json.dumps(result, ensure_ascii=False))
        out.write("\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
