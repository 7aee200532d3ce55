"""Lei RR 664/2008, art. 85: the julgador suspends a line's service after 3 written warnings of
that line in 6 months. The suspension dialog refuses, next to the line, a line whose own
warnings are fewer (the delegatária's other lines' do not count), with nothing written; the
Penalidades tab and the operator's header then name the line suspended — its service alone
(arts. 85 and 87, IV), not the company's."""

from PySide6.QtCore import Qt
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.sanctions import WARNED_ON, warned_lines

DAY = WARNED_ON[-1]


def suspended_lines(admin_context):
    with admin_context.database.read() as session:
        return list(
            session.scalars(
                select(OperatorSanction.line).where(OperatorSanction.kind == "suspensao")
            )
        )


def test_the_suspension_counts_the_lines_warnings_and_the_status_names_the_line(
    qtbot, admin_context, roles, tmp_path, open_area, dialog_driver
):
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001")
    area = open_area(OperatorsArea, at_day(julgador, DAY), tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    tab = area.rr_penalties
    seen = {}

    def suspend(dialog):
        line = dialog.form.editor("line")
        line.setCurrentIndex(line.findData("RR-002"))
        dialog.form.editor("reason").setPlainText("Três advertências em 6 meses.")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["refused"] = dialog.form.rows["line"].error
        seen["written"] = suspended_lines(admin_context)
        line.setCurrentIndex(line.findData("RR-001"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    dialog_driver.on("ActionDialog", suspend)
    qtbot.mouseClick(tab.buttons["suspension"], Qt.MouseButton.LeftButton)
    assert seen["refused"].startswith(
        "A suspensão do serviço da linha RR-002 exige 3 advertências escritas sucessivas dessa "
        "linha em 6 meses (Lei RR 664/2008, arts. 84 e 85); a linha RR-002 tem 0."
    )
    assert seen["written"] == []
    assert suspended_lines(admin_context) == ["RR-001"]
    # The article the count, the 30 days and the period stand on is cited once.
    assert tab.outcome.text().endswith("da linha RR-001. (Lei RR 664/2008, art. 85, caput)")
    assert (
        "Linha RR-001 suspensa de 20/06/2026 a 19/07/2026 (Lei RR "
        "664/2008, art. 85): só o serviço dessa "
        "linha, não as demais."
    ) in tab.standing.text()
    assert area.status_label.text().endswith(
        "· Linha RR-001 suspensa de 20/06/2026 a 19/07/2026 (Lei RR 664/2008, art. 85)"
    )
