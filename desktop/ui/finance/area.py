"""Financeiro: the operator's debts (fines and depot fees) with what was paid and what is
overdue; register a payment of the selected debt; issue the certidão de débitos (Res. AGR
105/2017, art. 101), negative or positive, with its preview, print and save. A notice or a
decision recorded in Autos e Processos reloads the operator's debts on screen."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.payments import Payment
from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import br_date
from desktop.rules.money import format_brl, parse_brl
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.registration.operators_records import find_operator_by_cnpj
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import DebtRow, debts_of
from desktop.services.sanctions.penalties_records import operator_sanction_status
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.workspace import Workspace, WorkspaceUser


def payment_refusal(debt: DebtRow | None) -> str:
    """Why no payment can be registered for `debt` ("" when one can)."""
    translate = QCoreApplication.translate
    if debt is None:
        return translate("finance", "Nenhum débito em aberto.")
    if debt.cancelled_on is not None:
        return translate("finance", "Este débito foi cancelado por decisão posterior.")
    if debt.outstanding <= 0:
        return translate("finance", "Este débito já está quitado: não há valor em aberto.")
    if debt.kind == "outorga":
        return translate(
            "finance",
            "A parcela da outorga é paga em Linhas, aba Delegação, corrigida pelo IGP-DI "
            "(Decreto 8.444/2015, art. 11 §5º).",
        )
    return ""


class FinanceArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        # Who the debts are of, as registered: not the digits the clerk typed to find it.
        self.operator_label = ""
        self.debts: list[DebtRow] = []
        self.last_output: PdfOutput | None = None
        self.cnpj_box = QLineEdit(self)
        self.cnpj_box.setObjectName("finance_cnpj")
        self.cnpj_box.setPlaceholderText(self.tr("CNPJ do operador"))
        self.cnpj_box.returnPressed.connect(self.lookup)
        self.lookup_button = QPushButton(self.tr("&Consultar"), self)
        self.lookup_button.clicked.connect(self.lookup)
        self.title = QLabel(self)
        self.title.setObjectName("finance_title")
        self.title.setWordWrap(True)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Débito"),
                self.tr("Vencimento"),
                self.tr("Valor"),
                self.tr("Pago"),
                self.tr("Em aberto"),
                self.tr("Situação"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        # A list, not a grid to fill: Tab leaves it for the button instead of walking cells.
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.pay_button = QPushButton(self.tr("Registrar &pagamento…"), self)
        self.pay_button.clicked.connect(self.register_payment)
        self.table.itemSelectionChanged.connect(self._offer_payment)
        self.cnd_button = QPushButton(self.tr("E&mitir certidão de débitos"), self)
        self.cnd_button.clicked.connect(self.issue_certificate)
        allowed = has_permission(self.ctx.actor, Permission.PAYMENT_REGISTER)
        for button in (self.pay_button, self.cnd_button):
            button.setEnabled(False)
            button.setVisible(allowed)
        top = QHBoxLayout()
        top.addWidget(self.cnpj_box, 1)
        top.addWidget(self.lookup_button)
        actions = QHBoxLayout()
        actions.addWidget(self.pay_button)
        actions.addWidget(self.cnd_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        self.stale = False
        self.watcher = ChangeWatcher(
            self, workspace.navigator, (Domain.PAYMENTS, Domain.SANCTIONS), self._changed
        )

    def _changed(self, _change: DataChange) -> None:
        self.stale = self.operator_id is not None
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """The main window calls it when the area is shown."""
        if self.stale:
            self.stale = False
            self.load()

    def lookup(self) -> None:
        cnpj = self.cnpj_box.text()
        operation.run(self, lambda: find_operator_by_cnpj(self.ctx, cnpj), self._found)

    def _found(self, operator) -> None:
        if operator is None:
            self.operator_id = None
            self.debts = []
            self.table.setRowCount(0)
            self.title.setText(self.tr("Nenhum operador com este CNPJ."))
            self.pay_button.setEnabled(False)
            self.cnd_button.setEnabled(False)
            return
        self.operator_id = operator.id
        self.operator_label = f"{operator.legal_name}, CNPJ {operator.cnpj_formatted}"
        self.load()

    def load(self) -> None:
        operator_id = self.operator_id
        if operator_id is None:
            return
        operation.run(
            self,
            lambda: (
                debts_of(self.ctx, operator_id),
                operator_sanction_status(self.ctx, operator_id, office_today(self.ctx)),
            ),
            self._show,
        )

    def _overdue_text(self) -> str:
        """Each state's own basis: in Goiás every act requires the certidão negativa (Res.
        AGR 105/2017, art. 101); in Roraima the fine is due to the DEIT in the term of Lei RR
        664/2008, art. 89 sole §, and the certidão comes out positive."""
        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            return self.tr(
                "%1 débito(s) vencido(s): multa não recolhida ao DEIT no prazo (Lei RR "
                "664/2008, art. 89, parágrafo único); a certidão de débitos sai positiva."
            )
        return self.tr(
            "%1 débito(s) vencido(s): sem certidão negativa (Res. AGR 105/2017, art. 101)."
        )

    def _show(self, found) -> None:
        self.debts, status = found
        overdue = [debt for debt in self.debts if debt.overdue]
        situation = (
            self._overdue_text().replace("%1", str(len(overdue)))
            if overdue
            else self.tr("Sem débitos vencidos: certidão negativa disponível.")
        )
        notes = []
        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            # Lei RR 664/2008, arts. 85 and 87, IV: each suspension is of one line's service.
            notes += [
                self.tr("linha %1 suspensa de %2 a %3")
                .replace("%1", line)
                .replace("%2", br_date(first_day))
                .replace("%3", br_date(last_day))
                if line
                else self.tr("suspensa de %1 a %2")
                .replace("%1", br_date(first_day))
                .replace("%2", br_date(last_day))
                for line, first_day, last_day in status.suspensions
            ]
        elif status.suspended_until:
            notes.append(
                self.tr("suspensa de %1 a %2")
                .replace("%1", br_date(status.suspended_from))
                .replace("%2", br_date(status.suspended_until))
            )
        if status.caducity_declared_on:
            notes.append(
                self.tr("caducidade declarada em %1").replace(
                    "%1", br_date(status.caducity_declared_on)
                )
            )
        if status.warnings:
            notes.append(self.tr("%1 advertência(s)").replace("%1", str(status.warnings)))
        sanctions = ("\n" + self.tr("Sanções: %1").replace("%1", "; ".join(notes))) if notes else ""
        self.title.setText(f"{self.operator_label} — {situation}{sanctions}")
        self.table.setRowCount(len(self.debts))
        for index, debt in enumerate(self.debts):
            if debt.cancelled_on:
                state = self.tr("Cancelado em %1").replace("%1", br_date(debt.cancelled_on))
            elif debt.outstanding == 0:
                state = self.tr("Quitado")
            elif debt.overdue:
                state = self.tr("Vencido")
            else:
                state = self.tr("A vencer")
            values = (
                debt.description,
                br_date(debt.due_on),
                format_brl(debt.amount),
                format_brl(debt.paid),
                format_brl(debt.outstanding),
                state,
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setToolTip(debt.articles)
                self.table.setItem(index, column, item)
        self._offer_payment()
        self.cnd_button.setEnabled(True)

    def _offer_payment(self) -> None:
        """Registrar pagamento answers only for a debt with something to pay; otherwise it
        is unavailable and says why (the service refuses it too, on submit)."""
        refusal = payment_refusal(self.selected())
        self.pay_button.setEnabled(not refusal)
        self.pay_button.setToolTip(refusal)

    def selected(self) -> DebtRow | None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            return self.debts[rows[0].row()]
        open_debts = [debt for debt in self.debts if debt.outstanding > 0]
        return open_debts[0] if open_debts else None

    def register_payment(self) -> object:
        debt = self.selected()
        if debt is None:
            return None

        def submit(dialog):
            value = parse_brl(amount.text())
            if value is None:
                raise ValidationError({"amount": self.tr("Informe o valor em reais.")})
            return register_payment(self.ctx, debt.id, date_value(paid_on), value, reference.text())

        dialog = ActionDialog(
            self.tr("Registrar pagamento"),
            submit,
            f"{debt.description}\n"
            + self.tr("Em aberto: %1").replace("%1", format_brl(debt.outstanding)),
            self.tr("Registrar"),
            self,
            self.workspace.changes(Domain.PAYMENTS, ids=[debt.id]),
        )
        paid_on = date_edit(dialog, office_today(self.ctx))
        dialog.form.add("paid_on", self.tr("&Data do pagamento"), paid_on)
        amount = dialog.form.add_line("amount", self.tr("&Valor (R$)"))
        amount.setText(format_brl(debt.outstanding))
        reference = dialog.form.add_line(
            "reference", self.tr("&Guia ou comprovante"), column=Payment.reference
        )
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.load()
        return dialog.result_value

    def issue_certificate(self) -> PdfOutput | None:
        operator_id = self.operator_id
        if operator_id is None:
            return None
        issued = operation.run(
            self,
            lambda: issue_cnd(self.ctx, operator_id, key_dir=self.workspace.key_dir),
            changes=self.workspace.changes(Domain.PAYMENTS),
        )
        if issued is None:
            return None
        title = (
            self.tr("Certidão Negativa de Débito")
            if issued.negative
            else self.tr("Certidão Positiva de Débito")
        )
        self.last_output = PdfOutput(issued.document.pdf, f"{title} {issued.document.number}", self)
        self.last_output.preview()
        return self.last_output
