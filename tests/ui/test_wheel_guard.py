"""The wheel never changes a field the clerk is not in (issue 17 §2; DESIGN.md, UI): over an
unfocused combo box, spin box or date it scrolls the form instead; a focused field still
takes it. The guard is the one installed by `prepare_application`, as at start-up."""

from datetime import date, datetime

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox, QVBoxLayout, QWidget

from desktop.ui.widgets.forms import date_time_edit

NOTCH_DOWN = -120


def roll(widget, notches=1):
    """One turn of the wheel (`notches` notches down) with the pointer over `widget`."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(QPoint(int(centre.x()), int(centre.y())))),
        QPoint(0, 0),
        QPoint(0, NOTCH_DOWN * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def long_form(qtbot, show_active):
    """A scroll area holding, far apart, a combo box, a spin box and a date editor."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    body = QWidget()
    layout = QVBoxLayout(body)
    layout.addSpacing(300)
    combo = QComboBox(body)
    combo.addItems(["Carteira de Trabalho (art. 47, I)", "Ata de constituição (art. 47, III)"])
    spin = QSpinBox(body)
    spin.setRange(0, 120)
    spin.setValue(40)
    day = date_time_edit(body, datetime(2026, 3, 10, 8, 0))
    for widget in (combo, spin, day):
        layout.addWidget(widget)
        layout.addSpacing(600)
    area.setWidget(body)
    area.resize(400, 300)
    qtbot.addWidget(area)
    show_active(area)
    return area, combo, spin, day


def test_the_wheel_over_unfocused_fields_scrolls_the_form_and_changes_nothing(qtbot, show_active):
    area, combo, spin, day = long_form(qtbot, show_active)
    area.setFocus()
    bar = area.verticalScrollBar()
    for field in (combo, spin, day, day.findChild(QWidget, "qt_spinbox_lineedit")):
        before = bar.value()
        roll(field)
        assert bar.value() > before, field
    assert combo.currentText() == "Carteira de Trabalho (art. 47, I)"
    assert spin.value() == 40
    assert day.date().toPython() == date(2026, 3, 10)


def test_the_wheel_never_hands_a_field_the_focus(qtbot, show_active):
    _area, combo, spin, day = long_form(qtbot, show_active)
    for field in (combo, spin, day):
        assert field.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_a_focused_field_still_answers_the_wheel(qtbot, show_active):
    area, combo, spin, _day = long_form(qtbot, show_active)
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    before = area.verticalScrollBar().value()
    roll(spin)
    assert spin.value() == 39
    assert area.verticalScrollBar().value() == before
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    roll(combo)
    assert combo.currentText() == "Ata de constituição (art. 47, III)"
