"""Dates typed are dates kept, or refused (issue 17 §3): DD/MM/AAAA in one stroke, Tab
leaves the field, a date that does not exist is refused next to the field and nothing is
written, and the calendar is still there for the mouse."""

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QCalendarWidget, QLineEdit

from desktop.ui.widgets import operation
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.forms import Form, date_edit


def form_with_a_date(qtbot, show_active):
    form = Form()
    day = form.add("end_on", "Último dia", date_edit(form, date(2026, 3, 10)))
    after = form.add_line("invoice_number", "Nota fiscal")
    qtbot.addWidget(form)
    show_active(form)
    return form, day, after


def type_date(qtbot, field: DateField, text: str) -> None:
    field.setFocus()
    field.line.selectAll()
    qtbot.keyClicks(field.line, text)


def test_eight_digits_are_the_date_and_tab_goes_to_the_next_field(qtbot, show_active):
    form, day, after = form_with_a_date(qtbot, show_active)
    with qtbot.waitSignal(day.dateChanged):
        type_date(qtbot, day, "18062026")
    assert day.text() == "18/06/2026"
    assert day.date() == QDate(2026, 6, 18)
    qtbot.keyClick(day.line, Qt.Key.Key_Tab)
    assert after.hasFocus()


def test_typing_the_slashes_too_gives_the_same_date(qtbot, show_active):
    _form, day, _after = form_with_a_date(qtbot, show_active)
    type_date(qtbot, day, "05/01/2027")
    assert day.date().toPython() == date(2027, 1, 5)


def test_a_date_that_does_not_exist_is_refused_and_nothing_runs(qtbot, show_active):
    form, day, _after = form_with_a_date(qtbot, show_active)
    type_date(qtbot, day, "31022026")
    assert form.error_of("end_on") == "31/02/2026 não existe."
    assert day.date().toPython() == date(2026, 3, 10), "the impossible date is never taken"
    calls = []
    assert operation.run(form, lambda: calls.append("saved"), form=form) is None
    assert calls == []
    assert form.error_of("end_on") == "31/02/2026 não existe."
    assert day.line.hasFocus()


def test_the_error_goes_as_soon_as_the_date_is_corrected(qtbot, show_active):
    form, day, _after = form_with_a_date(qtbot, show_active)
    type_date(qtbot, day, "31022026")
    type_date(qtbot, day, "28022026")
    assert form.error_of("end_on") == ""
    assert day.date().toPython() == date(2026, 2, 28)
    calls = []
    operation.run(form, lambda: calls.append("saved"), form=form)
    assert calls == ["saved"]


def test_half_a_date_left_behind_is_a_problem(qtbot, show_active):
    form, day, after = form_with_a_date(qtbot, show_active)
    type_date(qtbot, day, "1806")
    after.setFocus()
    qtbot.waitUntil(lambda: form.error_of("end_on") != "")
    assert form.error_of("end_on") == "Data incompleta: digite DD/MM/AAAA."


def test_the_calendar_sets_the_date(qtbot, show_active):
    _form, day, _after = form_with_a_date(qtbot, show_active)
    qtbot.mouseClick(day.button, Qt.MouseButton.LeftButton)
    calendar = day.popup.findChild(QCalendarWidget)
    assert calendar.selectedDate() == QDate(2026, 3, 10)
    with qtbot.waitSignal(day.dateChanged):
        calendar.clicked.emit(QDate(2026, 3, 20))
    assert day.text() == "20/03/2026"
    assert not day.popup.isVisible()


def test_alt_down_opens_the_calendar_from_the_keyboard(qtbot, show_active):
    _form, day, _after = form_with_a_date(qtbot, show_active)
    day.setFocus()
    qtbot.keyClick(day.line, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert day.popup is not None and day.popup.isVisible()
    day.popup.close()


def test_a_field_error_clears_when_the_field_is_corrected(qtbot, show_active):
    """Issue 17 §4: "CNPJ inválido" does not stay until the next save."""
    form, _day, after = form_with_a_date(qtbot, show_active)
    form.show_errors({"invoice_number": "Campo obrigatório."})
    assert form.error_of("invoice_number") == "Campo obrigatório."
    qtbot.keyClicks(after, "123")
    assert form.error_of("invoice_number") == ""
    assert isinstance(form.editor("invoice_number"), QLineEdit)


def test_tab_leaves_a_date_and_time_from_its_day(qtbot, show_active):
    from datetime import datetime

    from PySide6.QtWidgets import QDateTimeEdit

    from desktop.ui.widgets.forms import date_time_edit

    form = Form()
    moment = form.add("departure_at", "Partida", date_time_edit(form, datetime(2026, 6, 18, 8)))
    after = form.add_line("invoice_number", "Nota fiscal")
    qtbot.addWidget(form)
    show_active(form)
    moment.setFocus()
    moment.setSelectedSection(QDateTimeEdit.Section.DaySection)
    qtbot.keyClick(moment, Qt.Key.Key_Tab)
    assert after.hasFocus()
