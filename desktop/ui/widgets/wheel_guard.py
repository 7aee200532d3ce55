"""The mouse wheel never changes a field the clerk is not working in (DESIGN.md, UI).

Qt lets the wheel change a combo box, a spin box or a date under the pointer, so scrolling
a long form with the mouse silently rewrote whatever passed under it (the driver's link
document turned from "Carteira de Trabalho" into "Ata de constituição"). One application-
wide event filter, installed at start-up by `install_wheel_guard`, fixes that everywhere:

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


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, GUARDED):
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != QEvent.Type.Wheel or not isinstance(event, QWheelEvent):
            return False
        field = guarded_field(watched)
        if field is None or has_focus_within(field):
            return False
        pass_to_parents(field, event)
        return True


def install_wheel_guard(app: QApplication) -> WheelGuard:
    """Installs the guard on the whole application (once: a second call returns the first)."""
    existing = app.findChild(WheelGuard)
    if existing is not None:
        return existing
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
