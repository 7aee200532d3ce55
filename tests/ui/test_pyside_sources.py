"""PySide6 reads the source of each module imported after it (to see whether it uses
PySide6) and kept every line in `linecache` for good: 22 MiB of Balcão's start, run from
source (issue 18 §5). `desktop.pyside_sources` gives PySide6 the same answer without keeping
anything."""

import json
import os
import subprocess
import sys
from types import ModuleType

from desktop import pyside_sources

SOURCES_KEPT = """
import json, linecache, sys
import desktop.app
import desktop.ui.main_window  # loaded while the login is on screen
import desktop.documents.render  # a module loaded on first use, after the start
from PySide6.support.feature import pyside_feature_dict
print(json.dumps({
    "kept": sorted(linecache.cache),
    "login": pyside_feature_dict.get("desktop.ui.login_dialog"),
    "models": pyside_feature_dict.get("desktop.models.database"),
}))
"""


def test_the_application_and_what_it_loads_later_leave_no_source_behind():
    result = subprocess.run(
        [sys.executable, "-c", SOURCES_KEPT],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    kept = [
        path
        for path in seen["kept"]
        if any(part in path for part in ("/desktop/", "/sqlalchemy/", "/reportlab/"))
    ]
    assert kept == []
    # PySide6's own verdicts, unchanged: the login uses it (0: no feature switched on),
    # the models do not (-1: left alone by feature switching).
    assert seen["login"] == 0
    assert seen["models"] == -1


def test_the_check_reads_the_file(tmp_path):
    with_qt = tmp_path / "with_qt.py"
    with_qt.write_text("from PySide6.QtWidgets import QLabel\n", encoding="utf-8")
    without_qt = tmp_path / "without_qt.py"
    without_qt.write_text("import sqlite3\n", encoding="utf-8")
    gone = tmp_path / "gone.py"

    def module(path) -> ModuleType:
        made = ModuleType(path.stem)
        made.__file__ = str(path)
        return made

    assert pyside_sources.uses_pyside(module(with_qt))
    assert not pyside_sources.uses_pyside(module(without_qt))
    assert not pyside_sources.uses_pyside(module(gone))
    assert not pyside_sources.uses_pyside(ModuleType("built_in"))
    assert not pyside_sources.uses_pyside(sys.modules["_sqlite3"])


def test_this_pyside6_has_the_check_replaced():
    """An upgrade of PySide6 that renames or drops its check fails here, not silently."""
    assert pyside_sources.stop_keeping_sources()
    feature = sys.modules["PySide6.support.feature"]
    assert feature._mod_uses_pyside is pyside_sources.uses_pyside
