"""Large-office benchmark (issues 2, 4, 5, 6 and 18): every measure against a baseline taken
in the same run.

- Search: `search_operators` (the service the list and the search box call) against the very
  SQL statement it sends, replayed with the bare sqlite3 module on the same file. Reports the
  median and p95 of each and their ratio.
- Deep pages: the last page of the licence list against its first page, with the plans
  (`benchmarks/deep_pages.py`).
- Cold start: a new process that opens the database, signs in and shows the main window,
  against a new process that shows an empty PySide6 window, interleaved; the medians, their
  ratio and the memory of each (`benchmarks/cold_start.py`).
- Plate search, a vehicle's licences, one licence issued end to end and a fine with
  recidivism: see `benchmarks/record_bench.py`.

    python benchmarks/office_bench.py [--scale 0.01 | --licences N ...] [--rounds 30]
    python benchmarks/office_bench.py --office FOLDER   # an office built by large_office.py
"""

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import deep_pages, record_bench  # noqa: E402
from benchmarks.cold_start import measure_starts  # noqa: E402
from benchmarks.large_office import (  # noqa: E402
    build_large_office,
    office_url,
    open_large_office,
    size_arguments,
    sizes_from,
)
from benchmarks.measure import captured, percentile  # noqa: E402
from desktop.models.engine import sqlite_file  # noqa: E402
from desktop.services.search.operators import search_operators  # noqa: E402

QUERIES = [
    "sao joao",
    "transportes goias",
    "TURISMO",
    "10000123",
    "serra dourada 0420",
    "anapolis expresso",
    "cerrado ltda",
    "pirenopolis",
]


def captured_statement(context, text: str):
    """The statement `search_operators` sends for `text`."""
    sent = captured(context.database.engine, lambda: search_operators(context, text))
    return next(item for item in sent if "FROM operators" in item.statement)


def time_search(context, path: Path, rounds: int) -> tuple[list[float], list[float]]:
    service, raw = [], []
    connection = sqlite3.connect(path)
    for text in QUERIES:
        sent = captured_statement(context, text)
        for _ in range(rounds):
            start = time.perf_counter()
            search_operators(context, text)
            service.append(time.perf_counter() - start)
            start = time.perf_counter()
            sent.run(connection)
            raw.append(time.perf_counter() - start)
    connection.close()
    return service, raw


def measure(office, args) -> None:
    path = sqlite_file(office.url)
    print(f"office: {office.counts}", flush=True)
    service, raw = time_search(office.context, path, args.rounds)
    ms = 1000
    print(
        f"search, service : median {statistics.median(service) * ms:.2f} ms, "
        f"p95 {percentile(service, 0.95) * ms:.2f} ms"
    )
    print(
        f"search, raw SQL : median {statistics.median(raw) * ms:.2f} ms, "
        f"p95 {percentile(raw, 0.95) * ms:.2f} ms"
    )
    median_ratio = statistics.median(service) / statistics.median(raw)
    p95_ratio = percentile(service, 0.95) / percentile(raw, 0.95)
    print(f"search ratio    : median {median_ratio:.2f}x, p95 {p95_ratio:.2f}x", flush=True)
    context = office.context
    record_bench.time_plate_search(context, path, office.sample_plates, args.rounds)
    record_bench.time_vehicle_licences(context, path, office.sample_vehicles, args.rounds)
    record_bench.time_issue(context, path, path.parent / "keys", args.issues)
    record_bench.time_fine(context, path, office.fine_case.process_id, args.rounds)
    context.database.dispose()
    deep_pages.measure("deep pages of the licence list", office.url, args.rounds)
    if args.starts:
        measure_starts(office.url, args.starts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    size_arguments(parser)
    parser.add_argument(
        "--office", type=Path, help="measure the office already built in this folder"
    )
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument(
        "--issues", type=int, default=20, help="licences issued end to end (and their raw replays)"
    )
    parser.add_argument("--starts", type=int, default=10)
    args = parser.parse_args()
    if args.office:
        measure(open_large_office(office_url(args.office)), args)
        return 0
    with tempfile.TemporaryDirectory(prefix="balcao-bench-") as folder:
        sizes = sizes_from(args)
        began = time.perf_counter()
        seconds = build_large_office(Path(folder), sizes)
        print(
            f"office {sizes} built in {time.perf_counter() - began:.0f} s "
            f"({', '.join(f'{part} {spent:.0f} s' for part, spent in seconds.items())})",
            flush=True,
        )
        measure(open_large_office(office_url(Path(folder))), args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
