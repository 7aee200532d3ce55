"""Grids are forms too (issue 17 §6): a CPF cell takes the CPF field's mask, and the
passenger counter follows the rows as they are typed; a list cell too narrow for its value
shows it whole in a tooltip (§7)."""

from PySide6.QtCore import Qt

from desktop.services.registration.operators import create_operator
from desktop.ui.licences.form import LicenceForm
from desktop.ui.navigator import Navigator
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.operators.form import OperatorForm
from desktop.ui.workspace import Workspace
from tests.factories.screens import type_in_cell
from tests.ui.conftest import operator_input


def test_a_partner_cpf_cell_refuses_letters(qtbot, show_active):
    form = OperatorForm("GO")
    qtbot.addWidget(form)
    show_active(form)
    form.partners.add_row("Maria Souza")
    table = form.partners.table
    assert type_in_cell(qtbot, table, 0, 1, "abc52998224725") == "529.982.247-25"
    assert table.item(0, 1).text() == "529.982.247-25"


def test_a_passenger_cpf_cell_refuses_letters_and_the_counter_follows(
    qtbot, admin_context, show_active
):
    form = LicenceForm(Workspace(admin_context, Navigator()))
    qtbot.addWidget(form)
    show_active(form)
    form.add_passenger_row()
    assert form.passenger_count.text() == "0 passageiro(s)"
    type_in_cell(qtbot, form.passenger_table, 0, 0, "Ana Lima")
    assert form.passenger_count.text() == "1 passageiro(s)"
    assert type_in_cell(qtbot, form.passenger_table, 0, 1, "x52998224725") == "529.982.247-25"
    form.passenger_table.removeRow(0)
    assert form.passenger_count.text() == "0 passageiro(s)"


def test_a_list_cell_too_narrow_shows_its_whole_value_as_a_tooltip(
    qtbot, admin_context, open_area, tmp_path
):
    """Issue 17 §7: "Viação Sã…" in the list reads whole in its tooltip."""
    create_operator(admin_context, operator_input())
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.run_search()
    index = area.model.index(0, 0)
    assert area.model.data(index, Qt.ItemDataRole.ToolTipRole) == "Viação São João Ltda"
    assert area.list_view.textElideMode() == Qt.TextElideMode.ElideRight
