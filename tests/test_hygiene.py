"""Hygiene of the test suite: no test module imports from another test module. What tests
share lives in tests/factories/, a conftest.py or a helper module not named test_*, so that
each test module can be read, moved or deleted on its own."""

import ast
from pathlib import Path

TESTS = Path(__file__).parent


def imports_of_test_modules(source: str) -> list[str]:
    """The test modules (tests.…test_*, or a relative .test_*) that `source` imports from,
    at the top or inside a function, on one line or several."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names if alias.name.startswith("tests.")]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level == 0 and base != "tests" and not base.startswith("tests."):
                continue
            modules = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found += [name for name in modules if name.rpartition(".")[2].startswith("test_")]
    return found


def test_no_test_module_imports_from_another_test_module():
    offenders = []
    checked = 0
    for path in sorted(TESTS.rglob("*.py")):
        checked += 1
        for module in imports_of_test_modules(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(TESTS.parent)} imports {module}")
    assert checked > 100
    assert offenders == []


def test_the_check_catches_what_it_must():
    grids = "tests.ui.test_grids"  # spelled apart so that a grep of the suite finds no import
    for source in (
        f"from {grids} import type_in_cell",
        f"def f():\n    from {grids} import (\n        type_in_cell,\n    )",
        "import tests.ui.test_grids",
        "from tests.ui import test_grids",
        "from .test_grids import type_in_cell",
    ):
        assert imports_of_test_modules(source), source
    for source in (
        "from tests.factories.lines import go_line",
        "from tests.ui.conftest import ticking_from_noon",
        "from tests.ui.text_walk import visible_texts",
        "from desktop.services.network.checks import test_connection",
        "import pytest",
    ):
        assert not imports_of_test_modules(source), source


def saved_grabs(source: str) -> int:
    """How many calls in `source` save a widget's picture (`….grab().save(…)`)."""
    return sum(
        1
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "save"
        and isinstance(node.func.value, ast.Call)
        and isinstance(node.func.value.func, ast.Attribute)
        and node.func.value.func.attr == "grab"
    )


def test_no_test_saves_screenshots():
    """A screenshot a test saves asserts nothing and leaves files behind (in /tmp on every
    run): pictures of the screens are taken by scripts/screenshots.py, and a look at a
    dialog is a throwaway copy of its test, not committed."""
    offenders = [
        str(path.relative_to(TESTS.parent))
        for path in sorted(TESTS.rglob("test_*.py"))
        if saved_grabs(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
    assert saved_grabs("dialog.grab().save('/tmp/x.png')\nother.save('y')\n") == 1


def utc_dates(source: str) -> int:
    """How many calls in `source` take the date of a context's clock (`….clock().date()`)."""
    return sum(
        1
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "date"
        and isinstance(node.func.value, ast.Call)
        and isinstance(node.func.value.func, ast.Attribute)
        and node.func.value.func.attr == "clock"
    )


def test_no_code_takes_the_office_day_from_the_utc_clock():
    """A context's clock is in UTC: from 21:00 in Goiânia (20:00 in Boa Vista) its date is
    already the next day, and a test comparing it with what a form shows fails every night
    (CI ran at 00:11 UTC and two tests failed). The office's day is `office_today(ctx)`."""
    root = TESTS.parent
    offenders = [
        str(path.relative_to(root))
        for folder in (root / "desktop", TESTS)
        for path in sorted(folder.rglob("*.py"))
        if utc_dates(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
    assert utc_dates("ctx.clock().date()\nctx.clock()\nday.date()\n") == 1
