"""Lei RR 664/2008, art. 86, parágrafo único: the declaration of inidoneidade "dependerá de
processo administrativo". From the operator's Penalidades tab the julgador is refused next
to the process field while none is chosen, nothing written; once the operator's processo
administrativo is chosen, the declaration is applied, names the process and joins its
timeline, and the operator's header and Penalidades tab name that process."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.models.sanctions import OperatorSanction
from desktop.services.sanctions.penalties_records import operator_sanction_status
from desktop.services.sanctions.process_records import get_process
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.reading import count
from tests.factories.roraima import roraima_roles
from tests.factories.sanctions import administrative_process

DAY = date(2026, 6, 22)


def test_inidoneidade_names_the_administrative_process(
    qtbot, admin_context, context_for, tmp_path, open_area, dialog_driver
):
    roles = roraima_roles(admin_context, context_for)
    julgador = at_day(roles["julgador"], DAY)
    operator = new_operator(admin_context)
    process_id = administrative_process(
        roles["fiscal"], julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    area = open_area(OperatorsArea, julgador, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    seen: dict[str, object] = {}

    def declare(dialog):
        dialog.form.editor("reason").setPlainText("Documento adulterado na renovação.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["process_id"].error
        seen["written"] = count(admin_context.database, OperatorSanction)
        dialog.form.editor("process_id").setCurrentIndex(1)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", declare)
    qtbot.mouseClick(area.rr_penalties.buttons["inidoneidade"], Qt.MouseButton.LeftButton)
    assert "(Lei RR 664/2008, art. 86, parágrafo único): indique o processo." in str(
        seen["refused"]
    )
    assert seen["written"] == 0
    number = get_process(julgador, process_id).number
    assert f"Declarada inidônea no processo nº {number}" in area.rr_penalties.outcome.text()
    assert operator_sanction_status(julgador, operator.id, DAY).inidoneous_since == DAY
    # Art. 86, parágrafo único: the header and the tab name the process it was declared in.
    assert area.status_label.text().endswith(
        f"· Declarada inidônea em 22/06/2026 no processo nº {number} (Lei RR 664/2008, art. 86)"
    )
    assert (
        "Declarada inidônea em 22/06/2026 no processo administrativo "
        f"nº {number} (Lei RR 664/2008, art. 86): "
        "nenhuma autorização." in area.rr_penalties.standing.text()
    )
    last = get_process(julgador, process_id).timeline[-1]
    assert last.label == "Declaração de inidoneidade (Lei RR 664/2008, art. 86)"
    assert "Motivo: Documento adulterado na renovação." in last.summary
