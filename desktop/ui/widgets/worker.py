"""Long work off the GUI thread, with a progress bar and a cancel button.

`run_task(parent, title, work, on_done)` runs `work(control)` on the global thread pool.
The work reports progress with `control.report(done, total)` and checks
`control.cancelled` between steps; its result (or its exception) comes back on the GUI
thread through the signals of a `Task`, which lives in the GUI thread. The Task has no Qt
parent (the runnable keeps it alive), so closing the window mid-work cannot delete it under
the running thread.
"""

import logging
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

logger = logging.getLogger(__name__)


class Cancelled(Exception):
    """Raised by the work (via `control.check`) when the user pressed Cancel."""


class TaskControl:
    """What the work sees: progress reporting and the cancel request."""

    def __init__(self, task: "Task") -> None:
        self._task = task
        self._cancel = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def check(self) -> None:
        if self._cancel.is_set():
            raise Cancelled

    def report(self, done: int, total: int) -> None:
        self._task.progress.emit(done, total)


class Task(QObject):
    progress = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    finished = Signal()

    def __init__(self, work: Callable[[TaskControl], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.control = TaskControl(self)
        self.progress_dialog: QProgressDialog | None = None

    def let_go(self) -> None:
        """Drops the hold `start` keeps on the task, after the calls its end queued."""
        QTimer.singleShot(0, partial(_STARTED.discard, self))

    def run(self) -> None:
        """Runs on a pool thread; every outcome leaves through a signal."""
        try:
            result = self.work(self.control)
        except Cancelled:
            self.cancelled.emit()
        except Exception as error:  # noqa: BLE001 - handed to the GUI thread as is
            self.failed.emit(error)
        else:
            if self.control.cancelled:
                self.cancelled.emit()
            else:
                self.succeeded.emit(result)
        self.finished.emit()


class _Runner(QRunnable):
    def __init__(self, task: Task) -> None:
        super().__init__()
        self.task: Task | None = task

    def run(self) -> None:
        # The pool may keep a runnable's wrapper after its run: it must not keep the task.
        task, self.task = self.task, None
        if task is not None:
            task.run()


# Tasks queued or running: held here until they finish, so that a caller that does not keep
# the task (a refresh fired and forgotten) does not let it be collected before it runs.
_STARTED: set[Task] = set()


def start(task: Task, pool: QThreadPool | None = None) -> Task:
    """Queues `task` on the pool once the GUI thread's event loop runs again, so whatever the
    caller connects to its signals right after this returns is connected before it ends.

    The task is let go only once the event loop has handed its end to every slot: its
    outcome and its end leave the worker as queued calls, and a task deleted before they are
    delivered loses the ones going to Python callables. Deleted as its `finished` arrived
    (`deleteLater`), a task whose progress dialog repainted on each report lost them at
    times: `balcao --demo` then waited forever after building the office."""
    pool = pool or QThreadPool.globalInstance()
    _STARTED.add(task)
    task.finished.connect(task.let_go)
    QTimer.singleShot(0, task, lambda: pool.start(_Runner(task)))
    return task


def stop_tasks(timeout_s: float = 30) -> bool:
    """Drops the tasks queued and not begun, asks those running to stop, and waits until the
    pool has no work left: run once the event loop has ended and before the database closes,
    so no work goes on against a closed database or while Python tears the application down.
    False (and a line in the log) when some work had not ended after `timeout_s` seconds."""
    pool = QThreadPool.globalInstance()
    pool.clear()  # queued and not begun: they never begin
    for task in list(_STARTED):
        task.control.cancel()
    if pool.waitForDone(round(timeout_s * 1000)):
        return True
    logger.warning("Trabalho em segundo plano ainda em andamento após %s s", timeout_s)
    return False


def run_task(
    parent: QWidget | None,
    title: str,
    work: Callable[[TaskControl], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[Exception], None] | None = None,
) -> Task:
    """Run `work` off the GUI thread behind a window-modal progress dialog with Cancel."""
    task = Task(work)
    cancel_text = QCoreApplication.translate("worker", "Cancelar")
    progress = QProgressDialog(title, cancel_text, 0, 0, parent)
    progress.setObjectName("task_progress")
    progress.setWindowTitle(title)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    progress.setAutoClose(False)
    progress.setAutoReset(False)
    progress.canceled.connect(task.control.cancel)

    def on_progress(done: int, total: int) -> None:
        progress.setMaximum(total)
        progress.setValue(done)

    task.progress.connect(on_progress)
    task.succeeded.connect(on_done)
    if on_error is not None:
        task.failed.connect(on_error)
    task.finished.connect(progress.close)
    task.finished.connect(progress.deleteLater)
    task.progress_dialog = progress
    return start(task)
