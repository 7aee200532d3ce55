"""Database paths that name no database are refused with their reason and nothing is
created (issue 16 §4): only the first start in the data folder (the setup wizard) and the
demo create an office."""

import pytest

from desktop import app as app_module
from desktop.cli import main
from desktop.ui.widgets import dialogs


def refused_by_every_command(capsys, url: str, reason: str) -> None:
    pdf = "documento.pdf"
    for command in (["verify", pdf], ["audit", "verificar"], ["migrate"], ["backup", "c.db"]):
        assert main(["--database", url, *command]) != 0, command
        assert reason in capsys.readouterr().err, command


def test_a_missing_file_is_never_created(tmp_path, capsys, monkeypatch):
    missing = tmp_path / "escritorio.sqlite3"
    (tmp_path / "documento.pdf").write_bytes(b"%PDF-1.7")
    monkeypatch.chdir(tmp_path)
    refused_by_every_command(capsys, f"sqlite:///{missing}", "não existe")
    assert not missing.exists()


def test_a_folder_is_not_a_database(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "pasta.sqlite3"
    folder.mkdir()
    (tmp_path / "documento.pdf").write_bytes(b"%PDF-1.7")
    monkeypatch.chdir(tmp_path)
    refused_by_every_command(capsys, f"sqlite:///{folder}", "é uma pasta")


def test_an_empty_file_is_not_taken_for_a_new_office(tmp_path, capsys, monkeypatch):
    empty = tmp_path / "vazio.sqlite3"
    empty.touch()
    (tmp_path / "documento.pdf").write_bytes(b"%PDF-1.7")
    monkeypatch.chdir(tmp_path)
    refused_by_every_command(capsys, f"sqlite:///{empty}", "está vazio")
    assert empty.stat().st_size == 0


def test_backup_to_a_folder_that_does_not_exist(tmp_path, capsys, database_url):
    from desktop.models.startup import open_database

    open_database(database_url).dispose()
    target = tmp_path / "nao-existe" / "copia.sqlite3"
    assert main(["--database", database_url, "backup", str(target)]) == 1
    assert "não existe; escolha uma pasta existente" in capsys.readouterr().err


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_the_application_refuses_a_path_given_with_database(qtbot, tmp_path, monkeypatch, kind):
    path = tmp_path / "escritorio.sqlite3"
    if kind == "folder":
        path.mkdir()
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "launch", lambda box: shown.append(box.text()) or 0)
    result = app_module.start_session(f"sqlite:///{path}")
    assert result.window is None and result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert shown and str(path) in shown[0]
    assert path.exists() == (kind == "folder")
