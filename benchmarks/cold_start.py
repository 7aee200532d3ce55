"""Cold start (issue 18 §2): a new process that starts Balcão the way `balcao` does — the
login on screen, the office's database opened behind it, the name and password entered the
moment the login runs, the main window — against a new process that shows an empty PySide6
window, interleaved (app, empty, app, empty, ...) so both see the same load on the machine;
medians and their ratio.

Each start reports when its window is shown and usable ("READY"), its resident memory then,
and, for Balcão, when the login was on screen ("LOGIN"), the time from "Entrar" to the main
window, and when the home page's counts (read off the GUI thread) have filled in.

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
from dataclasses import dataclass
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
import time
from PySide6.QtWidgets import QApplication
from desktop import app as app_module
from desktop.ui.login_dialog import LoginDialog
from desktop.ui.translations import install_translators
from desktop.ui.widgets import dialogs
app = QApplication(sys.argv)
app_module.prepare_application(app)
translators = install_translators(app)
shown_login = app_module.shown_login
def login_on_screen():
    login = shown_login()
    print("LOGIN", flush=True)
    return login
entered = []
def enter(dialog):
    # The clerk's name and password typed at once, as soon as the login runs.
    assert isinstance(dialog, LoginDialog)
    dialog.username.setText("admin")
    dialog.password.setText(sys.argv[2])
    entered.append(time.perf_counter())
    dialog.ok_button.click()
    return dialog.result()
app_module.shown_login = login_on_screen
dialogs.launch = enter
window = app_module.start_session(sys.argv[1]).window
window.show()
app.processEvents()
print(f"READY {rss_mib():.1f} {time.perf_counter() - entered[0]:.4f}", flush=True)
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


@dataclass
class Start:
    """One start, in seconds from the process's launch: the window usable, its resident
    memory then; for Balcão, the login on screen, the time from "Entrar" to the main
    window, and the home page's counts filled in."""

    shown: float
    mib: float
    login: float | None = None
    after_entrar: float | None = None
    counts: float | None = None


def one_start(script: str, arguments: list[str]) -> Start:
    began = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", script, *arguments],
        env=environment(),
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert process.stdout is not None
    login = None
    line = process.stdout.readline().split()
    if line[:1] == ["LOGIN"]:
        login = time.perf_counter() - began
        line = process.stdout.readline().split()
    shown = time.perf_counter() - began
    if not line or line[0] != "READY":
        process.kill()
        raise SystemExit(f"the start script failed: {line!r}")
    start = Start(shown, float(line[1]), login)
    if script is MAIN_WINDOW_START:
        start.after_entrar = float(line[2])
        if process.stdout.readline().strip() == "COUNTS":
            start.counts = time.perf_counter() - began
    process.kill()
    process.wait()
    return start


def median_of(values: list[float | None]) -> float:
    return statistics.median(value for value in values if value is not None)


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
        "login": median_of([start.login for start in app]),
        "app": median_of([start.shown for start in app]),
        "after_entrar": median_of([start.after_entrar for start in app]),
        "counts": median_of([start.counts for start in app]),
        "empty": median_of([start.shown for start in empty]),
        "app_mib": median_of([start.mib for start in app]),
        "empty_mib": median_of([start.mib for start in empty]),
    }
    empty_window = figures["empty"]
    print(f"import desktop.app alone: median {figures['import'] * 1000:.0f} ms of 5")
    print(f"starts, interleaved: {starts} of each")
    print(
        f"login on screen         : median {figures['login']:.2f} s "
        f"({figures['login'] / empty_window:.2f}x the empty window)"
    )
    print(f"Entrar to main window   : median {figures['after_entrar']:.2f} s")
    print(f"main window usable      : median {figures['app']:.2f} s (password given at once)")
    print(f"home page counts filled : median {figures['counts']:.2f} s")
    print(f"empty PySide6 window    : median {empty_window:.2f} s")
    print(
        f"cold start ratio        : {figures['app'] / empty_window:.2f}x "
        f"(counts filled: {figures['counts'] / empty_window:.2f}x)"
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
