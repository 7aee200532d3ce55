"""The dialogs that end a Roraima autorização (Lei RR 664/2008, art. 22, parágrafo único):
the analyst records the CRE/RR's cancellation (I) — the ground of the caput (I to V), the
act and its date — and gets its notification to print; or declares the purpose for which
it was granted fulfilled (II, second case) — what happened and on which day. A refusal
stays next to its field with the dialog open."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit, QWidget

from desktop.rules.cancellation_ciencia_rr import CienciaMeans
from desktop.rules.licence_state import GROUND_ITEMS, CancellationGround
from desktop.services.calendar import office_today
from desktop.services.licences.detail import LicenceDetail
from desktop.services.licences.fulfilment import MAX_FACT, declare_fulfilment
from desktop.services.licences.revocation import MAX_ACT, cancel_authorisation
from desktop.services.licences.revocation_ciencia import MAX_REFERENCE, record_cancellation_ciencia
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def revocation_dialog(
    parent: QWidget, workspace: Workspace, licence: LicenceDetail
) -> ActionDialog:
    def submit(dialog: ActionDialog) -> bytes:
        form = dialog.form
        return cancel_authorisation(
            workspace.ctx,
            licence.id,
            form.editor_as("ground", QComboBox).currentData() or "",
            form.editor_as("act", QLineEdit).text(),
            date_value(day),
            workspace.key_dir,
        ).pdf

    dialog = ActionDialog(
        translate("licence", "Cancelar autorização {0}").format(licence.number),
        submit,
        translate(
            "licence",
            "A autorização pode ser cancelada a qualquer tempo, nos termos da Lei, pelos "
            "motivos do art. 22 (I a V); decorrido o prazo de vigência ou satisfeita a "
            "finalidade, ela já está cancelada automaticamente (Lei RR 664/2008, art. 22, "
            "parágrafo único, I e II). "
            "A autorização emitida não é alterada: o cancelamento é registrado nela e "
            "a notificação à empresa é emitida para impressão.",
        ),
        translate("licence", "Cancelar autorização"),
        parent,
        workspace.changes(Domain.LICENCES, ids=[licence.id]),
    )
    ground = QComboBox(dialog)
    ground.addItem(translate("licence", "— escolha o motivo —"), None)
    for code in CancellationGround:
        ground.addItem(f"{GROUND_ITEMS[code]} — {code.label}", code.value)
    dialog.form.add("ground", translate("licence", "&Motivo (Lei RR 664/2008, art. 22)"), ground)
    act = QLineEdit(dialog)
    act.setMaxLength(MAX_ACT)
    act.setPlaceholderText(translate("licence", "Portaria CRE/RR nº 12/2026"))
    dialog.form.add("act", translate("licence", "&Ato"), act)
    day = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add("on", translate("licence", "&Data do ato"), day)
    return dialog


def fulfilment_dialog(
    parent: QWidget, workspace: Workspace, licence: LicenceDetail
) -> ActionDialog:
    def submit(dialog: ActionDialog) -> None:
        declare_fulfilment(
            workspace.ctx,
            licence.id,
            dialog.form.editor_as("fact", QLineEdit).text(),
            date_value(day),
        )

    dialog = ActionDialog(
        translate("licence", "Finalidade satisfeita — autorização {0}").format(licence.number),
        submit,
        translate(
            "licence",
            "A autorização é cancelada automaticamente quando estiverem satisfeitas as "
            "finalidades para as quais foi concedida (Lei RR 664/2008, art. 22, parágrafo "
            "único, II): informe o fato — por exemplo, a viagem realizada — e o dia em que "
            "ocorreu. A autorização emitida não é alterada: o fato é registrado nela.",
        ),
        translate("licence", "Registrar"),
        parent,
        workspace.changes(Domain.LICENCES, ids=[licence.id]),
    )
    fact = QLineEdit(dialog)
    fact.setMaxLength(MAX_FACT)
    fact.setPlaceholderText(translate("licence", "Viagem realizada"))
    dialog.form.add("fact", translate("licence", "&Fato"), fact)
    day = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add("on", translate("licence", "&Data em que ocorreu"), day)
    return dialog


def ciencia_dialog(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> ActionDialog:
    def submit(dialog: ActionDialog) -> None:
        form = dialog.form
        record_cancellation_ciencia(
            workspace.ctx,
            licence.id,
            form.editor_as("means", QComboBox).currentData() or "",
            form.editor_as("reference", QLineEdit).text(),
            date_value(day),
        )

    dialog = ActionDialog(
        translate("licence", "Ciência do cancelamento — autorização {0}").format(licence.number),
        submit,
        translate(
            "licence",
            "Registre quando e como a empresa tomou ciência da notificação nº {0}: pela "
            "assinatura do representante ou pela data do Aviso de Recebimento (Lei RR 664/2008, "
            "art. 89, I e II). Os prazos contam-se a partir do primeiro dia útil após a ciência "
            "(art. 95). O registro não é alterado depois.",
        ).format(licence.cancellation_number),
        translate("licence", "Registrar"),
        parent,
        workspace.changes(Domain.LICENCES, ids=[licence.id]),
    )
    means = QComboBox(dialog)
    means.addItem(translate("licence", "— escolha como —"), None)
    for code in CienciaMeans:
        means.addItem(code.label, code.value)
    dialog.form.add("means", translate("licence", "&Meio da ciência"), means)
    reference = QLineEdit(dialog)
    reference.setMaxLength(MAX_REFERENCE)
    reference.setPlaceholderText(translate("licence", "AR nº BR123456789 ou nome de quem assinou"))
    dialog.form.add("reference", translate("licence", "&Comprovante"), reference)
    day = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add("on", translate("licence", "&Data da ciência"), day)
    return dialog


def record_ciencia(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bool:
    """Opens the dialog; True when the ciência was recorded."""
    return dialogs.launch(ciencia_dialog(parent, workspace, licence)) == (
        QDialog.DialogCode.Accepted
    )


def revoke(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bytes | None:
    """Opens the dialog; the notification's PDF when the cancellation was recorded."""
    dialog = revocation_dialog(parent, workspace, licence)
    if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_value


def fulfil(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bool:
    """Opens the dialog; True when the purpose fulfilled was recorded."""
    return dialogs.launch(fulfilment_dialog(parent, workspace, licence)) == (
        QDialog.DialogCode.Accepted
    )
