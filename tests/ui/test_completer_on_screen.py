"""Popup lists open inside the screen (issue 17 §8): the municipality completer of a field
at the bottom right corner of the screen opens above it, whole, not past the screen's edge."""

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.ui.widgets.municipality_picker import MunicipalityPicker


def test_municipality_proposals_open_inside_the_screen(qtbot, show_active):
    window = QWidget()
    qtbot.addWidget(window)
    picker = MunicipalityPicker("GO", window)
    QVBoxLayout(window).addWidget(picker)
    screen = window.screen().availableGeometry()
    window.resize(260, 40)
    show_active(window)
    window.move(screen.bottomRight() - QPoint(window.frameGeometry().width(), 45))
    picker.setFocus()
    qtbot.waitUntil(picker.hasFocus)
    qtbot.keyClicks(picker, "sa")
    picker.propose()
    popup = picker.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    assert len(picker.labels()) > 3
    assert screen.contains(popup.geometry())
    assert popup.geometry().bottom() <= picker.mapToGlobal(QPoint(0, 0)).y()
