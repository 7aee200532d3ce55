"""Every modal dialog of the application opens through `launch`, so a test patches one place.

The helpers build the dialog (message box, question, text input, file chooser) and hand it
to `launch`; a test replaces `launch` with a function that fills the dialog and returns the
button the user would have pressed.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)


def launch(dialog: QDialog) -> int:
    """Run a modal dialog and return its result code (QDialog.Accepted / button)."""
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
