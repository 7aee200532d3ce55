"""The regulation as code: rulebooks, calendars, fines, deadlines and validity checks.

Pure Python: no Qt, no database. One function per decision; each returns a frozen dataclass
with its result and the articles it applied. See docs/rules-api.md.

`from desktop.rules import decide_fine` gives the names of `desktop.rules.api`, loaded the
first time one is asked for (PEP 562): importing one module of the package
(`desktop.rules.office_calendar` for the office's clock, `desktop.rules.errors`) runs this
file, and loading the whole engine there cost every start 50-60 ms (issue 18 §2).
"""

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.rules.api import *  # noqa: F403


def __getattr__(name: str) -> object:
    value = getattr(importlib.import_module("desktop.rules.api"), name)
    globals()[name] = value
    return value
