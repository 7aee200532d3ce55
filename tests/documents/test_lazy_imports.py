"""Cold start: what start-up does not need is not imported (issue 18).

The main window and the services of its global search (which verify stored PDFs) import
without pyHanko (and the aiohttp it brings), which load only when a PDF is signed or
verified; the start goes without the global search's services too (the first search loads
them), without the demo builder (only
`--demo` needs it), ReportLab and the document templates (the first document issued or
verified loads them), Pillow and zxing-cpp (the first QR image read), the holiday calendars
(the first date counted in business days), Alembic (needed only when the stored schema
revision is not the head's), the first-run wizard with the signing keys' library
(cryptography) it brings, and QtPdf (the first preview). The tests of the demo, issuing,
verification and migrations cover that each still loads where it is used."""

import json
import os
import subprocess
import sys

# What a start loads before the main window is shown: the login's modules (`desktop.app`),
# then, with the login on screen, what `start_session`, `sign_in` and `run_app` import.
STARTED = (
    "desktop.app",
    "desktop.models.startup",
    "desktop.models.statistics",
    "desktop.services.office.setup_records",
    "desktop.services.office.users",
    "desktop.ui.main_window",
    "desktop.ui.integrity_check",
    "desktop.ui.widgets.drafts",
)

LOADED_MODULES = """
import json, sys
import {modules}
print(json.dumps(sorted(sys.modules)))
"""


def modules_after_importing(*modules: str) -> set[str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", LOADED_MODULES.format(modules=", ".join(modules))],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def loaded_from(modules: set[str], packages: set[str]) -> list[str]:
    return sorted(
        name
        for name in modules
        if name in packages or any(name.startswith(f"{package}.") for package in packages)
    )


def test_main_window_imports_without_pyhanko():
    modules = modules_after_importing("desktop.ui.main_window", "desktop.services.documents.lookup")
    assert {
        "desktop.services.documents.verification",
        "desktop.documents.verify",
        "desktop.documents.pdf_signing",
    } <= modules
    assert "pyhanko" not in modules
    assert loaded_from(modules, {"pyhanko", "pyhanko_certvalidator", "aiohttp"}) == []


def test_the_login_shows_before_the_database_library_loads():
    """The login is on screen as soon as Qt is (issue 18 §2): `desktop.app`, which shows it,
    and the command line that starts it load neither SQLAlchemy nor a model, a service or
    the main window; they load while the login is on screen."""
    modules = modules_after_importing("desktop.cli", "desktop.app")
    assert {"desktop.ui.login_dialog", "desktop.ui.widgets.operation"} <= modules
    assert (
        loaded_from(
            modules,
            {
                "sqlalchemy",
                "desktop.models.database",
                "desktop.models.users",
                "desktop.services.context",
                "desktop.services.office",
                "desktop.ui.main_window",
            },
        )
        == []
    )


def test_the_application_starts_without_demo_documents_or_alembic():
    modules = modules_after_importing(*STARTED)
    assert (
        loaded_from(
            modules,
            {
                "desktop.demo",
                "reportlab",
                "pyhanko",
                "pyhanko_certvalidator",
                "alembic",
                "holidays",
                "openpyxl",
                "PIL",
                "zxingcpp",
                "desktop.documents.render",
                "desktop.documents.kinds",
                "desktop.documents.letterhead",
                "desktop.services.documents.lookup",
                "desktop.services.documents.verification",
                "desktop.models.sanctions",
                "desktop.ui.setup_wizard",
                "cryptography",
                "PySide6.QtPdf",
            },
        )
        == []
    )


def test_the_home_page_reads_without_the_network_driver_or_issuing():
    """The home page's counts read an office's own tables: a SQLite office starts without
    psycopg (the PostgreSQL driver the state network's commands use) and without the issuing
    of documents, which two of its counts (expiring CRCs and documents, open applications)
    once pulled in through the modules that write them."""
    modules = modules_after_importing(*STARTED, "desktop.services.home_page")
    assert {"desktop.services.home", "desktop.services.network.sync"} <= modules
    assert (
        loaded_from(
            modules,
            {
                "psycopg",
                "desktop.services.network.state",
                "desktop.services.documents.issuing",
                "desktop.services.registration.crc",
                "desktop.services.registration.applications",
                "desktop.services.registration.operator_documents",
            },
        )
        == []
    )


def test_the_home_page_is_shown_before_the_models_its_counts_read():
    """The page's counts are read on the worker thread, which imports their services and
    models there: the main window is shown without the models of lines, licences, vehicles,
    complaints and sanctions (issue 18 §2), nor the operators' search and model, which the
    forms' operator pickers bring (`desktop.ui.widgets.operator_proposals`)."""
    modules = modules_after_importing(*STARTED, "desktop.ui.home.page")
    assert "desktop.ui.home.licences" in modules
    assert (
        loaded_from(
            modules,
            {
                "desktop.services.home",
                "desktop.services.home_page",
                "desktop.models.lines",
                "desktop.models.licences",
                "desktop.models.vehicles",
                "desktop.models.complaints",
                "desktop.models.sanctions",
                "desktop.models.operators",
                "desktop.services.search.operators",
            },
        )
        == []
    )


def test_the_application_starts_without_the_rules_engine_s_decisions():
    """The start needs the office's calendar from the rules engine (the clock of the drafts
    dialog) and its error type: importing them does not load the engine's decisions, which
    `desktop.rules` gives on first use (`desktop.rules.api`), nor the rulebook."""
    modules = modules_after_importing(*STARTED, "desktop.ui.home.page")
    assert {"desktop.rules", "desktop.rules.office_calendar"} <= modules
    assert (
        loaded_from(
            modules,
            {
                "desktop.rules.api",
                "desktop.rules.rulebook",
                "desktop.rules.fines",
                "desktop.rules.deadlines",
                "desktop.rules.licences",
                "desktop.rules.lines",
                "desktop.rules.validity",
            },
        )
        == []
    )
    assert "desktop.rules.fines" in modules_after_importing("desktop.services.home_page")
