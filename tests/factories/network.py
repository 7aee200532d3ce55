"""The office servers of the network tests (no tests here): a free port, waiting for the
statewide copy to converge, what the sede's database holds, and `existing`, a fixture that
starts servers in a temporary folder and stops them after."""

import shutil
import socket
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.services.network.office_server import (
    OfficeServer,
    admin_connection,
    start_office_server,
    stop_office_server,
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


SYNC_SECONDS = 90


def wait_until(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + SYNC_SECONDS
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"sem convergência em {SYNC_SECONDS} s: {what}")
        time.sleep(0.5)


def has_notice(server: OfficeServer, notice_id) -> bool:
    with admin_connection(server) as admin:
        row = admin.execute("SELECT 1 FROM infraction_notices WHERE id = %s", (notice_id,))
        return row.fetchone() is not None


def has_key(server, key_id: str) -> bool:
    with admin_connection(server) as admin:
        found = admin.execute("SELECT 1 FROM statewide_keys WHERE key_id = %s", (key_id,))
        return found.fetchone() is not None


@pytest.fixture
def existing():
    root = Path(tempfile.mkdtemp(prefix="balcao-sede-url-"))
    root.chmod(0o711)  # as root the clusters belong to the postgres account
    started = []
    try:
        server = start_office_server(root / "postgres-da-agr", "127.0.0.1", free_port())
        started.append(server.folder)
        yield root, server, started
    finally:
        for folder in started:
            stop_office_server(folder)
        shutil.rmtree(root)
