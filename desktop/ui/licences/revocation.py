"""The dialog the analyst records the CRE/RR's cancellation of an autorização with (Lei RR
664/2008, art. 22, parágrafo único, I): the ground of the caput (I to V), the act and its
date. A refusal stays next to its field with the dialog open."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit, QWidget

from desktop.rules.licence_state import GROUND_ITEMS, CancellationGround
from desktop.services.calendar import office_today
from desktop.services.licences.detail import LicenceDetail
from desktop.services.licences.revocation import MAX_ACT, cancel_authorisation
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def revocation_dialog(
    parent: QWidget, workspace: Workspace, licence: LicenceDetail
) -> ActionDialog:
    def submit(dialog: ActionDialog) -> None:
        form = dialog.form
        cancel_authorisation(
            workspace.ctx,
            licence.id,
            form.editor_as("ground", QComboBox).currentData() or "",
            form.editor_as("act", QLineEdit).text(),
            date_value(day),
        )

    dialog = ActionDialog(
        translate("licence", "Cancelar autorização {0}").format(licence.number),
        submit,
        translate(
            "licence",
            "A autorização pode ser cancelada a qualquer tempo, nos termos da Lei, pelos "
            "motivos do art. 22 (I a V); decorrido o prazo de vigência, ela já está "
            "cancelada automaticamente (Lei RR 664/2008, art. 22, parágrafo único, I e II). "
            "A autorização emitida não é alterada: o cancelamento é registrado nela.",
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


def revoke(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bool:
    """Opens the dialog; True when the cancellation was recorded."""
    return dialogs.launch(revocation_dialog(parent, workspace, licence)) == (
        QDialog.DialogCode.Accepted
    )
