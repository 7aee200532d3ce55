"""Grids are forms too (issue 17 §6): a CPF cell takes the CPF field's mask, and the
passenger counter follows the rows as they are typed; a list cell too narrow for its value
shows it whole in a tooltip (§7), and a cell read whole none."""

from PySide6.QtCore import Qt

from desktop.services.registration.operators import create_operator
from desktop.ui.licences.form import LicenceForm
from desktop.ui.navigator import Navigator
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.operators.form import OperatorForm
from desktop.ui.workspace import Workspace
from tests.factories.screens import type_in_cell
from tests.factories.tips import tooltip_of
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


LONG_NAME = "Empresa de Transportes Coletivos Intermunicipais do Vale do Rio Araguaia Ltda"


def test_a_list_cell_too_narrow_shows_its_whole_value_as_a_tooltip_and_a_whole_one_none(
    qtbot, admin_context, open_area, tmp_path
):
    """Issue 17 §7: a name the list cuts ("Empresa de Tra…") reads whole in its tooltip. A
    name read whole shows no tooltip: the list used to repeat every cell's value in one."""
    create_operator(admin_context, operator_input())
    create_operator(admin_context, operator_input(legal_name=LONG_NAME, cnpj="11.444.777/0001-61"))
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.run_search()
    view = area.list_view
    assert view.textElideMode() == Qt.TextElideMode.ElideRight
    names = [view.model().index(row, 0).data() for row in range(2)]
    assert tooltip_of(qtbot, view, names.index(LONG_NAME), 0) == LONG_NAME
    assert tooltip_of(qtbot, view, names.index("Viação São João Ltda"), 0) == ""


def test_the_operators_history_shows_a_tooltip_only_on_a_cut_cell(
    qtbot, admin_context, open_area, tmp_path
):
    """The history repeated every cell's text in its tooltip; now only the registration's
    long list of changes, cut by the table, reads whole in one."""
    detail = create_operator(admin_context, operator_input())
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.open_record(detail.id)
    area.tabs.setCurrentWidget(area.history)
    table = area.history.table
    assert table.item(0, 2).text() == "Cadastro do operador"
    assert tooltip_of(qtbot, table, 0, 2) == ""
    assert tooltip_of(qtbot, table, 0, 3) == table.item(0, 3).text()
