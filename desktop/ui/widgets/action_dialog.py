"""A small modal form for one action (approve, refuse, record a document...): OK calls the
service; a ValidationError puts its messages next to the fields and keeps the dialog open,
any other refusal is shown on top of the form. Nothing is stored unless the service accepts.
"""

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.services.errors import ValidationError
from desktop.ui.widgets.forms import Form, date_edit


class OptionalDate(QWidget):
    """A date that may be left out: a check box enables the date editor."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(parent)
        self.enabled = QCheckBox(text, self)
        self.edit = date_edit(self)
        self.edit.setDate(QDate.currentDate())
        self.edit.setEnabled(False)
        self.enabled.toggled.connect(self.edit.setEnabled)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.enabled)
        layout.addWidget(self.edit, 1)
        self.setFocusProxy(self.enabled)

    def value(self) -> date | None:
        return self.edit.date().toPython() if self.enabled.isChecked() else None

    def set_value(self, value: date | None) -> None:
        self.enabled.setChecked(value is not None)
        if value is not None:
            self.edit.setDate(QDate(value.year, value.month, value.day))


def date_value(edit: QDateEdit) -> date:
    return edit.date().toPython()


class ActionDialog(QDialog):
    def __init__(
        self,
        title: str,
        submit: Callable[["ActionDialog"], Any],
        intro: str = "",
        ok_text: str = "",
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(520)
        self.submit = submit
        self.result_value: Any = None
        self.form = Form(self)
        layout = QVBoxLayout(self)
        if intro:
            label = QLabel(intro, self)
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addWidget(self.form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok_text:
            self.ok_button.setText(ok_text)
        self.buttons.accepted.connect(self.try_submit)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def try_submit(self) -> None:
        try:
            self.result_value = self.submit(self)
        except ValidationError as error:
            self.form.show_errors(error.field_errors, error.message)
            return
        except UserFacingError as error:
            self.form.show_message(error.message)
            return
        self.accept()
