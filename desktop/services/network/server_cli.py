"""`balcao servidor iniciar|parar|estado|registrar|desregistrar PASTA`: the office server from
the command line (`registrar`: a Windows service that starts with the machine)."""

import sys
from pathlib import Path

from desktop.models.errors import UserFacingError
from desktop.services.network.office_server import (
    OfficeServer,
    is_running,
    read_server,
    register_service,
    start_office_server,
    stop_office_server,
    unregister_service,
)


def _describe(server: OfficeServer) -> str:
    state = "em funcionamento" if is_running(server) else "parado"
    service = f", serviço do Windows {server.service}" if server.service else ""
    return (
        f"Servidor do escritório em {server.address}:{server.port}: {state} "
        f"({server.folder}{service})."
    )


def server_command(action: str, folder: str, address: str, port: int) -> int:
    try:
        if action == "iniciar":
            server = start_office_server(Path(folder), address, port)
            print(_describe(server))
            print("Nas outras estações, abra o Balcão com:")
            print(f'  balcao --database "{server.url()}"')
        elif action == "parar":
            print(_describe(stop_office_server(Path(folder))))
        elif action == "registrar":
            print(_describe(register_service(Path(folder))))
            print("O servidor passa a iniciar com o Windows.")
        elif action == "desregistrar":
            print(_describe(unregister_service(Path(folder))))
            print("O servidor não inicia mais com o Windows; a pasta e os dados continuam.")
        else:
            print(_describe(read_server(Path(folder).resolve())))
    except UserFacingError as refusal:
        print(refusal.message, file=sys.stderr)
        return 1
    return 0
