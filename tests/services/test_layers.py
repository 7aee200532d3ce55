"""The layers of DESIGN.md: rules, models, documents and services never use Qt or the UI."""

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import desktop

NON_UI_PACKAGES = ("desktop.rules", "desktop.models", "desktop.documents", "desktop.services")
PACKAGE_ROOT = Path(desktop.__file__).parent
FORBIDDEN_SOURCE = re.compile(
    r"^\s*(import\s+(PySide6|shiboken6)|from\s+(PySide6|shiboken6|desktop\.ui)\b"
    r"|import\s+desktop\.ui\b)",
    re.MULTILINE,
)

IMPORT_ALL = """
import importlib, json, pkgutil, sys
names = []
for package_name in {packages!r}:
    package = importlib.import_module(package_name)
    names.append(package_name)
    for info in pkgutil.walk_packages(package.__path__, package_name + "."):
        importlib.import_module(info.name)
        names.append(info.name)
qt = sorted(m for m in sys.modules
            if m.split(".")[0] in ("PySide6", "shiboken6") or m.startswith("desktop.ui"))
print(json.dumps({{"imported": names, "qt": qt}}))
"""


def test_non_ui_layers_import_without_qt():
    script = IMPORT_ALL.format(packages=NON_UI_PACKAGES)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert "desktop.services.office.users" in report["imported"]
    assert "desktop.models.startup" in report["imported"]
    assert report["qt"] == []


def test_non_ui_sources_do_not_mention_qt_or_the_ui():
    offenders = []
    checked = 0
    for package in NON_UI_PACKAGES:
        folder = PACKAGE_ROOT / package.split(".")[1]
        for source in folder.rglob("*.py"):
            checked += 1
            if FORBIDDEN_SOURCE.search(source.read_text(encoding="utf-8")):
                offenders.append(str(source.relative_to(PACKAGE_ROOT)))
    assert checked > 10
    assert offenders == []


def test_the_pattern_catches_what_it_must():
    for line in (
        "import PySide6",
        "from PySide6.QtCore import Qt",
        "from desktop.ui import x",
        "import desktop.ui.main_window",
        "  from shiboken6 import isValid",
    ):
        assert FORBIDDEN_SOURCE.search(line), line
    assert not FORBIDDEN_SOURCE.search("# PySide6 is not used here")


def _sources(package: str) -> list[Path]:
    return list((PACKAGE_ROOT / package).rglob("*.py"))


def _importers_of(target: str, packages: tuple[str, ...]) -> list[str]:
    pattern = re.compile(rf"^\s*(from|import)\s+{re.escape(target)}\b", re.MULTILINE)
    return [
        str(source.relative_to(PACKAGE_ROOT))
        for package in packages
        for source in _sources(package)
        if pattern.search(source.read_text(encoding="utf-8"))
    ]


def test_the_demo_is_a_client_of_the_services():
    """DESIGN.md: desktop/demo sits beside ui and the CLI; nothing below it imports it."""
    assert _importers_of("desktop.demo", ("rules", "models", "documents", "services")) == []
    assert _importers_of("desktop.ui", ("demo",)) == []


def test_models_and_rules_do_not_reach_up():
    assert _importers_of("desktop.services", ("models", "rules", "documents")) == []
    assert _importers_of("desktop.models", ("rules",)) == []


def test_services_are_grouped_by_domain():
    top = sorted(p.stem for p in (PACKAGE_ROOT / "services").glob("*.py"))
    domains = sorted(
        p.name
        for p in (PACKAGE_ROOT / "services").iterdir()
        if p.is_dir() and (p / "__init__.py").exists()
    )
    assert len(top) <= 12, top
    assert domains == [
        "complaints",
        "documents",
        "licences",
        "lines",
        "network",
        "office",
        "registration",
        "sanctions",
        "search",
        "vehicles",
    ]


CATCHING = re.compile(r"^\s*except\b|\bsuppress\(", re.MULTILINE)
# Where desktop/ui may catch an exception, and why; every other screen runs its service calls
# through the operation helper (DESIGN.md, UI), which shows a refusal one way and reports
# anything else as a bug.
MAY_CATCH = {
    "ui/widgets/operation.py": "the operation helper: the one place screens' errors are handled",
    "ui/widgets/drafts.py": "a form's draft is written on its own thread and read at the start; "
    "it must never stop the clerk, so its failures go to the log and nothing else",
    "ui/widgets/worker.py": "the worker thread hands the work's exception to the GUI thread, "
    "where the operation helper handles it",
}


def _catching(sources: list[Path]) -> list[str]:
    return sorted(
        source.relative_to(PACKAGE_ROOT).as_posix()
        for source in sources
        if CATCHING.search(source.read_text(encoding="utf-8"))
    )


def test_screens_never_catch_exceptions_themselves():
    assert _catching(_sources("ui") + [PACKAGE_ROOT / "app.py"]) == sorted(MAY_CATCH)


def test_the_catching_pattern_finds_what_it_must():
    for line in ("    except UserFacingError as error:", "except:", "with suppress(OSError):"):
        assert CATCHING.search(line), line
    for line in ("# no screen catches exceptions", "    raise ValueError(text)", "expected = 1"):
        assert not CATCHING.search(line), line


WRITING = re.compile(
    r"\.write\(\)|\bsession\.(add|add_all|delete|flush)\(|\binsert_audited\(|\brecord_audit\("
)


def _read_side_modules() -> list[Path]:
    """The services' query modules (issue 13 §1): what screens read, as plain rows."""
    return sorted(
        source
        for source in _sources("services")
        if source.name in ("records.py", "detail.py") or source.name.endswith("_records.py")
    )


def test_query_modules_never_write():
    """A domain's `records` (and `detail`) modules read; what changes state lives in its
    command modules, each use case one transaction with its audit."""
    modules = _read_side_modules()
    assert len(modules) >= 6
    writing = [
        source.relative_to(PACKAGE_ROOT).as_posix()
        for source in modules
        if WRITING.search(source.read_text(encoding="utf-8"))
    ]
    assert writing == []


def test_the_writing_pattern_finds_what_it_must():
    for line in (
        "with ctx.database.write() as session:",
        "    session.add(act)",
        "insert_audited(session, ctx, row, 'x')",
        "record_audit(session, ctx.actor, 'line', 1, 'x', None, {})",
        "session.flush()",
    ):
        assert WRITING.search(line), line
    for line in ("with ctx.database.read() as session:", "session.get(Line, line_id)"):
        assert not WRITING.search(line), line


def _queries_beside_commands(source: Path) -> list[str]:
    """Public functions of a command module that only read: they open a read session and
    neither write nor call (however indirectly) a function of the module that does."""
    text = source.read_text(encoding="utf-8")
    tree = ast.parse(text)
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    body = {name: ast.get_source_segment(text, node) or "" for name, node in functions.items()}
    writers = {name for name, code in body.items() if WRITING.search(code)}
    calls = {
        name: {
            c.func.id
            for c in ast.walk(node)
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in functions
        }
        for name, node in functions.items()
    }
    if not writers:
        return []
    grown = True
    while grown:  # a function that calls one that writes writes too
        found = {name for name in functions if calls[name] & writers} - writers
        writers |= found
        grown = bool(found)
    return sorted(
        name
        for name, code in body.items()
        if not name.startswith("_") and ".read()" in code and name not in writers
    )


def test_command_modules_leave_their_queries_to_records_modules():
    """Issue 13 §1: inside a domain what reads (queries returning rows for the screens) is
    apart from what changes state: a module that writes holds no query."""
    mixed = {
        source.relative_to(PACKAGE_ROOT).as_posix(): found
        for source in _sources("services")
        if (found := _queries_beside_commands(source))
    }
    assert mixed == {}


def test_the_query_finder_finds_what_it_must(tmp_path):
    module = tmp_path / "mixed.py"
    module.write_text(
        "def record(ctx):\n    with ctx.database.write() as session:\n        pass\n\n"
        "def listing(ctx):\n    with ctx.database.read() as session:\n        pass\n\n"
        "def reprint(ctx):\n    with ctx.database.read() as session:\n        pass\n"
        "    return _render(ctx)\n\n"
        "def _render(ctx):\n    return record(ctx)\n",
        encoding="utf-8",
    )
    assert _queries_beside_commands(module) == ["listing"]
