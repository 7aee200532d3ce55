"""Operator search by CNPJ (any formatting), razão social or nome fantasia, ignoring accents
and case ("sao joao" finds "São João"), in keyset pages so a list can load lazily from tens
of thousands of operators without OFFSET scans.
"""

import re
import uuid
from dataclasses import dataclass

from sqlalchemy import and_, or_, select, tuple_

from desktop.models.operators import Operator
from desktop.services.context import ServiceContext
from desktop.services.municipalities import municipality_index
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators import STATUS_LABELS
from desktop.services.text import fold_text
from desktop.services.validation import format_cnpj, normalize_cnpj

MAX_LIMIT = 500
_CNPJ_LIKE = re.compile(r"^[0-9A-Za-z.\-/\s]*\d[0-9A-Za-z.\-/\s]*$")


@dataclass(frozen=True)
class SearchCursor:
    """Where the next page starts: after this (sort name, id) in the list's order."""

    sort_name: str
    id: uuid.UUID


@dataclass(frozen=True)
class OperatorRow:
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


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _conditions(text: str) -> list:
    folded = fold_text(text)
    if not folded:
        return []
    words = [
        Operator.search_text.like(f"%{_like_escape(word)}%", escape="\\")
        for word in folded.split(" ")
    ]
    matches = [and_(*words)]
    compact = normalize_cnpj(text)
    if _CNPJ_LIKE.match(text) and len(compact) >= 2:
        matches.append(Operator.cnpj.like(f"{_like_escape(compact)}%", escape="\\"))
    return [or_(*matches)]


def _row(operator: Operator) -> OperatorRow:
    municipality = municipality_index().get(operator.municipality_code)
    return OperatorRow(
        id=operator.id,
        legal_name=operator.legal_name,
        trade_name=operator.trade_name,
        cnpj_formatted=format_cnpj(operator.cnpj),
        municipality=municipality.name if municipality else "",
        uf=operator.uf,
        status=operator.status,
        status_label=STATUS_LABELS[operator.status],
    )


def search_operators(
    ctx: ServiceContext, text: str, after: SearchCursor | None = None, limit: int = 50
) -> Page:
    """One page of operators matching `text` (all of them when blank), by razão social.

    Pass the page's `next_cursor` as `after` to get the following page; it is None on the
    last page.
    """
    require(ctx, Permission.OPERATOR_VIEW)
    limit = max(1, min(limit, MAX_LIMIT))
    query = select(Operator).where(*_conditions(text or ""))
    if after is not None:
        # A row value: the index seeks to the cursor instead of walking the rows before it.
        query = query.where(
            tuple_(Operator.sort_name, Operator.id) > tuple_(after.sort_name, after.id)
        )
    query = query.order_by(Operator.sort_name, Operator.id).limit(limit + 1)
    with ctx.database.read() as session:
        found = list(session.scalars(query))
    more = len(found) > limit
    found = found[:limit]
    cursor = SearchCursor(found[-1].sort_name, found[-1].id) if more else None
    return Page(tuple(_row(operator) for operator in found), cursor)
