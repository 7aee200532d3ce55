"""The harness's regular-line questions: `outorga` (GO Decreto 8.444/2015, art. 11),
`stoppage` (GO art. 25; RR Lei 664/2008, art. 55) and `line_change` (GO art. 43; RR arts.
57-59): JSON to the inputs of `desktop.rules.lines`, and the decisions back to JSON."""

import dataclasses
from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, TypeVar

from desktop.rules.conformance_json import (
    Json,
    get,
    get_bool,
    get_date,
    get_decimal,
    get_list,
    optional_bool,
)
from desktop.rules.errors import RulesError
from desktop.rules.lines import (
    CHANGES,
    RR_CHANGES,
    StoppageDecision,
    check_line_change,
    check_rr_line_change,
    outorga,
    rr_stoppage,
    stoppage,
)
from desktop.rules.money import format_money, parse_money
from desktop.rules.rulebook import Rulebook

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Change = TypeVar("Change", bound="DataclassInstance")


def outorga_answer(book: Rulebook, data: Json) -> Json:
    result = outorga(
        book,
        get_decimal(data, "coefficient"),
        get_decimal(data, "round_trip_km"),
        get_date(data, "signed"),
        get(data, "term_years"),
        get(data, "instalments"),
    )
    return {
        "days": result.days,
        "total": format_money(result.total),
        "instalment": format_money(result.instalment),
        "last_instalment": format_money(result.last_instalment),
        "due": [day.isoformat() for day in result.due],
    }


def _occupancy(data: Json, required: bool) -> list[Decimal]:
    if not required and data.get("occupancy") is None:
        return []
    raw = get_list(data, "occupancy")
    return [parse_money(value, f"occupancy[{index}]") for index, value in enumerate(raw)]


def _stoppage_answer(decision: StoppageDecision) -> Json:
    resume_by = decision.resume_by
    return {
        "allowed": decision.allowed,
        "reasons": list(decision.reasons),
        "resume_by": None if resume_by is None else resume_by.isoformat(),
    }


def stoppage_answer(book: Rulebook, data: Json) -> Json:
    start = get_date(data, "start")
    if book.jurisdiction == "GO":
        if data.get("obstruction") is not None:
            raise RulesError(
                "obstruction", "o Decreto 8.444/2015, art. 25, não prevê paralisação por obstrução"
            )
        decision = stoppage(book, _occupancy(data, True), start, get(data, "days"))
        return _stoppage_answer(decision)
    # RR art. 55 II: a blocked road needs neither the occupancy nor a length (§2).
    blocked = optional_bool(data, "obstruction", False)
    days = data.get("days") if blocked else get(data, "days")
    decision = rr_stoppage(book, _occupancy(data, not blocked), start, days, blocked)
    return _stoppage_answer(decision)


def _fact(data: Json, name: str, kind: object) -> object:
    """One fact of a change, read by the type its dataclass field declares."""
    if kind is Decimal:
        return get_decimal(data, name)
    if kind is bool:
        return get_bool(data, name)
    return get(data, name)


def _change(kinds: Mapping[str, type[Change]], data: Json, jurisdiction: str) -> Change:
    """The change `kind` names, built from the facts its fields list (others ignored); a
    field with a default may be left out."""
    kind = get(data, "kind")
    change_type = kinds.get(kind) if isinstance(kind, str) else None
    if change_type is None:
        raise RulesError(
            "kind", f"alteração {kind!r} não prevista em {jurisdiction}; use {', '.join(kinds)}"
        )
    facts = {
        spec.name: _fact(data, spec.name, spec.type)
        for spec in dataclasses.fields(change_type)
        if spec.name in data or spec.default is dataclasses.MISSING
    }
    return change_type(**facts)


def line_change_answer(book: Rulebook, data: Json) -> Json:
    if book.jurisdiction == "GO":
        decision = check_line_change(book, _change(CHANGES, data, "GO"))
    else:
        decision = check_rr_line_change(book, _change(RR_CHANGES, data, "RR"))
    return {"allowed": decision.allowed, "reasons": list(decision.reasons)}
