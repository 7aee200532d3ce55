"""Opening the database at start: create it at head, or back it up and upgrade it, or refuse.

A SQLite file is examined read-only first. It is refused, untouched, when it lies on a
network share (`desktop.models.network_share`), is not SQLite at all, cannot be read, is
not a Balcão database, or carries a schema revision this version of the application does
not know (written by a newer version).

`PRAGMA quick_check` reads every page of the file: seconds on a large office (10 s warm,
40 s from a cold disk on 2,000,000 licences, benchmarks/README-office.md). It runs before an
upgrade and around a backup, where a damaged file must stop everything; a plain start
examines only the schema and the revision, and the main window runs the full check in the
background (`desktop.ui.integrity_check`).
"""

import ast
import logging
import os
import re
import sqlite3
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine, inspect, make_url, text
from sqlalchemy.exc import OperationalError

from desktop.models.database import Database
from desktop.models.engine import WRITE_OPTION, create_engine, resolve_database_url, sqlite_file
from desktop.models.errors import DatabaseProblem
from desktop.models.failures import read_only_message
from desktop.models.network_share import refuse_network_share
from desktop.models.statistics import analyze
from desktop.resources import resources_root

logger = logging.getLogger("desktop.models")

if TYPE_CHECKING:
    from alembic.config import Config

SQLITE_HEADER = b"SQLite format 3\x00"
BALCAO_APPLICATION_ID = 0x42414C43  # "BALC" in PRAGMA application_id
VERSION_TABLE = "alembic_version"
# `revision: str = "0001"` or `down_revision = None` at the start of a line of a version file.
_REVISION_LINE = re.compile(r"^(revision|down_revision)\b[^=\n]*=[ \t]*(.+?)[ \t]*$", re.MULTILINE)


@dataclass(frozen=True)
class PreparedDatabase:
    database: Database
    action: str  # "created", "upgraded" or "current"
    revision: str
    backup: Path | None


def migrations_dir() -> Path:
    return resources_root().parent / "migrations"


def alembic_config(connection=None, script_location: Path | None = None) -> "Config":
    """Alembic configured in code (no alembic.ini); `script_location` defaults to the
    package's migrations. Alembic is imported here, not at start: a start on a database
    already at head never needs it (≈100 ms of imports, issue 18)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(script_location or migrations_dir()))
    config.set_main_option("path_separator", "os")
    config.attributes["connection"] = connection
    return config


def head_revision(script_location: Path | None = None) -> str:
    """The id of the newest revision. Read from the `revision`/`down_revision` lines of the
    version files when they form one plain chain (every start compares it with the stored
    revision); Alembic answers for any other history."""
    heads = _chain_heads((script_location or migrations_dir()) / "versions")
    if heads is not None and len(heads) == 1:
        return heads[0]
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config(None, script_location)).get_current_head()
    assert head is not None  # the package ships its initial revision
    return head


def _chain_heads(versions: Path) -> list[str] | None:
    """The revisions no other one follows, or None when a file is not a plain revision
    (no single id, or a merge of several). Only the assignment lines are read: parsing a
    whole migration (100 KB) would cost what Alembic's import does."""
    revisions, followed = set(), set()
    for script in versions.glob("*.py"):
        if script.name == "__init__.py":
            continue
        assigned = dict(_REVISION_LINE.findall(script.read_text(encoding="utf-8")))
        try:
            revision = ast.literal_eval(assigned["revision"])
            down_revision = ast.literal_eval(assigned["down_revision"])
        except (KeyError, ValueError, SyntaxError):
            return None
        if not isinstance(revision, str) or not isinstance(down_revision, str | None):
            return None
        revisions.add(revision)
        followed.add(down_revision)
    return sorted(revisions - followed)


def is_known_revision(revision: str, script_location: Path | None = None) -> bool:
    from alembic.script import ScriptDirectory
    from alembic.util import CommandError

    scripts = ScriptDirectory.from_config(alembic_config(None, script_location))
    try:
        return scripts.get_revision(revision) is not None
    except CommandError:
        return False


def sqlite_revision(
    path: Path, full_check: bool = True, stopped: Callable[[], bool] = lambda: False
) -> str | None:
    """The schema revision of a Balcão SQLite file, None for a new or empty file.

    Reads only; raises DatabaseProblem for a file that must not be touched. `full_check`
    reads every page (`PRAGMA quick_check`) unless `stopped` answers True on the way; without
    it only the schema and the revision are read."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    with path.open("rb") as file:
        header = file.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise DatabaseProblem(
            f"O arquivo {path} não é um banco de dados SQLite. Nada foi alterado; "
            "indique o arquivo de banco de dados do Balcão."
        )
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            if full_check:
                _quick_check(connection, path, stopped)
            return _examine(connection, path)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise _corrupt(path, str(error)) from error


def require_existing_database(url: str | None) -> None:
    """For every entry point but the first start in the data folder (which leads to the setup
    wizard) and the demo: a SQLite path that names no database is refused with its reason,
    instead of becoming a new, empty office."""
    path = sqlite_file(resolve_database_url(url))
    if path is None:
        return
    refuse_network_share(str(path))
    if not path.exists():
        raise DatabaseProblem(
            f"O banco de dados {path} não existe. Confira o caminho; um escritório novo é "
            "criado pelo assistente de configuração, ao abrir o Balcão sem --database."
        )
    refuse_unusable_file(path)
    if path.stat().st_size == 0:
        raise DatabaseProblem(f"O arquivo {path} está vazio: não é um banco de dados do Balcão.")


def refuse_unusable_file(path: Path) -> None:
    """What the path is, before SQLite is asked: a folder, a file marked read-only (which
    SQLite opened read-only would call damaged) or one the user may not read and write —
    each with its own message, the file untouched."""
    if path.is_dir():
        raise DatabaseProblem(f"{path} é uma pasta, não um arquivo de banco de dados.")
    if not path.exists():
        return
    if not path.stat().st_mode & stat.S_IWRITE:
        raise DatabaseProblem(read_only_message(str(path)))
    if not os.access(path, os.R_OK | os.W_OK):
        raise DatabaseProblem(
            f"Sem permissão para ler e gravar {path}. Peça ao suporte para liberar o arquivo "
            "para o seu usuário; ele não foi alterado."
        )


def check_sqlite_file(path: Path, stopped: Callable[[], bool] = lambda: False) -> None:
    """Every page of the file read (`PRAGMA quick_check`); DatabaseProblem if one is damaged.
    `stopped` is asked as the check goes: once it answers True the check ends unfinished,
    with nothing found (the application closing does not wait the tens of seconds a large
    office's file takes)."""
    sqlite_revision(path, full_check=True, stopped=stopped)


def _quick_check(connection: sqlite3.Connection, path: Path, stopped: Callable[[], bool]) -> None:
    # SQLite calls the handler every N virtual-machine steps and interrupts the statement
    # when it returns non-zero.
    connection.set_progress_handler(lambda: int(stopped()), 10_000)
    try:
        check = connection.execute("PRAGMA quick_check").fetchall()
    except sqlite3.OperationalError:
        if stopped():
            return
        raise
    finally:
        connection.set_progress_handler(None, 0)
    if check != [("ok",)]:
        raise _corrupt(path, "; ".join(str(row[0]) for row in check[:3]))


def _examine(connection: sqlite3.Connection, path: Path) -> str | None:
    tables = {
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    }
    application_id = connection.execute("PRAGMA application_id").fetchone()[0]
    if not tables and application_id in (0, BALCAO_APPLICATION_ID):
        return None
    if application_id != BALCAO_APPLICATION_ID or VERSION_TABLE not in tables:
        raise _foreign(str(path))
    return _single_revision(
        [row[0] for row in connection.execute(f"SELECT version_num FROM {VERSION_TABLE}")],
        str(path),
    )


def postgres_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        if not tables:
            return None
        if VERSION_TABLE not in tables:
            raise _foreign(engine.url.render_as_string(hide_password=True))
        versions = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}"))
        return _single_revision(
            [row[0] for row in versions], engine.url.render_as_string(hide_password=True)
        )


def _single_revision(revisions: list[str], where: str) -> str:
    if len(revisions) != 1:
        raise DatabaseProblem(
            f"O banco de dados {where} tem a versão do esquema em estado inválido "
            f"({len(revisions)} revisões registradas). Nada foi alterado; procure o suporte."
        )
    return revisions[0]


def _corrupt(path: Path, detail: str) -> DatabaseProblem:
    return DatabaseProblem(
        f"O banco de dados {path} está danificado ({detail}). Nada foi alterado; "
        "restaure a cópia de segurança mais recente."
    )


def _foreign(where: str) -> DatabaseProblem:
    return DatabaseProblem(
        f"O banco de dados {where} não é um banco do Balcão. Nada foi alterado; "
        "indique outro arquivo ou um banco vazio."
    )


def _refuse_unknown(revision: str, where: str, script_location: Path | None) -> None:
    if not is_known_revision(revision, script_location):
        raise DatabaseProblem(
            f"O banco de dados {where} foi atualizado por uma versão mais nova do Balcão "
            f"(revisão {revision}). Nada foi alterado; instale a versão mais recente."
        )


def backup_sqlite(source: Path, target: Path) -> None:
    """Copies a SQLite database with the online backup API (consistent even in WAL mode)."""
    source_connection = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
    create_private_file(target)
    target_connection = sqlite3.connect(target)
    try:
        source_connection.backup(target_connection)
    finally:
        target_connection.close()
        source_connection.close()


def create_private_file(path: Path) -> None:
    """Creates `path` empty and readable only by its owner (0600), so the SQLite database
    made in it — and its -wal and -shm files, which SQLite creates with the database's
    mode — never pass through a world-readable moment. On Windows the data folder inside the
    user's profile is already private."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    os.chmod(path, 0o600)


def backup_path_for(path: Path, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    candidate = path.with_name(f"{path.stem}.backup-{stamp}{path.suffix}")
    counter = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.backup-{stamp}-{counter}{path.suffix}")
        counter += 1
    return candidate


def upgrade_to_head(url: str, new_sqlite_file: bool, script_location: Path | None = None) -> None:
    """Runs the migrations in one transaction. On SQLite, foreign keys are off while the
    tables are rebuilt (batch mode) and checked with `PRAGMA foreign_key_check` before
    the commit; the tables are analysed last (ANALYZE)."""
    engine = create_engine(url, enforce_foreign_keys=False)
    try:
        with engine.execution_options(**{WRITE_OPTION: True}).begin() as connection:
            is_sqlite = connection.dialect.name == "sqlite"
            if is_sqlite and new_sqlite_file:
                connection.exec_driver_sql(f"PRAGMA application_id = {BALCAO_APPLICATION_ID}")
            from alembic import command

            command.upgrade(alembic_config(connection, script_location), "head")
            if is_sqlite:
                violations = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if violations:
                    raise DatabaseProblem(
                        "A atualização do banco de dados deixaria referências inválidas "
                        f"({len(violations)}). Nada foi alterado; procure o suporte."
                    )
            # The planner's statistics of the new schema (desktop.models.statistics).
            analyze(connection)
    finally:
        engine.dispose()


def prepare_database(
    url: str | None = None,
    now: datetime | None = None,
    script_location: Path | None = None,
) -> PreparedDatabase:
    """Creates, upgrades (after a backup) or just opens the database at `url`.
    `script_location` points at other migrations (tests of the upgrade path)."""
    resolved = resolve_database_url(url)
    path = sqlite_file(resolved)
    head = head_revision(script_location)
    backup = None
    if path is not None:
        refuse_network_share(str(path))
        refuse_unusable_file(path)
        revision = sqlite_revision(path, full_check=False)
        where = str(path)
    else:
        probe = create_engine(resolved)
        where = probe.url.render_as_string(hide_password=True)
        try:
            revision = postgres_revision(probe)
        except OperationalError as error:
            logger.warning("Banco de dados %s inacessível: %s", where, type(error.orig).__name__)
            raise DatabaseProblem(
                f"Não foi possível conectar ao banco de dados {where}: o servidor não respondeu "
                "ou recusou a conexão (endereço, porta, usuário ou senha). Nada foi alterado."
            ) from error
        finally:
            probe.dispose()
    if revision is None:
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists():
                create_private_file(path)
        upgrade_to_head(resolved, path is not None, script_location)
        action = "created"
    elif revision == head:
        action = "current"
    else:
        _refuse_unknown(revision, where, script_location)
        if path is not None:
            check_sqlite_file(path)
            backup = backup_path_for(path, now or datetime.now(UTC))
            backup_sqlite(path, backup)
        upgrade_to_head(resolved, False, script_location)
        action = "upgraded"
    logger.info(
        "Banco de dados %s: %s (revisão %s)%s",
        {"created": "criado", "current": "aberto", "upgraded": "atualizado"}[action],
        make_url(resolved).render_as_string(hide_password=True),
        head,
        f", cópia anterior em {backup}" if backup else "",
    )
    return PreparedDatabase(Database(create_engine(resolved)), action, head, backup)


def migrate_and_grant(owner_url: str, application_role: str) -> PreparedDatabase:
    """Brings a PostgreSQL schema to head as its owner, then gives the application's role
    exactly what it needs (`desktop.models.grants`)."""
    from desktop.models.grants import grant_application_role

    prepared = prepare_database(owner_url)
    try:
        with prepared.database.engine.begin() as connection:
            grant_application_role(connection, application_role)
    finally:
        prepared.database.dispose()
    return prepared


def open_database(url: str | None = None) -> Database:
    return prepare_database(url).database


def open_existing_database(url: str | None) -> Database:
    """`open_database` for every entry point that must not create an office: a SQLite path
    that names no database is refused with its reason (`require_existing_database`)."""
    require_existing_database(url)
    return open_database(url)


def migrate_command(url: str | None, application_role: str | None = None) -> int:
    try:
        require_existing_database(url)
        if application_role is not None:
            if sqlite_file(resolve_database_url(url)) is not None:
                raise DatabaseProblem("--papel-aplicacao vale só para PostgreSQL.")
            prepared = migrate_and_grant(resolve_database_url(url), application_role)
            print(f"Permissões do papel {application_role} ajustadas.")
            print(f"Banco de dados {prepared.action}: revisão {prepared.revision}.")
            return 0
        prepared = prepare_database(url)
    except DatabaseProblem as problem:
        print(problem.message, file=sys.stderr)
        return 1
    database = prepared.database
    messages = {
        "created": "Banco de dados criado",
        "upgraded": "Banco de dados atualizado",
        "current": "Banco de dados já está atualizado",
    }
    print(f"{messages[prepared.action]}: {database.url} (revisão {prepared.revision}).")
    if prepared.backup is not None:
        print(f"Cópia de segurança anterior à atualização: {prepared.backup}")
    database.dispose()
    return 0


def backup_command(url: str | None, target: str) -> int:
    path = sqlite_file(resolve_database_url(url))
    if path is None:
        print(
            "Este comando copia bancos SQLite; para PostgreSQL use pg_dump no servidor.",
            file=sys.stderr,
        )
        return 2
    target_path = Path(target)
    try:
        require_existing_database(url)
        if not target_path.parent.is_dir():
            raise DatabaseProblem(
                f"A pasta {target_path.parent} não existe; escolha uma pasta existente."
            )
        if target_path.exists():
            raise DatabaseProblem(f"O arquivo {target_path} já existe; escolha outro nome.")
        sqlite_revision(path)
        backup_sqlite(path, target_path)
        sqlite_revision(target_path)
    except DatabaseProblem as problem:
        print(problem.message, file=sys.stderr)
        return 1
    print(f"Cópia de segurança gravada em {target_path}.")
    return 0
