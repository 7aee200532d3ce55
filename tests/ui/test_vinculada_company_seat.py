"""The seat or branch in Goiás is the fretamento's (Res. AGR 105/2017, art. 5º: "somente
poderão ser executados por pessoa jurídica ... com sede ou filial no Estado de Goiás");
Chapter V asks the característica vinculada only that its transport runs between
municipalities of Goiás (art. 53, I). Through the operator form by the keyboard: a company
seated in São Paulo asking for the contínuo is refused next to the municipality under art.
5º, and nothing is written; asking for the vinculada alone, it is registered."""

from PySide6.QtCore import Qt

from desktop.services.registration.operators_records import find_operator_by_cnpj
from desktop.services.search.operators import search_operators
from desktop.ui.operators.area import OperatorsArea


def test_a_company_seated_outside_goias_registers_for_the_vinculada_alone(
    qtbot, admin_context, open_area, tmp_path
):
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.resize(1366, 728)
    area.refresh()
    form = area.form
    qtbot.keyClicks(form.legal_name, "Usina Paulista de Acucar S.A.")
    qtbot.keyClicks(form.cnpj, "11222333000181")
    qtbot.keyClicks(form.street, "Avenida Brasil")
    qtbot.keyClicks(form.number, "1000")
    qtbot.keyClicks(form.district, "Centro")
    form.uf.setFocus()
    qtbot.keyClicks(form.uf, "SP")
    assert form.uf.currentText() == "SP"
    qtbot.keyClicks(form.municipality, "campinas")
    form.municipality.editingFinished.emit()
    area.activateWindow()
    qtbot.waitUntil(area.isActiveWindow)
    qtbot.keyClicks(form.cep, "13010000")
    qtbot.keyClicks(form.phone, "1932321000")
    qtbot.keyClicks(form.email, "frota@usinapaulista.com.br")
    qtbot.keyClicks(form.representative_name, "Maria Souza")
    qtbot.keyClicks(form.representative_cpf, "52998224725")
    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    assert form.address_box.title() == "Endereço da sede ou filial no Estado"
    qtbot.keyClick(form.legal_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert form.error_of("municipality_code") == (
        "O fretamento pede sede ou filial no Estado de Goiás (Res. AGR 105/2017, art. 5º): "
        "informe o endereço em Goiás."
    )
    assert search_operators(admin_context, "").rows == ()

    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    qtbot.keyClick(form.modality_boxes["caracteristica_vinculada"], Qt.Key.Key_Space)
    assert form.address_box.title() == "Endereço da sede ou filial"
    qtbot.keyClick(form.legal_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert form.error_of("municipality_code") == ""
    stored = find_operator_by_cnpj(admin_context, "11222333000181")
    assert stored is not None and stored.municipality_code == "3509502"
