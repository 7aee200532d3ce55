"""Transferir concessão… (Ctrl+Shift+D), Roraima only: the concession contract of the line passes
to the interessado on the joint request and the CRE/RR's express consent, when incisos I-III of
Lei RR 664/2008, art. 15 hold (`desktop.services.lines.transfers`). A mixin of `LinesArea`:
`self.current` is the line on screen."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox

from desktop.models.line_transfers import ConcessionTransfer
from desktop.rules.dates import br_date
from desktop.rules.lines.delegation import DelegationKind
from desktop.services.calendar import office_today
from desktop.services.lines.records import LineDetail
from desktop.services.lines.transfers import TransferInput, transfer_concession
from desktop.ui.changes import Domain
from desktop.ui.lines.host import LinesHost
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import compact_combo, date_edit, date_value, text_of
from desktop.ui.widgets.operator_proposals import operator_proposals
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def transfer_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog | None:
    """None when the line has no concession contract to transfer."""
    contracts = [item for item in line.delegations if item.kind == DelegationKind.CONCESSAO]
    if not contracts:
        return None
    ctx = workspace.ctx

    def submit(_dialog: ActionDialog):
        chosen = operator.value()
        return transfer_concession(
            ctx,
            line.id,
            TransferInput(
                contract.currentData(),
                chosen.id if chosen else None,
                date_value(day),
                text_of(request),
                text_of(consent),
                edital.isChecked(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Transferência da concessão — linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "O contrato de concessão é transferido a requerimento conjunto da delegatária e do "
            "interessado, após anuência expressa do CRE/RR, se o interessado estiver inscrito no "
            "registro cadastral de licitantes (I), satisfizer os requisitos do edital que "
            "originou a concessão (II) e cumpridos ao menos 50% do período da concessão (III) "
            "(Lei RR 664/2008, art. 15). O contrato não é alterado: a transferência fica no "
            "histórico da linha.",
        ),
        translate("lines", "&Transferir"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(640)  # the contract with its company and term, whole
    form = dialog.form
    contract = compact_combo(dialog)
    for item in contracts:
        contract.addItem(
            f"{item.number} — {item.operator_name}, até {br_date(item.last_day)}", item.id
        )
    form.add("delegation", translate("lines", "&Contrato:"), contract)
    operator = RecordPicker(
        lambda text: operator_proposals(ctx, text),
        translate("lines", "CNPJ ou razão social do interessado"),
        dialog,
    )
    form.add("operator", translate("lines", "&Interessado:"), operator)
    day = form.add(
        "transferred_on", translate("lines", "&Anuência em:"), date_edit(dialog, office_today(ctx))
    )
    request = form.add_line(
        "request",
        translate("lines", "&Requerimento conjunto:"),
        translate("lines", "ex.: protocolo nº 123/2026"),
        column=ConcessionTransfer.request,
    )
    consent = form.add_line(
        "consent",
        translate("lines", "Ato de a&nuência:"),
        translate("lines", "ex.: Portaria CRE/RR nº 7/2026"),
        column=ConcessionTransfer.consent,
    )
    edital = QCheckBox(
        translate(
            "lines",
            "o interessado satisfaz os requisitos do &edital (Lei RR 664/2008, art. 15, II)",
        ),
        dialog,
    )
    form.add("edital_met", "", edital)
    return dialog


class TransferAction(LinesHost):
    def transfer(self) -> None:
        if self.current is None:
            return
        dialog = transfer_dialog(self.workspace, self.current, self)
        if dialog is None:
            dialogs.inform(
                self,
                self.tr("Transferência da concessão"),
                self.tr(
                    "A linha não tem contrato de concessão: só ele é transferido (Lei RR "
                    "664/2008, art. 15); a autorização é intransferível (art. 21)."
                ),
            )
            return
        self._record(dialog, self.delegations)
