"""Where Balcão keeps its data on the workstation, without the database library: the log
is opened and the first start recognised before SQLAlchemy is imported (issue 18 §2: the
login is on screen while the office's database opens)."""

import os
from pathlib import Path

import platformdirs

APP_NAME = "Balcao"
DATABASE_FILE_NAME = "balcao.sqlite3"
URL_ENVIRONMENT_VARIABLE = "BALCAO_DATABASE_URL"


def data_folder() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_database_file() -> Path:
    return data_folder() / DATABASE_FILE_NAME


def database_named(explicit: str | None) -> str | None:
    """`--database URL`, else BALCAO_DATABASE_URL; None: the file in the data folder."""
    return explicit or os.environ.get(URL_ENVIRONMENT_VARIABLE) or None


def first_start(explicit: str | None) -> bool:
    """No database named and none in the data folder yet: this start creates the office."""
    return database_named(explicit) is None and not default_database_file().exists()
