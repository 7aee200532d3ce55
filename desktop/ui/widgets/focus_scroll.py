"""A long form that scrolls by itself, so it asks no more height than a 1366×728 window has:
the field the clerk reaches — by Tab, which the reading order moves with `setFocus` (so
QScrollArea's own following of Tab never runs), by Alt+letter, or by the error summary
(`FieldRow.reveal`) — is scrolled into view, the fields made after the form (a row of a
table, its cell's editor) as well as the first."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

FOLLOWING = "balcao_focus_scroll_follows"  # the application's property: connected once


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
        if not app.property(FOLLOWING):
            # One function for the application, not a slot of each form: a form destroyed
            # while the application lives would leave Qt a connection to a slot that is gone.
            app.setProperty(FOLLOWING, True)
            app.focusChanged.connect(follow_focus)


def follow_focus(_before: QWidget | None, now: QWidget | None) -> None:
    """Scrolls `now` into view in every FocusScroll that holds it."""
    holder = now.parentWidget() if now is not None else None
    while now is not None and holder is not None:
        if isinstance(holder, FocusScroll):
            form = holder.widget()
            if form is not None and form.isAncestorOf(now):
                holder.ensureWidgetVisible(now)
        holder = holder.parentWidget()
