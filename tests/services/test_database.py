"""The engine and Database sessions: SQLite pragmas on every connection, BEGIN IMMEDIATE
for writes, one transaction per write, and the shared column types."""

import uuid
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal

import pytest
from sqlalchemy import event, select, text

from desktop.models.database import Database
from desktop.models.engine import create_engine, resolve_database_url, sqlite_file
from desktop.models.errors import DatabaseBusy
from desktop.models.numbering import DocumentCounter
from desktop.models.rule_values import RuleValueUpdate
from desktop.models.users import User


def pragmas(connection) -> tuple:
    return tuple(
        connection.exec_driver_sql(f"PRAGMA {name}").scalar()
        for name in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous")
    )


def test_pragmas_are_set_on_every_sqlite_connection(database):
    expected = ("wal", 1, 10_000, 2)  # synchronous 2 = FULL
    with database.engine.connect() as first, database.engine.connect() as second:
        assert pragmas(first) == expected
        assert pragmas(second) == expected
    database.engine.dispose()
    with database.engine.connect() as fresh:
        assert pragmas(fresh) == expected
    with database.write() as session:
        assert pragmas(session.connection()) == expected


def test_foreign_keys_are_enforced(database):
    with pytest.raises(Exception, match="FOREIGN KEY"):
        with database.write() as session:
            session.add(
                RuleValueUpdate(
                    jurisdiction="GO",
                    name="multa_leve",
                    effective_from=datetime(2027, 1, 1).date(),
                    value=Decimal("10.00"),
                    source="teste",
                    created_by_id=uuid.uuid4(),
                )
            )


def captured_begins(database: Database) -> list[str]:
    statements: list[str] = []

    @event.listens_for(database.engine, "before_cursor_execute")
    def capture(conn, cursor, statement, parameters, context, executemany) -> None:
        if statement.startswith("BEGIN"):
            statements.append(statement)

    return statements


def test_writes_begin_immediate_and_reads_begin_deferred(database):
    begins = captured_begins(database)
    with database.read() as session:
        session.execute(select(User.id)).all()
    with database.write() as session:
        session.execute(select(User.id)).all()
    assert begins == ["BEGIN", "BEGIN IMMEDIATE"]


def test_second_writer_is_refused_at_begin_while_first_holds_the_lock(database):
    url = database.engine.url.render_as_string(hide_password=False)
    impatient = Database(create_engine(url, busy_timeout_ms=0))
    try:
        with database.write() as first:
            first.execute(select(User.id)).all()  # a read only: the lock is already held
            with pytest.raises(DatabaseBusy, match="ocupado por outra estação") as busy:
                with impatient.write() as second:
                    second.execute(text("SELECT 1"))
            assert "Nada foi gravado" in busy.value.message
            with impatient.read() as reader:  # WAL: readers are not blocked
                assert reader.execute(select(DocumentCounter)).all() == []
            first.add(DocumentCounter(office_code="GYN", kind="crc", year=2026, last_number=1))
        with impatient.write() as second:
            second.add(DocumentCounter(office_code="GYN", kind="crc", year=2027, last_number=1))
        with database.read() as session:
            assert sorted(session.scalars(select(DocumentCounter.year))) == [2026, 2027]
    finally:
        impatient.dispose()


@pytest.mark.postgres
def test_write_rolls_back_everything_when_the_block_raises(database):
    with pytest.raises(RuntimeError):
        with database.write() as session:
            session.add(DocumentCounter(office_code="GYN", kind="crc", year=2026, last_number=7))
            session.flush()
            raise RuntimeError("falha no meio")
    with database.read() as session:
        assert session.scalars(select(DocumentCounter)).all() == []


@pytest.mark.postgres
def test_instants_are_stored_in_utc_and_come_back_aware(database):
    brasilia = timezone(timedelta(hours=-3))
    local = datetime(2026, 3, 10, 21, 30, tzinfo=brasilia)
    user_id = uuid.uuid4()
    with database.write() as session:
        session.add(
            User(
                id=user_id,
                username="relogio",
                display_name="Relógio",
                password_hash="x",
                roles="fiscal",
                active=True,
                failed_attempts=0,
                locked_until=local,
                created_at=local,
                created_by_id=user_id,
            )
        )
    with database.read() as session:
        stored = session.get(User, user_id)
        assert stored.locked_until == local
        assert stored.locked_until.tzinfo == UTC
        assert stored.locked_until.hour == 0 and stored.locked_until.day == 11
    with pytest.raises(Exception, match="timezone-aware"):
        with database.write() as session:
            session.get(User, user_id).locked_until = datetime(2026, 3, 10, 21, 30)


@pytest.mark.postgres
def test_rule_values_are_decimal_to_the_millionth_and_refuse_float(admin_context):
    """Money of two decimals and the tariff coefficient of six (Decreto 8.444/2015, art. 11
    §4º) share the column: read back exactly, a seventh decimal rounded half-up."""
    database = admin_context.database
    with database.write() as session:
        for name, value in (("multa_leve", "123456789.35"), ("multa_media", "0.1876545")):
            session.add(
                RuleValueUpdate(
                    jurisdiction="GO",
                    name=name,
                    effective_from=datetime(2027, 1, 1).date(),
                    value=Decimal(value),
                    source="IGP-DI",
                    created_by_id=admin_context.actor.user_id,
                )
            )
    with database.read() as session:
        values = dict(
            session.execute(
                select(RuleValueUpdate.name, RuleValueUpdate.value).where(
                    RuleValueUpdate.name.startswith("multa")
                )
            ).all()
        )
    assert values == {"multa_leve": Decimal("123456789.35"), "multa_media": Decimal("0.187655")}
    assert all(isinstance(value, Decimal) for value in values.values())
    assert str(values["multa_leve"]) == "123456789.35"
    with pytest.raises(Exception, match="rule value must be Decimal"):
        with database.write() as session:
            session.scalars(
                select(RuleValueUpdate).where(RuleValueUpdate.name == "multa_leve")
            ).one().value = 10.5


def test_database_url_comes_from_option_then_environment_then_data_folder(monkeypatch):
    monkeypatch.setenv("BALCAO_DATABASE_URL", "sqlite:////srv/balcao/escritorio.sqlite3")
    assert resolve_database_url("sqlite:////tmp/x.sqlite3") == "sqlite:////tmp/x.sqlite3"
    assert resolve_database_url(None) == "sqlite:////srv/balcao/escritorio.sqlite3"
    monkeypatch.delenv("BALCAO_DATABASE_URL")
    default = sqlite_file(resolve_database_url(None))
    assert default.name == "balcao.sqlite3" and default.parent.name.lower() == "balcao"
    assert sqlite_file("postgresql+psycopg://u@h/db") is None
