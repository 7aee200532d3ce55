"""Every keyset list seeks its index straight to the cursor, on SQLite and on PostgreSQL.

The cursor is a row value — `(start_on, id) < (?, ?)` — which both databases turn into one
range of the list's index. Written as `a < x OR (a = x AND id < y)` it is not: SQLite walks
the index from its first row and PostgreSQL from its end, filtering every row before the
cursor, so the last page of two million licences cost 300 times the first (issue 18)."""

import re
import uuid
from datetime import date

import pytest
from query_plans import query_plan

from desktop.services.lines.records import LineCursor, search_lines
from desktop.services.search.licences import LicenceCursor, search_licences
from desktop.services.search.notices import NoticeCursor, search_notices
from desktop.services.search.operators import SearchCursor, search_operators
from desktop.services.search.vehicles import VehicleCursor, search_vehicles

SOMEONE = uuid.UUID("6f1c1d8e-0000-4000-8000-000000000001")
LICENCE_CURSOR = LicenceCursor(date(2025, 3, 14), uuid.UUID("6f1c1d8e-0000-4000-8000-0000000000aa"))
OPERATOR_CURSOR = SearchCursor("viacao sao joao", uuid.UUID("6f1c1d8e-0000-4000-8000-0000000000bb"))
NOTICE_CURSOR = NoticeCursor(date(2026, 3, 10), uuid.UUID("6f1c1d8e-0000-4000-8000-0000000000dd"))
LINE_CURSOR = LineCursor("GO-0042", uuid.UUID("6f1c1d8e-0000-4000-8000-0000000000ee"))
VEHICLE_CURSOR = VehicleCursor("GOI2B34", uuid.UUID("6f1c1d8e-0000-4000-8000-0000000000cc"))

# (list, table read, its index, the index's columns compared with the cursor)
LISTS = [
    (
        "licences",
        lambda ctx: search_licences(ctx, after=LICENCE_CURSOR),
        "licences",
        "ix_licences_start",
        ("start_on", "id"),
    ),
    (
        "an operator's licences",
        lambda ctx: search_licences(ctx, operator_id=SOMEONE, after=LICENCE_CURSOR),
        "licences",
        "ix_licences_operator_start",
        ("start_on", "id"),
    ),
    (
        "a vehicle's licences",
        lambda ctx: search_licences(ctx, vehicle_id=SOMEONE, after=LICENCE_CURSOR),
        "licence_vehicles",
        "ix_licence_vehicles_vehicle_start",
        ("start_on", "licence_id"),
    ),
    (
        "operators",
        lambda ctx: search_operators(ctx, "", after=OPERATOR_CURSOR),
        "operators",
        "ix_operators_search_order",
        ("sort_name", "id"),
    ),
    (
        "operators matching a name",
        lambda ctx: search_operators(ctx, "sao joao", after=OPERATOR_CURSOR),
        "operators",
        "ix_operators_search_order",
        ("sort_name", "id"),
    ),
    (
        "vehicles",
        lambda ctx: search_vehicles(ctx, "", after=VEHICLE_CURSOR),
        "vehicles",
        "ix_vehicles_plate_order",
        ("plate", "id"),
    ),
    (
        "an operator's vehicles",
        lambda ctx: search_vehicles(ctx, "", operator_id=SOMEONE, after=VEHICLE_CURSOR),
        "vehicles",
        "ix_vehicles_operator_plate",
        ("plate", "id"),
    ),
    (
        "autos de infração",
        lambda ctx: search_notices(ctx, after=NOTICE_CURSOR),
        "infraction_notices",
        "ix_infraction_notices_occurred",
        ("occurred_on", "id"),
    ),
    (
        "regular lines",
        lambda ctx: search_lines(ctx, "", after=LINE_CURSOR),
        "lines",
        "ix_lines_search_order",
        ("code", "id"),
    ),
]


# Lists whose first column is unique (a line's code): a seek on that column alone reaches
# the cursor, and SQLite takes the column's own unique index for it.
UNIQUE_FIRST = {"lines": "code"}


def seeks_to_the_cursor(
    plan: str, dialect: str, table: str, index: str, columns: tuple[str, str]
) -> bool:
    first, second = columns
    if dialect == "sqlite":
        # SEARCH licences USING INDEX ix_licences_start ((start_on,id)<(?,?))
        # SEARCH lines USING INDEX sqlite_autoindex_lines_2 (code>?)
        unique = UNIQUE_FIRST.get(table) == first and re.search(
            rf"SEARCH {table} USING (COVERING )?INDEX \w+ \({first}[<>]\?\)", plan
        )
        return bool(
            unique
            or re.search(rf"USING (COVERING )?INDEX {index} \(.*\({first},{second}\)[<>]", plan)
        )
    # Index Scan Backward using ix_licences_start on licences
    #   Index Cond: (ROW(start_on, id) < ROW('2025-03-14'::date, '...'::uuid))
    steps = plan.split("\n")
    for number, step in enumerate(steps):
        if re.search(rf"Index (Only )?Scan (Backward )?using {index} on", step):
            conditions = [
                line
                for line in steps[number + 1 :]
                if line.strip().startswith("Index Cond:")
                and line.index("Index Cond:") > step.index("Index")
            ][:1]
            # A text column is compared as text: ROW((plate)::text, id) > ROW('GOI2B34'::text, …)
            row = rf"ROW\(\(?{first}\)?(::[a-z ]+)?, {second}\) [<>]"
            return any(re.search(row, line) for line in conditions)
    return False


@pytest.mark.postgres
@pytest.mark.parametrize(
    "call, table, index, columns", [case[1:] for case in LISTS], ids=[case[0] for case in LISTS]
)
def test_the_cursor_is_a_seek_in_the_lists_index(admin_context, call, table, index, columns):
    database = admin_context.database
    # An operator's list on a near-empty table: see query_plans.query_plan.
    others = {"ix_licences_operator_start": ("ix_licences_start",)}
    others["ix_vehicles_operator_plate"] = ("ix_vehicles_plate_order",)
    plan = query_plan(database.engine, lambda: call(admin_context), table, others.get(index, ()))
    assert seeks_to_the_cursor(plan, database.dialect_name, table, index, columns), plan
