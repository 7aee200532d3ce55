"""What a table's tooltip says when the pointer rests on one of its cells."""

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolTip


def tooltip_of(qtbot, view: QAbstractItemView, row: int, column: int) -> str:
    """The tooltip shown over the cell (row, column) of `view`, empty when none is shown
    (the one shown before is hidden first: Qt hides it on a timer)."""
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    point = view.visualRect(view.model().index(row, column)).center()
    viewport = view.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""
