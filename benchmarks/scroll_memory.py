"""Memory while scrolling a long list (issue 18 §5), against the list holding every row it
read (the model before the window of pages), in the same run.

The Operadores area of an office built by `benchmarks/operator_search.py` is scrolled from
the first row to the last, as a clerk dragging the scroll bar down; each start is a new
process, bounded and unbounded interleaved, reporting the resident memory once the first
page is shown and once the last row is.

    python benchmarks/scroll_memory.py sqlite:///F/operators-50000.sqlite3 [--runs 2]
"""

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MIB = 1024 * 1024


def resident() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def one_run(url: str, unbounded: bool) -> dict:
    from PySide6.QtWidgets import QApplication

    from benchmarks.deep_pages import signed_in
    from desktop.ui.navigator import Navigator
    from desktop.ui.operators.area import OperatorsArea
    from desktop.ui.workspace import Workspace

    app = QApplication([])
    context = signed_in(url)
    with tempfile.TemporaryDirectory() as keys:
        area = OperatorsArea(Workspace(context, Navigator(), Path(keys)))
        area.resize(1366, 720)
        if unbounded:
            area.model.window_pages = 10**9
        area.show()
        area.refresh()
        app.processEvents()
        gc.collect()
        start = resident()
        view, model = area.list_view, area.model
        while model.canFetchMore():
            view.scrollToBottom()
            app.processEvents()
        gc.collect()
        return {
            "rows": model.rowCount(),
            "held": len(model.held_rows()),
            "start": start,
            "end": resident(),
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--one", choices=["bounded", "unbounded"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one_run(args.url, args.one == "unbounded")), flush=True)
        # Leave without tearing the widgets down (PySide6 may abort while finalizing).
        os._exit(0)
    measure(args.url, args.runs)
    return 0


def measure(url: str, runs: int) -> None:
    """`runs` scrolls of each kind, each in a new process, and the median growth of each;
    the processes start as the cold starts do (offscreen unless a platform is set: Qt aborts
    a process that finds no display)."""
    from benchmarks.cold_start import environment  # not loaded by the measured processes

    grown: dict[str, list[float]] = {"bounded": [], "unbounded": []}
    for _ in range(runs):
        for kind in grown:
            output = subprocess.run(
                [sys.executable, __file__, url, "--one", kind],
                env=environment(),
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            run = json.loads(output.strip().splitlines()[-1])
            grown[kind].append((run["end"] - run["start"]) / MIB)
            print(
                f"{kind}: {run['rows']} rows scrolled, {run['held']} held at the end, "
                f"{run['start'] / MIB:.0f} MiB -> {run['end'] / MIB:.0f} MiB",
                flush=True,
            )
    for kind, values in grown.items():
        print(f"{kind}: median growth {statistics.median(values):.1f} MiB", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
