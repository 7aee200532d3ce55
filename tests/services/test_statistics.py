"""The planner's statistics (issue 18): ANALYZE after the schema is created, and again on
SQLite for each table whose size moved to half or double of what was recorded, so that the
home page's vehicle expiry reads the range of its date index instead of every bus in force."""

import random

import pytest
from query_plans import query_plan
from sqlalchemy import insert, text

from desktop.demo.vehicles import demo_vehicle_rows
from desktop.models.startup import open_database
from desktop.models.statistics import MIN_ROWS, refresh_statistics, tables_due
from desktop.models.vehicles import Vehicle
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.expiry import expiring_vehicle_items
from desktop.services.vehicles.records import today_of
from tests.factories.operators import operator_input


def add_vehicles(ctx, operator_id, start: int, count: int) -> None:
    rows = demo_vehicle_rows(
        [operator_id], start, count, ctx.actor.user_id, today_of(ctx), random.Random(start)
    )
    with ctx.database.write() as session:
        session.execute(insert(Vehicle), rows)


def due(database) -> list[str]:
    with database.engine.connect() as connection:
        return tables_due(connection)


@pytest.mark.postgres
def test_a_new_database_is_analysed(empty_database_url):
    database = open_database(empty_database_url)
    with database.engine.connect() as connection:
        if database.dialect_name == "sqlite":
            analysed = connection.execute(
                text("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'")
            ).scalar()
        else:
            analysed = connection.execute(
                text(
                    "SELECT count(*) FROM pg_stat_user_tables "
                    "WHERE relname = 'licences' AND last_analyze IS NOT NULL"
                )
            ).scalar()
    assert analysed == 1
    assert due(database) == []
    database.dispose()


def test_tables_grown_since_their_statistics_are_analysed(admin_context):
    database = admin_context.database
    operator = create_operator(admin_context, operator_input())
    add_vehicles(admin_context, operator.id, 0, MIN_ROWS - 1)
    assert "vehicles" not in due(database)  # too small for statistics to matter
    add_vehicles(admin_context, operator.id, MIN_ROWS - 1, 201)
    assert "vehicles" in due(database)

    assert "vehicles" in refresh_statistics(database)
    with database.engine.connect() as connection:
        recorded = connection.exec_driver_sql(
            "SELECT stat FROM sqlite_stat1 WHERE idx = 'ix_vehicles_inspection_valid_until'"
        ).scalar()
    assert recorded.split()[0] == str(MIN_ROWS + 200)  # a small table is counted, not sampled
    assert "vehicles" not in due(database) and refresh_statistics(database) == []
    plan = query_plan(
        database.engine, lambda: expiring_vehicle_items(admin_context, within_days=30), "vehicles"
    )
    assert "USING INDEX ix_vehicles_inspection_valid_until (inspection_valid_until>" in plan, plan

    add_vehicles(admin_context, operator.id, MIN_ROWS + 200, MIN_ROWS + 200)  # doubled
    assert "vehicles" in due(database)
