"""The modifier keys the application believes held, between UI tests (no tests here).

QTest releases a modifier with an event that still carries it, as X11 reports a release, so
after `qtbot.keyClick(widget, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)` Qt takes
Shift as held (`QGuiApplication.keyboardModifiers()`) until the next key or mouse event. A
view's selection made by code, with no event of its own, reads that state: with Shift
"held", `QTableView.selectRow` extends the selection from an anchor the new view does not
have and selects nothing. A test ending on Shift+Tab so made the next test of its pytest-xdist
worker fail: tests/ui/test_sede_key_revocation.py found its Revogar button disabled."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget


def release_held_modifiers() -> None:
    """Tells the application that no modifier key is held, as a real key release would."""
    if QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier:
        return
    QTest.keyRelease(QWidget(), Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier)
