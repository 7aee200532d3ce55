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
from datetime import date, datetime
from decimal import Decimal

from desktop.rules.dates import parse_date
from desktop.rules.deadlines import procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.fines import PastInfraction, decide_fine
from desktop.rules.inputs import require_bool
from desktop.rules.licences import LicenceRequest, OperatorStatus, VehicleStatus, check_licence
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


def _get(data: dict, key: str, where: str = "") -> object:
    if not isinstance(data, dict) or key not in data:
        raise RulesError(f"{where}{key}", "campo obrigatório ausente")
    return data[key]


def _date(data: dict, key: str, where: str = "") -> date:
    return parse_date(_get(data, key, where), f"{where}{key}")


def _optional_date(data: dict, key: str, where: str = "") -> date | None:
    value = data.get(key)
    return None if value is None else parse_date(value, f"{where}{key}")


def _datetime(data: dict, key: str) -> datetime:
    value = _get(data, key)
    try:
        if not isinstance(value, str) or "T" not in value:
            raise ValueError(value)
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise RulesError(key, f"data e hora inválida {value!r}; use AAAA-MM-DDTHH:MM") from exc


def _line(value: object) -> str | None:
    """Line identifiers compared as text (a number in the JSON is the same line)."""
    return None if value is None else str(value)


def _fine(book: Rulebook, data: dict) -> dict:
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
                _get(item, "infraction", where),
                _date(item, "date", where),
                tuple(penalties),
                item.get("status", "valid"),
                _line(item.get("line")),
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
        _get(data, "infraction"),
        _date(data, "date"),
        history,
        _line(data.get("line")),
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


def _deadline(book: Rulebook, data: dict) -> dict:
    closures = data.get("office_closures") or []
    if not isinstance(closures, list):
        raise RulesError("office_closures", "deve ser uma lista de datas")
    calendar = OfficeCalendar(
        book.jurisdiction,
        frozenset(parse_date(day, "office_closures") for day in closures),
    )
    ciencia = _date(data, "from")
    book.check_in_force(ciencia, "from")
    return {"due": procedural_deadline(calendar, ciencia, _get(data, "days")).due.isoformat()}


def _inspection(book: Rulebook, data: dict) -> dict:
    result = inspection_validity(
        book,
        _get(data, "manufacture_year"),
        _get(data, "school"),
        _date(data, "inspection_date"),
    )
    return {
        "periodicity_months": result.periodicity_months,
        "valid_until": result.valid_until.isoformat(),
    }


def _licence(book: Rulebook, data: dict) -> dict:
    vehicle = _get(data, "vehicle")
    operator = _get(data, "operator")
    modalities = _get(operator, "modalities", "operator.")
    if not isinstance(modalities, list):
        raise RulesError("operator.modalities", "deve ser uma lista")
    request = LicenceRequest(
        modality=_get(data, "modality"),
        requested_at=_datetime(data, "requested_at"),
        start=_date(data, "start"),
        end=_date(data, "end"),
        passengers=_get(data, "passengers"),
        # The harness's case names one vehicle (shared/conformance/README.md).
        vehicles=(
            VehicleStatus(
                registered=_get(vehicle, "registered", "vehicle."),
                capacity=_get(vehicle, "capacity", "vehicle."),
                inspection_valid_until=_optional_date(
                    vehicle, "inspection_valid_until", "vehicle."
                ),
                insurance_valid_until=_optional_date(vehicle, "insurance_valid_until", "vehicle."),
                school_inspection=require_bool(
                    vehicle.get("school_inspection", False), "vehicle.school_inspection"
                ),
                withdrawn_from_traffic=require_bool(
                    vehicle.get("withdrawn_from_traffic", False), "vehicle.withdrawn_from_traffic"
                ),
            ),
        ),
        operator=OperatorStatus(
            crc_valid_until=_optional_date(operator, "crc_valid_until", "operator."),
            modalities=frozenset(modalities),
            suspended_until=_optional_date(operator, "suspended_until", "operator."),
            overdue_debts=operator.get("overdue_debts", False),
        ),
        departure=_datetime(data, "departure") if data.get("departure") is not None else None,
        substitutions=data.get("substitutions", 0),
        driver_link_proven=require_bool(data.get("driver_link_proven", True), "driver_link_proven"),
        passenger_list=data.get("passenger_list", "nominal"),
        destinations=data.get("destinations", 1),
    )
    decision = check_licence(book, request)
    return {"allowed": decision.allowed, "reasons": list(decision.reasons)}


def _crc(book: Rulebook, data: dict) -> dict:
    result = crc_validity(book, _date(data, "issued"))
    return {
        "valid_until": result.valid_until.isoformat(),
        "renewal_opens": result.renewal_opens.isoformat(),
    }


def _registration_bar(book: Rulebook, data: dict) -> dict:
    bar = registration_bar(book, _get(data, "reason"), _date(data, "date"))
    return {"barred_until": bar.barred_until.isoformat()}


def _vehicle_age(book: Rulebook, data: dict) -> dict:
    result = rr_vehicle_age(book, _get(data, "manufacture_year"), _date(data, "date"))
    return {"registrable": result.registrable}


def _depot_fee(book: Rulebook, data: dict) -> dict:
    at = _optional_date(data, "date") or date.today()
    return {"amount": format_money(depot_fee(book, _get(data, "days"), at).amount)}


def _warning(book: Rulebook, data: dict) -> dict:
    result = infraction_coefficient(book, _get(data, "fines"), _get(data, "trips"))
    return {"coefficient": str(result.coefficient), "warning": result.warning}


QUESTIONS: dict[str, dict[str, Callable[[Rulebook, dict], dict]]] = {
    "GO": {
        "fine": _fine,
        "deadline": _deadline,
        "inspection": _inspection,
        "licence": _licence,
        "crc": _crc,
        "registration_bar": _registration_bar,
        "depot_fee": _depot_fee,
    },
    "RR": {
        "fine": _fine,
        "deadline": _deadline,
        "vehicle_age": _vehicle_age,
        "warning": _warning,
    },
}


def answer_case(case: object) -> dict:
    """The answer to one decoded case (an `{"error": ...}` when it cannot be answered)."""
    try:
        if not isinstance(case, dict):
            raise RulesError("case", "cada linha deve ser um objeto JSON")
        book = load_rulebook(case.get("jurisdiction"))
        question = case.get("question")
        handler = QUESTIONS[book.jurisdiction].get(question)
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


def run_lines(lines: Iterable[str]) -> Iterator[dict]:
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
