"""A CNPJ or CPF being typed, looked up as a range of its column's index (issue 18 §3).

`col >= '129' AND col < '130'` seeks to the first match and stops after the last in any
collation; a `LIKE '129%'` alone is a range only under PostgreSQL's C collation, and on
SQLite (case-insensitive LIKE) none at all. The LIKE stays as a guard for the end of the
digits: '999' has no upper bound of as many digits, and an alphanumeric CNPJ '99A…' sorts
after it. The bounds are bound parameters, so a statement built once serves every prefix."""

import re

from sqlalchemy import ColumnElement, bindparam
from sqlalchemy.orm import QueryableAttribute

# Only digits and a document's own punctuation: a number being typed, not a name.
_TYPED_NUMBER = re.compile(r"^[0-9./\-]*$")


def typed_digits(text: str, at_least: int = 1) -> str | None:
    """The digits of `text` when it holds only digits and `. / -` and at least `at_least`
    digits; None otherwise (a name, or too short to be a number)."""
    stripped = text.strip()
    if not _TYPED_NUMBER.match(stripped):
        return None
    digits = re.sub(r"\D", "", stripped)
    return digits if len(digits) >= max(1, at_least) else None


def next_prefix(digits: str) -> str | None:
    """The first string of as many digits after every one that starts with `digits`
    ('129' -> '130'); None when there is none ('999')."""
    following = int(digits) + 1
    return None if len(str(following)) > len(digits) else f"{following:0{len(digits)}d}"


def prefix_values(digits: str) -> dict[str, object]:
    """The values of `prefix_range`'s parameters for `digits`; "prefix_before" is absent
    when nothing of as many digits follows them."""
    values: dict[str, object] = {"prefix_from": digits, "prefix_like": f"{digits}%"}
    upper = next_prefix(digits)
    if upper is not None:
        values["prefix_before"] = upper
    return values


def prefix_range(column: QueryableAttribute[str], bounded: bool) -> list[ColumnElement[bool]]:
    """`column` starts with the digits of `prefix_values`, as a range of its index;
    `bounded`: the values hold "prefix_before"."""
    conditions = [column >= bindparam("prefix_from"), column.like(bindparam("prefix_like"))]
    if bounded:
        conditions.append(column < bindparam("prefix_before"))
    return conditions
