"""The appeal against a refused registration and the Conselho Regulador's decision on it
(Res. AGR 105/2017, art. 7º, parágrafo único), each an ActionDialog the process tab opens."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QWidget

from desktop.services.registration.appeals import (
    decide_registration_appeal,
    file_registration_appeal,
)
from desktop.services.registration.appeals_records import AppealRow
from desktop.services.registration.applications_records import ApplicationDetail
from desktop.ui.operators.process_dialogs import _day, _dialog
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _text(dialog: ActionDialog, name: str, label: str) -> QPlainTextEdit:
    edit = QPlainTextEdit(dialog)
    edit.setTabChangesFocus(True)
    dialog.form.add(name, label, edit)
    return edit


def appeal_dialog(workspace: Workspace, item: ApplicationDetail, parent: QWidget) -> ActionDialog:
    def submit(dialog):
        return file_registration_appeal(
            workspace.ctx, item.id, date_value(filed), grounds.toPlainText()
        )

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Recurso ao Conselho Regulador"),
        submit,
        translate(
            "OperatorProcess",
            "Recurso contra o indeferimento, em 10 dias do recebimento da notificação "
            "(Res. AGR 105/2017, art. 7º, parágrafo único); o recurso fora do prazo é "
            "registrado como intempestivo para o Conselho decidir.",
        ),
        translate("OperatorProcess", "Registrar"),
        parent,
    )
    filed = _day(dialog, workspace, "filed_on", translate("OperatorProcess", "&Recebido em"))
    grounds = _text(dialog, "grounds", translate("OperatorProcess", "R&azões"))
    return dialog


def council_dialog(
    workspace: Workspace, item: ApplicationDetail, appeal: AppealRow, parent: QWidget
) -> ActionDialog:
    def submit(dialog):
        return decide_registration_appeal(
            workspace.ctx,
            appeal.id,
            outcome.currentData(),
            date_value(day),
            reason.toPlainText(),
        )

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Decisão do Conselho Regulador sobre o recurso"),
        submit,
        translate(
            "OperatorProcess",
            "Provido o recurso, o indeferimento é desfeito e a análise do pedido continua "
            "(Res. AGR 105/2017, art. 7º, parágrafo único); negado, o indeferimento fica.",
        ),
        translate("OperatorProcess", "Registrar"),
        parent,
    )
    outcome = QComboBox(dialog)
    outcome.addItem(translate("OperatorProcess", "Recurso provido"), True)
    outcome.addItem(translate("OperatorProcess", "Recurso negado"), False)
    dialog.form.add("granted", translate("OperatorProcess", "&Decisão"), outcome)
    day = _day(dialog, workspace, "decided_on", translate("OperatorProcess", "Decidido &em"))
    reason = _text(dialog, "reason", translate("OperatorProcess", "&Fundamento"))
    return dialog
