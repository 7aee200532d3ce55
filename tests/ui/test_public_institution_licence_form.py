"""The licence form knows a prefeitura or public institution registered as such (Res. AGR
105/2017, art. 53, II): choosing it ticks "Instituição pública" (art. 54, parágrafo único)
and keeps it ticked; a company registered as such clears it and keeps it clear, so the
proof of the link the AGR demands (art. 59, parágrafo único; art. 54) is not waived by a
tick."""

from PySide6.QtCore import Qt

from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, registered_operator

VINCULADA = ("caracteristica_vinculada",)


def pick(qtbot, area, picker, text: str) -> None:
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    area.activateWindow()
    qtbot.waitUntil(lambda: picker.value() is not None)


def test_choosing_a_prefeitura_ticks_the_box(qtbot, admin_context, open_area, tmp_path):
    keys = tmp_path / "keys"
    registered_operator(
        admin_context,
        keys,
        VINCULADA,
        legal_name="Municipio de Caldas Novas",
        kind="instituicao_publica",
        partners=(),
        state_registration="",
    )
    registered_operator(admin_context, keys, VINCULADA, cnpj="45.997.418/0001-53")
    area = open_area(LicencesArea, at_instant(admin_context, departure(TODAY, 12)), keys)
    form = area.form
    pick(qtbot, area, form.operator, "municipio")
    assert form.public_institution.isChecked()
    assert not form.public_institution.isEnabled()
    assert not form.link_proof_demanded.isEnabled()
    form.operator.clear()
    pick(qtbot, area, form.operator, "45.997")
    assert not form.public_institution.isChecked()
    assert not form.public_institution.isEnabled()
    assert form.link_proof_demanded.isEnabled()
