"""The outorga of a GO Termo de Autorização in the line's Delegação tab (Decreto 8.444/2015,
art. 11 §5º): the schedule of the Termo selected — each half-yearly instalment, what was paid
and how (in money, or with credits on the temporary outorga of art. 12, §1º), what is
overdue — and the dialog that registers the payment of an instalment, corrected by the
IGP-DI the office records."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop.rules.dates import br_date
from desktop.rules.lines.outorga import COMPENSATION_ARTICLE, IN_MONEY, PAYMENT_MEANS
from desktop.rules.money import format_brl, parse_brl
from desktop.services.calendar import office_today
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import (
    InstalmentRow,
    instalment_amount_on,
    outorga_instalments,
)
from desktop.services.lines.records import LineDetail, get_line
from desktop.ui.changes import Domain
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _situation(row: InstalmentRow) -> str:
    if row.outstanding <= 0:
        return translate("lines", "paga")
    if row.overdue:
        return translate("lines", "vencida")
    return translate("lines", "a vencer")


def _means(row: InstalmentRow) -> str:
    """How the instalment was paid (art. 12 §1º): money, credits, or both."""
    return translate("lines", " e ").join(
        translate("lines", PAYMENT_MEANS[means]) for means in row.means
    )


class InstalmentsPanel(QWidget):
    """The schedule of the Termo selected in the delegations table (empty for the others)."""

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[InstalmentRow] = []
        self.caption = QLabel(self)
        self.caption.setObjectName("instalments_caption")
        self.caption.setWordWrap(True)
        self.table = RecordTable(
            "instalments_table",
            [
                translate("lines", "Parcela"),
                translate("lines", "Vencimento"),
                translate("lines", "Valor"),
                translate("lines", "Pago"),
                translate("lines", "Situação"),
                translate("lines", "Forma de pagamento"),
            ],
            self,
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)

    def show_delegation(self, delegation_id: uuid.UUID | None) -> None:
        self.rows = outorga_instalments(self.workspace.ctx, delegation_id) if delegation_id else []
        self.setVisible(bool(self.rows))
        overdue = sum(1 for row in self.rows if row.overdue)
        paid_how = (
            translate(
                "lines",
                "outorga temporária de serviço já explorado, paga em moeda corrente ou, exceto "
                "a 1ª parcela, com créditos de explorações anteriores (%1)",
            ).replace("%1", COMPENSATION_ARTICLE)
            if self.rows and self.rows[0].temporary
            else translate(
                "lines",
                "outorga de autorização nova (Decreto 8.444/2015, art. 11), paga em moeda corrente",
            )
        )
        self.caption.setText(
            translate(
                "lines",
                "Parcelas semestrais da outorga, corrigidas pelo IGP-DI no pagamento (Decreto "
                "8.444/2015, art. 11 §5º): %2; %1 vencida(s): débito com a AGR, sem "
                "certidão negativa (Res. AGR 105/2017, art. 101).",
            )
            .replace("%1", str(overdue))
            .replace("%2", paid_how)
        )
        self.table.fill(
            [
                [
                    f"{row.number}/{row.of}",
                    br_date(row.due_on),
                    format_brl(row.amount),
                    format_brl(row.paid),
                    _situation(row),
                    _means(row),
                ]
                for row in self.rows
            ]
        )
        unpaid = [index for index, row in enumerate(self.rows) if row.outstanding > 0]
        if unpaid:
            self.table.setCurrentCell(unpaid[0], 0)

    def current(self) -> InstalmentRow | None:
        index = self.table.currentRow()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def payment_refusal(self) -> str:
        """Why the instalment selected takes no payment ("" when it does, or when none is
        selected: the action then says where to choose one)."""
        row = self.current()
        if row is None or row.outstanding > 0:
            return ""
        return translate("lines", "A parcela %1 já está paga.").replace(
            "%1", f"{row.number}/{row.of}"
        )


def instalment_payment_dialog(
    workspace: Workspace, line: LineDetail, instalment: InstalmentRow, parent
) -> ActionDialog:
    """Registers the payment of `instalment`: its value corrected by the IGP-DI to the day of
    payment, proposed when the index is recorded (art. 11 §5º)."""
    ctx = workspace.ctx
    today = office_today(ctx)

    def submit(dialog: ActionDialog) -> LineDetail:
        register_instalment_payment(
            ctx,
            instalment.debt_id,
            date_value(paid_on),
            parse_brl(amount.text()),
            reference.text().strip(),
            means.currentData(),
        )
        return get_line(ctx, line.id)

    dialog = ActionDialog(
        translate("lines", "Pagamento da parcela %1/%2 da outorga da linha %3")
        .replace("%1", str(instalment.number))
        .replace("%2", str(instalment.of))
        .replace("%3", line.code),
        submit,
        translate(
            "lines",
            "Parcela de %1, vencimento em %2, paga corrigida pelo IGP-DI da assinatura até o "
            "pagamento (Decreto 8.444/2015, art. 11 §5º).",
        )
        .replace("%1", format_brl(instalment.amount))
        .replace("%2", br_date(instalment.due_on)),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, Domain.PAYMENTS, ids=[line.id, instalment.debt_id]),
    )
    form = dialog.form
    paid_on = form.add("paid_on", translate("lines", "&Pago em:"), date_edit(dialog, today))
    amount = QLineEdit(dialog)
    form.add("amount", translate("lines", "&Valor pago:"), amount)
    means = QComboBox(dialog)
    for key, label in PAYMENT_MEANS.items():
        # Art. 12 §1º: credits pay the temporary outorga of art. 12, save its 1st instalment.
        if key == IN_MONEY or (instalment.temporary and instalment.number > 1):
            means.addItem(translate("lines", label), key)
    means.setToolTip(
        translate(
            "lines",
            "Créditos de explorações anteriores, apurados e conferidos pela AGR, pagam as "
            "parcelas da outorga temporária de serviço já explorado, exceto a 1ª, paga em "
            "moeda corrente (%1); a outorga de autorização nova (Decreto 8.444/2015, art. 11) "
            "é paga em moeda corrente.",
        ).replace("%1", COMPENSATION_ARTICLE)
    )
    form.add("means", translate("lines", "&Forma de pagamento:"), means)
    reference = form.add_line(
        "reference", translate("lines", "&Guia, comprovante ou processo dos créditos:")
    )

    def propose() -> None:
        day = date_value(paid_on)
        found = operation.run(
            dialog,
            lambda: instalment_amount_on(ctx, instalment.debt_id, day),
            refused=lambda _error: amount.clear(),
        )
        if found is not None:
            amount.setText(format_brl(found.corrected).replace("R$\xa0", ""))

    paid_on.dateChanged.connect(propose)
    propose()
    return dialog
