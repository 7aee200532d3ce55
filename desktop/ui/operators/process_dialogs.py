"""The dialogs of the steps of a registration application (Res. 105 arts. 7, 9 and 13): the
protocol, the pendency notice, its answer, the approval with the CRC and the refusal. Each
is an ActionDialog that calls one service and announces the operator's change; the process
tab opens them."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QPlainTextEdit, QVBoxLayout, QWidget

from desktop.rules.choices import Jurisdiction, RegistrationModality, registration_label
from desktop.rules.registration_act import registration_act_required
from desktop.services.calendar import office_today
from desktop.services.registration.analysis import answer_pendency, issue_pendency_notice
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import ApplicationDetail
from desktop.services.registration.decision import approve_application, refuse_application
from desktop.ui.changes import Domain
from desktop.ui.operators.registration_act_fields import RegistrationActRows
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _dialog(
    workspace: Workspace,
    operator_id: uuid.UUID | None,
    title: str,
    submit,
    intro: str,
    ok_text: str,
    parent: QWidget,
) -> ActionDialog:
    changes = workspace.changes(Domain.OPERATORS, ids=[operator_id])
    return ActionDialog(title, submit, intro, ok_text, parent, changes)


def _roraima(workspace: Workspace) -> bool:
    return workspace.ctx.office.jurisdiction == Jurisdiction.RR


def _day(dialog: ActionDialog, workspace: Workspace, name: str, label: str):
    edit = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add(name, label, edit)
    return edit


def modality_boxes(
    dialog: ActionDialog, workspace: Workspace, codes: tuple[str, ...]
) -> dict[str, QCheckBox]:
    jurisdiction = workspace.ctx.office.jurisdiction
    holder = QWidget(dialog)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    boxes = {}
    for code in codes:
        box = QCheckBox(registration_label(jurisdiction, code), holder)
        box.setObjectName(f"modality_{code}")
        box.setChecked(True)
        layout.addWidget(box)
        boxes[code] = box
    dialog.form.add(
        "modalities",
        translate("OperatorProcess", "Serviços (Lei RR 664/2008, art. 2º)")
        if jurisdiction == Jurisdiction.RR
        else translate("OperatorProcess", "Modalidades"),
        holder,
    )
    return boxes


def checked(boxes: dict[str, QCheckBox]) -> tuple[str, ...]:
    return tuple(code for code, box in boxes.items() if box.isChecked())


def protocol_dialog(
    workspace: Workspace, operator_id: uuid.UUID, modalities: tuple[str, ...], parent: QWidget
) -> ActionDialog:
    def submit(dialog):
        return protocol_application(
            workspace.ctx,
            operator_id,
            date_value(day),
            checked(boxes),
            key_dir=workspace.key_dir,
        )

    dialog = _dialog(
        workspace,
        operator_id,
        translate("OperatorProcess", "Protocolar pedido de registro"),
        submit,
        translate(
            "OperatorProcess",
            "O prazo de análise é de 10 dias (Res. AGR 105/2017, art. 7º). "
            "O comprovante de protocolo é impresso em seguida.",
        )
        if not _roraima(workspace)
        else translate(
            "OperatorProcess",
            "A Lei RR 664/2008 não fixa prazo para a análise do cadastro (art. 2º, parágrafo "
            "único). O comprovante de protocolo é impresso em seguida.",
        ),
        translate("OperatorProcess", "Protocolar"),
        parent,
    )
    day = _day(
        dialog, workspace, "protocol_date", translate("OperatorProcess", "&Data do protocolo")
    )
    boxes = modality_boxes(dialog, workspace, modalities or RegistrationModality.codes())
    letter_captions(dialog.form)
    return dialog


def pendency_dialog(
    workspace: Workspace, item: ApplicationDetail, missing: list[str], parent: QWidget
) -> ActionDialog:
    def submit(dialog):
        listed = tuple(line for line in text.toPlainText().splitlines() if line.strip())
        return issue_pendency_notice(
            workspace.ctx, item.id, date_value(day), listed, key_dir=workspace.key_dir
        )

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Notificar pendência"),
        submit,
        translate(
            "OperatorProcess",
            "O operador tem 10 dias para sanar a pendência; vencido o prazo, o pedido é "
            "arquivado (Res. AGR 105/2017, art. 7º, II).",
        )
        if not _roraima(workspace)
        else translate(
            "OperatorProcess",
            "Sem os documentos o pedido não é apreciado (Lei RR 664/2008, arts. 2º, parágrafo "
            "único, e 18); a lei não fixa prazo para saná-los.",
        ),
        translate("OperatorProcess", "Notificar"),
        parent,
    )
    day = _day(dialog, workspace, "notified_on", translate("OperatorProcess", "&Notificado em"))
    text = QPlainTextEdit(dialog)
    text.setPlainText("\n".join(missing))
    dialog.form.add("items", translate("OperatorProcess", "&Pendências (uma por linha)"), text)
    return dialog


def answer_dialog(workspace: Workspace, item: ApplicationDetail, parent: QWidget) -> ActionDialog:
    def submit(dialog):
        return answer_pendency(workspace.ctx, item.id, date_value(day))

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Registrar resposta à pendência"),
        submit,
        "",
        translate("OperatorProcess", "Registrar"),
        parent,
    )
    day = _day(dialog, workspace, "answered_on", translate("OperatorProcess", "&Respondida em"))
    return dialog


def approve_dialog(workspace: Workspace, item: ApplicationDetail, parent: QWidget) -> ActionDialog:
    def submit(dialog):
        return approve_application(
            workspace.ctx,
            item.id,
            date_value(day),
            checked(boxes),
            key_dir=workspace.key_dir,
            valid_until=until.value(),
            act=act_rows.act() if act_rows else None,
        )

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Deferir pedido e emitir o CRC"),
        submit,
        translate(
            "OperatorProcess",
            "O CRC vale por até 3 anos para as modalidades deferidas (Res. AGR 105/2017, "
            "art. 13): informe o fim somente se a AGR fixou prazo menor. O registro é "
            "autorizado por resolução, com extrato publicado no DOE (art. 12): a publicação "
            "posterior ao deferimento é registrada depois, em Extrato no DOE.",
        )
        if not _roraima(workspace)
        else translate(
            "OperatorProcess",
            "A Lei RR 664/2008 não fixa prazo ao registro: informe o fim somente se o CRE/RR "
            "o fixou.",
        ),
        translate("OperatorProcess", "Deferir e emitir"),
        parent,
    )
    day = _day(dialog, workspace, "decided_on", translate("OperatorProcess", "&Data da decisão"))
    boxes = modality_boxes(dialog, workspace, item.modalities)
    until = OptionalDate(
        translate("OperatorProcess", "fixado pelo CRE/RR")
        if _roraima(workspace)
        else translate("OperatorProcess", "prazo menor fixado pela AGR"),
        office_today(workspace.ctx),
        dialog,
    )
    until.setObjectName("valid_until")
    dialog.form.add("valid_until", translate("OperatorProcess", "&Registro válido até"), until)
    # Res. AGR 105/2017, art. 12: the resolution and its extract (Goiás only).
    act_rows = (
        RegistrationActRows(dialog, workspace)
        if registration_act_required(workspace.ctx.office.jurisdiction)
        else None
    )
    letter_captions(dialog.form)
    return dialog


def refuse_dialog(workspace: Workspace, item: ApplicationDetail, parent: QWidget) -> ActionDialog:
    def submit(dialog):
        return refuse_application(
            workspace.ctx,
            item.id,
            reason.toPlainText(),
            date_value(day),
            forged.isChecked(),
            notified.value(),
        )

    dialog = _dialog(
        workspace,
        item.operator_id,
        translate("OperatorProcess", "Indeferir pedido"),
        submit,
        translate(
            "OperatorProcess",
            "O operador pode recorrer em 10 dias da notificação "
            "(Res. AGR 105/2017, art. 7º, parágrafo único).",
        )
        if not _roraima(workspace)
        else "",
        translate("OperatorProcess", "Indeferir"),
        parent,
    )
    day = _day(dialog, workspace, "decided_on", translate("OperatorProcess", "&Data da decisão"))
    notified = OptionalDate(
        translate("OperatorProcess", "outra data"), office_today(workspace.ctx), dialog
    )
    dialog.form.add("notified_on", translate("OperatorProcess", "&Notificado em"), notified)
    reason = QPlainTextEdit(dialog)
    reason.setTabChangesFocus(True)
    dialog.form.add("reason", translate("OperatorProcess", "&Motivo"), reason)
    forged = QCheckBox(
        translate(
            "OperatorProcess",
            "Documento falso ou adulterado: impede novo pedido por 180 dias "
            "(Res. AGR 105/2017, art. 9º, §3º)",
        ),
        dialog,
    )
    forged.setObjectName("forged_documents")
    dialog.form.add("forged_documents", "", forged)
    if _roraima(workspace):
        # Lei 664 has no bar for forged documents (Res. 105 art. 9 §3 is Goiás's).
        forged.setText(translate("OperatorProcess", "Documento falso ou adulterado"))
    letter_captions(dialog.form)
    return dialog
