"""The query planner's statistics, so that the lists and the home page's counts use the
indexes a large office needs (issue 18). Without them SQLite plans on fixed guesses (the
home page's vehicle expiry was planned on `ix_vehicles_status`, which reads every bus in
force), and statistics taken when the office was small mislead it just as much later.

- After the schema is created or upgraded: `ANALYZE`, on SQLite and PostgreSQL
  (`desktop.models.startup`).
- When due, off the GUI thread once the main window is shown (`desktop.app`): on SQLite,
  `ANALYZE` of each table whose size moved to half or double of what its statistics
  recorded, or that has none and holds at least `MIN_ROWS` rows. `max(rowid)` stands for
  the size without reading the table (records are mostly inserted, never deleted).
  PostgreSQL's autovacuum analyses a table once enough of it changed; nothing is due there.

SQLite reads at most `ANALYSIS_LIMIT` rows of each index (`PRAGMA analysis_limit`) of a
table of `EXACT_BELOW` rows or more, so ANALYZE takes milliseconds on millions of licences;
the estimates are as good for choosing an index. Smaller tables are analysed in full: the
estimate of a sampled ANALYZE is off by a third either way, too much for telling whether a
table of a few thousand rows has doubled since.
"""

from sqlalchemy import Connection

from desktop.models.database import Database
from desktop.models.engine import WRITE_OPTION

ANALYSIS_LIMIT = 1000
EXACT_BELOW = 200_000
MIN_ROWS = 1000


def analyze(connection: Connection) -> None:
    """Statistics of every table, on the caller's connection (committed by the caller)."""
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql(f"PRAGMA analysis_limit = {ANALYSIS_LIMIT}")
    connection.exec_driver_sql("ANALYZE")


def tables_due(connection: Connection) -> list[str]:
    """The SQLite tables whose statistics are missing or out of date (see the module)."""
    return list(sizes_due(connection))


def sizes_due(connection: Connection) -> dict[str, int]:
    """`tables_due` with each table's size (its largest rowid)."""
    if connection.dialect.name != "sqlite":
        return {}
    tables = [
        row[0]
        for row in connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    recorded: dict[str, int] = {}
    if connection.exec_driver_sql(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"
    ).first():
        for table, stat in connection.exec_driver_sql("SELECT tbl, stat FROM sqlite_stat1"):
            if stat:
                recorded[table] = max(recorded.get(table, 0), int(stat.split()[0]))
    due: dict[str, int] = {}
    for table in tables:
        rows = connection.exec_driver_sql(f'SELECT max(rowid) FROM "{table}"').scalar() or 0
        known = recorded.get(table)
        if known is None:
            if rows >= MIN_ROWS:
                due[table] = rows
        elif rows >= 2 * known or rows * 2 <= known:
            due[table] = rows
    return due


def refresh_statistics(database: Database) -> list[str]:
    """ANALYZE the tables that are due (SQLite); returns their names."""
    if database.dialect_name != "sqlite":
        return []
    with database.engine.connect() as connection:
        due = sizes_due(connection)
    if not due:
        return []
    with database.engine.execution_options(**{WRITE_OPTION: True}).begin() as connection:
        for table, rows in due.items():
            limit = 0 if rows < EXACT_BELOW else ANALYSIS_LIMIT
            connection.exec_driver_sql(f"PRAGMA analysis_limit = {limit}")
            connection.exec_driver_sql(f'ANALYZE "{table}"')
    return list(due)
