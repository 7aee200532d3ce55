"""What the screens tell each other through the main window."""

from PySide6.QtCore import QObject, Signal


class Navigator(QObject):
    """Passed to every area through the workspace: `open_record.emit(area_key, record_id)`
    shows that record; `data_changed` carries a `desktop.ui.changes.DataChange` after every
    operation that changed data (see `desktop.ui.widgets.operation`)."""

    open_record = Signal(str, object)
    data_changed = Signal(object)
