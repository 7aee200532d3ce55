"""Reclamações e fiscalização tab of a Goiás office (Res. AGR 105/2017): the users' complaints
against the operator (arts. 52 VII and 100) with the hold they put on its requests (art. 100
sole §), and the notifications of the supplementary inspection (art. 60 §2; art. 85: no auto
opens them). Each step is one dialog and one service call; Enter on a row opens its next step,
and a late row opens a new auto de infração typed 77-XII (art. 77, XII)."""

import uuid

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.complaints import LATE_INFRACTION, OUTCOMES
from desktop.rules.dates import br_date
from desktop.services.calendar import office_now, office_today, office_zone
from desktop.services.complaints.complaints import (
    ComplaintInput,
    appreciate_complaint,
    forward_complaint,
    record_answer,
    record_complaint,
)
from desktop.services.complaints.complaints_records import (
    CHANNELS,
    ComplaintRow,
    hold_of,
    operator_complaints,
)
from desktop.services.complaints.inspection import notify_operator, record_presentation
from desktop.services.complaints.inspection_records import NotificationRow, operator_notifications
from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import Domain
from desktop.ui.sanctions.prefill import NoticePrefill
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import (
    citations_kept_whole,
    date_edit,
    date_time_edit,
    date_value,
    instant_value,
)
from desktop.ui.workspace import Workspace, WorkspaceUser

NOTICES_AREA = "notices"


class OperatorComplaintsTab(QWidget, WorkspaceUser):
    # A step was recorded: the hold in the operator's header may have changed.
    changed = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.held = False
        self.operator_id: uuid.UUID | None = None
        self.cnpj = ""
        self.complaints: list[ComplaintRow] = []
        self.notifications: list[NotificationRow] = []
        self.hold = QLabel(self)
        self.hold.setObjectName("complaint_hold")
        self.hold.setWordWrap(True)
        self.complaint_table = RecordTable(
            "operator_complaints",
            [self.tr("Recebida"), self.tr("Canal"), self.tr("Situação"), self.tr("Resumo")],
            self,
        )
        self.complaint_table.activated.connect(lambda index: self.next_complaint_step(index.row()))
        self.notification_table = RecordTable(
            "operator_notifications",
            [
                self.tr("Ciência"),
                self.tr("Prazo"),
                self.tr("Situação"),
                self.tr("O que apresentar"),
            ],
            self,
        )
        self.notification_table.activated.connect(
            lambda index: self.next_notification_step(index.row())
        )
        instruct = has_permission(self.ctx.actor, Permission.PROCESS_INSTRUCT)
        inspect = has_permission(self.ctx.actor, Permission.NOTICE_RECORD)
        self.buttons: dict[str, QPushButton] = {}
        # The articles of each button are in the heading above it (arts. 52, VII, and 100;
        # arts. 60, § 2º, 61 and 85), with the act's name, so three buttons fit a row.
        complaint_buttons = QGridLayout()
        for column, (key, label, handler, allowed) in enumerate(
            (
                ("complaint", self.tr("No&va reclamação…"), self.complaint_dialog, instruct),
                ("forward", self.tr("&Encaminhar…"), self.forward_dialog, instruct),
                ("answer", self.tr("&Resposta da autorizatária…"), self.answer_dialog, instruct),
                ("appreciate", self.tr("Aprec&iar…"), self.appreciate_dialog, instruct),
                ("complaint_auto", self.tr("Lavrar au&to 77-XII…"), self.complaint_auto, inspect),
            )
        ):
            complaint_buttons.addWidget(
                self._button(key, label, handler, allowed), column // 3, column % 3
            )
        notification_buttons = QGridLayout()
        for column, (key, label, handler, allowed) in enumerate(
            (
                ("notify", self.tr("N&otificar…"), self.notify_dialog, inspect),
                ("present", self.tr("&Apresentação…"), self.presentation_dialog, inspect),
                (
                    "notification_auto",
                    self.tr("Lavrar auto 77-XII (noti&ficação)…"),
                    self.notification_auto,
                    inspect,
                ),
            )
        ):
            notification_buttons.addWidget(
                self._button(key, label, handler, allowed), column // 3, column % 3
            )
        self.message = QLabel(self)
        self.message.setObjectName("complaints_message")
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hold)
        heading = QLabel(
            citations_kept_whole(
                self.tr("Reclamações de usuários (Res. AGR 105/2017, arts. 52, VII, e 100)")
            ),
            self,
        )
        heading.setProperty("role", "title")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addLayout(complaint_buttons)
        layout.addWidget(self.complaint_table, 1)
        heading = QLabel(
            citations_kept_whole(
                self.tr(
                    "Fiscalização complementar: notificações"
                    " (Res. AGR 105/2017, arts. 60, § 2º, 61 e 85)"
                )
            ),
            self,
        )
        heading.setProperty("role", "title")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addLayout(notification_buttons)
        layout.addWidget(self.notification_table, 1)
        layout.addWidget(self.message)

    def _button(self, key: str, label: str, handler, allowed: bool) -> QPushButton:
        button = QPushButton(label, self)
        button.setObjectName(f"complaints_{key}")
        button.clicked.connect(lambda: handler())
        button.setProperty("allowed", allowed)
        self.buttons[key] = button
        return button

    def load(self, operator_id: uuid.UUID | None, cnpj: str = "") -> None:
        self.operator_id = operator_id
        self.cnpj = cnpj
        self.message.clear()
        for button in self.buttons.values():
            button.setEnabled(operator_id is not None and bool(button.property("allowed")))
        self.held = False
        if operator_id is None:
            self.hold.clear()
            self.complaints, self.notifications = [], []
            self.complaint_table.fill([])
            self.notification_table.fill([])
            return
        found = operation.run(
            self,
            lambda: (
                hold_of(self.ctx, operator_id),
                operator_complaints(self.ctx, operator_id),
                operator_notifications(self.ctx, operator_id),
            ),
        )
        if found is None:
            return
        hold, self.complaints, self.notifications = found
        self.held = hold.held
        self.hold.setText(
            hold.message()
            if hold.held
            else self.tr("Nenhuma reclamação pendente de apreciação: os pedidos seguem.")
        )
        self.complaint_table.fill(
            [
                [
                    row.received_at.strftime("%d/%m/%Y %H:%M"),
                    row.channel_label,
                    row.status,
                    row.summary,
                ]
                for row in self.complaints
            ]
        )
        self.notification_table.fill(
            [
                [br_date(row.notified_on), br_date(row.due), row.status, row.requested]
                for row in self.notifications
            ]
        )

    # The selected rows

    def _selected(self, table: RecordTable, rows: list) -> object | None:
        row = table.currentRow()
        if 0 <= row < len(rows):
            return rows[row]
        self.message.setText(self.tr("Selecione uma linha da tabela."))
        return None

    def _complaint(self) -> ComplaintRow | None:
        found = self._selected(self.complaint_table, self.complaints)
        return found if isinstance(found, ComplaintRow) else None

    def _notification(self) -> NotificationRow | None:
        found = self._selected(self.notification_table, self.notifications)
        return found if isinstance(found, NotificationRow) else None

    def next_complaint_step(self, row: int):
        """Enter on a complaint: the step it waits for (forward, answer or appreciate)."""
        if not 0 <= row < len(self.complaints):
            return None
        self.complaint_table.setCurrentCell(row, 0)
        complaint = self.complaints[row]
        if complaint.appreciated_on is not None:
            return self.complaint_auto() if complaint.late else None
        if complaint.forwarded_on is None:
            return self.forward_dialog()
        if complaint.answered_on is None and not complaint.late:
            return self.answer_dialog()
        return self.appreciate_dialog()

    def next_notification_step(self, row: int):
        """Enter on a notification: its presentation, or the auto once it is late."""
        if not 0 <= row < len(self.notifications):
            return None
        self.notification_table.setCurrentCell(row, 0)
        notification = self.notifications[row]
        if notification.late:
            return self.notification_auto()
        if notification.presented_on is None:
            return self.presentation_dialog()
        return None

    # Dialogs

    def _dialog(self, title: str, intro: str, submit) -> ActionDialog:
        changes = self.workspace.changes(Domain.OPERATORS, ids=[self.operator_id])
        return ActionDialog(title, submit, intro, self.tr("Registrar"), self, changes)

    def _text(self, dialog: ActionDialog, name: str, label: str) -> QPlainTextEdit:
        text = QPlainTextEdit(dialog)
        text.setTabChangesFocus(True)
        text.setMaximumHeight(90)
        dialog.form.add(name, label, text)
        return text

    def _day(self, dialog: ActionDialog, name: str, label: str):
        edit = date_edit(dialog, office_today(self.ctx))
        dialog.form.add(name, label, edit)
        return edit

    def _days(self, dialog: ActionDialog, value: int) -> QSpinBox:
        spin = QSpinBox(dialog)
        spin.setRange(0, 365)
        spin.setValue(value)
        dialog.form.add("days", self.tr("&Prazo fixado pela AGR (dias)"), spin)
        return spin

    def _run(self, dialog: ActionDialog):
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.load(self.operator_id, self.cnpj)
        self.message.setText(self.tr("Registrado."))
        self.changed.emit()
        return dialog.result_value

    def complaint_dialog(self):
        operator_id = self.operator_id

        def submit(dialog):
            return record_complaint(
                self.ctx,
                operator_id,
                ComplaintInput(
                    instant_value(received, office_zone(self.ctx)),
                    channel.currentData(),
                    summary.toPlainText(),
                ),
            )

        dialog = self._dialog(
            self.tr("Reclamação de usuário"),
            self.tr(
                "Recebida, a reclamação sobrestá qualquer assunto da autorizatária na AGR até "
                "ser apreciada e respondida (Res. AGR 105/2017, art. 100, parágrafo único)."
            ),
            submit,
        )
        received = date_time_edit(dialog, office_now(self.ctx))
        dialog.form.add("received_at", self.tr("&Recebida em"), received)
        channel = QComboBox(dialog)
        for code, label in CHANNELS.items():
            channel.addItem(label, code)
        dialog.form.add("channel", self.tr("&Canal"), channel)
        summary = self._text(dialog, "summary", self.tr("&O que o usuário relata"))
        return self._run(dialog)

    def forward_dialog(self):
        complaint = self._complaint()
        if complaint is None:
            return None

        def submit(dialog):
            return forward_complaint(self.ctx, complaint.id, date_value(day), days.value())

        dialog = self._dialog(
            self.tr("Encaminhar reclamação à autorizatária"),
            self.tr(
                "A autorizatária responde no prazo que a AGR estabelecer, contado como no "
                "art. 83 (Res. AGR 105/2017, art. 100)."
            ),
            submit,
        )
        day = self._day(dialog, "forwarded_on", self.tr("&Encaminhada em (ciência)"))
        days = self._days(dialog, 10)
        return self._run(dialog)

    def answer_dialog(self):
        complaint = self._complaint()
        if complaint is None:
            return None

        def submit(dialog):
            return record_answer(self.ctx, complaint.id, date_value(day), text.toPlainText())

        dialog = self._dialog(
            self.tr("Resposta da autorizatária"),
            self.tr("Prazo até %1 (Res. AGR 105/2017, art. 100).").replace(
                "%1", br_date(complaint.due) if complaint.due else "—"
            ),
            submit,
        )
        day = self._day(dialog, "answered_on", self.tr("&Recebida em"))
        text = self._text(dialog, "answer", self.tr("&Resumo da resposta"))
        return self._run(dialog)

    def appreciate_dialog(self):
        complaint = self._complaint()
        if complaint is None:
            return None

        def submit(dialog):
            return appreciate_complaint(
                self.ctx, complaint.id, date_value(day), outcome.currentData(), text.toPlainText()
            )

        dialog = self._dialog(
            self.tr("Apreciação da reclamação"),
            self.tr(
                "A AGR apura, adota providências, faz a mediação e, frustrada, delibera (Res. "
                "AGR 105/2017, art. 52, VII); apreciada, cessa o sobrestamento (art. 100, "
                "parágrafo único)."
            ),
            submit,
        )
        day = self._day(dialog, "appreciated_on", self.tr("&Apreciada em"))
        outcome = QComboBox(dialog)
        for code, label in OUTCOMES.items():
            outcome.addItem(label, code)
        dialog.form.add("outcome", self.tr("Re&sultado"), outcome)
        text = self._text(dialog, "conclusion", self.tr("&Conclusão da AGR"))
        return self._run(dialog)

    def notify_dialog(self):
        operator_id = self.operator_id

        def submit(dialog):
            return notify_operator(
                self.ctx, operator_id, date_value(day), requested.toPlainText(), days.value()
            )

        dialog = self._dialog(
            self.tr("Notificação de fiscalização complementar"),
            self.tr(
                "Não atendida no prazo fixado, resulta na lavratura do auto de infração (Res. "
                "AGR 105/2017, art. 60 §2); o processo não começa pelo auto (art. 85)."
            ),
            submit,
        )
        day = self._day(dialog, "notified_on", self.tr("&Ciência da notificação"))
        requested = self._text(dialog, "requested", self.tr("&Documentos ou informações"))
        days = self._days(dialog, 10)
        return self._run(dialog)

    def presentation_dialog(self):
        notification = self._notification()
        if notification is None:
            return None

        def submit(dialog):
            return record_presentation(
                self.ctx, notification.id, date_value(day), presented.toPlainText()
            )

        dialog = self._dialog(
            self.tr("Apresentação à fiscalização complementar"),
            self.tr("Prazo até %1 (Res. AGR 105/2017, art. 60 §2).").replace(
                "%1", br_date(notification.due)
            ),
            submit,
        )
        day = self._day(dialog, "presented_on", self.tr("&Apresentado em"))
        presented = self._text(dialog, "presented", self.tr("&O que foi apresentado"))
        return self._run(dialog)

    # The auto of art. 77, XII

    def _open_auto(self, late: bool, description: str) -> NoticePrefill | None:
        if not late:
            self.message.setText(
                self.tr(
                    "O prazo não venceu sem atendimento: o auto do art. 77, XII, cabe quando "
                    "a informação não é prestada no prazo estabelecido pela AGR."
                )
            )
            return None
        prefill = NoticePrefill(self.cnpj, (LATE_INFRACTION,), description)
        self.workspace.navigator.open_record.emit(NOTICES_AREA, prefill)
        return prefill

    def complaint_auto(self) -> NoticePrefill | None:
        complaint = self._complaint()
        if complaint is None or complaint.due is None:
            return None if complaint is None else self._open_auto(False, "")
        met = (
            self.tr("respondida em %1").replace("%1", br_date(complaint.answered_on))
            if complaint.answered_on
            else self.tr("sem resposta")
        )
        return self._open_auto(
            complaint.late,
            self.tr(
                "Não prestou informações no prazo estabelecido pela AGR: reclamação de usuário "
                "encaminhada em %1, prazo até %2, %3 (Res. AGR 105/2017, arts. 100 e 77, XII)."
            )
            .replace("%1", br_date(complaint.forwarded_on) if complaint.forwarded_on else "")
            .replace("%2", br_date(complaint.due))
            .replace("%3", met),
        )

    def notification_auto(self) -> NoticePrefill | None:
        notification = self._notification()
        if notification is None:
            return None
        met = (
            self.tr("atendida em %1").replace("%1", br_date(notification.presented_on))
            if notification.presented_on
            else self.tr("não atendida")
        )
        return self._open_auto(
            notification.late,
            self.tr(
                "Não prestou informações no prazo estabelecido pela AGR: notificação de "
                "fiscalização complementar com ciência em %1, prazo até %2, %3 (Res. AGR "
                "105/2017, arts. 60 §2 e 77, XII)."
            )
            .replace("%1", br_date(notification.notified_on))
            .replace("%2", br_date(notification.due))
            .replace("%3", met),
        )
