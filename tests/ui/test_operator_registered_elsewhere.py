"""A company typed at the counter that another office of the state registered (issue 19):
the form says so next to the CNPJ, from the statewide data, without refusing it; a company
no other office knows shows nothing, and an existing record is not checked again."""

from datetime import UTC, date, datetime

from PySide6.QtCore import Qt

from desktop.models.operator_register import OperatorRegisterEvent
from desktop.ui.operators.area import OperatorsArea


def test_the_counter_is_told_where_else_the_company_is_registered(
    qtbot, open_area, admin_context, tmp_path
):
    with admin_context.database.write() as session:
        session.add(
            OperatorRegisterEvent(
                cnpj="11222333000181",
                legal_name="Viação São João Ltda",
                registered_on=date(2025, 8, 4),
                crc_number="ANP-2025-000031",
                crc_valid_until=date(2028, 8, 20),
                situation="CRC nº ANP-2025-000031 emitido em 20/08/2025, válido até 20/08/2028",
                recorded_at=datetime(2025, 8, 20, 12, tzinfo=UTC),
                office_code="ANP",
            )
        )
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    qtbot.keyClick(area, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    form = area.form
    assert not form.elsewhere.isVisible()
    form.cnpj.setFocus()
    qtbot.keyClicks(form.cnpj, "11222333000181")
    qtbot.keyClick(form.cnpj, Qt.Key.Key_Tab)
    assert form.elsewhere.isVisible()
    assert form.elsewhere.text() == (
        "Registrada também no escritório ANP desde 04/08/2025 — CRC nº ANP-2025-000031 "
        "emitido em 20/08/2025, válido até 20/08/2028 (segundo os dados estaduais recebidos "
        "da rede)."
    )

    form.cnpj.setFocus()
    form.cnpj.selectAll()
    qtbot.keyClicks(form.cnpj, "44555666000120")
    qtbot.keyClick(form.cnpj, Qt.Key.Key_Tab)
    assert not form.elsewhere.isVisible()
