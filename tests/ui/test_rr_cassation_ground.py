"""Lei RR 664/2008, art. 87, V: the cassação 'por declaração de inidoneidade' stands on that
declaration (art. 86). From the operator's Penalidades tab the julgador is refused next to
the inciso while the company was never declared inidônea, nothing written; once declared,
the cassação on inciso V is applied."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.sanctions.penalties_records import operator_sanction_status
from desktop.services.sanctions.penalties_rr import declare_inidoneidade
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.roraima import roraima_roles
from tests.factories.sanctions import administrative_process


def cassation_on_inciso_v(qtbot, seen):
    def handle(dialog):
        inciso = dialog.form.editor("inciso")
        inciso.setCurrentIndex(inciso.findData("V"))
        process = dialog.form.editor("process_id")
        process.setCurrentIndex(1)
        dialog.form.editor("reason").setPlainText("Declarada inidônea em processo administrativo.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen.append(dialog.form.rows["inciso"].error)
        return dialog.result()

    return handle


def test_cassation_for_inidoneidade_needs_the_declaration(
    qtbot, admin_context, context_for, tmp_path, open_area, dialog_driver
):
    roles = roraima_roles(admin_context, context_for)
    julgador = at_day(roles["julgador"], date(2026, 6, 22))
    operator = new_operator(admin_context)
    process = administrative_process(
        roles["fiscal"], julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    area = open_area(OperatorsArea, julgador, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    tab = area.rr_penalties
    seen: list[str] = []
    dialog_driver.on("ActionDialog", cassation_on_inciso_v(qtbot, seen))
    qtbot.mouseClick(tab.buttons["cassacao"], Qt.MouseButton.LeftButton)
    assert "art. 87, V" in seen[0] and "declaração de inidoneidade" in seen[0]
    assert (
        operator_sanction_status(julgador, operator.id, date(2026, 6, 22)).cassation_bar_until
        is None
    )

    declare_inidoneidade(
        julgador, operator.id, date(2026, 6, 22), "I", "Documento adulterado.", process
    )
    dialog_driver.on("ActionDialog", cassation_on_inciso_v(qtbot, seen))
    qtbot.mouseClick(tab.buttons["cassacao"], Qt.MouseButton.LeftButton)
    assert seen[1] == ""
    assert operator_sanction_status(
        julgador, operator.id, date(2026, 6, 22)
    ).cassation_bar_until == date(2027, 6, 22)
