"""A long form that scrolls by itself inside a tab, so the tab (and the area around it) asks
no more height than a 1366×728 window has: the field the clerk reaches — by Tab, which the
reading order moves with `setFocus` (so QScrollArea's own following of Tab never runs), by
Alt+letter, or by the error summary (`FieldRow.reveal`) — is scrolled into view."""

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class FocusScroll(QScrollArea):
    """Holds `form`, scrolled up and down only; no stop of Tab itself."""

    def __init__(self, form: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidgetResizable(True)
        self.setWidget(form)
        for field in form.findChildren(QWidget):
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.ensureWidgetVisible(watched)
        return super().eventFilter(watched, event)
