"""Opening the database at start: new at head, backup before upgrade, refusals that touch
nothing, and models and the migration in step."""

import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory

from desktop.models import import_all_models
from desktop.models.base import Base
from desktop.models.engine import create_engine
from desktop.models.startup import (
    BALCAO_APPLICATION_ID,
    DatabaseProblem,
    alembic_config,
    backup_command,
    check_sqlite_file,
    head_revision,
    migrate_command,
    migrations_dir,
    prepare_database,
)

UPGRADE_REVISION = '''"""test-only revision: rebuilds users (batch mode) and adds a table"""

import sqlalchemy as sa
from alembic import op

revision = "9001"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("nickname", sa.String(40), nullable=True))
    op.create_table("upgrade_probe", sa.Column("id", sa.Integer, primary_key=True))


def downgrade() -> None:
    op.drop_table("upgrade_probe")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("nickname")
'''


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def table_names(path: Path) -> set[str]:
    connection = sqlite3.connect(path)
    try:
        rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {row[0] for row in rows}
    finally:
        connection.close()


def sqlite_scalar(path: Path, sql: str):
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchone()[0]
    finally:
        connection.close()


def sqlite_execute(path: Path, *statements: str) -> None:
    connection = sqlite3.connect(path)
    try:
        for statement in statements:
            connection.execute(statement)
        connection.commit()
        connection.execute("PRAGMA journal_mode = DELETE")
    finally:
        connection.close()


def assert_refused_untouched(path: Path, expected: str) -> None:
    before = path.read_bytes()
    with pytest.raises(DatabaseProblem, match=expected) as problem:
        prepare_database(sqlite_url(path))
    assert "Nada foi alterado" in problem.value.message
    assert path.read_bytes() == before
    assert list(path.parent.glob("*.backup-*")) == []


def test_new_file_is_created_at_head_with_the_balcao_marker(tmp_path):
    path = tmp_path / "sub" / "balcao.sqlite3"
    prepared = prepare_database(sqlite_url(path))
    prepared.database.dispose()
    assert prepared.action == "created" and prepared.backup is None
    assert sqlite_scalar(path, "SELECT version_num FROM alembic_version") == head_revision()
    assert sqlite_scalar(path, "PRAGMA application_id") == BALCAO_APPLICATION_ID
    assert {"users", "office", "audit_entries", "document_counters"} <= table_names(path)


def test_empty_file_is_created_at_head(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    path.touch()
    prepared = prepare_database(sqlite_url(path))
    prepared.database.dispose()
    assert prepared.action == "created"
    assert "users" in table_names(path)


def test_current_database_is_opened_without_backup(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    prepare_database(sqlite_url(path)).database.dispose()
    again = prepare_database(sqlite_url(path))
    again.database.dispose()
    assert again.action == "current" and again.backup is None
    assert list(tmp_path.glob("*.backup-*")) == []


@pytest.mark.postgres
def test_models_and_migration_are_in_step(database):
    """Fails when a model changed without scripts/regenerate-migration.sh."""
    import_all_models()
    with database.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []


def test_upgrade_backs_up_the_old_file_first(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    prepare_database(sqlite_url(path)).database.dispose()
    sqlite_execute(
        path,
        "INSERT INTO document_counters (id, office_code, kind, year, last_number) "
        "VALUES (X'00112233445566778899aabbccddeeff', 'GYN', 'crc', 2026, 41)",
    )
    newer = tmp_path / "newer-migrations"
    shutil.copytree(migrations_dir(), newer, ignore=shutil.ignore_patterns("__pycache__"))
    (newer / "versions" / "9001_probe.py").write_text(UPGRADE_REVISION.format(head=head_revision()))
    moment = datetime(2026, 11, 29, 15, 4, 5, tzinfo=UTC)
    prepared = prepare_database(sqlite_url(path), now=moment, script_location=newer)
    prepared.database.dispose()
    assert prepared.action == "upgraded" and prepared.revision == "9001"
    assert prepared.backup == tmp_path / "balcao.backup-20261129T150405Z.sqlite3"
    backup = prepared.backup
    assert sqlite_scalar(backup, "PRAGMA quick_check") == "ok"
    assert sqlite_scalar(backup, "SELECT version_num FROM alembic_version") == head_revision()
    assert sqlite_scalar(backup, "SELECT last_number FROM document_counters") == 41
    assert "upgrade_probe" not in table_names(backup)
    assert sqlite_scalar(path, "SELECT version_num FROM alembic_version") == "9001"
    assert "upgrade_probe" in table_names(path)
    assert sqlite_scalar(path, "SELECT last_number FROM document_counters") == 41
    assert sqlite_scalar(path, "SELECT count(*) FROM pragma_foreign_key_check") == 0


def test_newer_revision_is_refused(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    prepare_database(sqlite_url(path)).database.dispose()
    sqlite_execute(path, "UPDATE alembic_version SET version_num = 'ffff_from_the_future'")
    assert_refused_untouched(path, "versão mais nova do Balcão")


def test_foreign_database_is_refused(tmp_path):
    path = tmp_path / "clientes.sqlite3"
    sqlite_execute(path, "CREATE TABLE clientes (id INTEGER PRIMARY KEY, nome TEXT)")
    assert_refused_untouched(path, "não é um banco do Balcão")


def test_other_alembic_application_is_refused(tmp_path):
    path = tmp_path / "outro.sqlite3"
    sqlite_execute(
        path,
        "CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)",
        f"INSERT INTO alembic_version VALUES ('{head_revision()}')",
    )
    assert_refused_untouched(path, "não é um banco do Balcão")


def test_corrupt_database_is_refused(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    prepare_database(sqlite_url(path)).database.dispose()
    sqlite_execute(path, "PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    for offset in range(page_size, len(data), page_size):
        data[offset : offset + 64] = b"\xa5" * 64
    path.write_bytes(bytes(data))
    assert_refused_untouched(path, "danificado")


def test_file_that_is_not_sqlite_is_refused(tmp_path):
    path = tmp_path / "planilha.sqlite3"
    path.write_bytes(b"PK\x03\x04 isto e um arquivo zip, nao um banco" * 50)
    assert_refused_untouched(path, "não é um banco de dados SQLite")


def test_migrate_command_reports_and_returns_exit_codes(tmp_path, capsys):
    path = tmp_path / "balcao.sqlite3"
    assert migrate_command(sqlite_url(path)) == 1
    assert "não existe" in capsys.readouterr().err
    assert not path.exists()
    prepare_database(sqlite_url(path)).database.dispose()
    assert migrate_command(sqlite_url(path)) == 0
    assert "já está atualizado" in capsys.readouterr().out
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"nada" * 100)
    assert migrate_command(sqlite_url(junk)) == 1
    assert "não é um banco de dados SQLite" in capsys.readouterr().err


def test_backup_command_copies_a_valid_database(tmp_path, capsys):
    path = tmp_path / "balcao.sqlite3"
    prepare_database(sqlite_url(path)).database.dispose()
    target = tmp_path / "copia.sqlite3"
    assert backup_command(sqlite_url(path), str(target)) == 0
    assert sqlite_scalar(target, "SELECT version_num FROM alembic_version") == head_revision()
    assert backup_command(sqlite_url(path), str(target)) == 1
    assert "já existe" in capsys.readouterr().err
    postgres = "postgresql+psycopg://u:p@127.0.0.1:1/x"
    assert backup_command(postgres, str(tmp_path / "x.sqlite3")) == 2
    assert "pg_dump" in capsys.readouterr().err


@pytest.mark.postgres
def test_refusals_on_either_database(empty_database_url):
    engine = create_engine(empty_database_url)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("CREATE TABLE clientes (id INTEGER PRIMARY KEY)")
        with pytest.raises(DatabaseProblem, match="não é um banco do Balcão"):
            prepare_database(empty_database_url)
        with engine.begin() as connection:
            connection.exec_driver_sql("DROP TABLE clientes")
        prepare_database(empty_database_url).database.dispose()
        with engine.begin() as connection:
            connection.exec_driver_sql("UPDATE alembic_version SET version_num = 'ffff'")
        with pytest.raises(DatabaseProblem, match="versão mais nova"):
            prepare_database(empty_database_url)
        with engine.connect() as connection:
            assert connection.exec_driver_sql("SELECT version_num FROM alembic_version").all() == [
                ("ffff",)
            ]
    finally:
        engine.dispose()


def test_a_plain_start_reads_the_schema_only_and_the_full_check_finds_a_damaged_page(
    file_with_a_damaged_table_page,
):
    """A current file opens without reading every page (seconds on a large office); the full
    check (`PRAGMA quick_check`), run by the main window in the background, finds it."""
    path = file_with_a_damaged_table_page
    prepared = prepare_database(sqlite_url(path))
    prepared.database.dispose()
    assert prepared.action == "current"
    with pytest.raises(DatabaseProblem, match="danificado"):
        check_sqlite_file(path)


def test_a_full_check_asked_to_stop_ends_unfinished_without_a_verdict(
    file_with_a_damaged_table_page,
):
    """The application closing stops the background check: SQLite asks `stopped` as it reads
    the pages and the check ends at the first True — before the damaged last page, so it says
    nothing; the same check let run finds it."""
    path = file_with_a_damaged_table_page
    asked = []

    def stopped() -> bool:
        asked.append(True)
        return True

    check_sqlite_file(path, stopped=stopped)
    assert asked == [True, True]  # SQLite's handler, then the check seeing why it ended
    with pytest.raises(DatabaseProblem, match="danificado"):
        check_sqlite_file(path, stopped=lambda: False)


def test_a_damaged_page_stops_an_upgrade_and_a_backup(file_with_a_damaged_table_page, tmp_path):
    path = file_with_a_damaged_table_page
    newer = tmp_path / "newer-migrations"
    shutil.copytree(migrations_dir(), newer, ignore=shutil.ignore_patterns("__pycache__"))
    (newer / "versions" / "9001_probe.py").write_text(UPGRADE_REVISION.format(head=head_revision()))
    before = path.read_bytes()
    with pytest.raises(DatabaseProblem, match="danificado"):
        prepare_database(sqlite_url(path), script_location=newer)
    assert path.read_bytes() == before
    assert list(path.parent.glob("*.backup-*")) == []
    assert backup_command(sqlite_url(path), str(tmp_path / "copia.sqlite3")) == 1
    assert not (tmp_path / "copia.sqlite3").exists()


def test_the_head_read_from_the_version_files_is_alembics(tmp_path):
    """Every start compares the stored revision with the head read from the version files'
    `revision`/`down_revision` lines (without importing Alembic); Alembic agrees, also when
    a revision follows the released one."""

    def alembics(location: Path) -> str:
        return ScriptDirectory.from_config(alembic_config(None, location)).get_current_head()

    assert head_revision() == alembics(migrations_dir())
    newer = tmp_path / "newer-migrations"
    shutil.copytree(migrations_dir(), newer, ignore=shutil.ignore_patterns("__pycache__"))
    (newer / "versions" / "9001_probe.py").write_text(UPGRADE_REVISION.format(head=head_revision()))
    assert head_revision(newer) == alembics(newer) == "9001"
