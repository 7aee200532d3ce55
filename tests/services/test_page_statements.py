"""Issue 18 §3: a list's page is read on the driver's cursor (`desktop.models.pages`), with
the statement compiled once. Each page must read exactly what SQLAlchemy's own execution of
the same statement reads: the same rows, each column converted by its type (UUIDs, dates,
booleans, the plates aggregated with a separator SQLAlchemy writes into the SQL), on SQLite
and on PostgreSQL."""

import uuid
from datetime import date

import pytest
from sqlalchemy import bindparam, select

from desktop.models.database import NestedSession
from desktop.models.pages import PageStatement, statements_sent
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
        read = database.read_page(statement, values)
        assert [tuple(row) for row in read] == expected
        assert len(read) == 1
        assert [type(value) for value in read[0]] == [type(value) for value in expected[0]]


def test_the_values_come_back_as_their_types_and_by_name(admin_context, office):
    _operator, bus = office
    statement, values = list(each_list(admin_context, office))[2]
    (row,) = admin_context.database.read_page(statement, values)
    assert isinstance(row.id, uuid.UUID)
    assert isinstance(row.start_on, date) and isinstance(row.issued_on, date)
    assert row.cancelled is False
    assert row.plates == f"1:{bus.plate}"
    assert "administrador" in row[0].split()  # the account's roles, first


def test_a_value_not_given_is_named_and_nothing_is_sent(admin_context, office):
    statement = select(Vehicle.id).where(Vehicle.plate == bindparam("plate"))
    with statements_sent(admin_context.database.engine) as sent:
        with pytest.raises(KeyError, match="plate"):
            admin_context.database.read_page(statement, {})
    assert sent == []


def test_an_expanding_in_is_refused_when_compiled(admin_context):
    statement = select(User.id).where(User.username.in_(bindparam("names", expanding=True)))
    with pytest.raises(ValueError, match="plain values"):
        PageStatement(statement, admin_context.database.engine.dialect)


def test_the_statement_log_shows_the_page_as_the_driver_got_it(admin_context, office):
    _operator, bus = office
    statement = select(Vehicle.plate).where(Vehicle.id == bindparam("id", type_=Vehicle.id.type))
    with statements_sent(admin_context.database.engine) as sent:
        rows = admin_context.database.read_page(statement, {"id": bus.id})
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
            database.read_page(select(User.id), {})
