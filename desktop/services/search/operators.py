"""Operator search by CNPJ (any formatting), razão social or nome fantasia, ignoring accents
and case ("sao joao" finds "São João"), in keyset pages so a list can load lazily from tens
of thousands of operators without OFFSET scans.
"""

import re
import uuid
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from sqlalchemy import and_, bindparam, or_, select

from desktop.models.operators import Operator
from desktop.rules import RrStanding
from desktop.rules.choices import Jurisdiction
from desktop.rules.text import fold_text
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.municipalities import municipality_index
from desktop.services.office.permissions import Permission, checked_rows, roles_column
from desktop.services.registration.operators_records import STATUS_LABELS
from desktop.services.sanctions.rr_standing import recorded_penalties, standings_of
from desktop.services.search.keyset import after_cursor, cursor_values
from desktop.services.search.prefix import prefix_range, prefix_values, typed_digits
from desktop.services.text import like_escape
from desktop.services.validation import format_cnpj, normalize_cnpj

MAX_LIMIT = 500
_CNPJ_LIKE = re.compile(r"^[0-9A-Za-z.\-/\s]*\d[0-9A-Za-z.\-/\s]*$")
CNPJ_PREFIX_DIGITS = 3


@dataclass(frozen=True)
class SearchCursor:
    """Where the next page starts: after this (sort name, id) in the list's order, or after
    this CNPJ when the list is of a CNPJ being typed."""

    sort_name: str
    id: uuid.UUID
    # A CNPJ being typed lists by CNPJ (the index that finds the rows gives their order).
    cnpj: str = ""


class OperatorRow(NamedTuple):
    """One row of the list (a named tuple: a frozen dataclass cost 4 µs a row to build,
    as much as the statement that reads the page)."""

    id: uuid.UUID
    legal_name: str
    trade_name: str
    cnpj_formatted: str
    municipality: str
    uf: str
    status: str
    status_label: str


@dataclass(frozen=True)
class Page:
    rows: tuple[OperatorRow, ...]
    next_cursor: SearchCursor | None


def cnpj_prefix(text: str) -> str | None:
    """The digits of `text` when it is a CNPJ being typed — only digits and `. / -`, at
    least three digits — else None (the text search applies)."""
    return typed_digits(text, CNPJ_PREFIX_DIGITS)


def _shape(text: str) -> tuple[tuple[object, ...], dict[str, object]]:
    """The kind of statement `text` asks for, and the values of its parameters."""
    digits = cnpj_prefix(text)
    if digits is not None:
        values = prefix_values(digits)
        return ("cnpj", "prefix_before" in values), values
    folded = fold_text(text)
    if not folded:
        return ("all",), {}
    words = folded.split(" ")
    values = {f"word{number}": f"%{like_escape(word)}%" for number, word in enumerate(words)}
    compact = normalize_cnpj(text)
    with_cnpj = bool(_CNPJ_LIKE.match(text)) and len(compact) >= 2
    if with_cnpj:
        values["cnpj_like"] = f"{like_escape(compact)}%"
    return ("text", len(words), with_cnpj), values


def _conditions(shape: tuple) -> list:
    if shape[0] == "cnpj":
        # A range of the CNPJ's unique index (`prefix`).
        return prefix_range(Operator.cnpj, shape[1])
    if shape[0] == "all":
        return []
    _, words, with_cnpj = shape
    matches = [
        and_(
            *(
                Operator.search_text.like(bindparam(f"word{number}"), escape="\\")
                for number in range(words)
            )
        )
    ]
    if with_cnpj:
        matches.append(Operator.cnpj.like(bindparam("cnpj_like"), escape="\\"))
    return [or_(*matches)]


@lru_cache(maxsize=256)
def _statement(shape: tuple, after: bool, limit: int):
    """Built once per shape: building a statement and matching its result columns to the
    cached compiled one cost more than running it (issue 18 §3)."""
    # The account's roles ride on every row: the check and the page in one statement.
    return _page(shape, after, limit, (roles_column(), *_COLUMNS))


@lru_cache(maxsize=256)
def _penalties_statement(shape: tuple, after: bool, limit: int):
    """The RR penalties recorded for the operators of the page (Lei RR 664/2008, arts.
    84-88), which the page's own statement, with the same values, picks out."""
    return recorded_penalties(_page(shape, after, limit, (Operator.cnpj,)))


def _page(shape: tuple, after: bool, limit: int, columns: tuple):
    query = select(*columns).where(*_conditions(shape))
    if shape[0] == "cnpj":
        # By CNPJ: the range of the CNPJ's index is read in order and stops after one page,
        # however many operators share the prefix (no sort of every match by name).
        if after:
            query = query.where(Operator.cnpj > bindparam("after_cnpj"))
        return query.order_by(Operator.cnpj).limit(limit + 1)
    if after:
        query = query.where(after_cursor(Operator.sort_name, Operator.id))
    return query.order_by(Operator.sort_name, Operator.id).limit(limit + 1)


# The columns a row of the list shows (and the cursor's): loading whole Operator objects
# cost three times the statement itself (issue 18 §3).
_COLUMNS = (
    Operator.id,
    Operator.legal_name,
    Operator.trade_name,
    Operator.cnpj,
    Operator.municipality_code,
    Operator.uf,
    Operator.status,
    Operator.sort_name,
)


def _rows(found, municipalities, standings) -> tuple[OperatorRow, ...]:
    names: dict[str, str] = {}
    rows = []
    # Unpacked in the order of the statement's columns (the account's roles, then _COLUMNS):
    # a Row's attributes by name cost more than the rest.
    for _roles, id_, legal_name, trade_name, cnpj, code, uf, status, _sort_name in found:
        name = names.get(code)
        if name is None:
            municipality = municipalities.get(code)
            name = names[code] = municipality.name if municipality else ""
        rows.append(
            OperatorRow(
                id_,
                legal_name,
                trade_name,
                format_cnpj(cnpj),
                name,
                uf,
                status,
                _label(status, standings.get(cnpj)),
            )
        )
    return tuple(rows)


def _label(status: str, standing: RrStanding | None) -> str:
    label = STATUS_LABELS[status]
    return f"{label} · {standing.label}" if standing else label


def search_operators(
    ctx: ServiceContext, text: str, after: SearchCursor | None = None, limit: int = 50
) -> Page:
    """One page of operators matching `text` (all of them when blank), by razão social.
    A CNPJ being typed (only digits and `. / -`, at least three digits) is looked up by
    prefix in the CNPJ's index and listed by CNPJ; any other text is looked up in the names
    (and in the CNPJ).

    Pass the page's `next_cursor` as `after` to get the following page; it is None on the
    last page.
    """
    limit = max(1, min(limit, MAX_LIMIT))
    shape, values = _shape(text or "")
    query = _statement(shape, after is not None, limit)
    if after is not None:
        if shape[0] == "cnpj":
            values["after_cnpj"] = after.cnpj
        else:
            values |= cursor_values(after.sort_name, after.id)
    # No ORM object is loaded, so `Database.read`'s Session would only add its bookkeeping.
    # The account is checked as stored now, as permissions.require does, by the page's own
    # statement.
    found = checked_rows(ctx, Permission.OPERATOR_VIEW, query, values)
    more = len(found) > limit
    found = found[:limit]
    standings: dict[str, RrStanding] = {}
    if ctx.office.jurisdiction == Jurisdiction.RR and found:
        # Lei RR 664/2008, arts. 84-88: the status shows the penalty in force.
        with ctx.database.reading_pages() as read:
            recorded = read(_penalties_statement(shape, after is not None, limit), values)
        standings = standings_of(recorded, office_today(ctx))
    last = found[-1] if more else None
    cursor = SearchCursor(last.sort_name, last.id, last.cnpj) if last else None
    return Page(_rows(found, municipality_index(), standings), cursor)
