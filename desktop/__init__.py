"""Balcão: the desktop application of the regional offices of the state transport regulators."""

from desktop.singletons import keep_alive

__version__ = "0.1.0"

# Before anything imports Qt: PySide6 6.12 on CPython 3.11 wears away the references to
# None, True and False (desktop/singletons.py).
keep_alive()
