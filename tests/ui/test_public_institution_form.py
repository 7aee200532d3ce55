"""A prefeitura registered through the operator form by the keyboard (Res. AGR 105/2017, art.
53, II): choosing the kind takes the partners and the CCE out of the form (arts. 8º, V, 9º,
III, and 56); a modality other than the característica vinculada is refused next to the
field; saved, its checklist is art. 56's without the CTPS/RAIS proof (art. 54, parágrafo
único). A Roraima office is not offered the kind."""

import dataclasses

from PySide6.QtCore import Qt

from desktop.services.registration.operators_records import find_operator_by_cnpj
from desktop.services.search.operators import search_operators
from desktop.ui.operators.area import OperatorsArea


def test_a_prefeitura_through_the_form(qtbot, admin_context, open_area, tmp_path):
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    form = area.form
    qtbot.keyClicks(form.legal_name, "Municipio de Caldas Novas")
    qtbot.keyClicks(form.cnpj, "11222333000181")
    form.kind.setFocus()
    qtbot.keyClicks(form.kind, "P")
    assert form.kind.currentData() == "instituicao_publica"
    assert not form.partners_box.isEnabled()
    assert not form.state_registration.isEnabled()
    assert not form.state_registration_exempt.isEnabled()
    qtbot.keyClicks(form.street, "Praca Mestre Orlando")
    qtbot.keyClicks(form.number, "1")
    qtbot.keyClicks(form.district, "Centro")
    qtbot.keyClicks(form.municipality, "caldas novas")
    form.municipality.editingFinished.emit()
    area.activateWindow()
    qtbot.waitUntil(area.isActiveWindow)
    qtbot.keyClicks(form.cep, "75690000")
    qtbot.keyClicks(form.phone, "6434531000")
    qtbot.keyClicks(form.email, "gabinete@caldasnovas.go.gov.br")
    qtbot.keyClicks(form.representative_name, "Maria Souza")
    qtbot.keyClicks(form.representative_cpf, "52998224725")
    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    qtbot.keyClick(form.legal_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "art. 53, II" in form.error_of("modalities")
    assert search_operators(admin_context, "").rows == ()

    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    qtbot.keyClick(form.modality_boxes["caracteristica_vinculada"], Qt.Key.Key_Space)
    qtbot.keyClick(form.legal_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert form.error_of("modalities") == ""
    stored = find_operator_by_cnpj(admin_context, "11222333000181")
    assert stored.kind == "instituicao_publica"
    assert stored.partners == () and stored.state_registration == ""
    table = area.documents.table
    titles = [table.item(row, 0).text() for row in range(table.rowCount())]
    assert len(titles) == 5  # art. 56, I-V
    assert not any("RAIS" in title for title in titles)


def test_roraima_is_not_offered_the_kind(qtbot, admin_context, open_area, tmp_path):
    rr = dataclasses.replace(
        admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
    )
    area = open_area(OperatorsArea, rr, tmp_path / "keys")
    kinds = [area.form.kind.itemData(index) for index in range(area.form.kind.count())]
    assert kinds == ["empresa", "cooperativa"]
