"""Issue 18 §3: a list's page is read on the driver's cursor (`desktop.models.pages`), with
the statement compiled once. Each page must read exactly what SQLAlchemy's own execution of
the same statement reads: the same rows, each column converted by its type (UUIDs, dates,
booleans, the plates aggregated with a separator SQLAlchemy writes into the SQL), on SQLite
and on PostgreSQL."""

import dataclasses
import re
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from typing import IO

import psycopg
import pytest
from sqlalchemy import bindparam, event, select

from desktop.models.database import NestedSession
from desktop.models.pages import PageStatement, statements_sent, uuid_from_text
from desktop.models.users import User
from desktop.models.vehicles import Vehicle
from desktop.services.lines import records as line_records
from desktop.services.search import licences, notices, operators, vehicles
from tests.factories.lists import one_of_each_list

pytestmark = pytest.mark.postgres


@pytest.fixture
def office(admin_context, keys, tmp_path):
    return one_of_each_list(admin_context, keys, tmp_path)


def each_list(ctx, office):
    """The statement of each list's first page and the values it is given."""
    operator, bus = office
    actor = {"actor_id": ctx.actor.user_id}
    shape, values = operators._shape(operator.legal_name)
    yield operators._statement(shape, False, 50), actor | values
    kind, values = vehicles._shape(bus.plate)
    yield vehicles._statement(kind, False, False, 50), actor | values
    yield (
        licences._statement(True, False, False, False, False, 50),
        actor | {"vehicle_id": bus.id},
    )
    shape, values = notices._shape(notices.NoticeFilter(operator=operator.legal_name))
    yield notices._statement(shape, False, 50), actor | values
    yield line_records._line_page(True, False, 50), actor | {"text_like": "%go-0101%"}


def test_each_list_reads_what_sqlalchemy_reads_column_by_column(admin_context, office):
    database = admin_context.database
    for statement, values in each_list(admin_context, office):
        with database.read() as session:
            expected = [tuple(row) for row in session.execute(statement, values)]
        with database.reading_pages() as page:
            read = page(statement, values)
        assert [tuple(row) for row in read] == expected
        assert len(read) == 1
        assert [type(value) for value in read[0]] == [type(value) for value in expected[0]]


KEY = uuid.UUID("6f1c1d8e-0b3a-4c7d-9e21-53a0f4b8c2d1")


@pytest.mark.parametrize(
    "text",
    [
        KEY.hex,  # as SQLAlchemy stores a UUID on SQLite
        KEY.hex.upper(),
        "00000000000000000000000000000000",
        str(KEY),
        "{" + str(KEY) + "}",
        f"urn:uuid:{KEY}",
    ],
)
def test_a_uuid_kept_as_text_reads_as_uuid_uuid_reads_it(text):
    # The page reads a UUID column without uuid.UUID's parsing of every spelling, but must
    # make the very object it makes.
    made, expected = uuid_from_text(text), uuid.UUID(text)
    assert type(made) is uuid.UUID
    assert made == expected and made.int == expected.int and hash(made) == hash(expected)
    assert str(made) == str(expected) and made.is_safe is expected.is_safe


@pytest.mark.parametrize(
    "text",
    ["-" + KEY.hex[1:], "z" * 32, "{" + KEY.hex[:30] + "}", KEY.hex[:31], KEY.hex + "0"],
)
def test_text_that_is_not_a_uuid_is_refused_as_uuid_uuid_refuses_it(text):
    with pytest.raises(ValueError):
        uuid.UUID(text)
    with pytest.raises(ValueError):
        uuid_from_text(text)


def test_an_empty_uuid_reads_as_none():
    assert uuid_from_text(None) is None


def test_the_values_come_back_as_their_types_and_by_name(admin_context, office):
    _operator, bus = office
    statement, values = list(each_list(admin_context, office))[2]
    with admin_context.database.reading_pages() as read:
        (row,) = read(statement, values)
    assert isinstance(row.id, uuid.UUID)
    assert isinstance(row.start_on, date) and isinstance(row.issued_on, date)
    assert row.cancelled is False
    assert row.plates == f"1:{bus.plate}"
    assert "administrador" in row[0].split()  # the account's roles, first


def test_a_value_not_given_is_named_and_nothing_is_sent(admin_context, office):
    statement = select(Vehicle.id).where(Vehicle.plate == bindparam("plate"))
    with statements_sent(admin_context.database.engine) as sent:
        with pytest.raises(KeyError, match="plate"):
            with admin_context.database.reading_pages() as read:
                read(statement, {})
    assert sent == []


def test_an_expanding_in_is_refused_when_compiled(admin_context):
    statement = select(User.id).where(User.username.in_(bindparam("names", expanding=True)))
    with pytest.raises(ValueError, match="plain values"):
        PageStatement(statement, admin_context.database.engine.dialect)


def test_a_fixed_list_of_an_in_is_expanded_once_and_reads_what_sqlalchemy_reads(
    admin_context, context_for
):
    # The RR penalties beside the operator list keep to the four kinds of Lei RR 664/2008,
    # arts. 84-88, a fixed list; the page's values still come with each page.
    clerk = context_for("atendente")
    names = ("admin", clerk.actor.username, "nobody")
    statement = (
        select(User.username)
        .where(User.username.in_(names), User.active == bindparam("on"))
        .order_by(User.username)
    )
    page = PageStatement(statement, admin_context.database.engine.dialect)
    assert "nobody" not in page.sql  # a parameter for each value, not the values
    with admin_context.database.read() as session:
        expected = [tuple(row) for row in session.execute(statement, {"on": True})]
    with admin_context.database.reading_pages() as read:
        found = [tuple(row) for row in read(statement, {"on": True})]
    assert found == expected and len(found) == 2
    with admin_context.database.reading_pages() as read:
        assert read(statement, {"on": False}) == []


def test_the_statement_log_shows_the_page_as_the_driver_got_it(admin_context, office):
    _operator, bus = office
    statement = select(Vehicle.plate).where(Vehicle.id == bindparam("id", type_=Vehicle.id.type))
    with statements_sent(admin_context.database.engine) as sent:
        with admin_context.database.reading_pages() as read:
            rows = read(statement, {"id": bus.id})
    assert [row.plate for row in rows] == [bus.plate]
    ((sql, parameters, many),) = sent
    assert sql.startswith("SELECT vehicles.plate") and many is False
    # SQLite is sent the UUID as its 32 hex digits (the column's type); psycopg the UUID.
    expected = bus.id.hex if admin_context.database.dialect_name == "sqlite" else bus.id
    assert list(parameters.values() if isinstance(parameters, dict) else parameters) == [expected]


def test_a_page_is_refused_inside_a_write_transaction(admin_context):
    database = admin_context.database
    with database.write():
        with pytest.raises(NestedSession):
            with database.reading_pages():
                pass


# One message of libpq's trace: direction, length, type, then its fields (over several
# lines when a query has them).
LIBPQ_MESSAGE = re.compile(r"^([FB])\t\d+\t(\w+)(.*?)(?=^[FB]\t\d+\t|\Z)", re.M | re.S)


def queries_sent(trace: str) -> list[str]:
    """The SQL of each Query and Parse message the client sent, but the pool's `;`."""
    queries = []
    for direction, kind, fields in LIBPQ_MESSAGE.findall(trace):
        if direction != "F" or kind not in ("Query", "Parse"):
            continue
        text = fields.strip()
        if kind == "Parse":  # the statement's name (""), then the query and its types
            text = text.split(" ", 1)[1].rsplit('"', 1)[0] + '"'
        query = text[1:-1]
        if query != ";":
            queries.append(query)
    return queries


@contextmanager
def reaching_the_database(database) -> Iterator[list[str]]:
    """What the database runs for the block: sqlite3's trace of each statement, or the
    queries libpq sends the PostgreSQL server (its Query and Parse messages), without the
    pool's liveness check (`;`). The database's connections are closed first, so every one
    the block uses is opened in it, and traced from its start."""
    seen: list[str] = []
    traces: list[tuple[object, IO[str] | None]] = []

    def opened(dbapi_connection, _record) -> None:
        if database.dialect_name == "sqlite":
            dbapi_connection.set_trace_callback(seen.append)
            traces.append((dbapi_connection, None))
            return
        file = tempfile.TemporaryFile("w+")  # open until the trace ends: libpq writes to it
        dbapi_connection.pgconn.trace(file.fileno())
        dbapi_connection.pgconn.set_trace_flags(
            psycopg.pq.Trace.SUPPRESS_TIMESTAMPS | psycopg.pq.Trace.REGRESS_MODE
        )
        traces.append((dbapi_connection, file))

    database.dispose()
    event.listen(database.engine, "connect", opened)
    try:
        yield seen
    finally:
        event.remove(database.engine, "connect", opened)
        for dbapi_connection, file in traces:
            if file is None:
                dbapi_connection.set_trace_callback(None)
                continue
            dbapi_connection.pgconn.untrace()
            file.seek(0)
            seen.extend(queries_sent(file.read()))
            file.close()


def test_a_page_opens_no_transaction_on_either_database(admin_context, context_for, office):
    # PostgreSQL put each page in a transaction of its own (BEGIN, the page, ROLLBACK): three
    # round trips to the office server for one; SQLite's connections never had one.
    operator, _bus = office
    clerk = context_for("atendente")
    with reaching_the_database(clerk.database) as seen:
        assert len(operators.search_operators(clerk, operator.legal_name).rows) == 1
    assert [statement.split()[:3] for statement in seen] == [["SELECT", "(SELECT", "users.roles"]]
    with reaching_the_database(clerk.database) as seen:
        assert operators.search_operators(clerk, "zzz").rows == ()
    assert [statement.split()[:3] for statement in seen] == [
        ["SELECT", "(SELECT", "users.roles"],
        ["SELECT", "users.active,", "users.roles"],
    ]


def test_a_roraima_page_reads_its_penalties_in_a_second_statement_without_a_transaction(
    admin_context, context_for, office
):
    # Lei RR 664/2008, arts. 84-88: the status of each operator shows the penalty in force,
    # read by a statement that picks the page's operators itself (no list of CNPJs sent).
    operator, _bus = office
    clerk = context_for("atendente")
    roraima = dataclasses.replace(
        clerk, office=dataclasses.replace(clerk.office, jurisdiction="RR")
    )
    with reaching_the_database(roraima.database) as seen:
        assert len(operators.search_operators(roraima, operator.legal_name).rows) == 1
    assert [statement.split()[:3] for statement in seen] == [
        ["SELECT", "(SELECT", "users.roles"],
        ["SELECT", "operator_sanctions.cnpj,", "operator_sanctions.kind,"],
    ]
    assert operator.cnpj not in seen[1]
