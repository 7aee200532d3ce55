"""Lei RR 664/2008, art. 84, II and sole §: the written warning is chosen among the
delegatária's lines in the register — opened from a line of the coefficient table, that line
is chosen; from the button, none is, and the warning without a line is refused next to the
field with nothing written."""

from PySide6.QtCore import Qt
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, lines_of
from tests.factories.roraima import in_roraima

CHOICES = ["— escolha a linha —", "RR-010 Boa Vista — Caracaraí", "RR-011 Boa Vista — Mucajaí"]


def warnings_written(admin_context):
    with admin_context.database.read() as session:
        return list(
            session.scalars(
                select(OperatorSanction.line).where(OperatorSanction.kind == "advertencia")
            )
        )


def choices(combo):
    return [combo.itemText(index) for index in range(combo.count())]


def test_the_warning_offers_the_lines_and_starts_on_the_row_it_was_opened_from(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    holder, _lines = lines_of(admin_context, roles, tmp_path)
    ctx = in_roraima(at_day(admin_context, TODAY))
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.refresh()
    area.search_for(holder.legal_name)
    tab = area.rr_penalties
    seen = {}

    def from_the_row(dialog):
        line = dialog.form.editor("line")
        seen["row"] = (choices(line), line.currentText())
        return 0

    dialog_driver.on("ActionDialog", from_the_row)
    tab.coefficients.table.setFocus()
    tab.coefficients.table.setCurrentCell(1, 0)
    qtbot.keyClick(tab.coefficients.table, Qt.Key.Key_Return)
    assert seen["row"] == (CHOICES, "RR-011 Boa Vista — Mucajaí")

    def from_the_button(dialog):
        line = dialog.form.editor("line")
        seen["button"] = line.currentText()
        dialog.form.editor("reason").setPlainText("Coeficiente do semestre.")
        dialog.form.editor("trips").setValue(10)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["line"].error
        seen["written"] = warnings_written(admin_context)
        line.setCurrentIndex(line.findData("RR-010"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", from_the_button)
    qtbot.mouseClick(tab.buttons["warning"], Qt.MouseButton.LeftButton)
    assert seen["button"] == "— escolha a linha —"
    assert seen["refused"].startswith("Escolha a linha entre as da delegatária (RR-010, RR-011)")
    assert "(Lei RR 664/2008, art. 84, II e parágrafo único)" in seen["refused"]
    assert seen["written"] == []
    assert tab.outcome.text().startswith("Aplicada: 1 multa(s) em 10 viagem(ns) na linha RR-010")
    assert warnings_written(admin_context) == ["RR-010"]
