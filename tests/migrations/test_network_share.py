"""A SQLite file on a Windows network share is refused with a message pointing to the office
server (issue 18 §6: SQLite's locking is not safe over SMB and WAL does not work there)."""

import pytest

from desktop.models.errors import DatabaseProblem
from desktop.models.network_share import DRIVE_REMOTE, is_network_path, refuse_network_share
from desktop.models.startup import prepare_database

DRIVE_FIXED = 3


def drives(remote: str):
    """GetDriveTypeW as Windows answers on a workstation where `remote` is a mapped drive."""
    return lambda root: DRIVE_REMOTE if root.upper() == f"{remote}:\\" else DRIVE_FIXED


@pytest.mark.parametrize(
    "path, network",
    [
        (r"\\servidor\balcao\balcao.sqlite3", True),
        ("//servidor/balcao/balcao.sqlite3", True),
        (r"\\?\UNC\servidor\balcao\balcao.sqlite3", True),
        (r"Z:\Balcao\balcao.sqlite3", True),
        (r"z:\Balcao\balcao.sqlite3", True),
        (r"\\?\Z:\Balcao\balcao.sqlite3", True),
        (r"C:\Users\atendente\AppData\Local\Balcao\balcao.sqlite3", False),
        (r"\\?\C:\Users\atendente\balcao.sqlite3", False),
        ("/home/atendente/.local/share/Balcao/balcao.sqlite3", False),
    ],
)
def test_network_paths(path, network):
    assert is_network_path(path, drives("Z")) is network


def test_without_the_system_drive_letters_are_local():
    assert not is_network_path(r"Z:\Balcao\balcao.sqlite3", None)


def test_refused_with_the_way_to_the_office_server(tmp_path):
    with pytest.raises(DatabaseProblem) as refused:
        refuse_network_share(r"Z:\Balcao\balcao.sqlite3", drives("Z"))
    message = refused.value.message
    assert r"Z:\Balcao\balcao.sqlite3" in message and "pasta de rede" in message
    assert "servidor do escritório (PostgreSQL)" in message and "Nada foi alterado" in message
    refuse_network_share(str(tmp_path / "balcao.sqlite3"), drives("Z"))


def test_opening_a_file_on_a_share_writes_nothing(tmp_path, monkeypatch):
    """Through the start-up path, with the URL a clerk would give on Windows (here a name
    relative to an empty folder, where anything written would show)."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DatabaseProblem, match="pasta de rede"):
        prepare_database(r"sqlite:///\\servidor\balcao\balcao.sqlite3")
    assert list(tmp_path.iterdir()) == []
