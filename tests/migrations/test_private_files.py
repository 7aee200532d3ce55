"""The database, its WAL and its backups are created readable only by the user (issue 16
§3): a new office's file was 0644, readable by every account of the machine."""

import stat

from sqlalchemy import text

from desktop.cli import main
from desktop.models.startup import open_database


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_database_and_its_wal_are_private(tmp_path):
    path = tmp_path / "balcao.sqlite3"
    database = open_database(f"sqlite:///{path}")
    try:
        with database.engine.connect() as connection:
            connection.execute(text("SELECT count(*) FROM users")).scalar_one()
            wal = tmp_path / "balcao.sqlite3-wal"
            assert wal.exists()
            assert mode(wal) == 0o600
    finally:
        database.dispose()
    assert mode(path) == 0o600


def test_a_backup_is_private(tmp_path, capsys):
    path = tmp_path / "balcao.sqlite3"
    open_database(f"sqlite:///{path}").dispose()
    target = tmp_path / "copia.sqlite3"
    assert main(["--database", f"sqlite:///{path}", "backup", str(target)]) == 0
    assert mode(target) == 0o600
