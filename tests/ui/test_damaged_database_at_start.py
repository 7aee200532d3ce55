"""A database that cannot be used, met at the start or at the login (issue 16 §4): each case
gets its own Portuguese message in a dialog, the file is left as it was, and what no case
foresees is logged with an incident code. Real files, the real `start_session` and the real
login dialog."""

import logging
import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop import app as app_module
from desktop.models.startup import open_database
from desktop.services.office.setup import AdministratorSetup, set_up_office
from tests.conftest import TEST_PASSWORD, sample_office_setup


class Dialogs:
    """Stands in for `dialogs.launch`: records each message box's text; the login dialog is
    handed to `login` (which types and submits)."""

    def __init__(self, login=None) -> None:
        self.texts: list[str] = []
        self.login = login

    def __call__(self, dialog) -> int:
        if hasattr(dialog, "informativeText"):
            self.texts.append(dialog.text())
            return 0
        assert self.login is not None, f"unexpected {type(dialog).__name__}"
        return self.login(dialog)


def start(monkeypatch, url: str, login=None) -> tuple[app_module.StartResult, Dialogs]:
    from desktop.ui.widgets import dialogs

    shown = Dialogs(login)
    monkeypatch.setattr(dialogs, "launch", shown)
    return app_module.start_session(url), shown


@pytest.fixture
def office_file(tmp_path) -> Path:
    """A SQLite file with an office and its administrator, in rollback-journal mode (one
    file holds it all)."""
    path = tmp_path / "escritorio.sqlite3"
    database = open_database(f"sqlite:///{path}")
    set_up_office(
        database,
        sample_office_setup(),
        AdministratorSetup("admin", "Administradora do Escritório", TEST_PASSWORD),
        key_dir=tmp_path / "keys",
    )
    database.dispose()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.execute("PRAGMA journal_mode = DELETE")
    connection.close()
    return path


def refused_at_start(monkeypatch, path: Path, words: str) -> str:
    before = path.read_bytes() if path.is_file() else None
    result, shown = start(monkeypatch, f"sqlite:///{path}")
    assert result.window is None
    assert result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert len(shown.texts) == 1, shown.texts
    assert words in shown.texts[0]
    assert "Traceback" not in shown.texts[0] and "Error" not in shown.texts[0]
    if before is not None:
        assert path.read_bytes() == before
    return shown.texts[0]


def test_a_file_of_random_bytes_is_not_a_database(qtbot, monkeypatch, tmp_path):
    path = tmp_path / "balcao.sqlite3"
    path.write_bytes(os.urandom(8192))
    refused_at_start(monkeypatch, path, "não é um banco de dados SQLite")


def test_a_zero_byte_file_is_empty(qtbot, monkeypatch, tmp_path):
    path = tmp_path / "balcao.sqlite3"
    path.touch()
    refused_at_start(monkeypatch, path, "está vazio")


def test_a_directory_is_a_folder(qtbot, monkeypatch, tmp_path):
    path = tmp_path / "balcao.sqlite3"
    path.mkdir()
    refused_at_start(monkeypatch, path, "é uma pasta")


def test_a_read_only_file_is_read_only_not_damaged(qtbot, monkeypatch, office_file):
    path = office_file
    path.chmod(0o444)
    text = refused_at_start(monkeypatch, path, "somente leitura")
    assert "danificado" not in text


def test_a_truncated_file_is_damaged(qtbot, monkeypatch, office_file):
    path = office_file
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    refused_at_start(monkeypatch, path, "danificado")


def test_a_schema_from_a_newer_version_asks_for_the_newer_version(qtbot, monkeypatch, office_file):
    path = office_file
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = 'ffffffffffff'")
    connection.commit()
    connection.close()
    refused_at_start(monkeypatch, path, "versão mais nova do Balcão")


def test_an_unforeseen_failure_at_the_start_is_reported_with_an_incident_code(
    qtbot, monkeypatch, office_file, caplog
):
    path = office_file
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA foreign_keys = OFF")
    connection.execute("DROP TABLE office")
    connection.commit()
    connection.close()
    caplog.set_level(logging.ERROR, logger="desktop")
    result, shown = start(monkeypatch, f"sqlite:///{path}")
    assert result.window is None
    assert result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert len(shown.texts) == 1 and "código do incidente" in shown.texts[0], shown.texts
    incident = shown.texts[0].split("incidente: ")[1][:8]
    assert any(incident in record.getMessage() for record in caplog.records)


def overwrite_pages(path: Path, first_page: int) -> None:
    """Every page from `first_page` (1-based) on overwritten with noise, the header kept."""
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    start = (first_page - 1) * page_size
    data[start:] = b"\xa5" * (len(data) - start)
    path.write_bytes(bytes(data))


def submit(qtbot, password: str = TEST_PASSWORD, before_submit=None):
    def login(dialog) -> int:
        qtbot.addWidget(dialog)
        qtbot.keyClicks(dialog.username, "admin")
        qtbot.keyClicks(dialog.password, password)
        if before_submit is not None:
            before_submit()
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        return dialog.result()

    return login


def test_a_database_damaged_while_the_login_is_open_is_reported_at_the_submit(
    qtbot, monkeypatch, office_file, caplog
):
    path = office_file
    with path.open("rb") as file:
        file.seek(28)
        pages = int.from_bytes(file.read(4), "big")
    caplog.set_level(logging.ERROR, logger="desktop")
    result, shown = start(
        monkeypatch,
        f"sqlite:///{path}",
        submit(qtbot, before_submit=lambda: overwrite_pages(path, 2)),
    )
    assert pages > 2
    assert result.window is None
    assert result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert len(shown.texts) == 1, shown.texts
    assert "danificado" in shown.texts[0]
    assert "cópia de segurança" in shown.texts[0]
    incident = shown.texts[0].split("incidente ")[1][:8]
    assert any(incident in record.getMessage() for record in caplog.records)


def test_the_login_still_opens_a_healthy_database(qtbot, monkeypatch, office_file):
    path = office_file
    result, shown = start(monkeypatch, f"sqlite:///{path}", submit(qtbot))
    qtbot.addWidget(result.window)
    assert shown.texts == []
    assert result.window is not None
    open_database(f"sqlite:///{path}").dispose()
