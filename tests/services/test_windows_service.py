"""The office server as a Windows service (issue 19: the installer can register it to start
with Windows). Registering runs only on Windows — CI's real Windows job installs with the
server and checks the service (`.github/workflows/windows.yml`); here: what registering
runs, that elsewhere it is refused in Portuguese with nothing changed, and that a stopped
registered server is not stopped again (the `net` program stood in for by a script that
records its calls). A registered server restarted through the service manager, with a real
PostgreSQL: `test_office_server.py`."""

import json
import os
import stat
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.services.errors import ServiceError
from desktop.services.network import windows_service
from desktop.services.network.office_server import (
    read_server,
    stop_office_server,
)


def write_server(folder: Path, **extra: object) -> Path:
    folder.mkdir()
    settings = {"endereco": "127.0.0.1", "porta": 5499, **extra}
    (folder / "servidor.json").write_text(json.dumps(settings), encoding="utf-8")
    return folder


def test_registering_closes_the_folder_and_runs_the_server_as_network_service():
    commands = windows_service.registration_commands(
        r"C:\BalcaoServidor", r"C:\BalcaoServidor\dados", 5499, r"C:\Balcao\pg_ctl.exe"
    )
    close, walk, data, register, describe, recover = (list(command) for command in commands)
    # The folder holds the passwords: administrators and the system only, nothing inherited.
    assert close[:3] == ["icacls", r"C:\BalcaoServidor", "/inheritance:r"]
    assert close[3:6] == ["/grant:r", "*S-1-5-32-544:(OI)(CI)F", "*S-1-5-18:(OI)(CI)F"]
    # NetworkService walks through the folder (not inherited by its files) to its data.
    assert walk == ["icacls", r"C:\BalcaoServidor", "/grant", "*S-1-5-20:(RX)", "/Q"]
    assert data[:4] == ["icacls", r"C:\BalcaoServidor\dados", "/grant", "*S-1-5-20:(OI)(CI)F"]
    assert register == [
        r"C:\Balcao\pg_ctl.exe",
        "register",
        "-N",
        "BalcaoServidor5499",
        "-D",
        r"C:\BalcaoServidor\dados",
        "-U",
        r"NT AUTHORITY\NetworkService",
        "-S",
        "auto",
        "-w",
    ]
    assert describe[:3] == ["sc", "description", "BalcaoServidor5499"]
    assert recover[:3] == ["sc", "failure", "BalcaoServidor5499"]
    assert windows_service.unregistration_commands("BalcaoServidor5499", "pg_ctl") == [
        ["pg_ctl", "unregister", "-N", "BalcaoServidor5499"]
    ]


@pytest.mark.skipif(os.name == "nt", reason="the refusal is for the other systems")
@pytest.mark.parametrize("action", ["registrar", "desregistrar"])
def test_outside_windows_registering_is_refused_and_nothing_changes(tmp_path, capsys, action):
    folder = write_server(tmp_path / "servidor")
    before = (folder / "servidor.json").read_bytes()
    assert main(["servidor", action, str(folder)]) == 1
    assert "só é registrado como serviço no Windows" in capsys.readouterr().err
    assert (folder / "servidor.json").read_bytes() == before
    assert sorted(path.name for path in folder.iterdir()) == ["servidor.json"]


@pytest.fixture
def service_manager(tmp_path, monkeypatch):
    """A `net` program first on PATH that records each call, as Windows' would start and stop
    the service."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "net-calls"
    net = bin_dir / "net"
    net.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\n', encoding="utf-8")
    net.chmod(net.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    calls.touch()
    return calls


def test_a_stopped_registered_server_is_not_stopped_again(tmp_path, service_manager):
    folder = write_server(tmp_path / "servidor", servico="BalcaoServidor5499")
    assert stop_office_server(folder).service == "BalcaoServidor5499"
    assert service_manager.read_text() == ""


def test_the_cli_names_the_service(tmp_path, capsys):
    folder = write_server(tmp_path / "servidor", servico="BalcaoServidor5499")
    assert main(["servidor", "estado", str(folder)]) == 0
    assert "parado" in (out := capsys.readouterr().out)
    assert "serviço do Windows BalcaoServidor5499" in out


def test_a_folder_closed_to_this_user_asks_for_an_administrator(tmp_path, monkeypatch):
    """On Windows the registered server's folder is the administrators' only; read by anyone
    else, PermissionError: the message says what to do instead of a traceback."""
    folder = write_server(tmp_path / "servidor", servico="BalcaoServidor5499")

    def closed(self: Path, *args: object, **kwargs: object) -> str:
        raise PermissionError(13, "Acesso negado", str(self))

    monkeypatch.setattr(Path, "read_text", closed)
    with pytest.raises(ServiceError, match="terminal aberto como administrador"):
        read_server(folder)
