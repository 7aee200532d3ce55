"""Costs of a removal recorded from the process screen and the release statement in the
release dialog (Res. AGR 105/2017, arts. 73 §3 and 74; Decreto 8.444/2015, art. 52 §3)."""

from datetime import UTC, date, datetime
from decimal import Decimal

from desktop.services.sanctions.measure_costs import release_statement
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.removed_vehicles import removed_vehicles
from tests.factories.notices import new_operator
from tests.services.test_removed_vehicles_list import removal
from tests.ui.test_process_measures import at, panel_for


def test_a_cost_and_the_release_statement(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11"
    )
    analista = at(context_for("analista"), datetime(2026, 3, 20, 15, 0, tzinfo=UTC))
    (held,) = removed_vehicles(analista)
    panel = panel_for(qtbot, analista, tmp_path, held.process_id)
    box = panel.measures
    assert box.cost_button.isEnabled()

    def record(dialog):
        dialog.form.editor("amount").setText("zero")
        dialog.form.editor("payee").setText("Guincho Boa Viagem Ltda.")
        dialog.try_submit()
        assert "maior que zero" in dialog.form.error_of("amount")
        assert release_statement(analista, measure.id, "caucao").total == Decimal("656.37")
        dialog.form.editor("amount").setText("450,00")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", record)
    box.cost_button.click()
    shown = {}

    def release(dialog):
        dialog.form.editor("basis").setCurrentIndex(2)  # caução, art. 73 §3 III
        shown["text"] = dialog.form.editor("statement").text()
        dialog.form.editor("fee_reference").setText("Caução GR 2026/15")
        dialog.try_submit()
        return dialog.result()

    record_deposit(analista, measure.id, Decimal("1106.37"), date(2026, 3, 20), "GR 15")
    dialog_driver.on("ActionDialog", release)
    box.release_button.click()
    # 11 daily fees of R$ 59,67 to the AGR and the tow to the company that charged it.
    assert "Taxa de depósito — 11 diária(s): R$\xa0656,37 a AGR" in shown["text"]
    assert "Despesas com a remoção: R$\xa0450,00 a Guincho Boa Viagem Ltda." in shown["text"]
    assert "Total: R$\xa01.106,37 (Res. AGR 105/2017, art. 73 §3, III" in shown["text"]
    assert removed_vehicles(analista) == []
