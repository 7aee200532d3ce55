"""Lei RR 664/2008, art. 85 §1: the julgador converts a suspension into a daily fine from the
operator's Penalidades tab; a bad multiple is refused next to its field, then the fine is
applied, the suspension leaves the operator's status and the fine is a debt (art. 89). The
suspension chosen reads whole: the dialog, held at its 520-pixel minimum, cut it to
"01/07/2026 a 15/07/2026 (15 dia(s"."""

from datetime import date
from decimal import Decimal

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from desktop.services.sanctions.payments_records import debts_of
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.sanctions import suspended
from tests.ui.screen_fit import outside


def test_conversion_dialog_converts_the_suspension(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = suspended(admin_context, roles, tmp_path)
    julgador = at_day(julgador, date(2026, 6, 25))
    area = open_area(OperatorsArea, julgador, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    tab = area.rr_penalties
    assert "Linha RR-001 suspensa de 01/07/2026 a 15/07/2026" in area.status_label.text()
    seen = {}

    def convert(dialog):
        suspension = dialog.form.editor("suspension")
        assert suspension.currentText() == "Linha RR-001: 01/07/2026 a 15/07/2026 (15 dia(s))"
        multiple = dialog.form.editor("multiple_per_day")
        assert (multiple.minimum(), multiple.maximum()) == (5000, 50000)
        dialog.form.editor("reason").setPlainText("Falta de gravidade média.")
        dialog.form.editor("decided_on").setDate(QDate(2026, 6, 21))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["decided_on"].error
        seen["debts"] = debts_of(julgador, operator.id)
        dialog.form.editor("decided_on").setDate(QDate(2026, 6, 25))
        multiple.setValue(10000)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", convert)
    qtbot.mouseClick(tab.buttons["conversion"], Qt.MouseButton.LeftButton)
    assert "decidida depois da suspensão" in seen["refused"]
    assert seen["debts"] == []
    # 15 days x 10,000 x 0.25 = R$ 37,500.00, due Monday 06/07/2026
    assert "R$\xa037.500,00 (10.000 x coeficiente tarifário 0,25 por dia)" in tab.outcome.text()
    assert "vencimento em 06/07/2026" in tab.outcome.text()
    assert "Lei RR 664/2008, art. 85 §1º" in tab.outcome.text()
    assert "Suspensa" not in area.status_label.text()
    assert "Advertida: 3" in area.status_label.text()
    (debt,) = debts_of(julgador, operator.id)
    assert debt.amount == Decimal("37500.00")


def test_every_suspension_reads_whole(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = suspended(admin_context, roles, tmp_path)
    area = open_area(OperatorsArea, at_day(julgador, date(2026, 6, 25)), tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    seen = {}

    def look(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        combo = dialog.form.editor("suspension")
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        text_room = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
        )
        metrics = combo.fontMetrics()
        longest = max(combo.itemText(index) for index in range(combo.count()))
        seen["longest"] = longest
        seen["fits"] = text_room.width() >= metrics.horizontalAdvance(longest)
        seen["cut"] = outside(combo)
        dialog.reject()

    dialog_driver.on("ActionDialog", look)
    qtbot.mouseClick(area.rr_penalties.buttons["conversion"], Qt.MouseButton.LeftButton)
    assert seen == {
        "longest": "Linha RR-001: 01/07/2026 a 15/07/2026 (15 dia(s))",
        "fits": True,
        "cut": None,
    }


def test_conversion_multiple_reads_and_types_as_portuguese_numbers(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    """Art. 85 §1 writes "5.000 (cinco mil) a 50.000 (cinqüenta mil)": the field shows the
    thousands dot and still takes the number typed with or without it."""
    operator, julgador = suspended(admin_context, roles, tmp_path)
    julgador = at_day(julgador, date(2026, 6, 25))
    area = open_area(OperatorsArea, julgador, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    seen = {}

    def type_multiples(dialog):
        multiple = dialog.form.editor("multiple_per_day")
        seen["shown"] = multiple.text()
        multiple.setFocus()
        for typed in ("12000", "12.500"):
            multiple.selectAll()
            qtbot.keyClicks(multiple, typed)
            multiple.interpretText()
            seen[typed] = (multiple.value(), multiple.text())
        dialog.reject()

    dialog_driver.on("ActionDialog", type_multiples)
    qtbot.mouseClick(area.rr_penalties.buttons["conversion"], Qt.MouseButton.LeftButton)
    assert seen["shown"] == "5.000"
    assert seen["12000"] == (12000, "12.000")
    assert seen["12.500"] == (12500, "12.500")
