"""Windows DPAPI (CryptProtectData / CryptUnprotectData, user scope) through ctypes.

Only called on Windows (see keys.py); importing it elsewhere is harmless.
"""

import ctypes
import sys
from ctypes import wintypes

DESCRIPTION = "Balcao office key secret"


class _DataBlob(ctypes.Structure):
    _fields_ = [("cbData", wintypes.DWORD), ("pbData", ctypes.POINTER(ctypes.c_char))]


def _blob(data: bytes) -> tuple[_DataBlob, ctypes.Array]:
    buffer = ctypes.create_string_buffer(data, len(data))
    return _DataBlob(len(data), ctypes.cast(buffer, ctypes.POINTER(ctypes.c_char))), buffer


def _take(blob: _DataBlob) -> bytes:
    if sys.platform != "win32":  # never: the callers ran _require_windows(); mypy reads
        raise AssertionError  # this `if` (not an assert) to know ctypes.windll exists
    try:
        return ctypes.string_at(blob.pbData, blob.cbData)
    finally:
        ctypes.windll.kernel32.LocalFree(blob.pbData)


def _require_windows() -> None:
    if sys.platform != "win32":
        raise OSError("DPAPI só existe no Windows.")


def dpapi_protect(data: bytes) -> bytes:
    _require_windows()
    if sys.platform != "win32":  # never, after _require_windows(): tells mypy windll exists
        raise AssertionError
    source, _keep = _blob(data)
    target = _DataBlob()
    ok = ctypes.windll.crypt32.CryptProtectData(
        ctypes.byref(source), DESCRIPTION, None, None, None, 0, ctypes.byref(target)
    )
    if not ok:
        raise ctypes.WinError()
    return _take(target)


def dpapi_unprotect(data: bytes) -> bytes:
    _require_windows()
    if sys.platform != "win32":  # never, after _require_windows(): tells mypy windll exists
        raise AssertionError
    source, _keep = _blob(data)
    target = _DataBlob()
    ok = ctypes.windll.crypt32.CryptUnprotectData(
        ctypes.byref(source), None, None, None, None, 0, ctypes.byref(target)
    )
    if not ok:
        raise ctypes.WinError()
    return _take(target)
