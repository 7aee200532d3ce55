"""A removal released on the fault cured (Res. AGR 105/2017, art. 73 §3, IV; Decreto
8.444/2015, art. 52 §3, IV) from the process screen: refused next to the condition while the
tow is unpaid, released once its payment is recorded from the same screen."""

from datetime import UTC, date, datetime
from decimal import Decimal

from desktop.services.sanctions.measure_costs import CostInput, record_measure_cost
from desktop.services.sanctions.measure_costs_records import measure_costs
from desktop.services.sanctions.removed_vehicles import removed_vehicles
from tests.factories.clock import at_instant
from tests.factories.notices import new_operator
from tests.factories.sanctions import removal
from tests.factories.screens import panel_for

TOW = "Guincho Boa Viagem Ltda."


def test_the_cured_removal_waits_for_the_tow_to_be_paid(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "75-I", "II", "AAA1A11"
    )
    analista = at_instant(context_for("analista"), datetime(2026, 3, 20, 15, 0, tzinfo=UTC))
    record_measure_cost(
        analista, measure.id, CostInput("remocao", Decimal("450.00"), TOW, date(2026, 3, 10))
    )
    (held,) = removed_vehicles(analista)
    box = panel_for(qtbot, analista, tmp_path, held.process_id).measures
    refused = {}

    def release(dialog):
        basis = dialog.form.editor("basis")
        basis.setCurrentIndex(basis.findData("saneamento"))
        dialog.form.editor("fee_reference").setText("GR 2026/20")
        dialog.try_submit()
        refused["basis"] = dialog.form.error_of("basis")
        return dialog.result()

    dialog_driver.on("ActionDialog", release)
    box.release_button.click()
    assert f"R$\xa0450,00 a {TOW}" in refused["basis"]
    assert "art. 73 §3, IV" in refused["basis"]
    assert len(removed_vehicles(analista)) == 1

    def pay(dialog):
        assert dialog.form.editor("cost").count() == 1
        dialog.try_submit()
        assert "comprovante" in dialog.form.error_of("reference")
        dialog.form.editor("reference").setText("Recibo 77")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", pay)
    assert box.cost_paid_button.isEnabled()
    box.cost_paid_button.click()
    assert [cost.paid_on for cost in measure_costs(analista, measure.id)] == [date(2026, 3, 20)]

    def release_again(dialog):
        basis = dialog.form.editor("basis")
        basis.setCurrentIndex(basis.findData("saneamento"))
        dialog.form.editor("fee_reference").setText("GR 2026/20")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", release_again)
    box.release_button.click()
    assert removed_vehicles(analista) == []
