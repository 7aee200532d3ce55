"""A long form that scrolls by itself, so it asks no more height than a 1366×728 window has:
the field the clerk reaches — by Tab, which the reading order moves with `setFocus` (so
QScrollArea's own following of Tab never runs), by Alt+letter, or by the error summary
(`FieldRow.reveal`) — is scrolled into view, the fields made after the form (a row of a
table, its cell's editor) as well as the first."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget


class FocusScroll(QScrollArea):
    """Holds `form` (or the widget set later), scrolled up and down only; no stop of Tab
    itself."""

    def __init__(self, parent: QWidget | None = None, form: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidgetResizable(True)
        if form is not None:
            self.setWidget(form)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._follow)

    def _follow(self, _before: QWidget | None, now: QWidget | None) -> None:
        form = self.widget()
        if now is not None and form is not None and form.isAncestorOf(now):
            self.ensureWidgetVisible(now)
