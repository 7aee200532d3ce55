"""`collect`: installer/collect.py, the module the PyInstaller spec builds from, loaded by path
(installer/ is not a package). `frozen_layout`: the data files it lists, copied to a folder
laid out as the frozen bundle's _internal, with sys._MEIPASS pointing at it."""

import importlib.util
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from desktop.rules.rulebook import clear_rulebook_cache

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "installer"


def load_collect() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "balcao_installer_collect", INSTALLER / "collect.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def collect() -> ModuleType:
    return load_collect()


@pytest.fixture
def frozen_layout(collect, tmp_path, monkeypatch) -> Iterator[Path]:
    """The bundle's data files, where PyInstaller puts them; sys._MEIPASS set to that root.
    Rulebooks read from there are dropped from the cache afterwards."""
    root = tmp_path / "_internal"
    for source, destination in collect.data_files():
        target = root / destination
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
    yield root
    clear_rulebook_cache()
