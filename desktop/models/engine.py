"""Engine factory: the database URL the user chose, or a SQLite file in the data folder.

SQLite settings are applied on every new DBAPI connection. Python 3.11's sqlite3 has no
`autocommit` attribute and its implicit transactions get in the way, so the driver is put
in autocommit mode (`isolation_level = None`) and the BEGIN is emitted here: deferred for
reads, IMMEDIATE for `Database.write()` (SQLAlchemy docs, "Serializable isolation /
Savepoints / Transactional DDL" for pysqlite). A list's pages are read on connections of
their own, without SQLAlchemy's execution and without a BEGIN (`Database.reading_pages`).
"""

from pathlib import Path

import sqlalchemy
from sqlalchemy import Engine, event
from sqlalchemy.engine import URL, make_url

from desktop.data_folder import database_named, default_database_file

DEFAULT_BUSY_TIMEOUT_MS = 10_000
# The BEGIN IMMEDIATE of `Database.write()` on SQLite (`create_engine`).
WRITE_OPTION = "balcao_write"


def default_database_url() -> str:
    return URL.create("sqlite+pysqlite", database=str(default_database_file())).render_as_string()


def resolve_database_url(explicit: str | None = None) -> str:
    """`--database URL`, else BALCAO_DATABASE_URL, else the SQLite file in the data folder."""
    return database_named(explicit) or default_database_url()


def sqlite_file(url: str | URL) -> Path | None:
    """The file of a SQLite URL, or None for other databases and in-memory SQLite."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    if not parsed.database or parsed.database == ":memory:":
        return None
    return Path(parsed.database)


def create_engine(
    url: str,
    busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    enforce_foreign_keys: bool = True,
) -> Engine:
    """`enforce_foreign_keys=False` only for migrations, which rebuild SQLite tables."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        return _sqlite_engine(parsed, busy_timeout_ms, enforce_foreign_keys)
    if backend == "postgresql":
        if parsed.get_driver_name() != "psycopg":
            parsed = parsed.set(drivername="postgresql+psycopg")
        return sqlalchemy.create_engine(parsed, pool_pre_ping=True)
    raise ValueError(f"unsupported database backend {backend!r}")


def _sqlite_engine(url: URL, busy_timeout_ms: int, enforce_foreign_keys: bool) -> Engine:
    engine = sqlalchemy.create_engine(url, connect_args={"timeout": busy_timeout_ms / 1000})

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection, _record) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute(f"PRAGMA foreign_keys = {'ON' if enforce_foreign_keys else 'OFF'}")
            cursor.execute("PRAGMA synchronous = FULL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection) -> None:
        writing = connection.get_execution_options().get(WRITE_OPTION)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writing else "BEGIN")

    return engine
