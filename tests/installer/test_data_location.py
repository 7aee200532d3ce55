"""First start after install: the frozen program keeps the office database and keys in the
user's data folder (platformdirs), never next to the program files, which the installer
replaces on every upgrade and the uninstaller deletes."""

import sys
from pathlib import Path

import platformdirs
import pytest
from sqlalchemy.engine import make_url

from desktop.data_folder import APP_NAME
from desktop.models.engine import resolve_database_url, sqlite_file
from desktop.resources import resources_root
from desktop.services.office.setup import default_key_dir


@pytest.fixture
def installed_program(tmp_path, monkeypatch) -> Path:
    """sys as the frozen program sees it, installed under a Program Files folder."""
    program = tmp_path / "Program Files" / "Balcao"
    internal = program / "_internal"
    internal.mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    monkeypatch.setattr(sys, "executable", str(program / "balcao.exe"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    monkeypatch.delenv("BALCAO_DATABASE_URL", raising=False)
    return program


def test_frozen_resources_come_from_the_bundle(installed_program):
    assert resources_root() == installed_program / "_internal" / "desktop" / "resources"


def test_default_database_and_keys_live_in_the_user_data_folder(installed_program):
    user_data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    database = sqlite_file(resolve_database_url(None))
    keys = default_key_dir()
    for path in (database, keys):
        assert path.is_relative_to(user_data), path
        assert not path.is_relative_to(installed_program), path
    assert make_url(resolve_database_url(None)).get_backend_name() == "sqlite"
    assert database.parent == user_data
