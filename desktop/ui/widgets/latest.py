"""The latest reading of a view. A screen that reads what it shows off the GUI thread may be
asked again (F5, a change announced, a filter toggled) while the previous reading still runs
on the pool, and the older one may end last: shown, it would put stale state back on the
screen — a key just revoked listed as in force. `LatestReading` is the one guard: every
reading of the view it keeps starts through `LatestReading.run`, which cancels the previous
one (its work stops at `control.check()` if it checks) and lets only the outcome of the
latest reach the view, and only while the view exists (the window may close while it is
read). A stale reading's refusal is dropped too; a bug in it is still reported."""

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtWidgets import QWidget
from shiboken6 import Shiboken

from desktop.models.errors import UserFacingError
from desktop.ui.widgets import operation
from desktop.ui.widgets.worker import Task, TaskControl

T = TypeVar("T")
R = TypeVar("R")


class LatestReading:
    def __init__(self, view: QWidget) -> None:
        self._view = view
        self._control: TaskControl | None = None

    def run(
        self,
        work: Callable[[TaskControl], T],
        done: Callable[[T], Any],
        *,
        progress: str | None = None,
        refused: operation.Refused | None = None,
    ) -> Task:
        """`operation.run_in_background(view, work, done, ...)` as the view's latest
        reading: the one before, if still running, is cancelled and its outcome dropped."""
        self.drop()

        def if_latest(handle: Callable[[R], Any]) -> Callable[[R], None]:
            def handled(outcome: R) -> None:
                if self._control is control and Shiboken.isValid(self._view):
                    handle(outcome)

            return handled

        def show_refusal(error: UserFacingError) -> None:
            operation.show_refusal(self._view, error)

        task = operation.run_in_background(
            self._view,
            work,
            if_latest(done),
            progress=progress,
            refused=if_latest(refused or show_refusal),
        )
        control = self._control = task.control
        return task

    def drop(self) -> None:
        """Cancels the reading running, if any, and drops its outcome: for a view about to be
        read anew or filled otherwise."""
        if self._control is not None:
            self._control.cancel()
            self._control = None
