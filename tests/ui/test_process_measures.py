"""Measures from the process panel: removal to depot proposed for operating without
authorisation (Res. AGR 105/2017, art. 73, I), 30-day limit (§6), release by caução (§3,
III) with the daily fee of art. 74."""

import dataclasses
from datetime import UTC, date, datetime
from decimal import Decimal

from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.notices import new_operator, recorded_notice


def at(ctx, instant):
    return dataclasses.replace(ctx, clock=lambda: instant)


def panel_for(qtbot, ctx, tmp_path, process_id):
    area = NoticesArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    area.process.load(process_id)
    return area.process


def test_removal_and_release_by_caucao(qtbot, admin_context, context_for, tmp_path, dialog_driver):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("78-III",)
    )
    fiscal = at(context_for("fiscal"), datetime(2026, 3, 10, 13, 0, tzinfo=UTC))
    panel = panel_for(qtbot, fiscal, tmp_path, notice.process_id)
    box = panel.measures
    assert "remoção" in box.proposal.text() and "art. 73, I" in box.proposal.text()
    assert not box.release_button.isEnabled()

    def remove(dialog):
        dialog.form.editor("kind").setCurrentIndex(1)  # remoção
        dialog.form.editor("inciso").setCurrentText("I")
        dialog.try_submit()
        assert "depósito" in dialog.form.error_of("depot")
        dialog.form.editor("depot").setText("Pátio da AGR")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", remove)
    box.apply_button.click()
    assert box.table.item(0, 2).text() == "até 09/04/2026"
    assert "Medida administrativa" in [
        panel.timeline.item(i, 1).text() for i in range(panel.timeline.rowCount())
    ]

    analista = at(context_for("analista"), datetime(2026, 3, 12, 18, 0, tzinfo=UTC))
    (measure,) = box.rows
    # art. 73 §3, III: the deposit of the fees (10/03 to 12/03, 3 x R$ 59,67) comes first.
    record_deposit(analista, measure.id, Decimal("179.01"), date(2026, 3, 12), "GR 15")
    panel = panel_for(qtbot, analista, tmp_path, notice.process_id)

    def release(dialog):
        dialog.form.editor("basis").setCurrentIndex(2)  # caução, art. 73 §3 III
        dialog.try_submit()
        assert "art. 74" in dialog.form.error_of("fee_reference")
        dialog.form.editor("fee_reference").setText("Caução GR 2026/15")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", release)
    panel.measures.release_button.click()
    # art. 74: 10/03 to 12/03 in the depot, 3 daily fees of R$ 59,67
    assert (
        panel.measures.table.item(0, 3)
        .text()
        .endswith("3 diária(s), R$\xa0179,01 — caução R$\xa0179,01")
    )
