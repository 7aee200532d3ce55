"""Running a dialog as the application does in the UI tests (no tests here): the real
`dialogs.launch`, taken before the UI tests' guard against unplanned dialogs replaces it, so
the dialog opens at the size the screen gives it."""

from PySide6.QtCore import QTimer

from desktop.ui.widgets import dialogs

REAL_LAUNCH = dialogs.launch


def launched(dialog, handle) -> int:
    """Runs `dialog` as the application does, `handle` driving it once it is on screen; the
    dialog is closed after, whatever `handle` found."""

    def drive() -> None:
        try:
            handle(dialog)
        finally:
            dialog.reject()

    QTimer.singleShot(0, drive)
    return REAL_LAUNCH(dialog)
