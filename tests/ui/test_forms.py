"""Form helpers: messages under the field at fault, Enter submits."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.ui.forms import Form, bind_submit


def test_errors_appear_under_their_fields_and_clear(qtbot, show_active):
    form = Form()
    qtbot.addWidget(form)
    form.add_line("cnpj", "CNPJ")
    form.add_line("email", "E-mail")
    show_active(form)
    form.show_errors({"cnpj": "CNPJ inválido.", "phone": "Telefone inválido."},
                     "Corrija os campos indicados.")
    assert form.error_of("cnpj") == "CNPJ inválido."
    assert form.error_of("email") == ""
    assert form.general_error.isVisible()
    assert form.general_error.text() == "Corrija os campos indicados.\nTelefone inválido."
    assert form.editor("cnpj").hasFocus()
    form.clear_errors()
    assert form.error_of("cnpj") == ""
    assert not form.general_error.isVisible()


def test_enter_in_a_field_presses_the_submit_button(qtbot, show_active):
    form = Form()
    qtbot.addWidget(form)
    name = form.add_line("name", "Nome")
    button = QPushButton("Salvar", form)
    form.layout_.addRow(button)
    bind_submit(form, button)
    show_active(form)
    name.setFocus()
    with qtbot.waitSignal(button.clicked):
        qtbot.keyClick(name, Qt.Key.Key_Return)
