"""A small modal form for one action (approve, refuse, record a document...): OK runs the
service call through the operation helper; a refusal puts its messages next to the fields
(or on top of the form) and keeps the dialog open. Nothing is stored unless the service
accepts; on success the dialog closes and announces `changes` to the open areas.
"""

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.changes import Changes
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.forms import Form, date_edit, to_qdate
from desktop.ui.widgets.tab_order import chain_tab_order, reading_order


class OptionalDate(QWidget):
    """A date that may be left out: a check box enables the date editor, on `day`."""

    def __init__(self, text: str, day: date, parent=None) -> None:
        super().__init__(parent)
        self.enabled = QCheckBox(text, self)
        self.edit = date_edit(self, day)
        self.edit.setEnabled(False)
        self.enabled.toggled.connect(self.edit.setEnabled)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.enabled)
        layout.addWidget(self.edit, 1)
        self.setFocusProxy(self.enabled)

    def value(self) -> date | None:
        return self.edit.day() if self.enabled.isChecked() else None

    def set_value(self, value: date | None) -> None:
        self.enabled.setChecked(value is not None)
        if value is not None:
            self.edit.setDate(to_qdate(value))


class ActionDialog(QDialog):
    def __init__(
        self,
        title: str,
        submit: Callable[["ActionDialog"], Any],
        intro: str = "",
        ok_text: str = "",
        parent=None,
        changes: Changes | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(520)
        self.submit = submit
        self.changes = changes
        self.result_value: Any = None
        self.form = Form(self)
        self.column = layout = QVBoxLayout(self)
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

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The fields are added after the dialog is made: Tab follows them as shown, then
        the buttons (issue 17 §8), and the dialog opens on its first field, not on OK (made
        before the fields, Qt would give it the focus), unless a field was chosen."""
        chain_tab_order(self)
        super().showEvent(event)
        if self.focusWidget() is None:
            first = next(
                (
                    widget
                    for widget in reading_order(self)
                    if widget.isVisibleTo(self) and widget.isEnabled()
                ),
                None,
            )
            if first is not None:
                first.setFocus(Qt.FocusReason.TabFocusReason)

    def try_submit(self) -> None:
        operation.run(
            self, lambda: self.submit(self), self._accepted, changes=self.changes, form=self.form
        )
        if self.isVisible():
            self._fit_messages()

    def _fit_messages(self) -> None:
        """A refusal's messages, wrapped under their fields, take more lines than the
        dialog's minimum height counts: the dialog grows to show them whole instead of
        drawing the fields over them (as far as the screen allows)."""
        self.column.activate()
        needed = self.column.totalHeightForWidth(self.width())
        if needed > self.height():
            dialogs.size_to_screen(self, self.width(), needed)

    def _accepted(self, result: Any) -> None:
        self.result_value = result
        self.accept()
