"""The demo of `balcao demo` for the screen tests (no tests here): `demo_offices`, a fixture
building its Goiás office and its Roraima office once, and the contexts and main windows of
their administrator. The tests using it only read: one build serves them all; a test that
writes works on a copy of an office (`demo_copy`).

The demo is built on the real clock, its records dated from the day of the build ("today":
the licences of today's batch, the permits due in 18 days). The contexts handed out run on
the demo's day: the real time, put back by the whole days passed in the office since the
build, so a session crossing the office's midnight still finds the demo's today, and the
time still runs on within the day."""

import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool

from desktop.demo.office import DEMO_USERS, build_demo
from desktop.models.base import utc_now
from desktop.models.startup import backup_sqlite, open_database
from desktop.services.calendar import today_in
from desktop.services.context import ServiceContext
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.ui.main_window import MainWindow
from tests.factories.screens import READING_BOUND_MS

# One office of the demo: its database's URL, the folder of its keys, when it was built.
DemoOffice = tuple[str, Path, datetime]


@pytest.fixture(scope="session")
def demo_offices(tmp_path_factory) -> dict[str, DemoOffice]:
    """The demo's offices by state: "GO" and "RR"."""
    started = utc_now()
    built = build_demo(tmp_path_factory.mktemp("demo"))
    assert built.roraima is not None
    return {
        "GO": (built.database_url, built.key_dir, started),
        "RR": (built.roraima.database_url, built.roraima.key_dir, started),
    }


def on_demo_day(
    jurisdiction: str, built: datetime, now: Callable[[], datetime]
) -> Callable[[], datetime]:
    """`now` put back by the whole days passed in the office since `built`."""
    day = today_in(jurisdiction, built)

    def clock() -> datetime:
        instant = now()
        return instant - timedelta(days=(today_in(jurisdiction, instant) - day).days)

    return clock


def demo_copy(office: DemoOffice, directory: Path) -> DemoOffice:
    """A copy of the office, its database and its keys, in `directory`: the demo shared
    by the other tests is left as it was built."""
    database = directory / "demo.sqlite"
    backup_sqlite(Path(office[0].removeprefix("sqlite:///")), database)
    keys = shutil.copytree(office[1], directory / "keys")
    return (f"sqlite:///{database.as_posix()}", keys, office[2])


@contextmanager
def admin_of(office: DemoOffice, now: Callable[[], datetime] = utc_now) -> Iterator[ServiceContext]:
    """The context of the office's administrator, on the demo's day (`now` the real
    clock); its database closed after."""
    database = open_database(office[0])
    admin = DEMO_USERS[0]
    try:
        actor = authenticate(database, admin.username, admin.password)
        info = load_office(database)
        clock = on_demo_day(info.jurisdiction, office[2], now)
        yield ServiceContext(database, actor, info, clock)
    finally:
        QThreadPool.globalInstance().waitForDone(30_000)
        database.dispose()


@contextmanager
def demo_window(qtbot, office: DemoOffice) -> Iterator[MainWindow]:
    """The office's main window for its administrator, shown at 1366×728 with its home page
    read. A reading starts from the event loop once asked for (`worker.start`): at the end,
    the events are let through before the wait, so none starts after the window is gone —
    its garbage then collected on the worker's thread crashed the tests now and then."""
    with admin_of(office) as ctx:
        shown = MainWindow(ctx, Path(office[1]))
        qtbot.addWidget(shown)
        shown.resize(1366, 728)
        with qtbot.waitSignal(shown.pages["home"].loaded, timeout=READING_BOUND_MS):
            shown.show()
        try:
            yield shown
        finally:
            shown.close()
            QCoreApplication.processEvents()
            QThreadPool.globalInstance().waitForDone(30_000)
