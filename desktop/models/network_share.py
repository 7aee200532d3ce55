"""A SQLite file on a network share is refused (issue 18 §6).

Offices that want several workstations on one database try to put the SQLite file in a
Windows shared folder. SQLite's file locking is not reliable over SMB and WAL needs memory
shared between the processes, which a network file system does not give
(sqlite.org/useovernet.html): two workstations writing would corrupt the file. A path on a
share — UNC (`\\\\servidor\\pasta\\balcao.sqlite3`, `\\\\?\\UNC\\servidor\\pasta\\...`) or a drive
letter mapped to one (Windows' `GetDriveTypeW` says DRIVE_REMOTE), or on Linux a folder
mounted from a network file system (the mount table, /proc/self/mountinfo) — is refused
with a message pointing to the office server (PostgreSQL, `balcao servidor iniciar PASTA`).

The mount table is read with the standard library: psutil's `disk_partitions` reads the same
file but is no dependency of the application, and a parser of the table's text is what the
tests can feed a real table to.
"""

import re
import sys
from collections.abc import Callable
from pathlib import Path, PurePosixPath, PureWindowsPath

from desktop.models.errors import DatabaseProblem

DRIVE_REMOTE = 4  # GetDriveTypeW: "the drive is a remote (network) drive"
MOUNT_TABLE = Path("/proc/self/mountinfo")
# File systems whose files live on another machine (SMB/CIFS, NFS, SSH, AFS, Ceph, Gluster).
NETWORK_FILESYSTEMS = frozenset(
    {
        "cifs",
        "smb3",
        "smbfs",
        "nfs",
        "nfs4",
        "sshfs",
        "fuse.sshfs",
        "fuse.smbnetfs",
        "afs",
        "ceph",
        "fuse.glusterfs",
    }
)


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


def unescape_mount_point(field: str) -> str:
    """The mount table writes a space, tab, newline and backslash of a path as \\ooo."""
    return re.sub(r"\\([0-7]{3})", lambda code: chr(int(code.group(1), 8)), field)


def network_filesystem(mount_table: str, path: PurePosixPath) -> str | None:
    """The network file system type (cifs, nfs4, …) under the absolute `path`, from the text
    of /proc/self/mountinfo; None for a local one. The deepest mount point holding the path
    wins, and of two at one point the later (it hides the earlier)."""
    found: tuple[int, str] | None = None
    for line in mount_table.splitlines():
        fields = line.split()
        if "-" not in fields[6:]:
            continue
        mount_point = PurePosixPath(unescape_mount_point(fields[4]))
        if path != mount_point and mount_point not in path.parents:
            continue
        depth = len(mount_point.parts)
        if found is None or depth >= found[0]:
            found = (depth, fields[fields.index("-", 6) + 1])
    if found is None or found[1] not in NETWORK_FILESYSTEMS:
        return None
    return found[1]


def read_mount_table() -> str | None:
    """This system's mount table (Linux); None where there is none (Windows, macOS)."""
    if not MOUNT_TABLE.exists():
        return None
    return MOUNT_TABLE.read_text(encoding="utf-8", errors="surrogateescape")


def refuse_network_share(
    path: str,
    drive_type: Callable[[str], int] | None = None,
    mount_table: str | None = None,
) -> None:
    """DatabaseProblem for a SQLite file on a network share; on Windows the drive letters
    are asked of the system, elsewhere its mount table is read."""
    if drive_type is None and sys.platform == "win32":
        drive_type = windows_drive_type
    if mount_table is None and sys.platform != "win32":
        mount_table = read_mount_table()
    on_mount = None
    if mount_table is not None:
        on_mount = network_filesystem(mount_table, PurePosixPath(Path(path).resolve()))
    if not is_network_path(path, drive_type) and on_mount is None:
        return
    kind = "" if on_mount is None else f" ({on_mount})"
    raise DatabaseProblem(
        f"O banco de dados {path} está numa pasta de rede{kind}. Um arquivo SQLite não pode ser "
        "usado por uma pasta compartilhada: o bloqueio de arquivos da rede do Windows não é "
        "confiável e duas estações gravando ao mesmo tempo danificariam o banco. Nada foi "
        "alterado. Para várias estações trabalharem no mesmo banco, use o servidor do "
        "escritório (PostgreSQL): no computador que guarda os dados, "
        "balcao servidor iniciar PASTA (uma pasta do disco local dele) mostra o endereço a "
        "usar nas estações com --database ou BALCAO_DATABASE_URL; com uma só estação, "
        "mantenha o arquivo num disco local."
    )
