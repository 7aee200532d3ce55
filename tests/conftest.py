"""Suite-wide settings and fixtures.

Qt runs offscreen, set once before any Qt module is imported.

Databases: the schema is built once per session (once per pytest-xdist worker) by the real
migration, and each test gets a copy of it: `database_url` is a copy of the migrated SQLite
file in tmp_path, or, when BALCAO_TEST_DATABASE=postgres, a database on the server at
BALCAO_TEST_POSTGRES_URL (scripts/postgres.sh start prints one) created from the migrated
template database (CREATE DATABASE ... TEMPLATE) and dropped afterwards. `empty_database_url`
is a database with nothing in it, for the tests of creating and refusing databases. Tests
that must pass on both carry @pytest.mark.postgres; scripts/test.sh runs them a second time
on PostgreSQL.

Passwords are hashed with argon2id at its cheapest in tests (the production parameters cost
tens of milliseconds per hash, and the suite hashes thousands of times);
`tests/services/test_users.py` checks the production ones.
"""

import atexit
import itertools
import os
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The application's log (desktop/logs.py) goes to a temporary folder, never the user's: one
# per run, made by the first process (xdist's workers inherit it) and removed when it ends.
if "BALCAO_LOG_DIR" not in os.environ:
    os.environ["BALCAO_LOG_DIR"] = tempfile.mkdtemp(prefix="balcao-test-log-")
    atexit.register(shutil.rmtree, os.environ["BALCAO_LOG_DIR"], ignore_errors=True)

import pytest  # noqa: E402
import sqlalchemy  # noqa: E402
from argon2 import PasswordHasher  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from desktop.documents.keys import OfficeSigner, create_office_key, load_office_signer  # noqa: E402
from desktop.models.database import Database  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.context import Actor, ServiceContext  # noqa: E402
from desktop.services.office import users  # noqa: E402
from desktop.services.office.setup import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.office.setup_records import Closure
from desktop.services.office.users import NewUser, create_user  # noqa: E402
from tests.factories.outorga import register_go_coefficient  # noqa: E402
from tests.factories.roraima import in_roraima  # noqa: E402

TEST_PASSWORD = "senha-de-teste-1"
# argon2id with the least work the library accepts: one pass over 8 KiB, one lane.
CHEAP_PASSWORD_HASHER = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)


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


def unique_database_name(purpose: str) -> str:
    """A PostgreSQL database name no other test, worker or concurrent run uses."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    return f"balcao_test_{purpose}_{worker}_{uuid.uuid4().hex[:12]}"


@contextmanager
def postgres_database(purpose: str, template: str | None = None) -> Iterator[str]:
    """A new database on the test server (a copy of `template` when given), dropped after."""
    server = make_url(postgres_server_url())
    name = unique_database_name(purpose)
    admin = sqlalchemy.create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            copy_of = f' TEMPLATE "{template}"' if template else ""
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"{copy_of}')
        yield server.set(database=name).render_as_string(hide_password=False)
        drop_test_database(admin, name)
    finally:
        admin.dispose()


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory) -> Iterator[str]:
    """The schema at head, built once per session (per xdist worker) through the real startup
    path: the path of a SQLite file, or the name of a PostgreSQL database, to copy per test."""
    if database_mode() == "sqlite":
        path = tmp_path_factory.mktemp("schema") / "balcao.sqlite3"
        open_database(f"sqlite:///{path}").dispose()
        connection = sqlite3.connect(path)
        try:
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            connection.close()
        yield str(path)
        return
    with postgres_database("template") as url:
        open_database(url).dispose()
        yield make_url(url).database


@pytest.fixture
def database_url(tmp_path, migrated_template) -> Iterator[str]:
    """This test's database, already at head: a copy of the session's migrated template."""
    if database_mode() == "sqlite":
        path = tmp_path / "balcao.sqlite3"
        shutil.copyfile(migrated_template, path)
        yield f"sqlite:///{path}"
        return
    with postgres_database("db", template=migrated_template) as url:
        yield url


@pytest.fixture
def empty_database_url(tmp_path) -> Iterator[str]:
    """A database with nothing in it (no file yet, on SQLite)."""
    if database_mode() == "sqlite":
        yield f"sqlite:///{tmp_path / 'vazio.sqlite3'}"
        return
    with postgres_database("empty") as url:
        yield url


@pytest.fixture
def database(database_url) -> Iterator[Database]:
    opened = open_database(database_url)
    yield opened
    opened.dispose()


@pytest.fixture(scope="session", autouse=True)
def cheap_password_hashing() -> Iterator[PasswordHasher]:
    """argon2id at its cheapest for the whole session: the production parameters take tens of
    milliseconds per hash, and a test creates users and logs in many times. Yields the production
    hasher it replaced, for the test that checks the production parameters."""
    production = users.PASSWORD_HASHER
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(users, "PASSWORD_HASHER", CHEAP_PASSWORD_HASHER)
        users._unknown_user_hash.cache_clear()
        yield production
    users._unknown_user_hash.cache_clear()


@pytest.fixture(scope="session")
def signer(tmp_path_factory) -> OfficeSigner:
    """An office key made once per session, for tests that sign without an office."""
    key_dir = tmp_path_factory.mktemp("office-key")
    create_office_key(key_dir)
    return load_office_signer(key_dir)


@pytest.fixture(scope="session")
def other_signer(tmp_path_factory) -> OfficeSigner:
    """The key of another office, made once per session."""
    key_dir = tmp_path_factory.mktemp("other-office-key")
    create_office_key(key_dir)
    return load_office_signer(key_dir)


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
    """A Goiás office with the tariff coefficient of its Termos' outorga registered
    (Decreto 8.444/2015, art. 11 §4º)."""
    ctx = set_up_office(
        database,
        sample_office_setup(),
        AdministratorSetup("admin", "Administradora do Escritório", TEST_PASSWORD),
        key_dir=tmp_path / "keys",
    )
    register_go_coefficient(ctx)
    return ctx


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
def rr(context_for) -> Callable[..., ServiceContext]:
    """`rr("atendente")`: a new user with those roles at the office of Boa Vista, on Lei RR
    664/2008 (`in_roraima`). A module may give `rr` another meaning of its own."""
    return lambda *roles: in_roraima(context_for(*roles))


@pytest.fixture
def keys(tmp_path) -> Path:
    """The folder of admin_context's office key, where services that sign look for it."""
    return tmp_path / "keys"


@pytest.fixture
def roles(context_for) -> dict[str, ServiceContext]:
    """Contexts of the three roles of a sanction process: fiscal, analista and julgador."""
    return {role: context_for(role) for role in ("fiscal", "analista", "julgador")}


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
