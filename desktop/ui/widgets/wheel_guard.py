"""The mouse wheel never changes a field the clerk is not working in (DESIGN.md, UI).

Qt lets the wheel change a combo box, a spin box or a date under the pointer, so scrolling
a long form with the mouse silently rewrote whatever passed under it (the driver's link
document turned from "Carteira de Trabalho" into "Ata de constituição"). One application-
wide handler of the application's one event filter (`app_events`) fixes that everywhere:

- a wheel over such a field that does not have the keyboard focus goes to the widgets
  around it, as if the field had ignored it, so the form's scroll area scrolls;
- those fields take focus by click and Tab, no longer by the wheel (Qt's `WheelFocus`
  would hand them the focus, and so the change, on the first notch).

A field the clerk clicked into or tabbed to still answers the wheel, as Qt users expect.
"""

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

GUARDED = (QComboBox, QAbstractSpinBox)


def guarded_field(widget: QObject | None) -> QWidget | None:
    """The combo box or spin box (date editors included) `widget` is, or is part of."""
    while isinstance(widget, QWidget):
        if isinstance(widget, GUARDED):
            return widget
        if widget.isWindow():
            return None
        widget = widget.parentWidget()
    return None


def has_focus_within(field: QWidget) -> bool:
    focused = QApplication.focusWidget()
    return focused is not None and (focused is field or field.isAncestorOf(focused))


def pass_to_parents(field: QWidget, event: QWheelEvent) -> None:
    """Offers the wheel to the field's parents, nearest first, until one takes it (the
    scroll area of the form), as Qt does for a widget that ignores the event."""
    widget = field.parentWidget()
    global_position = event.globalPosition()
    while widget is not None:
        local = widget.mapFromGlobal(global_position)
        copy = QWheelEvent(
            local,
            global_position,
            event.pixelDelta(),
            event.angleDelta(),
            event.buttons(),
            event.modifiers(),
            event.phase(),
            event.inverted(),
            event.source(),
            event.pointingDevice(),
        )
        QApplication.sendEvent(widget, copy)
        if copy.isAccepted() or widget.isWindow():
            return
        widget = widget.parentWidget()


def polish_field(watched: QObject, event: QEvent) -> bool:
    """Polish: a combo box or spin box takes focus by click and Tab, not by the wheel."""
    if isinstance(watched, GUARDED) and watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return False


def wheel_over_field(watched: QObject, event: QEvent) -> bool:
    """Wheel: over a field without the keyboard focus, the wheel scrolls the form instead."""
    if not isinstance(event, QWheelEvent):
        return False
    field = guarded_field(watched)
    if field is None or has_focus_within(field):
        return False
    pass_to_parents(field, event)
    return True
