"""Form helpers: messages under the field at fault, Enter submits."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QVBoxLayout, QWidget

from desktop.ui.vehicles.vehicle_terms import vehicle_labels
from desktop.ui.widgets.forms import Form, date_edit, submit_on_enter, wrapped_check_box


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


def test_a_summary_on_top_links_to_each_field_at_fault(qtbot, show_active):
    """Issue 17 §4: "2 problemas: …" on top, each a link that focuses its field."""
    form = Form()
    qtbot.addWidget(form)
    form.add_line("plate", "&Placa")
    form.add_line("renavam", "&RENAVAM")
    form.add_line("make", "&Marca")
    show_active(form)
    form.show_errors({"plate": "Placa inválida.", "make": "Informe a marca."})
    assert form.summary.isVisible()
    assert form.summary.text() == (
        '2 problemas: <a href="plate">Placa</a>, <a href="make">Marca</a>'
    )
    assert form.editor("plate").hasFocus()
    form.summary.linkActivated.emit("make")
    assert form.editor("make").hasFocus()
    form.clear_errors()
    assert not form.summary.isVisible()


def test_the_summary_names_a_field_without_its_label_colon(qtbot, show_active):
    """The line's coordinates and delegation dialogs label fields "Latitude:": the summary
    read "2 problemas: Latitude:, Longitude:"."""
    form = Form()
    qtbot.addWidget(form)
    form.add_line("latitude", "&Latitude:")
    form.add_line("longitude", "L&ongitude:")
    show_active(form)
    form.show_errors({"latitude": "Informe a latitude.", "longitude": "Informe a longitude."})
    assert form.summary.text() == (
        '2 problemas: <a href="latitude">Latitude</a>, <a href="longitude">Longitude</a>'
    )


def test_the_summary_follows_the_form_and_focuses_its_first_field(qtbot, show_active):
    """The new auto's service names the operator before its CNPJ (Res. AGR 105/2017, art.
    80, I): the summary began with "Nome da autorizatária" and focused it, under the CNPJ."""
    form = Form()
    qtbot.addWidget(form)
    form.add_line("operator_cnpj", "I — &CNPJ da autorizatária")
    form.add_line("operator_name", "Nome da autorizatária")
    form.add_line("route", "II — &Percurso")
    show_active(form)
    form.show_errors(
        {
            "route": "Campo obrigatório.",
            "operator_name": "Campo obrigatório.",
            "operator_cnpj": "Campo obrigatório.",
        }
    )
    assert form.summary.text() == (
        '3 problemas: <a href="operator_cnpj">I — CNPJ da autorizatária</a>, '
        '<a href="operator_name">Nome da autorizatária</a>, <a href="route">II — Percurso</a>'
    )
    assert form.editor("operator_cnpj").hasFocus()


def test_tab_in_the_operator_form_follows_the_reading_order(qtbot, show_active):
    """Issue 17 §8: phone and e-mail typed in reading order landed in the address."""
    from desktop.ui.operators.form import OperatorForm

    form = OperatorForm("GO")
    qtbot.addWidget(form)
    form.resize(1100, 700)
    show_active(form)
    form.legal_name.setFocus()
    visited = []
    for _ in range(20):
        visited.append(form.focusWidget().objectName())
        qtbot.keyClick(form.focusWidget(), Qt.Key.Key_Tab)
    named = [name for name in visited if name]
    assert named[:3] == ["legal_name", "trade_name", "cnpj"]
    assert named.index("phone") < named.index("email") < named.index("street")
    assert named.index("state_registration") < named.index("phone")


def test_the_summary_names_a_box_by_its_title(qtbot, show_active):
    from PySide6.QtWidgets import QGroupBox

    form = Form()
    qtbot.addWidget(form)
    form.add("drivers", "", QGroupBox("Motoristas (arts. 46 e 47)"))
    show_active(form)
    form.show_errors({"drivers": "Informe ao menos um motorista."})
    assert form.summary.text() == '1 problema: <a href="drivers">Motoristas (arts. 46 e 47)</a>'


def test_the_summary_names_the_partners_table_by_its_box(qtbot, show_active):
    """A new operator saved without partners listed "partners", the field's inner name, in
    the summary: the table has no caption of its own, its box is "Sócios ou cooperados"."""
    from desktop.ui.operators.form import OperatorForm

    form = OperatorForm("GO")
    qtbot.addWidget(form)
    show_active(form)
    form.show_errors({"partners": "Informe ao menos um sócio ou cooperado."})
    assert form.forms[0].summary.text() == (
        '1 problema: <a href="partners">Sócios ou cooperados (Res. AGR 105/2017, art. 8º, V)</a>'
    )


@pytest.mark.parametrize(
    ("caption", "cited"),
    [
        # Goiás's bus adapted for comfort: Res. AGR 105/2017, art. 6º, XV.
        (vehicle_labels("GO")["adapted_for_comfort"], "art.\u00a06º"),
        ("Veículo entregue pelo fabricante à firma (§ 2º)", "§\u00a02º"),
        ("Veículo em nome da própria operadora (arts. 15 e 16)", "arts.\u00a015"),
    ],
)
def test_a_wrapped_caption_never_breaks_inside_a_citation(qtbot, caption, cited):
    """Each of these breaks at 44 characters right after "art.", "§" or "arts.": the number
    stays on the line of its word, and the tooltip keeps the caption as written."""
    box = wrapped_check_box(caption)
    qtbot.addWidget(box)
    lines = box.text().split("\n")
    assert len(lines) == 2
    assert cited in lines[1]
    assert not lines[0].endswith(("art.", "arts.", "§"))
    assert box.text().replace("\n", " ").replace("\u00a0", " ") == caption
    assert box.toolTip() == caption


# A dialog the clerk enlarges gives its form taller rows: a fixed-height editor stays under its
# caption, with the room left below it (the reason box of Situação da linha floated to the
# row's foot, far from "Motivo:").
def test_a_fixed_height_editor_stays_at_the_top_of_a_taller_row(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    form = Form(window)
    layout = QVBoxLayout(window)
    layout.addWidget(form)
    reason = QPlainTextEdit(form)
    reason.setFixedHeight(60)
    form.add("details", "&Motivo:", reason)
    window.resize(600, 500)
    window.show()
    qtbot.waitExposed(window)
    row = form.rows["details"]
    assert row.height() > 120  # the row took the room the window was given
    assert reason.y() == 0
