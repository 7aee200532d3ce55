"""The resolution that authorises a Goiás registration and the DOE publication of its extract
(Res. AGR 105/2017, art. 12): the rows the approval dialog adds, the dialog that records
the publication later, when the extract came out after the approval, and the one that
corrects a publication typed wrongly, with its reason, its rows filled with the publication
as it stands; and the one that issues the CRC again with the publication as it stands. Every
other date is left out until the clerk gives it, never today by default; the checks are the
service's."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QWidget

from desktop.models.operators import RegistrationApplication
from desktop.services.calendar import office_today
from desktop.services.registration.applications_records import ApplicationDetail
from desktop.services.registration.crc_reissue import reissue_crc
from desktop.services.registration.decision import RegistrationAct
from desktop.services.registration.publication import correct_publication, record_publication
from desktop.ui.changes import Domain
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.forms import text_box
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


class PublicationRows:
    """The DOE's date and its edition and page, in `dialog`'s form."""

    def __init__(self, dialog: ActionDialog, workspace: Workspace) -> None:
        self.published_on = OptionalDate(
            translate("OperatorProcess", "publicado"), office_today(workspace.ctx), dialog
        )
        self.published_on.setObjectName("published_on")
        dialog.form.add(
            "published_on", translate("OperatorProcess", "Extrato no D&OE em"), self.published_on
        )
        self.reference: QLineEdit = dialog.form.add_line(
            "doe_reference",
            translate("OperatorProcess", "&Edição e página do DOE"),
            translate("OperatorProcess", "ex.: nº 22.950, p. 14"),
            column=RegistrationApplication.doe_reference,
        )


class RegistrationActRows:
    """The resolution (number and date) and its extract, if already published."""

    def __init__(self, dialog: ActionDialog, workspace: Workspace) -> None:
        self.number: QLineEdit = dialog.form.add_line(
            "resolution_number",
            translate("OperatorProcess", "Re&solução nº"),
            translate("OperatorProcess", "art. 12: autorização por resolução"),
            column=RegistrationApplication.resolution_number,
        )
        self.resolution_date = OptionalDate(
            translate("OperatorProcess", "data da resolução"), office_today(workspace.ctx), dialog
        )
        self.resolution_date.setObjectName("resolution_date")
        dialog.form.add(
            "resolution_date", translate("OperatorProcess", "Reso&lução de"), self.resolution_date
        )
        self.publication = PublicationRows(dialog, workspace)

    def act(self) -> RegistrationAct:
        return RegistrationAct(
            self.number.text(),
            self.resolution_date.value(),
            self.publication.published_on.value(),
            self.publication.reference.text(),
        )


def publication_dialog(
    workspace: Workspace, item: ApplicationDetail, parent: QWidget
) -> ActionDialog:
    """Records the extract published after the approval (art. 12), once."""

    def submit(dialog):
        return record_publication(
            workspace.ctx, item.id, rows.published_on.value(), rows.reference.text()
        )

    dialog = ActionDialog(
        translate("OperatorProcess", "Registrar publicação do extrato no DOE"),
        submit,
        translate(
            "OperatorProcess",
            "O registro é autorizado por resolução, com o seu extrato publicado no Diário "
            "Oficial do Estado de Goiás (Res. AGR 105/2017, art. 12). O CRC já emitido não é "
            "alterado: depois, emita-o de novo com a publicação (Reemitir CRC).",
        ),
        translate("OperatorProcess", "Registrar"),
        parent,
        workspace.changes(Domain.OPERATORS, ids=[item.operator_id]),
    )
    rows = PublicationRows(dialog, workspace)
    letter_captions(dialog.form)
    return dialog


def correction_dialog(
    workspace: Workspace, item: ApplicationDetail, parent: QWidget
) -> ActionDialog:
    """Corrects the publication recorded (art. 12) by a new record with its reason."""

    def submit(dialog):
        return correct_publication(
            workspace.ctx,
            item.id,
            rows.published_on.value(),
            rows.reference.text(),
            reason.toPlainText(),
        )

    dialog = ActionDialog(
        translate("OperatorProcess", "Corrigir publicação do extrato no DOE"),
        submit,
        translate(
            "OperatorProcess",
            "Consta: %1 Informe a publicação correta e o motivo: a correção é um novo "
            "registro, e a publicação registrada continua no histórico (Res. AGR 105/2017, "
            "art. 12). O CRC já emitido não é alterado: depois, emita-o de novo com a "
            "publicação corrigida (Reemitir CRC).",
        ).replace("%1", item.registration_act),
        translate("OperatorProcess", "Corrigir"),
        parent,
        workspace.changes(Domain.OPERATORS, ids=[item.operator_id]),
    )
    rows = PublicationRows(dialog, workspace)
    # The publication as it stands, so the clerk changes only what was typed wrongly.
    rows.published_on.set_value(item.published_on)
    rows.reference.setText(item.doe_reference)
    reason = dialog.form.add(
        "reason", translate("OperatorProcess", "&Motivo da correção"), text_box(dialog, 70)
    )
    letter_captions(dialog.form)
    return dialog


def reissue_dialog(workspace: Workspace, item: ApplicationDetail, parent: QWidget) -> ActionDialog:
    """Issues the CRC again with the publication as it stands (art. 12), same validity."""
    dialog = ActionDialog(
        translate("OperatorProcess", "Reemitir CRC com a publicação do extrato"),
        lambda _dialog: reissue_crc(workspace.ctx, item.id, workspace.key_dir),
        translate(
            "OperatorProcess",
            "O CRC impresso não traz a publicação do extrato como está: %1 Será emitido um "
            "novo documento do mesmo registro, com a mesma validade (Res. AGR 105/2017, art. "
            "13); o CRC anterior, se verificado, dirá que foi substituído por este (art. 12).",
        ).replace("%1", item.registration_act),
        translate("OperatorProcess", "Emitir"),
        parent,
        workspace.changes(Domain.OPERATORS, ids=[item.operator_id]),
    )
    letter_captions(dialog.form)
    return dialog
