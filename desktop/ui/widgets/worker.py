"""Long work off the GUI thread, with a progress bar and a cancel button.

`run_task(parent, title, work, on_done)` runs `work(control)` on the global thread pool.
The work reports progress with `control.report(done, total)` and checks
`control.cancelled` between steps; its result (or its exception) comes back on the GUI
thread through the signals of a `Task`, which lives in the GUI thread. The Task has no Qt
parent (the runnable keeps it alive), so closing the window mid-work cannot delete it under
the running thread.
"""

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


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
        self.task = task

    def run(self) -> None:
        self.task.run()


# Tasks queued or running: held here until they finish, so that a caller that does not keep
# the task (a refresh fired and forgotten) does not let it be collected before it runs.
_STARTED: set[Task] = set()


def start(task: Task, pool: QThreadPool | None = None) -> Task:
    """Queues `task` on the pool once the GUI thread's event loop runs again, so whatever the
    caller connects to its signals right after this returns is connected before it ends."""
    pool = pool or QThreadPool.globalInstance()
    _STARTED.add(task)
    task.finished.connect(lambda: _STARTED.discard(task))
    QTimer.singleShot(0, task, lambda: pool.start(_Runner(task)))
    return task


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
    task.finished.connect(task.deleteLater)
    task.progress_dialog = progress
    return start(task)
