"""desktop/rules imports neither Qt nor the database layer (DESIGN.md: pure Python)."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PROBE = """
import sys
import desktop.rules, desktop.rules.conformance, desktop.rules.legislation
banned = sorted(name for name in sys.modules
                if name.split('.')[0] in ('PySide6', 'shiboken6', 'sqlalchemy', 'alembic'))
print(','.join(banned))
"""


def test_rules_import_neither_pyside6_nor_sqlalchemy():
    run = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert run.stdout.strip() == "", f"desktop.rules pulled in: {run.stdout.strip()}"


def test_no_rules_module_names_them():
    for path in (REPO / "desktop" / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for banned in ("PySide6", "sqlalchemy", "desktop.models", "desktop.services"):
            assert banned not in text, f"{path.name} mentions {banned}"
