"""Imported before the rest of the application by `desktop.app`: PySide6 then stops keeping
the source of every module imported after it.

For its `from __feature__ import …` switches, PySide6 (6.x, PYSIDE-2029) asks of each module
imported after it whether it uses PySide6, by reading the module's whole source with
`inspect.getsource`, which leaves every line in `linecache` for the life of the process. Run
from source, Balcão's start read SQLAlchemy, the models and the services that way: 520 files,
8.6 MB of text, 22 MiB of resident memory and 70-90 ms (benchmarks/README-office.md), and
later ReportLab, pyHanko and every other module imported on first use. The installed program
never paid it: its modules are compiled into the bundle without their sources, where
`inspect.getsource` fails and PySide6 counts the module as not using it.

Balcão uses no `__feature__`; the same answer is read here from the file, without keeping it.
"""

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  installs the import hook whose check is replaced here

MARKER = b"PySide6"


def uses_pyside(module: ModuleType) -> bool:
    """PySide6's own answer (its name in the module's source), from the file alone."""
    path = getattr(module, "__file__", None)
    if not path or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return MARKER in source.read()
    except OSError:
        return False


def stop_keeping_sources() -> bool:
    """Replaces PySide6's check; False when this PySide6 has no such check to replace."""
    feature = sys.modules.get("PySide6.support.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        return False
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True


stop_keeping_sources()
