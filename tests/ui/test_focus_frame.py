"""A list or table with the keyboard focus shows it, empty too (`desktop.ui.theme`): Fusion
marks only the current row, so an empty list taking the focus looked the same as before
and the clerk working with the keyboard could not see where the focus was."""

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.ui.widgets.tables import read_only_table

HIGHLIGHT = QColor("#1d5fa7")


def frame_colour(widget: QWidget) -> QColor:
    """The colour of the widget's left edge, halfway down."""
    return widget.grab().toImage().pixelColor(0, widget.height() // 2)


def test_an_empty_table_with_the_focus_wears_a_frame(qtbot, show_active):
    window = QWidget()
    qtbot.addWidget(window)
    table = read_only_table("late_information", ["Prazo", "O quê"], (1,), window)
    other = QPushButton("&Atualizar", window)
    layout = QVBoxLayout(window)
    layout.addWidget(table)
    layout.addWidget(other)
    window.resize(600, 400)
    show_active(window)
    assert table.model().rowCount() == 0
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    assert frame_colour(table) != HIGHLIGHT
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    assert frame_colour(table) == HIGHLIGHT
