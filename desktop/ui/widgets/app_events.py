"""The application's one event filter (issue 18 §2, cold start).

Qt hands every event of the application to each application-wide filter, and one written
in Python crosses into Python for each: about 3,100 events while the main window is built.
Three such filters (the wheel guard, the screens' shortcuts first, the whole text of a cut
cell) made three crossings of every event, each asking its type; `AppEvents` asks once
and hands the event to the one handler of its type, if any:

- Polish and Wheel: a field the clerk is not in never changes under the wheel
  (`wheel_guard`);
- ShortcutOverride: the screen's Ctrl and Alt keys work from a text field (`shortcuts`);
- ToolTip: a cell the table cuts shows its whole text (`cell_tips`).

A handler returns True when it took the event (Qt then delivers it no further).
"""

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from desktop.ui.widgets.cell_tips import cut_cell_tip
from desktop.ui.widgets.shortcuts import screen_shortcut_first
from desktop.ui.widgets.wheel_guard import polish_field, wheel_over_field

Handler = Callable[[QObject, QEvent], bool]

HANDLERS: dict[QEvent.Type, Handler] = {
    QEvent.Type.Polish: polish_field,
    QEvent.Type.Wheel: wheel_over_field,
    QEvent.Type.ShortcutOverride: screen_shortcut_first,
    QEvent.Type.ToolTip: cut_cell_tip,
}


class AppEvents(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        handler = HANDLERS.get(event.type())
        return handler is not None and handler(watched, event)


def install_app_events(app: QApplication) -> AppEvents:
    """Installs the filter on the whole application (once: a second call returns the
    first)."""
    existing = app.findChild(AppEvents)
    if existing is not None:
        return existing
    events = AppEvents(app)
    app.installEventFilter(events)
    return events


def remove_app_events(app: QApplication) -> None:
    """Takes the filter off the application."""
    for events in app.findChildren(AppEvents):
        app.removeEventFilter(events)
