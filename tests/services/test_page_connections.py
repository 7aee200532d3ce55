"""Issue 18 §3 and §6: a list's pages are read on connections of the Database's own, not
checked out of SQLAlchemy's pool for each page (`desktop.models.page_connections`), on a
SQLite file and on PostgreSQL. One connection serves page after page, in the driver's
no-transaction mode; two pages read at once have one each; a page whose connection was lost
(the server restarted) is read again on a new one, and the idle ones, lost with it, are
closed; a connection whose page failed otherwise is closed and not used again; `dispose`
closes the idle ones. An in-memory database, which exists only on its one connection, is
read through the pool."""

import sqlite3
import threading

import psycopg
import pytest
from sqlalchemy import bindparam, column, event, func, select, table, text
from sqlalchemy.exc import DBAPIError

from desktop.models.database import Database
from desktop.models.engine import create_engine
from desktop.models.numbering import DocumentCounter
from desktop.models.users import User

pytestmark = pytest.mark.postgres

COUNT_USERS = select(func.count(User.id))


@pytest.fixture
def opened(admin_context):
    """The driver connections the engine opens from now on (its connections closed
    first)."""
    database = admin_context.database
    database.dispose()
    connections: list = []

    def record(dbapi_connection, _record) -> None:
        connections.append(dbapi_connection)

    event.listen(database.engine, "connect", record)
    yield connections
    event.remove(database.engine, "connect", record)


def is_closed(connection) -> bool:
    if isinstance(connection, psycopg.Connection):
        return connection.closed
    try:
        connection.execute("SELECT 1")
    except sqlite3.ProgrammingError:
        return True
    return False


def without_transactions(connection) -> bool:
    """The driver opens no transaction of its own: psycopg in autocommit; sqlite3 with no
    isolation level (the BEGIN is Balcão's, `engine.py`)."""
    if isinstance(connection, psycopg.Connection):
        return connection.autocommit
    return connection.isolation_level is None


def test_one_connection_reads_page_after_page(admin_context, opened):
    database = admin_context.database
    for _ in range(5):
        with database.reading_pages() as read:
            assert read(COUNT_USERS, {}) == [(1,)]
    assert len(opened) == 1
    assert without_transactions(opened[0])


def test_each_page_of_a_block_sees_the_latest_commit(admin_context, opened):
    # No transaction around a block: a page read after another workstation committed shows
    # its rows, on the block's same connection (in a transaction it would still read the
    # database as the block's first page found it).
    database = admin_context.database
    counters = select(func.count()).select_from(DocumentCounter)
    other = Database(create_engine(database.engine.url.render_as_string(hide_password=False)))
    try:
        with database.reading_pages() as read:
            before = read(counters, {})[0][0]
            with other.write() as session:
                session.add(
                    DocumentCounter(office_code="GYN", kind="crc", year=2026, last_number=1)
                )
            assert read(counters, {})[0][0] == before + 1
    finally:
        other.dispose()
    assert len(opened) == 1


def test_the_pool_never_gets_a_connection_in_autocommit(admin_context, opened):
    # A use case's session on a connection left in autocommit would commit its statements
    # one by one, nothing rolled back when it fails.
    database = admin_context.database
    with database.reading_pages() as read:
        read(COUNT_USERS, {})
    with database.read() as session:
        used = session.connection().connection.dbapi_connection
        assert used is not opened[0]
        if isinstance(used, psycopg.Connection):
            assert used.autocommit is False


def test_pages_read_at_once_have_a_connection_each(admin_context, opened):
    database = admin_context.database
    both_open = threading.Barrier(2, timeout=10)
    counted: list[object] = []

    def read_a_page() -> None:
        with database.reading_pages() as read:
            both_open.wait()
            counted.append(read(COUNT_USERS, {}))

    other = threading.Thread(target=read_a_page)
    other.start()
    read_a_page()
    other.join()
    assert counted == [[(1,)], [(1,)]]
    assert len(opened) == 2
    # Both wait, idle, for the next pages: none is opened for them.
    with database.reading_pages() as first, database.reading_pages() as second:
        assert first(COUNT_USERS, {}) == second(COUNT_USERS, {}) == [(1,)]
    assert len(opened) == 2


def lose(database, connections) -> None:
    """What a server restart does to the connections: gone under the application."""
    if database.dialect_name == "sqlite":
        for connection in connections:
            connection.close()
        return
    with database.read() as session:
        for connection in connections:
            ended = session.execute(
                text("SELECT pg_terminate_backend(:pid, 10000)"),
                {"pid": connection.info.backend_pid},
            ).scalar()
            assert ended is True


def test_a_page_whose_connection_was_lost_is_read_on_a_new_one(admin_context, opened):
    database = admin_context.database
    with database.reading_pages() as first, database.reading_pages() as second:
        first(COUNT_USERS, {})
        second(COUNT_USERS, {})
    lost = list(opened)
    lose(database, lost)
    with database.reading_pages() as read:
        assert read(COUNT_USERS, {}) == [(1,)]
    assert all(is_closed(connection) for connection in lost)
    # The page's new connection: on PostgreSQL the one `lose` read through, which the
    # pool had made and the pages then took from it.
    (new,) = opened[len(lost) :]
    assert not is_closed(new) and without_transactions(new)


def test_a_connection_whose_page_failed_is_closed_and_not_used_again(admin_context, opened):
    database = admin_context.database
    missing = select(column("x")).select_from(table("no_such_table"))
    with pytest.raises(DBAPIError, match="no_such_table"):
        with database.reading_pages() as read:
            read(missing, {})
    (failed,) = opened
    assert is_closed(failed)
    with database.reading_pages() as read:
        assert read(COUNT_USERS, {}) == [(1,)]
    assert len(opened) == 2 and not is_closed(opened[1])


def test_a_page_refused_before_the_driver_keeps_its_connection(admin_context, opened):
    # A value not given is named before anything reaches the database (`PageStatement`).
    database = admin_context.database
    with pytest.raises(KeyError):
        with database.reading_pages() as read:
            read(select(User.id).where(User.username == bindparam("name")), {})
    with database.reading_pages() as read:
        assert read(COUNT_USERS, {}) == [(1,)]
    assert len(opened) == 1 and not is_closed(opened[0])


def test_dispose_closes_the_idle_connections_and_later_pages_open_a_new_one(admin_context, opened):
    database = admin_context.database
    with database.reading_pages() as read:
        read(COUNT_USERS, {})
    database.dispose()
    assert is_closed(opened[0])
    with database.reading_pages() as read:
        assert read(COUNT_USERS, {}) == [(1,)]
    assert len(opened) == 2


def test_an_in_memory_database_is_read_on_its_one_connection():
    database = Database(create_engine("sqlite://"))
    with database.engine.begin() as connection:
        connection.execute(text("CREATE TABLE kept (x INTEGER)"))
        connection.execute(text("INSERT INTO kept VALUES (7)"))
    kept = select(column("x")).select_from(table("kept"))
    with database.reading_pages() as read:
        assert read(kept, {}) == [(7,)]
    database.dispose()
