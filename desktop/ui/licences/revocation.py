"""The dialogs that end a Roraima autorização (Lei RR 664/2008, art. 22, parágrafo único):
the analyst records the CRE/RR's cancellation (I) — the ground of the caput (I to V), the
act and its date — and gets its notification to print; or declares the purpose for which
it was granted fulfilled (II, second case) — what happened and on which day. A refusal
stays next to its field with the dialog open."""

from collections.abc import Callable, Iterable

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
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _licence_dialog(
    parent: QWidget,
    workspace: Workspace,
    licence: LicenceDetail,
    texts: tuple[str, str, str],
    submit: Callable[[ActionDialog], object],
) -> ActionDialog:
    """An action on the autorização: `texts` are its title, explanation and button."""
    title, explanation, button = texts
    return ActionDialog(
        title,
        submit,
        explanation,
        button,
        parent,
        workspace.changes(Domain.LICENCES, ids=[licence.id]),
    )


def _add_choice(
    dialog: ActionDialog, name: str, caption: str, prompt: str, items: Iterable[tuple[str, str]]
) -> None:
    choice = QComboBox(dialog)
    choice.addItem(prompt, None)
    for label, value in items:
        choice.addItem(label, value)
    dialog.form.add(name, caption, choice)


def _add_text(dialog: ActionDialog, name: str, caption: str, most: int, example: str) -> None:
    edit = QLineEdit(dialog)
    edit.setMaxLength(most)
    edit.setPlaceholderText(example)
    dialog.form.add(name, caption, edit)


def _add_day(dialog: ActionDialog, workspace: Workspace, caption: str) -> DateField:
    day = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add("on", caption, day)
    return day


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

    texts = (
        translate("licence", "Cancelar autorização {0}").format(licence.number),
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
    )
    dialog = _licence_dialog(parent, workspace, licence, texts, submit)
    _add_choice(
        dialog,
        "ground",
        translate("licence", "&Motivo (Lei RR 664/2008, art. 22)"),
        translate("licence", "— escolha o motivo —"),
        ((f"{GROUND_ITEMS[code]} — {code.label}", code.value) for code in CancellationGround),
    )
    _add_text(
        dialog,
        "act",
        translate("licence", "&Ato"),
        MAX_ACT,
        translate("licence", "Portaria CRE/RR nº 12/2026"),
    )
    day = _add_day(dialog, workspace, translate("licence", "&Data do ato"))
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

    texts = (
        translate("licence", "Finalidade satisfeita — autorização {0}").format(licence.number),
        translate(
            "licence",
            "A autorização é cancelada automaticamente quando estiverem satisfeitas as "
            "finalidades para as quais foi concedida (Lei RR 664/2008, art. 22, parágrafo "
            "único, II): informe o fato — por exemplo, a viagem realizada — e o dia em que "
            "ocorreu. A autorização emitida não é alterada: o fato é registrado nela.",
        ),
        translate("licence", "Registrar"),
    )
    dialog = _licence_dialog(parent, workspace, licence, texts, submit)
    _add_text(
        dialog,
        "fact",
        translate("licence", "&Fato"),
        MAX_FACT,
        translate("licence", "Viagem realizada"),
    )
    day = _add_day(dialog, workspace, translate("licence", "&Data em que ocorreu"))
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

    texts = (
        translate("licence", "Ciência do cancelamento — autorização {0}").format(licence.number),
        translate(
            "licence",
            "Registre quando e como a empresa tomou ciência da notificação nº {0}: pela "
            "assinatura do representante ou pela data do Aviso de Recebimento (Lei RR 664/2008, "
            "art. 89, I e II). Os prazos contam-se a partir do primeiro dia útil após a ciência "
            "(art. 95). O registro não é alterado depois.",
        ).format(licence.cancellation_number),
        translate("licence", "Registrar"),
    )
    dialog = _licence_dialog(parent, workspace, licence, texts, submit)
    _add_choice(
        dialog,
        "means",
        translate("licence", "&Meio da ciência"),
        translate("licence", "— escolha como —"),
        ((code.label, code.value) for code in CienciaMeans),
    )
    _add_text(
        dialog,
        "reference",
        translate("licence", "&Comprovante"),
        MAX_REFERENCE,
        translate("licence", "AR nº BR123456789 ou nome de quem assinou"),
    )
    day = _add_day(dialog, workspace, translate("licence", "&Data da ciência"))
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
