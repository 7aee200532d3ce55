"""One way for a screen to run a service call (DESIGN.md, UI; modelled on Anki's
`CollectionOp`/`QueryOp`). Screens never catch exceptions themselves.

    run(parent, call, done=None, *, changes=None, form=None, refused=None) -> result | None
        `call()` on the GUI thread, for what answers at once (a record, a save, a check).
    run_in_background(parent, work, done=None, *, progress=..., changes=None, refused=None)
        `work(control)` on a worker thread (`desktop.ui.widgets.worker`), for what may be
        slow (PDFs, imports, batches, verifications): with `progress` a window-modal progress
        dialog with Cancel, without it in silence. Returns the Task. A view read again while
        its reading may still run goes through `desktop.ui.widgets.latest.LatestReading`.
    waited_in_background(parent, work, *, progress=None, refused=None) -> result | None
        `run_in_background` for a caller that needs the result before it goes on (the
        start: the database opened behind the login): the windows on screen keep painting
        and taking keys while it runs.

What happens next is the same for both:
- success: `done(result)`, then `changes` (made by `workspace.changes(...)`) is announced on
  the navigator, so every open area refreshes what it shows of it (`desktop.ui.changes`);
- a refusal — `UserFacingError`: the services' `ServiceError` (`ValidationError`,
  `PermissionDenied`, `Conflict`, ...), `DatabaseBusy`, a `PrintError` — or a file that
  cannot be read or written (`OSError`, reworded in Portuguese as a `FileProblem`) goes to
  `refused(error)` when given, else to `show_refusal`: the messages next to the fields of
  `form` (and the general one on top of it), or the standard message box;
- `DocumentNotRendered` is a success whose PDF failed (the act and its number are saved):
  its message is shown, `changes` announced and the dialog the call came from closed
  (rejected, with the `SAVED_WITHOUT_PDF` property set so its screen refreshes), so the
  clerk prints the document again instead of repeating the act;
- anything else is a bug: `report_unexpected` logs it and tells the user.
"""

import errno
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QDialog, QWidget

from desktop.models.errors import FieldProblem, UserFacingError
from desktop.services.errors import FIELDS_MESSAGE, DocumentNotRendered
from desktop.ui.changes import Changes
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.forms import Form, FormGroup
from desktop.ui.widgets.unexpected import report_unexpected
from desktop.ui.widgets.worker import Task, TaskControl, run_task, start

logger = logging.getLogger("desktop.ui")

T = TypeVar("T")
Refused = Callable[[UserFacingError], Any]
SAVED_WITHOUT_PDF = "savedWithoutPdf"  # set on a dialog closed by DocumentNotRendered

translate = QCoreApplication.translate


class FileProblem(UserFacingError):
    """A file the user chose could not be read or written (the OSError reworded)."""


def file_problem(error: OSError) -> FileProblem:
    reasons = {
        errno.ENOENT: translate("operation", "o arquivo não existe"),
        errno.EACCES: translate("operation", "sem permissão de acesso"),
        errno.EPERM: translate("operation", "sem permissão de acesso"),
        errno.ENOSPC: translate("operation", "não há espaço no disco"),
        errno.EISDIR: translate("operation", "é uma pasta, não um arquivo"),
        errno.EROFS: translate("operation", "o disco é somente leitura"),
    }
    reason = reasons.get(error.errno or 0, translate("operation", "erro de leitura ou gravação"))
    name = f" {error.filename}" if error.filename else ""
    return FileProblem(
        translate("operation", "Não foi possível usar o arquivo%1: %2.")
        .replace("%1", str(name))
        .replace("%2", reason)
    )


def refusal_text(error: UserFacingError) -> str:
    """The message of a refusal shown away from any form: a ValidationError's own lines."""
    if not isinstance(error, FieldProblem) or not error.field_errors:
        return error.message
    lines = list(dict.fromkeys(error.field_errors.values()))
    if error.message != FIELDS_MESSAGE and error.message not in lines:
        lines.insert(0, error.message)
    return "\n".join(lines)


def show_refusal(
    parent: QWidget | None, error: UserFacingError, form: Form | FormGroup | None = None
) -> None:
    """The standard display of a refusal: next to the fields of `form`, or a message box."""
    if form is None:
        dialogs.fail(parent, refusal_text(error))
    elif isinstance(error, FieldProblem):
        form.show_errors(error.field_errors, error.message)
    else:
        form.show_message(error.message)


def _saved_not_printed(
    parent: QWidget | None, error: DocumentNotRendered, changes: Changes | None
) -> None:
    logger.warning("Ato gravado sem o PDF: %s", type(error).__name__)
    dialogs.warn(parent, translate("operation", "Documento registrado"), error.message)
    if changes is not None:
        changes.announce(parent)
    window = parent.window() if parent is not None else None
    if isinstance(window, QDialog):
        window.setProperty(SAVED_WITHOUT_PDF, True)
        window.reject()


def _failed(
    parent: QWidget | None,
    error: Exception,
    form: Form | FormGroup | None,
    refused: Refused | None,
    changes: Changes | None = None,
) -> None:
    if isinstance(error, DocumentNotRendered):
        _saved_not_printed(parent, error, changes)
        return
    if isinstance(error, OSError):
        error = file_problem(error)
    if not isinstance(error, UserFacingError):
        report_unexpected(parent, error)
        return
    # The kind of refusal only: its message may name people or companies.
    logger.info("Recusado: %s", type(error).__name__)
    if refused is not None:
        refused(error)
    else:
        show_refusal(parent, error, form)


def date_problems(*screens: QWidget | None) -> dict[str, str]:
    """The dates typed on `screens` that do not exist or are incomplete, by field name."""
    found: dict[str, str] = {}
    for screen in screens:
        if screen is None:
            continue
        for field in screen.findChildren(DateField):
            if field.problem and field.isEnabled() and field.isVisibleTo(screen):
                found.setdefault(field.objectName(), field.problem)
    return found


def refuse_bad_dates(parent: QWidget | None, form: Form | FormGroup | None) -> bool:
    """True, and the dates at fault shown and the first focused, when a date typed on the
    screen does not exist (issue 17 §3): nothing is written on a date the clerk did not
    mean."""
    problems = date_problems(form if form is not None else parent)
    if not problems:
        return False
    if form is not None:
        form.show_errors(problems)
    else:
        dialogs.fail(parent, "\n".join(problems.values()))
    return True


def run(
    parent: QWidget | None,
    call: Callable[[], T],
    done: Callable[[T], Any] | None = None,
    *,
    changes: Changes | None = None,
    form: Form | FormGroup | None = None,
    refused: Refused | None = None,
) -> T | None:
    """Runs `call()` now; returns its result, or None when it was refused or failed (use
    `done` when None is a result too)."""
    if form is not None:
        form.clear_errors()
    if (form is not None or changes is not None) and refuse_bad_dates(parent, form):
        return None
    try:
        result = call()
    except Exception as error:  # noqa: BLE001 - the one place screens' errors are handled
        _failed(parent, error, form, refused, changes)
        return None
    if done is not None:
        done(result)
    if changes is not None:
        changes.announce(parent)
    return result


def run_in_background(
    parent: QWidget | None,
    work: Callable[[TaskControl], T],
    done: Callable[[T], Any] | None = None,
    *,
    progress: str | None,
    changes: Changes | None = None,
    refused: Refused | None = None,
) -> Task:
    """Runs `work(control)` on a worker thread; the outcome comes back on the GUI thread.
    The work reports with `control.report(done, total)` and stops at `control.check()`
    when the user pressed Cancel (then neither `done` nor the announcement happens)."""

    def succeeded(result: T) -> None:
        if done is not None:
            done(result)
        if changes is not None:
            changes.announce(parent)

    def failed(error: Exception) -> None:
        _failed(parent, error, None, refused, changes)

    if progress is not None:
        return run_task(parent, progress, work, succeeded, failed)
    task = Task(work)
    task.succeeded.connect(succeeded)
    task.failed.connect(failed)
    return start(task)


def waited_in_background(
    parent: QWidget | None,
    work: Callable[[TaskControl], T],
    *,
    progress: str | None = None,
    refused: Refused | None = None,
) -> T | None:
    """`run_in_background`, waited for in an event loop of its own: returns the result, or
    None when it was refused or failed. What is on screen meanwhile stays alive (painted,
    typed into, closed) instead of freezing until the work ends."""
    loop = QEventLoop()
    outcome: list[T] = []
    task = run_in_background(parent, work, outcome.append, progress=progress, refused=refused)
    task.finished.connect(loop.quit)
    loop.exec()
    return outcome[0] if outcome else None
