"""A SQLite file on a network share is refused (issue 18 §6).

Offices that want several workstations on one database try to put the SQLite file in a
Windows shared folder. SQLite's file locking is not reliable over SMB and WAL needs memory
shared between the processes, which a network file system does not give
(sqlite.org/useovernet.html): two workstations writing would corrupt the file. A path on a
share — UNC (`\\\\servidor\\pasta\\balcao.sqlite3`, `\\\\?\\UNC\\servidor\\pasta\\...`) or a drive
letter mapped to one (Windows' `GetDriveTypeW` says DRIVE_REMOTE) — is refused with a
message pointing to the office server (PostgreSQL).
"""

import sys
from collections.abc import Callable
from pathlib import PureWindowsPath

from desktop.models.errors import DatabaseProblem

DRIVE_REMOTE = 4  # GetDriveTypeW: "the drive is a remote (network) drive"


def windows_drive_type(root: str) -> int:
    """Windows' type of the drive whose root is `root` ("X:\\")."""
    import ctypes

    if sys.platform != "win32":  # never: refuse_network_share asks it only on Windows; mypy
        raise AssertionError  # reads this `if` (not an assert) to know ctypes.windll exists
    return ctypes.windll.kernel32.GetDriveTypeW(root)


def is_network_path(path: str, drive_type: Callable[[str], int] | None) -> bool:
    """Whether `path` (as Windows reads it) lies on a network share; `drive_type` answers
    for a drive letter (None: drive letters are taken as local)."""
    text = path.replace("/", "\\")
    if text.upper().startswith("\\\\?\\UNC\\"):
        return True
    if text.startswith(("\\\\?\\", "\\\\.\\")):  # extended-length or device path of a drive
        text = text[4:]
    elif text.startswith("\\\\"):
        return True
    drive = PureWindowsPath(text).drive
    if len(drive) == 2 and drive[1] == ":" and drive_type is not None:
        return drive_type(f"{drive}\\") == DRIVE_REMOTE
    return False


def refuse_network_share(path: str, drive_type: Callable[[str], int] | None = None) -> None:
    """DatabaseProblem for a SQLite file on a network share; on Windows the drive letters
    are asked of the system."""
    if drive_type is None and sys.platform == "win32":
        drive_type = windows_drive_type
    if not is_network_path(path, drive_type):
        return
    raise DatabaseProblem(
        f"O banco de dados {path} está numa pasta de rede. Um arquivo SQLite não pode ser "
        "usado por uma pasta compartilhada: o bloqueio de arquivos da rede do Windows não é "
        "confiável e duas estações gravando ao mesmo tempo danificariam o banco. Nada foi "
        "alterado. Para várias estações trabalharem no mesmo banco, use o servidor do "
        "escritório (PostgreSQL): indique-o com --database ou BALCAO_DATABASE_URL "
        "(postgresql+psycopg://usuario:senha@servidor/banco); com uma só estação, "
        "mantenha o arquivo num disco local."
    )
