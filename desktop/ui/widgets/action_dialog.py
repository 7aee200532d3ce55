"""A small modal form for one action (approve, refuse, record a document...): OK runs the
service call through the operation helper; a refusal puts its messages next to the fields
(or on top of the form) and keeps the dialog open. Nothing is stored unless the service
accepts; on success the dialog closes and announces `changes` to the open areas. A form
taller than the screen scrolls between the intro and the buttons, which stay on screen.
"""

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
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


def full_height(widget: QWidget, width: int) -> int:
    """The height `widget` takes whole at `width` (its wrapped messages included)."""
    height = widget.heightForWidth(width)
    return height if height >= 0 else widget.sizeHint().height()


class FormScroll(QScrollArea):
    """The dialog's form, as tall as it wants where the screen has room and scrolled where it
    has not (the Goiás delegation refused empty is taller than 728 pixels): never narrower
    than the form with its scroll bar, so it only ever scrolls up and down."""

    def __init__(self, form: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.form = form
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidgetResizable(True)
        # The rows stay together at the top, the room left below them: a form given the
        # whole viewport spread its rows over it once a choice hid some (the Goiás
        # delegation turned from Termo to contract, Decreto 8.444/2015, arts. 6º-8º).
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(form)
        column.addStretch(1)
        self.setWidget(body)
        form.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A field shown, hidden or widened changes the form's hints, and so this one's."""
        if watched is self.form and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def shows_nothing(self) -> bool:
        """No field of the form, nor a refusal's message on top of it, is shown: the dialog
        asks nothing (the CRC issued again, Res. AGR 105/2017, art. 12)."""
        children = self.form.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        )
        return not any(child.isVisibleTo(self.form) for child in children)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """The form's whole size (QScrollArea's stops at 24 lines); none while it shows
        nothing, so no blank band is left between the intro and the buttons."""
        width = self.form.sizeHint().width()
        return QSize(width, 0 if self.shows_nothing() else full_height(self.form, width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Never taller than the form whole at the width shown: a message or a row under a
        form that showed nothing takes its own height, not the scroll bar's (68 pixels)."""
        bar = self.verticalScrollBar().sizeHint().width()
        whole = 0 if self.shows_nothing() else full_height(self.form, self.viewport().width())
        height = min(super().minimumSizeHint().height(), whole)
        return QSize(self.form.minimumSizeHint().width() + bar, height)

    def missing_height(self) -> int:
        """How much taller the form is than what is shown of it."""
        viewport = self.viewport()
        return full_height(self.form, viewport.width()) - viewport.height()


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
        # Run after a refusal is shown next to the fields: what the dialog offers may have
        # changed meanwhile (another workstation recorded an act) and is read again.
        self.after_refusal: Callable[[UserFacingError], Any] | None = None
        self.form = Form(self)
        self.column = layout = QVBoxLayout(self)
        # What the action does and the law it rests on; a dialog may restate it as its
        # fields are chosen (the transfer, by the receiving operator's chapter).
        self.intro_label: QLabel | None = None
        if intro:
            self.intro_label = QLabel(intro, self)
            self.intro_label.setWordWrap(True)
            layout.addWidget(self.intro_label)
        self.form_scroll = FormScroll(self.form, self)
        layout.addWidget(self.form_scroll, 1)
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

    def event(self, event: QEvent) -> bool:
        """The dialog's minimum width (520 pixels, or the caller's) never holds it narrower
        than its form: a minimum set by hand stops Qt from raising it to the layout's, and
        the fields were squeezed under their own minimum (the suspension's conversion showed
        '(15 dia(s' of its Suspensão, Lei RR 664/2008, art. 85 §1º). Never wider than the
        screen, though: there a long choice is cut rather than the buttons."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            room = dialogs.available_area(self).width() - dialogs.FRAME.width()
            needed = min(self.column.totalMinimumSize().width(), room)
            if needed > self.minimumWidth():
                self.setMinimumWidth(needed)
        return handled

    def try_submit(self) -> None:
        operation.run(
            self,
            lambda: self.submit(self),
            self._accepted,
            changes=self.changes,
            form=self.form,
            refused=self._refused,
        )
        if self.isVisible():
            self.fit_form()

    def fit_form(self) -> None:
        """A refusal's messages, wrapped under their fields, or the rows a choice shows make
        the form taller: the dialog grows to show it whole, and its intro whole too, which
        a form that showed nothing (no room of its own) would squeeze, as far as the screen
        allows; the rest scrolls. The form's hints are read now, not once its layout
        request is delivered."""
        self.form_scroll.updateGeometry()
        self.column.activate()
        missing = max(0, self.form_scroll.missing_height())
        if self.intro_label is not None:
            intro = self.intro_label
            missing += max(0, full_height(intro, intro.width()) - intro.height())
        if missing > 0:
            dialogs.size_to_screen(self, self.width(), self.height() + missing)

    def _refused(self, error: UserFacingError) -> None:
        operation.show_refusal(self, error, self.form)
        if self.after_refusal is not None:
            self.after_refusal(error)

    def _accepted(self, result: Any) -> None:
        self.result_value = result
        self.accept()
