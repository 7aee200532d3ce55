"""The list of autos de infração (Res. AGR 105/2017, art. 80) with the stage of each one's
process (arts. 81-96): by the auto's number, the operator (CNPJ or name, any case or
accent), the plate seen on the road and the stage, newest infraction first, in keyset pages
on (occurred_on, id) so the list loads lazily. Reading an auto is open to every role."""

import uuid
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import NamedTuple

from sqlalchemy import ColumnElement, Select, and_, bindparam, or_, select

from desktop.models.operators import Operator
from desktop.models.sanctions import InfractionNotice, SanctionProcess
from desktop.rules.choices import ProcessStage, stage_label
from desktop.rules.text import fold_text
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, checked_rows, roles_column
from desktop.services.search.keyset import after_cursor, cursor_values
from desktop.services.search.operators import cnpj_prefix
from desktop.services.search.prefix import prefix_range, prefix_values
from desktop.services.text import like_escape
from desktop.services.validation import format_cnpj
from desktop.services.vehicles.identifiers import format_plate, normalize_plate

MAX_LIMIT = 500


@dataclass(frozen=True)
class NoticeCursor:
    occurred_on: date
    id: uuid.UUID


class NoticeRow(NamedTuple):
    """One row of the list (a named tuple, as the operators' rows: a frozen dataclass
    cost three times as much to build, a tenth of a page; issue 18 §3)."""

    id: uuid.UUID
    number: str
    occurred_on: date
    operator_name: str
    cnpj_formatted: str
    plate: str
    process_id: uuid.UUID
    stage: str
    stage_label: str


@dataclass(frozen=True)
class NoticePage:
    rows: tuple[NoticeRow, ...]
    next_cursor: NoticeCursor | None


@dataclass(frozen=True)
class NoticeFilter:
    """What the clerk typed: each blank field leaves the list open on it."""

    number: str = ""
    operator: str = ""
    plate: str = ""
    stage: str = ""


def _operator_shape(text: str) -> tuple[tuple[str, int], dict[str, object]]:
    """A CNPJ being typed: the notices whose CNPJ starts with its digits, a range of the
    CNPJ's index (`prefix`). A name: the notices of the registered operators whose razão
    social or nome fantasia has every word (accents ignored), or whose name on the auto
    contains the text."""
    digits = cnpj_prefix(text)
    if digits is not None:
        values = prefix_values(digits)
        return ("cnpj", int("prefix_before" in values)), values
    words = fold_text(text).split(" ")
    values = {f"word{number}": f"%{like_escape(word)}%" for number, word in enumerate(words)}
    values["name_like"] = f"%{like_escape(text.strip())}%"
    return ("name", len(words)), values


def _operator_condition(shape: tuple[str, int]) -> ColumnElement[bool]:
    """`shape`: ("cnpj", 1 when the range has an upper bound) or ("name", its words)."""
    kind, count = shape
    if kind == "cnpj":
        return and_(*prefix_range(InfractionNotice.operator_cnpj, bool(count)))
    registered = select(Operator.cnpj).where(
        *(
            Operator.search_text.like(bindparam(f"word{number}"), escape="\\")
            for number in range(count)
        )
    )
    return or_(
        InfractionNotice.operator_cnpj.in_(registered),
        InfractionNotice.operator_name.ilike(bindparam("name_like"), escape="\\"),
    )


@dataclass(frozen=True)
class _Shape:
    """Which filters a page applies: its statement is built once per shape."""

    number: bool
    operator: tuple[str, int] | None
    plate: bool
    stage: bool


def _shape(found: NoticeFilter) -> tuple[_Shape, dict[str, object]]:
    """The filters given and the values of their parameters."""
    values: dict[str, object] = {}
    number = found.number.strip().upper()
    if number:
        values |= {"number_from": number, "number_to": number + "\uffff"}
    operator = None
    if found.operator.strip():
        operator, given = _operator_shape(found.operator)
        values |= given
    plate = normalize_plate(found.plate)
    if plate:
        values["plate_like"] = f"{plate}%"
    if found.stage:
        values["stage"] = ProcessStage(found.stage).value
    return _Shape(bool(number), operator, bool(plate), bool(found.stage)), values


def _conditions(shape: _Shape) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if shape.number:
        conditions.append(
            and_(
                InfractionNotice.number >= bindparam("number_from"),
                InfractionNotice.number < bindparam("number_to"),
            )
        )
    if shape.operator is not None:
        conditions.append(_operator_condition(shape.operator))
    if shape.plate:
        conditions.append(InfractionNotice.plate.like(bindparam("plate_like")))
    if shape.stage:
        conditions.append(SanctionProcess.stage == bindparam("stage"))
    return conditions


@lru_cache(maxsize=64)
def _statement(shape: _Shape, after: bool, limit: int) -> Select:
    """Built once per shape, like every list's (issue 18 §3). The account's roles first
    (checked by the page's own statement), then the columns a row shows: whole notices and
    a check of its own cost more than the page."""
    query = (
        select(
            roles_column(),
            InfractionNotice.id,
            InfractionNotice.number,
            InfractionNotice.occurred_on,
            InfractionNotice.operator_name,
            InfractionNotice.operator_cnpj,
            InfractionNotice.plate,
            SanctionProcess.id,
            SanctionProcess.stage,
        )
        .join(SanctionProcess, SanctionProcess.notice_id == InfractionNotice.id)
        .where(*_conditions(shape))
    )
    if after:
        query = query.where(
            after_cursor(InfractionNotice.occurred_on, InfractionNotice.id, descending=True)
        )
    return query.order_by(InfractionNotice.occurred_on.desc(), InfractionNotice.id.desc()).limit(
        limit + 1
    )


def search_notices(
    ctx: ServiceContext,
    found: NoticeFilter = NoticeFilter(),  # noqa: B008 - frozen, never changed
    after: NoticeCursor | None = None,
    limit: int = 50,
) -> NoticePage:
    """One page of the autos matching every filter given, latest infraction first; pass
    `next_cursor` as `after` for the next page."""
    limit = max(1, min(limit, MAX_LIMIT))
    shape, values = _shape(found)
    if after is not None:
        values |= cursor_values(after.occurred_on, after.id)
    query = _statement(shape, after is not None, limit)
    found_rows = checked_rows(ctx, Permission.OPERATOR_VIEW, query, values)
    rows = tuple(
        NoticeRow(
            notice_id,
            number,
            occurred_on,
            operator_name,
            format_cnpj(operator_cnpj),
            format_plate(plate),
            process_id,
            stage,
            stage_label(stage, ctx.office.jurisdiction),
        )
        for (
            _roles,
            notice_id,
            number,
            occurred_on,
            operator_name,
            operator_cnpj,
            plate,
            process_id,
            stage,
        ) in found_rows[:limit]
    )
    more = len(found_rows) > limit
    return NoticePage(rows, NoticeCursor(rows[-1].occurred_on, rows[-1].id) if more else None)
