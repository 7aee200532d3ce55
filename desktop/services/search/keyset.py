"""The keyset cursor every list pages with (issue 18 §1): the rows after the last one shown,
as one row value, so that the index of the list's order seeks straight to the cursor instead
of walking every row before it (an OR of the two columns made deep pages grow linearly)."""

from typing import Any

from sqlalchemy import ColumnElement, bindparam, tuple_
from sqlalchemy.orm import QueryableAttribute

Column = ColumnElement[Any] | QueryableAttribute[Any]

AFTER_FIRST = "after_first"
AFTER_SECOND = "after_second"


def after_cursor(first: Column, second: Column, descending: bool = False) -> ColumnElement[bool]:
    """The rows after the cursor (first, second) in the list's order, newest first when
    `descending`. The cursor's values are bound as AFTER_FIRST and AFTER_SECOND, so a
    statement built once serves every page."""
    row = tuple_(first, second)
    cursor = tuple_(
        bindparam(AFTER_FIRST, type_=first.type), bindparam(AFTER_SECOND, type_=second.type)
    )
    return row < cursor if descending else row > cursor


def cursor_values(first: object, second: object) -> dict[str, object]:
    """The values of `after_cursor`'s parameters."""
    return {AFTER_FIRST: first, AFTER_SECOND: second}
