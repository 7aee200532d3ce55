"""A company registering for the característica vinculada alone presents the request and
the CNPJ of Res. AGR 105/2017, art. 56, I-II: the operator form takes the partners (art.
8º, V) and the CCE (art. 9º, III), which are the fretamento's registration, out of it, and
gives them back when a fretamento modality is ticked too."""

from PySide6.QtCore import Qt

from desktop.ui.operators.area import OperatorsArea


def test_partners_and_cce_follow_the_modalities(qtbot, admin_context, open_area, tmp_path):
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.resize(1366, 728)
    area.refresh()
    form = area.form
    assert form.kind.currentData() == "empresa"
    assert form.partners_box.isEnabled() and form.state_registration.isEnabled()
    vinculada = form.modality_boxes["caracteristica_vinculada"]
    qtbot.keyClick(vinculada, Qt.Key.Key_Space)
    assert not form.partners_box.isEnabled()
    assert not form.state_registration.isEnabled()
    assert not form.state_registration_exempt.isEnabled()
    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    assert form.partners_box.isEnabled() and form.state_registration.isEnabled()
    qtbot.keyClick(form.modality_boxes["continuo"], Qt.Key.Key_Space)
    assert form.operator_input().partners == ()
    assert form.operator_input().state_registration == ""
