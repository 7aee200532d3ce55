"""The office server as a Windows service, so that it starts with the machine (issue 19:
"the installer can register it to start with Windows").

PostgreSQL's own `pg_ctl register` creates the service; it runs the server under the
built-in NetworkService account, which holds no password and no administrator's rights
(PostgreSQL refuses to run as an administrator). That account gets the data folder and a
walk through the server's folder; the folder itself — it holds the generated passwords — is
closed to everyone but the administrators and the system. The installer registers it when
asked (`installer/balcao.nsi`, section "Servidor do escritório"); `balcao servidor
registrar|desregistrar PASTA` does the same by hand.

Once registered, the server is started and stopped through the service manager (`net start`,
`net stop`), never by `pg_ctl start` beside it.
"""

import os
from collections.abc import Sequence

from desktop.services.errors import ServiceError

NETWORK_SERVICE = r"NT AUTHORITY\NetworkService"
# The well-known SIDs, which icacls takes on a Windows in any language (the names are
# translated: "AUTORIDADE NT\SERVIÇO DE REDE" on a Windows in Portuguese).
NETWORK_SERVICE_SID = "*S-1-5-20"
ADMINISTRATORS_SID = "*S-1-5-32-544"
SYSTEM_SID = "*S-1-5-18"
# The service writes its log in the data folder (`log/`): pg_ctl's `-l` file is not used
# under the service manager. Written once: an upgrade registers the service again.
SERVICE_HEADING = "\n# Balcão (serviço do Windows)\n"
SERVICE_SETTINGS = "logging_collector = on\n"


def service_name(port: int) -> str:
    """One service per port: two servers of one machine cannot share a port either."""
    return f"BalcaoServidor{port}"


def require_windows() -> None:
    if os.name != "nt":
        raise ServiceError(
            "O servidor só é registrado como serviço no Windows. Nesta máquina, inicie-o "
            "com “balcao servidor iniciar PASTA” ou pelo gerenciador de serviços do sistema "
            "(docs/network.md)."
        )


def registration_commands(folder: str, data: str, port: int, pg_ctl: str) -> list[Sequence[str]]:
    """What registering runs, in order: the folder closed to all but the administrators and
    the system, the service's account let through to its data, the service created to start
    with Windows, described, and restarted by the service manager if the server stops
    unexpectedly."""
    name = service_name(port)
    return [
        [
            "icacls",
            folder,
            "/inheritance:r",
            "/grant:r",
            f"{ADMINISTRATORS_SID}:(OI)(CI)F",
            f"{SYSTEM_SID}:(OI)(CI)F",
            "/T",
            "/Q",
        ],
        ["icacls", folder, "/grant", f"{NETWORK_SERVICE_SID}:(RX)", "/Q"],
        ["icacls", data, "/grant", f"{NETWORK_SERVICE_SID}:(OI)(CI)F", "/T", "/Q"],
        [pg_ctl, "register", "-N", name, "-D", data, "-U", NETWORK_SERVICE, "-S", "auto", "-w"],
        ["sc", "description", name, f"Balcão: servidor PostgreSQL do escritório ({folder})"],
        ["sc", "failure", name, "reset=", "86400", "actions=", "restart/60000"],
    ]


def unregistration_commands(name: str, pg_ctl: str) -> list[Sequence[str]]:
    return [[pg_ctl, "unregister", "-N", name]]


def start_command(name: str) -> list[str]:
    """`net start` returns once the service reports it is running (pg_ctl's `-w` waits for
    the server to accept connections first)."""
    return ["net", "start", name]


def stop_command(name: str) -> list[str]:
    return ["net", "stop", name]
