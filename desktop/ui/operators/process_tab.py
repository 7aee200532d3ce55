"""Process tab: the registration applications of the operator (Res. 105 art. 7) with their
dates and deadlines, the bars against it (art. 9 §3, art. 70 §§3-4), the documents printed
for it, and the steps of the process, each a small dialog that calls the service."""

import uuid
from collections.abc import Callable

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.services.documents.issuing import Issued
from desktop.services.registration.analysis import (
    answer_pendency,
    issue_pendency_notice,
    missing_items,
    start_analysis,
)
from desktop.services.registration.applications import (
    ApplicationDetail,
    list_applications,
    protocol_application,
)
from desktop.services.registration.bars import bars_against
from desktop.services.registration.checklist import MODALITIES
from desktop.services.registration.crc import list_crcs
from desktop.services.registration.decision import approve_application, refuse_application
from desktop.services.registration.printouts import printouts_of
from desktop.ui.operators.documents_tab import day_text
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate, date_value
from desktop.ui.widgets.forms import date_edit
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.workspace import Workspace, WorkspaceUser


def modality_boxes(dialog: ActionDialog, codes: tuple[str, ...]) -> dict[str, QCheckBox]:
    holder = QWidget(dialog)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    boxes = {}
    for code in codes:
        box = QCheckBox(MODALITIES[code], holder)
        box.setObjectName(f"modality_{code}")
        box.setChecked(True)
        layout.addWidget(box)
        boxes[code] = box
    dialog.form.add("modalities", dialog.tr("Modalidades"), holder)
    return boxes


def today_edit(dialog: ActionDialog):
    edit = date_edit(dialog)
    edit.setDate(QDate.currentDate())
    return edit


class OperatorProcessTab(QWidget, WorkspaceUser):
    changed = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.key_dir = workspace.key_dir
        self.operator_id: uuid.UUID | None = None
        self.modalities: tuple[str, ...] = ()
        self.applications: list[ApplicationDetail] = []
        self.printouts: list[Issued] = []

        self.bars = QLabel(self)
        self.bars.setObjectName("bars")
        self.bars.setWordWrap(True)
        self.bars.setStyleSheet("color: #b00020; font-weight: 600;")
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("applications_table")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Protocolo"),
                self.tr("Data"),
                self.tr("Situação"),
                self.tr("Análise até"),
                self.tr("Pendência até"),
                self.tr("Decisão"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.details = QLabel(self)
        self.details.setObjectName("application_details")
        self.details.setWordWrap(True)

        self.printout_list = QListWidget(self)
        self.printout_list.setObjectName("printouts")
        self.printout_list.itemActivated.connect(lambda _item: self.open_printout())
        self.open_button = QPushButton(self.tr("&Visualizar / imprimir"), self)
        self.open_button.setObjectName("open_printout")
        self.open_button.clicked.connect(self.open_printout)

        self.buttons: dict[str, QPushButton] = {}
        actions: list[tuple[str, str, Callable[[], None]]] = [
            ("protocol", self.tr("&Protocolar pedido…"), self.protocol),
            ("analysis", self.tr("Iniciar &análise"), self.start_analysis),
            ("pendency", self.tr("Notificar &pendência…"), self.pendency),
            ("answer", self.tr("Registrar &resposta…"), self.answer),
            ("approve", self.tr("&Deferir e emitir CRC…"), self.approve),
            ("refuse", self.tr("&Indeferir…"), self.refuse),
        ]
        action_bar = QGridLayout()
        for index, (key, text, slot) in enumerate(actions):
            button = QPushButton(text, self)
            button.setObjectName(f"process_{key}")
            button.clicked.connect(slot)
            action_bar.addWidget(button, index // 3, index % 3)
            self.buttons[key] = button
        action_bar.setColumnStretch(3, 1)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.bars)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.details)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(QLabel(self.tr("Documentos emitidos"), right))
        right_layout.addWidget(self.printout_list, 1)
        right_layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(action_bar)
        layout.addWidget(splitter, 1)

    def load(self, operator_id: uuid.UUID | None, modalities: tuple[str, ...] = ()) -> None:
        self.operator_id = operator_id
        self.modalities = modalities
        self.applications = list_applications(self.ctx, operator_id) if operator_id else []
        self.printouts = printouts_of(self.ctx, operator_id) if operator_id else []
        bars = bars_against(self.ctx, operator_id) if operator_id else []
        crcs = list_crcs(self.ctx, operator_id) if operator_id else []
        warnings = [
            self.tr("CRC %1 cassado em %2 (%3), processo %4")
            .replace("%1", crc.number)
            .replace("%2", day_text(crc.cancelled_on))
            .replace("%3", crc.cancellation_article)
            .replace("%4", crc.cancellation_process)
            + (
                self.tr("; restabelecido em %1 (%2), processo %3")
                .replace("%1", day_text(crc.restored_on))
                .replace("%2", crc.restoration_article)
                .replace("%3", crc.restoration_process)
                if crc.restored_on
                else ""
            )
            for crc in crcs
            if crc.cancelled_on is not None
        ]
        warnings += [
            self.tr("Impedido de novo registro até %1 (%2): %3")
            .replace("%1", day_text(bar.until))
            .replace("%2", bar.article)
            .replace("%3", bar.who)
            for bar in bars
        ]
        self.bars.setVisible(bool(warnings))
        self.bars.setText("\n".join(warnings))
        self.table.setRowCount(len(self.applications))
        for row, item in enumerate(self.applications):
            values = [
                item.protocol_number,
                day_text(item.protocol_date),
                item.status_label,
                day_text(item.analysis_due),
                day_text(item.pendency_due),
                day_text(item.decided_on),
            ]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.printout_list.clear()
        for printout in self.printouts:
            QListWidgetItem(
                f"{self.kind_label(printout.kind)} — {printout.number}", self.printout_list
            )
        if self.applications:
            self.table.selectRow(0)
        self._show_selected()

    def selected(self) -> ApplicationDetail | None:
        row = self.table.currentRow()
        return self.applications[row] if 0 <= row < len(self.applications) else None

    def _show_selected(self) -> None:
        item = self.selected()
        status = item.status if item else None
        open_statuses = ("protocolada", "em_analise", "pendente")
        has_operator = self.operator_id is not None
        self.buttons["protocol"].setEnabled(
            has_operator and not any(a.status in open_statuses for a in self.applications)
        )
        self.buttons["analysis"].setEnabled(status == "protocolada")
        self.buttons["pendency"].setEnabled(status in ("protocolada", "em_analise"))
        self.buttons["answer"].setEnabled(status == "pendente")
        self.buttons["approve"].setEnabled(status in ("protocolada", "em_analise"))
        self.buttons["refuse"].setEnabled(status in open_statuses)
        self.open_button.setEnabled(bool(self.printouts))
        self.details.setText(
            self._describe(item) if item else self.tr("Nenhum pedido de registro protocolado.")
        )

    def _describe(self, item: ApplicationDetail) -> str:
        lines = [
            self.tr("Modalidades requeridas: %1").replace(
                "%1", ", ".join(MODALITIES[code] for code in item.modalities)
            )
        ]
        if item.barred_until:
            lines.append(
                self.tr("ATENÇÃO: requerente impedido até %1 (%2).")
                .replace("%1", day_text(item.barred_until))
                .replace("%2", item.bar_article)
            )
        if item.pendency_number:
            lines.append(
                self.tr("Notificação %1 de %2, prazo até %3: %4")
                .replace("%1", item.pendency_number)
                .replace("%2", day_text(item.pendency_notified_on))
                .replace("%3", day_text(item.pendency_due))
                .replace("%4", item.pendency_text.replace("\n", "; "))
            )
        if item.approved_modalities:
            lines.append(
                self.tr("Deferido em %1: %2")
                .replace("%1", day_text(item.decided_on))
                .replace("%2", ", ".join(MODALITIES[c] for c in item.approved_modalities))
            )
        if item.refusal_reason:
            forged = (
                self.tr(" (documento falso: impedimento de 180 dias)")
                if item.forged_documents
                else ""
            )
            lines.append(
                self.tr("Indeferido em %1%2: %3. Recurso até %4.")
                .replace("%1", day_text(item.decided_on))
                .replace("%2", forged)
                .replace("%3", item.refusal_reason)
                .replace("%4", day_text(item.appeal_due))
            )
        return "\n".join(lines)

    def _run(self, dialog: ActionDialog) -> object:
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.load(self.operator_id, self.modalities)
        self.changed.emit()
        printout = getattr(dialog.result_value, "printout", None)
        if printout is not None:
            self.show_printout(printout)
        return dialog.result_value

    def protocol(self) -> object:
        operator_id = self.operator_id

        def submit(dialog):
            return protocol_application(
                self.ctx,
                operator_id,
                date_value(day),
                tuple(code for code, box in boxes.items() if box.isChecked()),
                key_dir=self.key_dir,
            )

        dialog = ActionDialog(
            self.tr("Protocolar pedido de registro"),
            submit,
            self.tr(
                "O prazo de análise é de 10 dias (Res. 105, art. 7º). "
                "O comprovante de protocolo é impresso em seguida."
            ),
            self.tr("Protocolar"),
            self,
        )
        day = today_edit(dialog)
        dialog.form.add("protocol_date", self.tr("&Data do protocolo"), day)
        boxes = modality_boxes(dialog, self.modalities or tuple(MODALITIES))
        return self._run(dialog)

    def start_analysis(self) -> None:
        item = self.selected()
        if item is None:
            return
        try:
            start_analysis(self.ctx, item.id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        self.load(self.operator_id, self.modalities)
        self.changed.emit()

    def pendency(self) -> object:
        item = self.selected()
        if item is None:
            return None
        try:
            missing = missing_items(self.ctx, item.id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return None

        def submit(dialog):
            listed = tuple(line for line in text.toPlainText().splitlines() if line.strip())
            return issue_pendency_notice(
                self.ctx, item.id, date_value(day), listed, key_dir=self.key_dir
            )

        dialog = ActionDialog(
            self.tr("Notificar pendência"),
            submit,
            self.tr(
                "O operador tem 10 dias para sanar a pendência; "
                "vencido o prazo, o pedido é arquivado "
                "(Res. 105, art. 7º, II)."
            ),
            self.tr("Notificar"),
            self,
        )
        day = today_edit(dialog)
        dialog.form.add("notified_on", self.tr("&Notificado em"), day)
        text = QPlainTextEdit(dialog)
        text.setPlainText("\n".join(missing))
        dialog.form.add("items", self.tr("&Pendências (uma por linha)"), text)
        return self._run(dialog)

    def answer(self) -> object:
        item = self.selected()
        if item is None:
            return None

        def submit(dialog):
            return answer_pendency(self.ctx, item.id, date_value(day))

        dialog = ActionDialog(
            self.tr("Registrar resposta à pendência"), submit, "", self.tr("Registrar"), self
        )
        day = today_edit(dialog)
        dialog.form.add("answered_on", self.tr("&Respondida em"), day)
        return self._run(dialog)

    def approve(self) -> object:
        item = self.selected()
        if item is None:
            return None

        def submit(dialog):
            return approve_application(
                self.ctx,
                item.id,
                date_value(day),
                tuple(code for code, box in boxes.items() if box.isChecked()),
                key_dir=self.key_dir,
            )

        dialog = ActionDialog(
            self.tr("Deferir pedido e emitir o CRC"),
            submit,
            self.tr("O CRC vale por até 3 anos para as modalidades deferidas (Res. 105, art. 13)."),
            self.tr("Deferir e emitir"),
            self,
        )
        day = today_edit(dialog)
        dialog.form.add("decided_on", self.tr("&Data da decisão"), day)
        boxes = modality_boxes(dialog, item.modalities)
        return self._run(dialog)

    def refuse(self) -> object:
        item = self.selected()
        if item is None:
            return None

        def submit(dialog):
            return refuse_application(
                self.ctx,
                item.id,
                reason.toPlainText(),
                date_value(day),
                forged.isChecked(),
                notified.value(),
            )

        dialog = ActionDialog(
            self.tr("Indeferir pedido"),
            submit,
            self.tr(
                "O operador pode recorrer em 10 dias da notificação "
                "(Res. 105, art. 7º, parágrafo único)."
            ),
            self.tr("Indeferir"),
            self,
        )
        day = today_edit(dialog)
        dialog.form.add("decided_on", self.tr("&Data da decisão"), day)
        notified = OptionalDate(self.tr("outra data"), dialog)
        dialog.form.add("notified_on", self.tr("&Notificado em"), notified)
        reason = QPlainTextEdit(dialog)
        reason.setTabChangesFocus(True)
        dialog.form.add("reason", self.tr("&Motivo"), reason)
        forged = QCheckBox(
            self.tr(
                "Documento falso ou adulterado: impede novo pedido por "
                "180 dias (Res. 105, art. 9º, §3º)"
            ),
            dialog,
        )
        forged.setObjectName("forged_documents")
        dialog.form.add("forged_documents", "", forged)
        return self._run(dialog)

    def kind_label(self, kind: str) -> str:
        labels = {
            "protocolo": self.tr("Comprovante de protocolo"),
            "pendencia": self.tr("Notificação de pendência"),
            "crc": self.tr("Certificado de Registro Cadastral"),
        }
        return labels.get(kind, kind)

    def show_printout(self, printout: Issued) -> PdfOutput | None:
        """The preview of an issued document, with Imprimir and Salvar PDF."""
        try:
            output = PdfOutput(
                printout.pdf, f"{self.kind_label(printout.kind)} {printout.number}", self
            )
        except ValueError as error:
            dialogs.fail(self, str(error))
            return None
        output.preview()
        return output

    def open_printout(self) -> None:
        row = self.printout_list.currentRow()
        if 0 <= row < len(self.printouts):
            self.show_printout(self.printouts[row])
        elif self.printouts:
            self.show_printout(self.printouts[0])
