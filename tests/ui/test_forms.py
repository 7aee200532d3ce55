"""Form helpers: messages under the field at fault, Enter submits."""

from PySide6.QtCore import Qt

from desktop.ui.widgets.forms import Form, date_edit, submit_on_enter


def test_errors_appear_under_their_fields_and_clear(qtbot, show_active):
    form = Form()
    qtbot.addWidget(form)
    form.add_line("cnpj", "CNPJ")
    form.add_line("email", "E-mail")
    show_active(form)
    form.show_errors(
        {"cnpj": "CNPJ inválido.", "phone": "Telefone inválido."}, "Corrija os campos indicados."
    )
    assert form.error_of("cnpj") == "CNPJ inválido."
    assert form.error_of("email") == ""
    assert form.general_error.isVisible()
    assert form.general_error.text() == "Corrija os campos indicados.\nTelefone inválido."
    assert form.editor("cnpj").hasFocus()
    form.clear_errors()
    assert form.error_of("cnpj") == ""
    assert not form.general_error.isVisible()


def test_enter_in_a_line_or_date_submits(qtbot, show_active):
    form = Form()
    qtbot.addWidget(form)
    name = form.add_line("name", "Nome")
    day = form.add("day", "Data", date_edit(form))
    submitted = []
    submit_on_enter(form, lambda: submitted.append(name.text()))
    show_active(form)
    qtbot.keyClicks(name, "Ana")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    day.setFocus()
    qtbot.keyClick(day, Qt.Key.Key_Enter)
    assert submitted == ["Ana", "Ana"]
