"""Files the application reads at run time (rulebooks, translations, IBGE list, icons, fonts).

`resource_path` is the one way to reach them, from a source checkout, an installed package
or a frozen (PyInstaller) build alike.
"""

import sys
from pathlib import Path


def resources_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "desktop" / "resources"
    return Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    return resources_root().joinpath(*parts)
