"""The query plan of the statement a service call sends, as the database tells it: SQLite's
EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN.

On PostgreSQL a table of a few rows is read whole whatever its indexes (a sequential scan
or a bitmap costs less than any seek), so the plan is asked with those two paths switched
off: what is left shows whether an index can seek to the cursor (an `Index Cond` holding
the row value) or only walk the index from its end with a `Filter`."""

from collections.abc import Callable

from desktop.models.pages import statements_sent


def sent_statements(engine, call: Callable[[], object]) -> list[tuple[str, object]]:
    """Every (statement, parameters) `call` sends through `engine`, as the driver got them,
    the lists' pages included (`desktop.models.pages`)."""
    with statements_sent(engine) as seen:
        call()
    return [(statement, parameters) for statement, parameters, _many in seen]


def query_plan(
    engine, call: Callable[[], object], table: str, pg_without: tuple[str, ...] = ()
) -> str:
    """The plan of the first statement `call` sends that reads FROM `table`, one line per
    step. `pg_without`: indexes PostgreSQL is asked to plan without (dropped inside the
    transaction of the EXPLAIN, which is rolled back). On a table of a few rows the planner
    ties between the index of the whole list, filtering, and the index of the list asked
    for; with real data the latter wins, and this shows whether it can seek."""
    statement, parameters = next(
        (statement, parameters)
        for statement, parameters in sent_statements(engine, call)
        if f"FROM {table}" in statement
    )
    with engine.connect() as connection:
        if engine.dialect.name == "sqlite":
            rows = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)
            return "\n".join(row[3] for row in rows)
        connection.exec_driver_sql("SET LOCAL enable_seqscan = off")
        connection.exec_driver_sql("SET LOCAL enable_bitmapscan = off")
        for index in pg_without:
            connection.exec_driver_sql(f"DROP INDEX {index}")
        rows = connection.exec_driver_sql(f"EXPLAIN {statement}", parameters)
        return "\n".join(row[0] for row in rows)
