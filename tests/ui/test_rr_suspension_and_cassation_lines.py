"""Lei RR 664/2008, arts. 85 and 87: the julgador names in the Penalidades tab the line a
suspension suspends, among the delegatária's lines in the register (refused next to the
field when none is chosen, nothing written); the cassação on inciso IV counts the
suspensions of the line involved, and by the sole § of art. 87 the dialog asks for a line
only on incisos III and IV — on I, II and V it reaches every line."""

from datetime import date

from PySide6.QtCore import Qt
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.services.sanctions.penalties_rr import suspend_after_warnings
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.widgets.dialogs import size_to_screen
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import administrative_process, warned_lines
from tests.ui.screen_fit import cut_off_inputs

DAY = date(2026, 6, 25)


def warned(admin_context, roles, tmp_path):
    """An operator with lines RR-001 and RR-002, each with 3 written warnings in 6 months."""
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001", "RR-002")
    return operator, at_day(julgador, DAY)


def suspended_lines(admin_context):
    with admin_context.database.read() as session:
        return list(
            session.scalars(
                select(OperatorSanction.line).where(OperatorSanction.kind == "suspensao")
            )
        )


def penalties_tab(open_area, julgador, tmp_path, operator):
    area = open_area(OperatorsArea, julgador, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    return area.rr_penalties


def test_the_suspension_names_a_line_of_the_delegataria(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = warned(admin_context, roles, tmp_path)
    tab = penalties_tab(open_area, julgador, tmp_path, operator)
    seen = {}

    def suspend(dialog):
        line = dialog.form.editor("line")
        seen["choices"] = [line.itemText(index) for index in range(line.count())]
        dialog.form.editor("reason").setPlainText("Três advertências em 6 meses.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["line"].error
        seen["written"] = suspended_lines(admin_context)
        line.setCurrentIndex(line.findData("RR-002"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", suspend)
    qtbot.mouseClick(tab.buttons["suspension"], Qt.MouseButton.LeftButton)
    assert seen["choices"] == [
        "— escolha a linha —",
        "RR-001 Boa Vista — Caracaraí",
        "RR-002 Boa Vista — Caracaraí",
    ]
    assert seen["refused"].startswith("Escolha a linha entre as da delegatária (RR-001, RR-002)")
    assert "Lei RR 664/2008, arts. 85 e 87, IV" in seen["refused"]
    assert seen["written"] == []
    assert "Suspensão de 30 dia(s) da linha RR-002" in tab.outcome.text()
    assert suspended_lines(admin_context) == ["RR-002"]


def test_the_cassation_asks_the_line_on_incisos_iii_and_iv_and_counts_its_suspensions(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = warned(admin_context, roles, tmp_path)
    # Two suspensions of line RR-001 and one of RR-002 in 2026 (art. 85).
    for line, first in (("RR-001", 7), ("RR-001", 8), ("RR-002", 9)):
        suspend_after_warnings(julgador, operator.id, line, DAY, date(2026, first, 1), 10, "T")
    administrative_process(
        in_roraima(roles["fiscal"]), julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    tab = penalties_tab(open_area, julgador, tmp_path, operator)
    seen = {}

    def cassar(dialog):
        inciso = dialog.form.editor("inciso")
        line = dialog.form.editor("line")
        inciso.setCurrentIndex(inciso.findData("II"))
        seen["II"] = (line.isEnabled(), line.currentText())
        inciso.setCurrentIndex(inciso.findData("IV"))
        seen["IV"] = (line.isEnabled(), line.currentText())
        seen["tip"] = line.toolTip()
        line.setCurrentIndex(line.findData("RR-001"))
        dialog.form.editor("process_id").setCurrentIndex(1)
        dialog.form.editor("reason").setPlainText("Suspensões reiteradas da linha.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["inciso"].error
        return dialog.result()

    dialog_driver.on("ActionDialog", cassar)
    qtbot.mouseClick(tab.buttons["cassacao"], Qt.MouseButton.LeftButton)
    assert seen["II"] == (False, "todas as linhas da delegatária")
    assert seen["IV"] == (True, "— escolha a linha envolvida —")
    assert seen["tip"].endswith("(Lei RR 664/2008, art. 87, parágrafo único).")
    assert "a linha RR-001 tem 2 suspensão(ões) registrada(s) em 2026" in seen["refused"]

    suspend_after_warnings(julgador, operator.id, "RR-001", DAY, date(2026, 10, 1), 10, "T")
    dialog_driver.on("ActionDialog", cassar)
    qtbot.mouseClick(tab.buttons["cassacao"], Qt.MouseButton.LeftButton)
    assert seen["refused"] == ""
    assert "Cassação somente da linha RR-001 no processo nº" in tab.outcome.text()
    assert "Lei RR 664/2008, art. 87, parágrafo único" in tab.outcome.text()


def test_the_cassation_dialog_shows_every_field_whole(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    """The line and the process are chosen in the popup: their long names (the process with
    its stage) no longer widen the form past the dialog, cutting every field at the right."""
    operator, julgador = warned(admin_context, roles, tmp_path)
    administrative_process(
        in_roraima(roles["fiscal"]), julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    tab = penalties_tab(open_area, julgador, tmp_path, operator)
    seen = {}

    def look(dialog):
        hint = dialog.sizeHint()
        size_to_screen(dialog, hint.width(), hint.height())
        with qtbot.waitExposed(dialog):
            dialog.show()
        inciso = dialog.form.editor("inciso")
        inciso.setCurrentIndex(inciso.findData("IV"))
        dialog.form.editor("process_id").setCurrentIndex(1)
        seen["cut"] = cut_off_inputs(dialog)
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.mouseClick(tab.buttons["cassacao"], Qt.MouseButton.LeftButton)
    assert seen["cut"] == []
