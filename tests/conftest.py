"""Suite-wide settings and fixtures.

Qt runs offscreen, set once before any Qt module is imported. The `database` fixture opens
a fresh database through the real startup path: a SQLite file in tmp_path, or, when
BALCAO_TEST_DATABASE=postgres, a new database on the server at BALCAO_TEST_POSTGRES_URL
(scripts/postgres.sh start prints one), dropped afterwards. Tests that must pass on both
carry @pytest.mark.postgres; scripts/test.sh runs them a second time on PostgreSQL.
"""

import itertools
import os
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The application's log (desktop/logs.py) goes to a temporary folder, never the user's.
os.environ.setdefault("BALCAO_LOG_DIR", tempfile.mkdtemp(prefix="balcao-test-log-"))

import pytest  # noqa: E402
import sqlalchemy  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from desktop.models.database import Database  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.context import Actor, ServiceContext  # noqa: E402
from desktop.services.office.setup import AdministratorSetup, Closure, OfficeSetup, set_up_office  # noqa: E402
from desktop.services.office.users import NewUser, create_user  # noqa: E402

TEST_PASSWORD = "senha-de-teste-1"


def database_mode() -> str:
    mode = os.environ.get("BALCAO_TEST_DATABASE", "sqlite")
    if mode not in ("sqlite", "postgres"):
        pytest.fail(f"BALCAO_TEST_DATABASE={mode!r}: use sqlite or postgres", pytrace=False)
    return mode


def postgres_server_url() -> str:
    url = os.environ.get("BALCAO_TEST_POSTGRES_URL")
    if not url:
        pytest.fail(
            "BALCAO_TEST_DATABASE=postgres but BALCAO_TEST_POSTGRES_URL is not set: "
            "start a server with `scripts/postgres.sh start` and export the URL it prints",
            pytrace=False,
        )
    return url


def drop_test_database(admin: sqlalchemy.Engine, name: str) -> None:
    """A plain DROP DATABASE waits for and stops an autovacuum worker in that database, which
    WITH (FORCE) may not do for a non-superuser ("must be a member of the role whose process
    is being terminated"); FORCE is only for a connection of ours a test left open."""
    with admin.connect() as connection:
        try:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"')
        except sqlalchemy.exc.OperationalError:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def database_url(tmp_path) -> Iterator[str]:
    if database_mode() == "sqlite":
        yield f"sqlite:///{tmp_path / 'balcao.sqlite3'}"
        return
    server = make_url(postgres_server_url())
    name = f"balcao_test_{uuid.uuid4().hex[:16]}"
    admin = sqlalchemy.create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield server.set(database=name).render_as_string(hide_password=False)
        drop_test_database(admin, name)
    finally:
        admin.dispose()


@pytest.fixture
def database(database_url) -> Iterator[Database]:
    opened = open_database(database_url)
    yield opened
    opened.dispose()


def sample_office_setup() -> OfficeSetup:
    return OfficeSetup(
        name="Agência Goiana de Regulação — Regional Goiânia",
        code="GYN",
        jurisdiction="GO",
        street="Avenida Goiás",
        number="305",
        district="Setor Central",
        municipality="Goiânia",
        uf="GO",
        cep="74005-010",
        closures=(Closure(date(2026, 10, 24), "Aniversário de Goiânia"),),
    )


@pytest.fixture
def admin_context(database, tmp_path) -> ServiceContext:
    return set_up_office(
        database,
        sample_office_setup(),
        AdministratorSetup("admin", "Administradora do Escritório", TEST_PASSWORD),
        key_dir=tmp_path / "keys",
    )


@pytest.fixture
def context_for(admin_context) -> Callable[..., ServiceContext]:
    """`context_for("atendente")`: a new user with those roles, and its context."""
    numbers = itertools.count(1)

    def make(*roles: str) -> ServiceContext:
        username = f"{'-'.join(sorted(roles))}{next(numbers)}"
        info = create_user(
            admin_context,
            NewUser(username, f"Usuária {username}", TEST_PASSWORD, frozenset(roles)),
        )
        actor = Actor(info.id, info.username, info.display_name, info.roles)
        return ServiceContext(admin_context.database, actor, admin_context.office)

    return make


@pytest.fixture
def file_with_a_damaged_table_page(tmp_path) -> Path:
    """A Balcão SQLite file at head whose last page (a page of rows written after creation,
    far from the schema and the revision) is overwritten: only a full check reads it."""
    path = tmp_path / "balcao.sqlite3"
    open_database(f"sqlite:///{path}").dispose()
    connection = sqlite3.connect(path)
    try:
        connection.executemany(
            "INSERT INTO document_counters (id, office_code, kind, year, last_number) "
            "VALUES (?, 'GYN', ?, 2026, 1)",
            [(uuid.uuid4().bytes, f"tipo-{index}") for index in range(3000)],
        )
        connection.commit()
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.execute("PRAGMA journal_mode = DELETE")
    finally:
        connection.close()
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    data[-page_size + 8 : -page_size + 72] = b"\xa5" * 64
    path.write_bytes(bytes(data))
    return path
