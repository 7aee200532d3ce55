"""Operadores > Penalidades of the Roraima demo at 1366×728: the day whose half-year the
infraction coefficients are of (Lei RR 664/2008, art. 84, II and sole §) shows its whole
date. Squeezed by the period and the button beside it, the field showed "026" of
06/12/2026; a date field keeps room for DD/MM/AAAA."""

from PySide6.QtCore import QPoint

from tests.factories.demo import demo_window
from tests.factories.screens import rr_penalties_shown


def _shown_whole(field) -> bool:
    """With the cursor at the start, the last character is inside the field."""
    line = field.line
    line.setCursorPosition(0)
    right = line.contentsRect().right() - line.textMargins().right() - 1
    return line.cursorPositionAt(QPoint(right, line.height() // 2)) == len(line.text())


def test_the_semester_day_shows_its_whole_date(qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        day = rr_penalties_shown(qtbot, window).day
        qtbot.waitUntil(day.isVisible)
        assert len(day.text()) == len("06/12/2026")
        assert _shown_whole(day), day.line.width()
