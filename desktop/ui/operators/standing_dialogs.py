"""Goiás acts on the registration from the operator's Processo tab (Res. AGR 105/2017, art.
9º): the communication of a change of the company's standing within 10 days (§2º) and the
summary cancellation of the registration (§4º). Each is an ActionDialog that calls one
service; a refusal shows next to its field and nothing is written."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QWidget

from desktop.models.operators import StandingChange
from desktop.services.registration.standing import record_standing_change
from desktop.services.registration.summary_cancellation import cancel_registration_summarily
from desktop.ui.operators.process_dialogs import _day, _dialog
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_value
from desktop.ui.widgets.limits import limit_line
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _text(dialog: ActionDialog, name: str, label: str) -> QPlainTextEdit:
    edit = QPlainTextEdit(dialog)
    edit.setObjectName(name)
    edit.setTabChangesFocus(True)
    dialog.form.add(name, label, edit)
    return edit


def standing_change_dialog(
    workspace: Workspace, operator_id: uuid.UUID, parent: QWidget
) -> ActionDialog:
    def submit(dialog):
        return record_standing_change(
            workspace.ctx,
            operator_id,
            date_value(changed),
            date_value(communicated),
            what.toPlainText(),
            document.text(),
        )

    dialog = _dialog(
        workspace,
        operator_id,
        translate("OperatorProcess", "Comunicação de alteração da regularidade"),
        submit,
        translate(
            "OperatorProcess",
            "A autorizatária comunica em 10 dias, sob pena de cassação do CRC, o fato que "
            "altere sua regularidade jurídico-fiscal ou técnico-operacional (Res. AGR "
            "105/2017, art. 9º, §2º). A comunicação fora do prazo é registrada como "
            "intempestiva e listada no Início.",
        ),
        translate("OperatorProcess", "Registrar"),
        parent,
    )
    changed = _day(dialog, workspace, "changed_on", translate("OperatorProcess", "Data do &fato"))
    communicated = _day(
        dialog, workspace, "communicated_on", translate("OperatorProcess", "&Comunicada em")
    )
    what = _text(dialog, "what", translate("OperatorProcess", "O &que mudou"))
    document = limit_line(QLineEdit(dialog), StandingChange.document)
    document.setObjectName("document")
    dialog.form.add("document", translate("OperatorProcess", "&Documento"), document)
    return dialog


def summary_cancellation_dialog(
    workspace: Workspace, operator_id: uuid.UUID, parent: QWidget
) -> ActionDialog:
    def submit(dialog):
        return cancel_registration_summarily(
            workspace.ctx, operator_id, date_value(day), reasons.toPlainText()
        )

    dialog = _dialog(
        workspace,
        operator_id,
        translate("OperatorProcess", "Cancelamento sumário do registro"),
        submit,
        translate(
            "OperatorProcess",
            "A empresa que deixar de atender, por exigência legal, os requisitos do registro "
            "cadastral terá o seu registro sumariamente cancelado pela AGR (Res. AGR "
            "105/2017, art. 9º, §4º). O ato não pode ser desfeito nesta tela; depois dele, "
            "licenças e registros de veículos são recusados.",
        ),
        translate("OperatorProcess", "Cancelar o registro"),
        parent,
    )
    day = _day(dialog, workspace, "cancelled_on", translate("OperatorProcess", "&Data do ato"))
    reasons = _text(dialog, "reasons", translate("OperatorProcess", "&Motivos"))
    return dialog
