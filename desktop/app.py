"""Starting the desktop application: theme and translations, the login on screen, the
database opened behind it (or the first-run wizard), then the main window.

`run_app` is what `balcao` (no subcommand) calls; `start_session` is the part between the
QApplication and the main window, so tests drive it with the real dialogs.

The login shows as soon as Qt does (issue 18 §2): this module and the login's load neither
the database library nor the models, the services or the main window. Those load while the
login is on screen and the clerk types — the database library loaded and the database
opened on a worker thread in `start_session`, the office read and the main window's modules
in `sign_in` — so that "Entrar" is followed only by the password's check and the main
window's building.
"""

import sys
import tempfile
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication, QDialog

from desktop import pyside_sources  # noqa: F401  first: see the module
from desktop.data_folder import first_start
from desktop.models.errors import UserFacingError
from desktop.ui.login_dialog import LoginDialog
from desktop.ui.theme import apply_theme
from desktop.ui.translations import install_translators
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.app_events import install_app_events, remove_app_events
from desktop.ui.widgets.unexpected import report_unexpected
from desktop.ui.widgets.worker import stop_tasks

if TYPE_CHECKING:
    from desktop.demo.office import DemoResult, DemoUser
    from desktop.models.database import Database
    from desktop.ui.main_window import MainWindow

EXIT_OK = 0
EXIT_DATABASE_PROBLEM = 1


translate = QCoreApplication.translate


@dataclass
class StartResult:
    window: "MainWindow | None"
    exit_code: int


def unusable(problem: UserFacingError) -> None:
    dialogs.warn(None, translate("app", "Banco de dados"), problem.message)


def shown_login() -> LoginDialog:
    """The login, painted before the database opens; "Entrar" waits for the office."""
    login = LoginDialog()
    login.show()
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    return login


def close_login(login: LoginDialog | None) -> None:
    if login is not None:
        login.close()
        login.deleteLater()


def sign_in(
    database: "Database",
    key_dir: Path | None = None,
    demo_user: "DemoUser | None" = None,
    login: LoginDialog | None = None,
) -> StartResult:
    """The wizard on a database without an office, the login otherwise (`login`, when the
    start already shows it): the main window, or none when cancelled (EXIT_OK) or when the
    database failed on the way (its message shown, or an unexpected failure reported with
    its incident code by `operation.run`)."""
    from desktop.services.context import ServiceContext
    from desktop.services.office.setup_records import load_office, office_is_set_up
    from desktop.ui.main_window import MainWindow

    found = operation.run(
        None,
        lambda: (load_office(database) if office_is_set_up(database) else None,),
        refused=unusable,
    )
    if found is None:
        close_login(login)
        return StartResult(None, EXIT_DATABASE_PROBLEM)
    office = found[0]
    ctx: ServiceContext | None = None
    if office is None:
        close_login(login)
        # Only the first run sets up an office: the wizard (and the signing keys' library it
        # brings) is not loaded on every start (issue 18, cold start and memory).
        from desktop.ui.setup_wizard import SetupWizard

        wizard = SetupWizard(database, key_dir)
        if dialogs.launch(wizard) == QDialog.DialogCode.Accepted:
            ctx = wizard.context
    else:
        login = login or LoginDialog()
        login.open_office(database, office.name)
        if demo_user is not None:
            login.offer_demo_user(demo_user.username, demo_user.password)
        accepted = dialogs.launch(login) == QDialog.DialogCode.Accepted
        if login.database_problem is not None:
            return StartResult(None, EXIT_DATABASE_PROBLEM)
        if accepted and login.actor is not None:
            ctx = ServiceContext(database, login.actor, office)
    return StartResult(None if ctx is None else MainWindow(ctx, key_dir), EXIT_OK)


def start_session(
    database_url: str | None, key_dir: Path | None = None, demo_user: "DemoUser | None" = None
) -> StartResult:
    """The login on screen (the wizard instead, on the first start), then the database
    opened behind it and the office signed in to.

    The database opens on a worker thread: an upgrade of a large office after a new version
    (its backup first) or a distant server slow to answer takes seconds to minutes, and the
    login stays painted and typed into meanwhile, where it used to freeze. The clerk may
    close it then: the start ends, without a window, once the database is open (an upgrade
    is never cut short)."""
    login = None if first_start(database_url) else shown_login()
    closed: list[bool] = []
    if login is not None:
        login.rejected.connect(lambda: closed.append(True))
    database = operation.waited_in_background(
        login, lambda control: _opened(database_url), refused=unusable
    )
    if database is None or closed:
        close_login(login)
        if database is not None:
            database.dispose()
        return StartResult(None, EXIT_DATABASE_PROBLEM if database is None else EXIT_OK)
    result = sign_in(database, key_dir, demo_user, login)
    if result.window is None:
        database.dispose()
    return result


def _opened(database_url: str | None) -> "Database":
    """The office's database, opened (and upgraded if need be); the database library loads
    here, off the GUI thread."""
    from desktop.models.startup import open_database, open_existing_database

    # Only the first start in the data folder (no --database) creates the office's database.
    opening = open_database if database_url is None else open_existing_database
    return opening(database_url)


def build_demo_database(directory: Path) -> "DemoResult | None":
    """Builds the demo office off the GUI thread behind a progress dialog; None on failure.
    The demo builder is imported here: only `--demo` needs it (issue 18: 0.37 s of start)."""
    from desktop.demo.office import build_demo

    return operation.waited_in_background(
        None,
        lambda control: build_demo(directory),
        progress=translate("app", "Criando o escritório de demonstração…"),
        refused=lambda error: dialogs.warn(None, translate("app", "Demonstração"), error.message),
    )


def _show_unexpected_error(kind, value, trace) -> None:
    """Last resort for a bug in a slot: report it and keep the application running."""
    report_unexpected(None, value.with_traceback(trace))


def prepare_application(app: QApplication) -> None:
    """What every start gives the application before any window: its name, the look and
    its one event filter (`app_events`): the wheel guard (a field the clerk is not in
    never changes under the wheel), the whole text of a cut cell in its tooltip and the
    screens' shortcuts ahead of the text fields' own keys."""
    app.setApplicationName("Balcão")
    apply_theme(app)
    install_app_events(app)


def release_application(app: QApplication) -> None:
    """Takes the application-wide filter off before Python shuts down: an event Qt still
    delivers while PySide's wrappers are being torn down would otherwise reach it (a crash
    at exit)."""
    remove_app_events(app)


def run_app(database_url: str | None = None, demo: bool = False) -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    prepare_application(app)
    translators = install_translators(app)
    sys.excepthook = _show_unexpected_error
    with ExitStack() as stack:
        key_dir = None
        demo_user = None
        if demo:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="balcao-demo-")))
            built = build_demo_database(folder)
            if built is None:
                return EXIT_DATABASE_PROBLEM
            database_url, key_dir, demo_user = built.database_url, built.key_dir, built.users[0]
        result = start_session(database_url, key_dir, demo_user)
        if result.window is None:
            return result.exit_code
        from desktop.models.statistics import refresh_statistics
        from desktop.ui.integrity_check import check_in_background
        from desktop.ui.widgets.drafts import wait_for_drafts

        result.window.show()
        result.window.offer_drafts()
        database = result.window.ctx.database
        check_in_background(result.window, database)
        # The planner's statistics of the tables that grew (desktop.models.statistics); a
        # database busy with another workstation's writing has them refreshed next time.
        operation.run_in_background(
            result.window,
            lambda control: refresh_statistics(database),
            progress=None,
            refused=lambda busy: None,
        )
        code = app.exec()
        release_application(app)
        stop_tasks()
        wait_for_drafts()
        result.window.ctx.database.dispose()
    del translators
    return code
