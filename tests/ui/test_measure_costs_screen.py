"""Costs of a removal recorded from the process screen and the release statement in the
release dialog (Res. AGR 105/2017, arts. 73 §3 and 74; Decreto 8.444/2015, art. 52 §3)."""

from datetime import UTC, date, datetime
from decimal import Decimal

from PySide6.QtWidgets import QLabel

from desktop.services.office.rule_values import register_rule_value
from desktop.services.sanctions.measure_costs_records import release_statement
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.notice_records import find_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.removed_vehicles import removed_vehicles
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator
from tests.factories.sanctions import removal
from tests.factories.screens import panel_for


def test_a_cost_and_the_release_statement(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11"
    )
    analista = at_instant(context_for("analista"), datetime(2026, 3, 20, 15, 0, tzinfo=UTC))
    (held,) = removed_vehicles(analista)
    panel = panel_for(qtbot, analista, tmp_path, held.process_id)
    box = panel.measures
    assert box.cost_button.isEnabled()

    def record(dialog):
        dialog.form.editor("amount").setText("zero")
        dialog.form.editor("payee").setText("Guincho Boa Viagem Ltda.")
        dialog.try_submit()
        assert "maior que zero" in dialog.form.error_of("amount")
        assert release_statement(analista, measure.id, "caucao").total == Decimal("4415.88")
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

    def deposit(dialog):
        intro = [label.text() for label in dialog.findChildren(QLabel)]
        assert any("Total: R$\xa04.865,88" in text for text in intro)
        dialog.form.editor("amount").setText("4.865,87")
        dialog.form.editor("reference").setText("GR 15")
        dialog.try_submit()
        assert "art. 73 §3, III" in dialog.form.error_of("amount")
        dialog.form.editor("amount").setText("4.865,88")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", deposit)
    box.deposit_button.click()
    assert "caução R$\xa04.865,88" in box.table.item(0, 3).text()
    assert not box.deposit_button.isEnabled()
    dialog_driver.on("ActionDialog", release)
    box.release_button.click()
    # 10 daily fees of R$ 59,67 (10/03 to 19/03) to the AGR, the tow to the company that
    # charged it.
    assert "Taxa de depósito — 10 diária(s) de R$\xa059,67: R$\xa0596,70 a AGR" in shown["text"]
    assert "Despesas com a remoção: R$\xa0450,00 a Guincho Boa Viagem Ltda." in shown["text"]
    # The fine of 78-III (art. 67, IV) is deposited before the judgment (art. 73 §3, III).
    assert "arts. 67 e 68): R$\xa03.819,18 a AGR" in shown["text"]
    assert "Total: R$\xa04.865,88 (Res. AGR 105/2017, art. 73 §3, III" in shown["text"]
    assert removed_vehicles(analista) == []


def test_the_refund_of_the_deposit_when_the_auto_falls(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    # Res. AGR 105/2017, art. 73 §4: R$ 3.878,85 (the fine of 78-III and a daily fee)
    # deposited on 10/03/2026, the auto cancelled and the cancellation confirmed by the
    # Council; index 7000 then, 7175 now -> R$ 3.975,82.
    operator = new_operator(admin_context)
    day = date(2026, 3, 10)
    measure = removal(context_for("fiscal"), tmp_path, operator.id, day, "78-III", "I", "AAA1A11")
    analista = at_day(context_for("analista"), day)
    record_deposit(analista, measure.id, Decimal("3878.85"), day, "GR 15")
    process_id = find_notice(analista, measure.notice_number).process_id
    notify(analista, process_id, "autos", day, "Maria")
    julgador = at_day(context_for("julgador"), date(2026, 3, 23))
    judge(julgador, process_id, DecisionInput(date(2026, 3, 23), False, "Placa não confere."))
    council_review(
        at_day(julgador, date(2026, 4, 13)),
        process_id,
        DecisionInput(date(2026, 4, 13), False, "Confirma o cancelamento."),
    )
    notify(at_day(analista, date(2026, 4, 14)), process_id, "autos", date(2026, 4, 14), "Maria")
    for start, value in ((date(2026, 3, 1), "7000.00"), (date(2026, 9, 1), "7175.00")):
        register_rule_value(
            admin_context, "indice_correcao_caucao", start, Decimal(value), "IPCA (IBGE)"
        )
    panel = panel_for(qtbot, at_day(analista, date(2026, 9, 15)), tmp_path, process_id)
    box = panel.measures
    assert box.refund_button.isEnabled()

    def refund(dialog):
        dialog.try_submit()
        assert dialog.form.error_of("reference")
        dialog.form.editor("reference").setText("OP 2026/9")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", refund)
    box.refund_button.click()
    assert box.table.item(0, 3).text().endswith("caução R$\xa03.878,85, devolvida R$\xa03.975,82")
    assert not box.refund_button.isEnabled()
    labels = [panel.timeline.item(i, 1).text() for i in range(panel.timeline.rowCount())]
    assert labels[-1] == "Caução devolvida"


def test_the_release_at_the_30_day_limit_shows_the_depot_fee_charged(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    """Art. 73 §6 ends the removal at 30 days; its stay is still charged, on the release, at
    R$ 59,67 a day (art. 74): the dialog shows the days, the fee and the total, as charged."""
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11"
    )
    analista = at_instant(context_for("analista"), datetime(2026, 4, 9, 15, 0, tzinfo=UTC))
    process_id = find_notice(analista, measure.notice_number).process_id
    panel = panel_for(qtbot, analista, tmp_path, process_id)
    shown = {}

    def release(dialog):
        basis = dialog.form.editor("basis")
        basis.setCurrentIndex(basis.findData("limite_30_dias"))
        shown["text"] = dialog.form.editor("statement").text()
        dialog.resize(1366, 728)
        return dialog.reject()

    dialog_driver.on("ActionDialog", release)
    panel.measures.release_button.click()
    # 10/03 to 08/04, the release day not charged: 30 x R$ 59,67, the debt the release charges.
    assert shown["text"] == (
        "Taxa de depósito — 30 diária(s) de R$\xa059,67: R$\xa01.790,10 a AGR\n"
        "Total: R$\xa01.790,10 (Res. AGR 105/2017, art. 73 §6; art. 74)"
    )
