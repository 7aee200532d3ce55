"""Cold start (issue 18 §2): a new process that opens an office, signs in and shows the main
window, against a new process that shows an empty PySide6 window, interleaved (app, empty,
app, empty, ...) so both see the same load on the machine; medians and their ratio.

Each start reports when its window is shown and usable ("READY"), its resident memory then,
and, for Balcão, when the home page's counts (read off the GUI thread) have filled in.

    python benchmarks/cold_start.py URL [--starts 10]
    # URL: an office database, e.g. the file of benchmarks/deep_pages.py --folder F
    #      (sqlite:///F/deep-pages.sqlite3) or of benchmarks/large_office.py
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.large_office import PASSWORD  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

RSS = """
def rss_mib():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
"""

MAIN_WINDOW_START = (
    RSS
    + """
import sys
import desktop.app  # everything the application imports at start
from PySide6.QtWidgets import QApplication
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.ui.main_window import MainWindow
from desktop.ui.theme import apply_theme
from desktop.ui.translations import install_translators
app = QApplication(sys.argv)
apply_theme(app)
translators = install_translators(app)
database = open_database(sys.argv[1])
ctx = ServiceContext(database, authenticate(database, "admin", sys.argv[2]), load_office(database))
window = MainWindow(ctx)
window.show()
app.processEvents()
print(f"READY {rss_mib():.1f}", flush=True)
home = window.pages["home"]
home.loaded.connect(lambda: (print("COUNTS", flush=True), app.quit()))
app.exec()
"""
)

EMPTY_WINDOW_START = (
    RSS
    + """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
window = QWidget()
window.resize(1366, 768)
window.show()
app.processEvents()
print(f"READY {rss_mib():.1f}", flush=True)
"""
)

IMPORT_APP = """
import time
began = time.perf_counter()
import desktop.app
print(time.perf_counter() - began, flush=True)
"""


def environment() -> dict[str, str]:
    """The starts use compiled bytecode, as an installation does (the frozen bundle holds
    .pyc files): PYTHONDONTWRITEBYTECODE, set on the development machine, would have every
    start compile every module of Balcão again."""
    variables = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        PYTHONPATH=str(ROOT),
    )
    variables.pop("PYTHONDONTWRITEBYTECODE", None)
    return variables


def one_start(script: str, arguments: list[str]) -> tuple[float, float, float | None]:
    """(seconds to a usable window, MiB resident then, seconds to the counts or None)."""
    began = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", script, *arguments],
        env=environment(),
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    ready = process.stdout.readline().split()
    shown = time.perf_counter() - began
    if not ready or ready[0] != "READY":
        process.kill()
        raise SystemExit(f"the start script failed: {ready!r}")
    counts = None
    if script is MAIN_WINDOW_START:
        if process.stdout.readline().strip() == "COUNTS":
            counts = time.perf_counter() - began
    process.kill()
    process.wait()
    return shown, float(ready[1]), counts


def measure_starts(url: str, starts: int) -> dict[str, float]:
    """Prints and returns the medians: `import desktop.app` alone, then `starts` starts of
    each kind, interleaved."""
    one_start(MAIN_WINDOW_START, [url, PASSWORD])  # writes the bytecode; not measured
    one_start(EMPTY_WINDOW_START, [])
    imports = []
    for _ in range(5):
        output = subprocess.run(
            [sys.executable, "-c", IMPORT_APP],
            env=environment(),
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        imports.append(float(output.strip().splitlines()[-1]))
    app, empty = [], []
    for _ in range(starts):
        app.append(one_start(MAIN_WINDOW_START, [url, PASSWORD]))
        empty.append(one_start(EMPTY_WINDOW_START, []))
    figures = {
        "import": statistics.median(imports),
        "app": statistics.median(item[0] for item in app),
        "counts": statistics.median(item[2] for item in app if item[2] is not None),
        "empty": statistics.median(item[0] for item in empty),
        "app_mib": statistics.median(item[1] for item in app),
        "empty_mib": statistics.median(item[1] for item in empty),
    }
    print(f"import desktop.app alone: median {figures['import'] * 1000:.0f} ms of 5")
    print(f"starts, interleaved: {starts} of each")
    print(f"main window usable      : median {figures['app']:.2f} s")
    print(f"home page counts filled : median {figures['counts']:.2f} s")
    print(f"empty PySide6 window    : median {figures['empty']:.2f} s")
    print(
        f"cold start ratio        : {figures['app'] / figures['empty']:.2f}x "
        f"(counts filled: {figures['counts'] / figures['empty']:.2f}x)"
    )
    print(
        f"memory after start      : {figures['app_mib']:.0f} MiB, empty window "
        f"{figures['empty_mib']:.0f} MiB, ratio {figures['app_mib'] / figures['empty_mib']:.2f}x",
        flush=True,
    )
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url", help="the office database")
    parser.add_argument("--starts", type=int, default=10)
    args = parser.parse_args()
    measure_starts(args.url, args.starts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
