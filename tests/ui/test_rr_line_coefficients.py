"""Lei RR 664/2008, art. 84, II and sole §: the Penalidades tab lists each line's infraction
coefficient in the half-year; the trips the operator reports are recorded from it, and the
line that reaches 0.10 is marked for the written warning."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, lines_of
from tests.factories.roraima import in_roraima


def cells(table, row):
    return [table.item(row, column).text() for column in range(table.columnCount())]


def test_trips_recorded_and_the_line_that_reaches_the_warning(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    holder, _lines = lines_of(admin_context, roles, tmp_path)
    ctx = in_roraima(at_day(admin_context, TODAY))
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.refresh()
    area.search_for(holder.legal_name)
    box = area.rr_penalties.coefficients
    assert box.period.text().startswith("01/01/2026 a 30/06/2026")
    assert cells(box.table, 0)[:3] == ["RR-010 Boa Vista — Caracaraí", "1", "não informadas"]
    seen = {}

    def report(dialog):
        assert dialog.form.editor("line").currentText() == "RR-010 Boa Vista — Caracaraí"
        dialog.form.editor("trips").setValue(10)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["reference"].error
        dialog.form.editor("reference").setText("Ofício 12/2026")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", report)
    qtbot.mouseClick(box.record_button, Qt.MouseButton.LeftButton)
    assert "documento" in seen["refused"]
    # 1 fine in 10 trips = 0,10: "maior ou igual a 0,10" (art. 84, II)
    assert cells(box.table, 0) == ["RR-010 Boa Vista — Caracaraí", "1", "10", "0,10", "sim"]
    assert cells(box.table, 1) == ["RR-011 Boa Vista — Mucajaí", "0", "não informadas", "—", "não"]

    def warn(dialog):
        assert dialog.form.editor("line").currentData() == "RR-010"
        assert dialog.form.editor("trips").value() == 10
        dialog.form.editor("reason").setPlainText("Coeficiente do semestre.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", warn)
    box.table.setFocus()
    box.table.setCurrentCell(0, 0)
    qtbot.keyClick(box.table, Qt.Key.Key_Return)
    tab = area.rr_penalties
    assert tab.outcome.text().startswith("Aplicada: 1 multa(s) em 10 viagem(ns) na linha RR-010")
    assert "Advertida: 1 advertência(s)" in area.status_label.text()

    def cancel(dialog):
        seen["typed"] = (
            dialog.form.editor("line").currentData(),
            dialog.form.editor("trips").value(),
        )
        return QDialog.DialogCode.Rejected

    dialog_driver.on("ActionDialog", cancel)
    qtbot.mouseClick(tab.buttons["warning"], Qt.MouseButton.LeftButton)
    assert seen["typed"] == ("", 100)  # the button: the line is chosen, the trips typed
