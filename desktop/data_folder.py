"""Where Balcão keeps its data on the workstation, without the database library: the log
is opened and the first start recognised before SQLAlchemy is imported (issue 18 §2: the
login is on screen while the office's database opens), a PostgreSQL server asked through
its driver alone."""

import os
from contextlib import closing
from pathlib import Path

import platformdirs

APP_NAME = "Balcao"
DATABASE_FILE_NAME = "balcao.sqlite3"
URL_ENVIRONMENT_VARIABLE = "BALCAO_DATABASE_URL"
# How long the start waits for a PostgreSQL server to say whether it holds an office before
# showing the login (libpq's least connect_timeout).
SERVER_ANSWER_SECONDS = 2


def data_folder() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_database_file() -> Path:
    return data_folder() / DATABASE_FILE_NAME


def database_named(explicit: str | None) -> str | None:
    """`--database URL`, else BALCAO_DATABASE_URL; None: the file in the data folder."""
    return explicit or os.environ.get(URL_ENVIRONMENT_VARIABLE) or None


def first_start(explicit: str | None) -> bool:
    """This start creates the office: no database named and none in the data folder yet,
    or the SQLite file or PostgreSQL database named holds no office (the wizard comes first,
    with no login shown and closed before it)."""
    named = database_named(explicit)
    if named is None:
        return not default_database_file().exists()
    return _sqlite_without_office(named) or _server_without_office(named)


def _sqlite_without_office(url: str) -> bool:
    """A local SQLite file (network shares are refused) read without the database library,
    in milliseconds: whether it is a database with no office yet. Anything else (a server,
    a missing or unreadable file) is for the start to find out as it opens it."""
    import sqlite3

    scheme, separator, rest = url.partition(":///")
    if not separator or scheme not in ("sqlite", "sqlite+pysqlite"):
        return False
    path = Path(rest.partition("?")[0])
    if not path.is_file() or path.stat().st_size == 0:
        return False
    try:
        with closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as connection:
            return connection.execute("SELECT 1 FROM office LIMIT 1").fetchone() is None
    except sqlite3.OperationalError as error:
        # Created and not migrated yet: opening it makes the tables, with no office.
        return "no such table" in str(error)
    except sqlite3.Error:
        return False


def _server_without_office(url: str) -> bool:
    """A PostgreSQL database asked through its driver alone (psycopg, not the database
    library): whether it holds no office yet, empty or migrated. A server that does not
    answer within SERVER_ANSWER_SECONDS, or refuses, is for the start to find out as it
    opens the database, behind the login."""
    scheme, separator, rest = url.partition("://")
    if not separator or scheme.partition("+")[0] not in ("postgresql", "postgres"):
        return False
    import psycopg

    try:
        with psycopg.connect(f"postgresql://{rest}", connect_timeout=SERVER_ANSWER_SECONDS) as db:
            return db.execute("SELECT 1 FROM office LIMIT 1").fetchone() is None
    except psycopg.errors.UndefinedTable:
        # Empty: opening it makes the tables, with no office.
        return True
    except psycopg.Error:
        return False
