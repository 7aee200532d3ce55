"""The log an office can send to support (issue 16 §5): a rotating file (5 × 1 MB) in the
user's data folder, readable only by the user. It records the start, the database (URL
without its password), migrations, refusals by kind and every unexpected error with its
traceback and an incident code the user can quote; ids, never personal data.

`BALCAO_LOG_DIR` puts it elsewhere (the tests use it).
"""

import logging
import os
import secrets
from io import TextIOWrapper
from logging.handlers import RotatingFileHandler
from pathlib import Path

from desktop.data_folder import data_folder

LOG_DIR_VARIABLE = "BALCAO_LOG_DIR"
LOG_FILE_NAME = "balcao.log"
MAX_BYTES = 1_000_000
BACKUPS = 4  # with the file in use: 5 files of 1 MB
ROOT_LOGGER = "desktop"


class PrivateRotatingFileHandler(RotatingFileHandler):
    """Creates each file readable and writable by its owner only (0600 on Linux; on Windows
    the file lives inside the user's profile)."""

    def _open(self) -> TextIOWrapper:
        descriptor = os.open(self.baseFilename, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        return os.fdopen(descriptor, "a", encoding=self.encoding, errors=self.errors)


def private_handler(path: Path) -> PrivateRotatingFileHandler:
    handler = PrivateRotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
    )
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(process)d] %(message)s")
    )
    # Never below INFO, whatever a logger is set to: the lists' statement log (DEBUG) holds
    # what a clerk searched for, personal data the office's log must not keep.
    handler.setLevel(logging.INFO)
    return handler


def log_folder() -> Path:
    configured = os.environ.get(LOG_DIR_VARIABLE)
    return Path(configured) if configured else data_folder() / "registro"


def log_file() -> Path | None:
    """The file the log is being written to, if logging was configured."""
    for handler in logging.getLogger(ROOT_LOGGER).handlers:
        if isinstance(handler, PrivateRotatingFileHandler):
            return Path(handler.baseFilename)
    return None


def configure_logging() -> Path | None:
    """Sends the application's log to the file; returns its path, or None when the folder
    can't be written (the application still runs, the problem goes to standard error)."""
    current = log_file()
    if current is not None:
        return current
    folder = log_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = private_handler(folder / LOG_FILE_NAME)
    except OSError as error:
        logging.getLogger(ROOT_LOGGER).warning("Sem arquivo de registro em %s: %s", folder, error)
        return None
    root = logging.getLogger(ROOT_LOGGER)
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return Path(handler.baseFilename)


def new_incident_code() -> str:
    """A short code the user reads to support and that support finds in the log."""
    return secrets.token_hex(4).upper()


def log_unexpected(error: BaseException) -> str:
    """Logs a bug (not a refusal of a service) with its traceback under a new incident code,
    and returns the code for the user to quote."""
    incident = new_incident_code()
    logging.getLogger(ROOT_LOGGER).error(
        "Incidente %s: erro inesperado %s",
        incident,
        type(error).__name__,
        exc_info=(type(error), error, error.__traceback__),
    )
    return incident
