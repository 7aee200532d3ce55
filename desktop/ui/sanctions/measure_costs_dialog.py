"""The costs of a removal to a public depot recorded as charged, the release statement
shown in the release dialog, the caução and its corrected refund (Res. AGR 105/2017, arts.
73 §§3-4 and 74; Decreto 8.444/2015, art. 52 §3)."""

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from desktop.rules.money import format_brl, parse_brl
from desktop.rules.vehicle_release import BASIS_ARTICLES
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.sanctions.measure_costs import (
    COST_KINDS,
    CostInput,
    record_cost_payment,
    record_measure_cost,
)
from desktop.services.sanctions.measure_costs_records import measure_costs, release_statement
from desktop.services.sanctions.measure_deposits import record_deposit, refund_deposit
from desktop.services.sanctions.measures_records import MeasureRow
from desktop.ui.changes import Domain
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace


def cost_dialog(workspace: Workspace, row: MeasureRow, parent: QWidget) -> ActionDialog:
    """One cost of the removal of `row`, as the payee charged it."""
    ctx = workspace.ctx

    def submit(dialog):
        return record_measure_cost(
            ctx,
            row.id,
            CostInput(
                kind.currentData(),
                parse_brl(amount.text()),
                payee.text(),
                date_value(incurred),
                reference.text(),
            ),
        )

    dialog = ActionDialog(
        parent.tr("Despesa da remoção — veículo %1").replace("%1", row.plate),
        submit,
        parent.tr(
            "Despesas com remoção e transbordo (Res. AGR 105/2017, art. 73, § 3º; Decreto "
            "8.444/2015, art. 52, § 3º); o depósito de outro órgão é pago a ele (art. 74, "
            "parágrafo único) e substitui a taxa diária da AGR."
        ),
        parent.tr("Registrar"),
        parent,
        workspace.changes(Domain.SANCTIONS),
    )
    kind = QComboBox(dialog)
    for code, label in COST_KINDS.items():
        kind.addItem(label, code)
    dialog.form.add("kind", parent.tr("&Despesa"), kind)
    amount = dialog.form.add_line("amount", parent.tr("&Valor (R$)"))
    payee = dialog.form.add_line("payee", parent.tr("&Pago a"))
    incurred = date_edit(dialog, office_today(ctx))
    dialog.form.add("incurred_on", parent.tr("D&ata"), incurred)
    reference = dialog.form.add_line("reference", parent.tr("&Recibo ou guia"))
    return dialog


def cost_payment_dialog(workspace: Workspace, row: MeasureRow, parent: QWidget) -> ActionDialog:
    """The payment of one unpaid cost of the removal of `row` to the one who charged it."""
    ctx = workspace.ctx

    def submit(dialog):
        return record_cost_payment(ctx, cost.currentData(), date_value(paid), reference.text())

    dialog = ActionDialog(
        parent.tr("Pagamento de despesa — veículo %1").replace("%1", row.plate),
        submit,
        parent.tr(
            "A liberação pela procedência (art. 73, § 3º, II) ou pelo saneamento (IV) exige o "
            "pagamento das despesas cobradas por terceiros (Res. AGR 105/2017, art. 74, "
            "parágrafo único; Decreto 8.444/2015, art. 52, § 3º, II e IV)."
        ),
        parent.tr("Registrar"),
        parent,
        workspace.changes(Domain.SANCTIONS),
    )
    cost = QComboBox(dialog)
    for item in measure_costs(ctx, row.id):
        if item.paid_on is None:
            label = f"{COST_KINDS[item.kind]}: {format_brl(item.amount)} a {item.payee}"
            cost.addItem(label, item.id)
    dialog.form.add("cost", parent.tr("&Despesa"), cost)
    paid = date_edit(dialog, office_today(ctx))
    dialog.form.add("paid_on", parent.tr("D&ata do pagamento"), paid)
    reference = dialog.form.add_line("reference", parent.tr("&Comprovante"))
    return dialog


def statement_text(ctx: ServiceContext, row: MeasureRow, basis: str) -> str:
    """The amounts to release `row` today under `basis`, by payee (art. 73 §§3 and 6)."""
    if row.kind != "remocao" or basis not in BASIS_ARTICLES:
        return ""
    statement = release_statement(ctx, row.id, basis)
    if not statement.lines:
        return f"Nada a pagar ({statement.article})."
    lines = [f"{line.item}: {format_brl(line.amount)} a {line.payee}" for line in statement.lines]
    return "\n".join([*lines, f"Total: {format_brl(statement.total)} ({statement.article})"])


def add_statement(dialog: ActionDialog, ctx: ServiceContext, row: MeasureRow, basis: QComboBox):
    """A line of the release dialog that shows the statement of the chosen condition."""
    label = QLabel(dialog)
    label.setObjectName("release_statement")
    label.setWordWrap(True)

    def show() -> None:
        label.setText(statement_text(ctx, row, basis.currentData()))

    basis.currentIndexChanged.connect(show)
    show()
    dialog.form.add(
        "statement", dialog.tr("Valores (Res. AGR 105/2017, arts. 73, §§ 3º e 6º, e 74)"), label
    )
    return label


def deposit_dialog(workspace: Workspace, row: MeasureRow, parent: QWidget) -> ActionDialog:
    """The caução of the fines, fees and costs (art. 73 §3, III), at least the statement."""
    ctx = workspace.ctx

    def submit(dialog):
        return record_deposit(
            ctx, row.id, parse_brl(amount.text()), date_value(deposited), reference.text()
        )

    dialog = ActionDialog(
        parent.tr("Caução — veículo %1").replace("%1", row.plate),
        submit,
        statement_text(ctx, row, "caucao"),
        parent.tr("Registrar"),
        parent,
        workspace.changes(Domain.SANCTIONS),
    )
    amount = dialog.form.add_line("amount", parent.tr("&Valor depositado (R$)"))
    deposited = date_edit(dialog, office_today(ctx))
    dialog.form.add("deposited_on", parent.tr("D&ata"), deposited)
    reference = dialog.form.add_line("reference", parent.tr("&Guia do depósito"))
    return dialog


def refund_dialog(workspace: Workspace, row: MeasureRow, parent: QWidget) -> ActionDialog:
    """The caução returned, corrected, once the auto was judged unfounded (art. 73 §4)."""
    ctx = workspace.ctx

    def submit(dialog):
        return refund_deposit(ctx, row.id, date_value(refunded), reference.text())

    dialog = ActionDialog(
        parent.tr("Devolução da caução — veículo %1").replace("%1", row.plate),
        submit,
        parent.tr(
            "Devolvida com o valor corrigido na conclusão do processo que decidir pela "
            "improcedência do auto (Res. AGR 105/2017, art. 73, § 4º), pelo índice de correção "
            "registrado pela AGR em Legislação."
        ),
        parent.tr("Devolver"),
        parent,
        workspace.changes(Domain.SANCTIONS),
    )
    refunded = date_edit(dialog, office_today(ctx))
    dialog.form.add("refunded_on", parent.tr("D&ata"), refunded)
    reference = dialog.form.add_line("reference", parent.tr("&Ordem de pagamento"))
    return dialog
