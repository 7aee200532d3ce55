"""Reading the harness's JSON into the rules' inputs: each failure is a RulesError naming the
field (`vehicle.capacity`) as shared/conformance/README.md spells it."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from desktop.rules.dates import parse_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool
from desktop.rules.money import parse_money

Json = dict[str, Any]


def get(data: Json, key: str, where: str = "") -> Any:
    if not isinstance(data, dict) or key not in data:
        raise RulesError(f"{where}{key}", "campo obrigatório ausente")
    return data[key]


def get_object(data: Json, key: str, where: str = "") -> Json:
    value = get(data, key, where)
    if not isinstance(value, dict):
        raise RulesError(f"{where}{key}", "deve ser um objeto")
    return value


def get_list(data: Json, key: str, where: str = "") -> list[Any]:
    value = get(data, key, where)
    if not isinstance(value, list):
        raise RulesError(f"{where}{key}", "deve ser uma lista")
    return value


def get_date(data: Json, key: str, where: str = "") -> date:
    return parse_date(get(data, key, where), f"{where}{key}")


def optional_date(data: Json, key: str, where: str = "") -> date | None:
    value = data.get(key)
    return None if value is None else parse_date(value, f"{where}{key}")


def get_datetime(data: Json, key: str) -> datetime:
    value = get(data, key)
    try:
        if not isinstance(value, str) or "T" not in value:
            raise ValueError(value)
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise RulesError(key, f"data e hora inválida {value!r}; use AAAA-MM-DDTHH:MM") from exc


def get_decimal(data: Json, key: str, where: str = "") -> Decimal:
    """A number written as a string (`"50.1"`): exact, never a float."""
    return parse_money(get(data, key, where), f"{where}{key}")


def get_bool(data: Json, key: str, where: str = "") -> bool:
    return require_bool(get(data, key, where), f"{where}{key}")


def optional_bool(data: Json, key: str, default: bool, where: str = "") -> bool:
    value = data.get(key)
    return default if value is None else require_bool(value, f"{where}{key}")


def optional_text(data: Json, key: str) -> str | None:
    """An identifier given as text (a number in the JSON is the same identifier)."""
    value = data.get(key)
    return None if value is None else str(value)


def insurance_periods(vehicle: Json) -> tuple[tuple[date, date], ...] | None:
    """`vehicle.insurance_periods`: `[[first_day, last_day], ...]`, or None when not given."""
    raw = vehicle.get("insurance_periods")
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise RulesError("vehicle.insurance_periods", "deve ser uma lista de períodos")
    periods = []
    for index, period in enumerate(raw):
        where = f"vehicle.insurance_periods[{index}]"
        if not isinstance(period, list) or len(period) != 2:
            raise RulesError(where, "cada período é [primeiro dia, último dia]")
        periods.append((parse_date(period[0], where), parse_date(period[1], where)))
    return tuple(periods)
