"""How one screen asks the main window to show a record of another area."""

from PySide6.QtCore import QObject, Signal


class Navigator(QObject):
    """Passed to every area: `open_record.emit(area_key, record_id)` shows that record."""

    open_record = Signal(str, object)
    data_changed = Signal()
