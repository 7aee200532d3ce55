"""`balcao servidor iniciar|parar|estado PASTA`: the office server from the command line."""

import sys
from pathlib import Path

from desktop.models.errors import UserFacingError
from desktop.services.network.office_server import (
    OfficeServer,
    is_running,
    read_server,
    start_office_server,
    stop_office_server,
)


def _describe(server: OfficeServer) -> str:
    state = "em funcionamento" if is_running(server) else "parado"
    return f"Servidor do escritório em {server.address}:{server.port}: {state} ({server.folder})."


def server_command(action: str, folder: str, address: str, port: int) -> int:
    try:
        if action == "iniciar":
            server = start_office_server(Path(folder), address, port)
            print(_describe(server))
            print("Nas outras estações, abra o Balcão com:")
            print(f'  balcao --database "{server.url()}"')
        elif action == "parar":
            print(_describe(stop_office_server(Path(folder))))
        else:
            print(_describe(read_server(Path(folder).resolve())))
    except UserFacingError as refusal:
        print(refusal.message, file=sys.stderr)
        return 1
    return 0
