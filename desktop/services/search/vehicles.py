"""Vehicle lists: an operator's vehicles or the whole office's, by plate or RENAVAM prefix
(any case, with or without the dash), in keyset pages on (plate, id) so a list loads lazily
from hundreds of thousands of vehicles with index range scans only."""

import uuid
from datetime import date
from functools import lru_cache
from typing import NamedTuple

from sqlalchemy import Select, and_, bindparam, or_, select

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, checked_rows, roles_column
from desktop.services.search.keyset import after_cursor, cursor_values
from desktop.services.validation import digits_only
from desktop.services.vehicles.identifiers import format_plate, normalize_plate
from desktop.services.vehicles.records import kind_labels, registration_end, situation_label

MAX_LIMIT = 500
_PAST_END = "\uffff"


class VehicleCursor(NamedTuple):
    plate: str
    id: uuid.UUID


class VehicleRow(NamedTuple):
    """One row of the list (a named tuple, as the operators' rows: a frozen dataclass
    cost three times as much to build, a tenth of a page; issue 18 §3)."""

    id: uuid.UUID
    plate: str
    renavam: str
    operator_id: uuid.UUID
    operator_name: str
    kind_label: str
    seats: int
    situation: str
    crv_valid_until: date | None
    # Roraima: the year the registration is cancelled de ofício (Lei 664, art. 31, I).
    registration_ends_in: int | None


class VehiclePage(NamedTuple):
    """A page and the cursor of the next (named tuples, as the rows: a frozen dataclass
    cost half as much again to build; issue 18 §3)."""

    rows: tuple[VehicleRow, ...]
    next_cursor: VehicleCursor | None


def _shape(text: str) -> tuple[str, dict[str, object]]:
    """The kind of match `text` asks for, and the values of its parameters."""
    plate = normalize_plate(text)
    if not plate:
        return "all", {}
    values: dict[str, object] = {"plate_from": plate, "plate_to": plate + _PAST_END}
    # A letter in the plate: no RENAVAM, and the text's digits need not be read.
    if not plate.isdigit() or digits_only(text) != plate:
        return "plate", values
    values |= {"renavam_from": plate, "renavam_to": plate + _PAST_END}
    if len(plate) != 9:
        return "plate_renavam", values
    # A RENAVAM of the old nine digits, as printed on older documents.
    return "plate_renavam_nine", values | {"renavam_whole": plate.zfill(11)}


def _matches(kind: str) -> list:
    if kind == "all":
        return []
    conditions = [
        and_(Vehicle.plate >= bindparam("plate_from"), Vehicle.plate < bindparam("plate_to"))
    ]
    if kind != "plate":
        conditions.append(
            and_(
                Vehicle.renavam >= bindparam("renavam_from"),
                Vehicle.renavam < bindparam("renavam_to"),
            )
        )
    if kind == "plate_renavam_nine":
        conditions.append(Vehicle.renavam == bindparam("renavam_whole"))
    return [or_(*conditions)]


@lru_cache(maxsize=64)
def _statement(kind: str, of_operator: bool, after: bool, limit: int) -> Select:
    """Built once per shape: building the statement cost more than running it (issue 18
    §3)."""
    query = (
        select(*_COLUMNS).join(Operator, Operator.id == Vehicle.operator_id).where(*_matches(kind))
    )
    if of_operator:
        query = query.where(
            Vehicle.operator_id == bindparam("operator_id", type_=Vehicle.operator_id.type)
        )
    if after:
        query = query.where(after_cursor(Vehicle.plate, Vehicle.id))
    return query.order_by(Vehicle.plate, Vehicle.id).limit(limit + 1)


# The columns a row of the list shows (and the cursor's), the account's roles first: whole
# Vehicle objects and a check of their own cost several times the page (issue 18 §3).
_COLUMNS = (
    roles_column(),
    Vehicle.id,
    Vehicle.plate,
    Vehicle.renavam,
    Vehicle.operator_id,
    Operator.legal_name,
    Vehicle.kind,
    Vehicle.seats,
    Vehicle.status,
    Vehicle.withdrawn,
    Vehicle.crv_valid_until,
    Vehicle.manufacture_year,
)


def _ends_in(jurisdiction: str, manufacture_year: int) -> int | None:
    end = registration_end(jurisdiction, manufacture_year)
    return end.year if end else None


def search_vehicles(
    ctx: ServiceContext,
    text: str,
    operator_id: uuid.UUID | None = None,
    after: VehicleCursor | None = None,
    limit: int = 50,
) -> VehiclePage:
    """One page of vehicles whose plate or RENAVAM starts with `text` (all when blank), of
    one operator or of all, by plate; pass `next_cursor` as `after` for the next page."""
    limit = max(1, min(limit, MAX_LIMIT))
    kind, values = _shape(text or "")
    if operator_id is not None:
        values["operator_id"] = operator_id
    if after is not None:
        values |= cursor_values(after.plate, after.id)
    query = _statement(kind, operator_id is not None, after is not None, limit)
    # The account is checked as stored now by the page's own statement.
    found = checked_rows(ctx, Permission.VEHICLE_VIEW, query, values)
    more = len(found) > limit
    kinds = kind_labels(ctx.office.jurisdiction)  # once a page: the rows only look it up
    rows = tuple(
        [
            VehicleRow(
                id_,
                format_plate(plate),
                renavam,
                owner,
                name,
                kinds[kind],
                seats,
                situation_label(status, withdrawn),
                crv_valid_until,
                _ends_in(ctx.office.jurisdiction, manufacture_year),
            )
            for (
                _roles,
                id_,
                plate,
                renavam,
                owner,
                name,
                kind,
                seats,
                status,
                withdrawn,
                crv_valid_until,
                manufacture_year,
            ) in found[:limit]
        ]
    )
    last = found[limit - 1] if more else None
    cursor = VehicleCursor(last.plate, last.id) if last else None
    return VehiclePage(rows, cursor)
