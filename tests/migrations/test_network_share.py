"""A SQLite file on a Windows network share is refused with a message pointing to the office
server (issue 18 §6: SQLite's locking is not safe over SMB and WAL does not work there), as
is one in a folder Linux mounts from a network file system."""

from pathlib import Path, PurePosixPath

import pytest

from desktop import app as app_module
from desktop.cli import main
from desktop.models.errors import DatabaseProblem
from desktop.models.network_share import (
    DRIVE_REMOTE,
    is_network_path,
    network_filesystem,
    read_mount_table,
    refuse_network_share,
)
from desktop.models.startup import prepare_database
from desktop.ui.widgets import dialogs

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


# /proc/self/mountinfo of an Ubuntu 24.04 workstation with the office's Windows share mounted
# (cifs), a home folder over NFS and a folder over SSH whose name has spaces (written \040).
WORKSTATION_MOUNTS = (Path(__file__).parent / "mountinfo_workstation.txt").read_text()


@pytest.mark.parametrize(
    "path, filesystem",
    [
        ("/mnt/escritorio/balcao.sqlite3", "cifs"),
        ("/mnt/escritorio/Balcao/dados/balcao.sqlite3", "cifs"),
        ("/home/compartilhado/atendente/balcao.sqlite3", "nfs4"),
        ("/run/user/1000/Pasta de rede/balcao.sqlite3", "fuse.sshfs"),
        ("/mnt/escritorio/pendrive/balcao.sqlite3", None),  # a local disk mounted inside
        ("/mnt/escritorio-local/balcao.sqlite3", None),  # a name that only starts the same
        ("/run/user/1000/balcao.sqlite3", None),
        ("/home/atendente/.local/share/Balcao/balcao.sqlite3", None),
    ],
)
def test_network_filesystems_in_the_mount_table(path, filesystem):
    assert network_filesystem(WORKSTATION_MOUNTS, PurePosixPath(path)) == filesystem


def test_this_machines_mount_table_keeps_the_test_folder_local(tmp_path):
    table = read_mount_table()
    assert table is not None and " - " in table  # the tests run on Linux
    assert network_filesystem(table, PurePosixPath(tmp_path)) is None
    refuse_network_share(str(tmp_path / "balcao.sqlite3"))


def test_a_file_on_a_mounted_share_is_refused():
    with pytest.raises(DatabaseProblem) as refused:
        refuse_network_share("/mnt/escritorio/balcao.sqlite3", mount_table=WORKSTATION_MOUNTS)
    assert "está numa pasta de rede (cifs)" in refused.value.message
    assert "balcao servidor iniciar PASTA" in refused.value.message


UNC_URL = r"sqlite:///\\servidor\balcao\balcao.sqlite3"


def test_every_command_refuses_a_share_and_writes_nothing(tmp_path, capsys, monkeypatch):
    """`balcao --database` with the UNC path a clerk copies from Windows' Explorer: the
    message on the console, no traceback, nothing created (here the path is a name relative
    to the current folder, where a file created would show)."""
    (tmp_path / "documento.pdf").write_bytes(b"%PDF-1.7")
    monkeypatch.chdir(tmp_path)
    for command in (["verify", "documento.pdf"], ["audit", "verificar"], ["migrate"]):
        assert main(["--database", UNC_URL, *command]) != 0, command
        error = capsys.readouterr().err
        assert "está numa pasta de rede" in error, command
        assert "balcao servidor iniciar PASTA" in error and "Traceback" not in error, command
    assert [entry.name for entry in tmp_path.iterdir()] == ["documento.pdf"]


def test_the_application_refuses_a_share(qtbot, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "launch", lambda box: shown.append(box.text()) or 0)
    result = app_module.start_session(UNC_URL)
    assert result.window is None and result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert len(shown) == 1 and "pasta de rede" in shown[0]
    assert "balcao servidor iniciar PASTA" in shown[0]
    assert list(tmp_path.iterdir()) == []
