"""One debounce for every search typed by the clerk: the search runs once the typing pauses
(or at once, on Enter), not on every key."""

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

AREA_SEARCH_MS = 250
PROPOSALS_MS = 150


class Debounce(QObject):
    """`poke()` (re)starts the wait; when it ends `action()` runs. `flush()` runs it now if
    a wait is pending; `cancel()` drops the pending run."""

    def __init__(self, parent: QObject, delay_ms: int, action: Callable[[], object]) -> None:
        super().__init__(parent)
        self._action = action
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._action)

    @property
    def pending(self) -> bool:
        return self._timer.isActive()

    def poke(self, *_ignored: object) -> None:
        self._timer.start()

    def cancel(self) -> None:
        self._timer.stop()

    def flush(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self._action()
