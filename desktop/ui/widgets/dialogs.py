"""Every modal dialog of the application opens through `launch`, so a test patches one place.

The helpers build the dialog (message box, question, text input, file chooser) and hand it
to `launch`; a test replaces `launch` with a function that fills the dialog and returns the
button the user would have pressed.
"""

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

# Room left for the window's title bar and borders, which the window manager adds.
FRAME = QSize(16, 40)


def available_area(widget: QWidget) -> QRect:
    """The part of the screen a window of `widget` may take (the taskbar excluded)."""
    owner = widget.parentWidget() or widget
    screen = owner.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def size_to_screen(
    dialog: QWidget, width: int, height: int, available: QRect | None = None
) -> QSize:
    """Gives `dialog` the size it wants, or as much of it as the screen's free area holds
    with the title bar (a preview of 820×900 on a 768-pixel screen keeps its buttons on
    screen, issue 17 §1); the content scrolls or shrinks, the buttons stay."""
    room = (available or available_area(dialog)).size() - FRAME
    fitted = QSize(min(width, room.width()), min(height, room.height()))
    dialog.resize(fitted)
    return fitted


def launch(dialog: QDialog) -> int:
    """Run a modal dialog and return its result code (QDialog.Accepted / button); a dialog
    opens at the size it wants as far as the screen holds it: one that would not fit is
    sized to the screen, and one that would is not cut to two thirds of it, as Qt does to a
    dialog whose form scrolls."""
    resized = dialog.testAttribute(Qt.WidgetAttribute.WA_Resized)
    wanted = dialog.size() if resized else dialog.sizeHint()
    room = available_area(dialog).size() - FRAME
    if not resized or wanted.width() > room.width() or wanted.height() > room.height():
        size_to_screen(dialog, wanted.width(), wanted.height())
    return dialog.exec()


translate = QCoreApplication.translate


def inform(parent: QWidget | None, title: str, text: str) -> None:
    box = QMessageBox(
        QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent
    )
    launch(box)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("warning")
    launch(box)


def fail(parent: QWidget | None, text: str) -> None:
    """A refusal of a service (permission, conflict, not found): its message as is."""
    warn(parent, translate("dialogs", "Não foi possível concluir"), text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return launch(box) == QMessageBox.StandardButton.Yes


def ask_text(
    parent: QWidget | None,
    title: str,
    label: str,
    multiline: bool = False,
    echo: QLineEdit.EchoMode = QLineEdit.EchoMode.Normal,
) -> str | None:
    """A line (or paragraph) of text, or None when the user cancels."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    dialog.setTextEchoMode(echo)
    if multiline:
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
    if launch(dialog) != QDialog.DialogCode.Accepted:
        return None
    return dialog.textValue().strip()


def choose_open_file(parent: QWidget | None, title: str, name_filter: str) -> str | None:
    dialog = QFileDialog(parent, title)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setNameFilter(name_filter)
    if launch(dialog) != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return dialog.selectedFiles()[0]


def choose_save_file(
    parent: QWidget | None, title: str, name_filter: str, suggested: str
) -> str | None:
    dialog = QFileDialog(parent, title)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilter(name_filter)
    dialog.selectFile(suggested)
    if launch(dialog) != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return dialog.selectedFiles()[0]
