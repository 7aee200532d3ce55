"""A guard against a reference-counting bug of PySide6 6.12 on CPython 3.11.

Each call of a Qt method that returns nothing (or returns a null object as None) takes away
one reference to `None` that it never added; `True` and `False` suffer the same way. After
some 60,000 calls — minutes to hours of typing in masked fields — CPython 3.11 deallocates
the singleton and the process dies with "Fatal Python error: none_dealloc". CPython 3.12
made these objects immortal; 3.11 (Debian 12's Python, the Windows bundle's) did not.
PySide6 below 6.12 does not leak, but its QtPdf comes only with the 500 MB add-ons, and the
bug is not fixed upstream in a 6.12 release yet.

`keep_alive` gives each singleton a reserve of references so large that no number of calls
in a working life uses it up — what 3.12 does by design. It touches only `ob_refcnt`, the
first field of every CPython object.
"""

import ctypes
import sys

RESERVE = 1 << 40
SINGLETONS = (None, True, False)


def keep_alive() -> None:
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    for singleton in SINGLETONS:
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < RESERVE:
            refcount.value += RESERVE
