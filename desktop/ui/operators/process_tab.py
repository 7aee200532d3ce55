"""Process tab: the registration applications of the operator (Res. 105 art. 7) with their
dates and deadlines, the bars against it (art. 9 §3, art. 70 §§3-4), the documents printed
for it, and the steps of the process, each a small dialog (`process_dialogs`) that calls the
service."""

import uuid
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.choices import ApplicationStatus, registration_label
from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.documents.issuing import Issued, reprint
from desktop.services.registration.analysis import start_analysis
from desktop.services.registration.analysis_records import missing_items
from desktop.services.registration.appeals_records import AppealRow, appeals_of
from desktop.services.registration.applications_records import ApplicationDetail, list_applications
from desktop.services.registration.bars_records import bars_against
from desktop.services.registration.crc_records import list_crcs, reissues_due
from desktop.services.registration.printouts import printouts_of
from desktop.services.registration.standing_records import StandingChangeRow, standing_changes_of
from desktop.ui.changes import Domain
from desktop.ui.operators import (
    appeal_dialogs,
    process_dialogs,
    registration_act_fields,
    standing_dialogs,
)
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.tables import select_row
from desktop.ui.workspace import Workspace, WorkspaceUser


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
        self.appeals: dict[uuid.UUID, AppealRow] = {}
        self.standing_changes: list[StandingChangeRow] = []
        self.crc_in_force = False
        self.reissues: frozenset[uuid.UUID] = frozenset()

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
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.details = QLabel(self)
        self.details.setObjectName("application_details")
        self.details.setWordWrap(True)
        self.standing = QLabel(self)
        self.standing.setObjectName("standing_changes")
        self.standing.setWordWrap(True)

        self.printout_list = QListWidget(self)
        self.printout_list.setObjectName("printouts")
        self.printout_list.itemActivated.connect(lambda _item: self.open_printout())
        self.open_button = QPushButton(self.tr("&Visualizar / imprimir"), self)
        self.open_button.setObjectName("open_printout")
        self.open_button.clicked.connect(self.open_printout)

        self.buttons: dict[str, QPushButton] = {}
        actions: list[tuple[str, str, Callable[[], object]]] = [
            ("protocol", self.tr("Protocolar p&edido…"), self.protocol),
            ("analysis", self.tr("Iniciar &análise"), self.start_analysis),
            ("pendency", self.tr("Noti&ficar pendência…"), self.pendency),
            ("answer", self.tr("Registrar &resposta…"), self.answer),
            ("approve", self.tr("Deferir e e&mitir CRC…"), self.approve),
            ("refuse", self.tr("&Indeferir…"), self.refuse),
            ("appeal", self.tr("Re&gistrar recurso…"), self.appeal),
            ("council", self.tr("Decisão do C&onselho…"), self.council),
            # Res. 105, art. 9 §§2 and 4 (Goiás): Lei RR 664/2008 has neither act.
            ("standing", self.tr("Comunicação de al&teração…"), self.standing_change),
            ("summary_cancel", self.tr("Cancelamento s&umário…"), self.summary_cancel),
            # Res. 105, art. 12 (Goiás): the extract published after the approval.
            ("publication", self.tr("E&xtrato no DOE…"), self.publication),
            # The CRC printed before that publication, or before its correction, again.
            ("reissue", self.tr("Reemitir CRC (pu&blicação)…"), self.reissue),
        ]
        action_bar = QGridLayout()
        for index, (key, text, slot) in enumerate(actions):
            button = QPushButton(text, self)
            button.setObjectName(f"process_{key}")
            button.clicked.connect(slot)
            action_bar.addWidget(button, index // 3, index % 3)
            self.buttons[key] = button
        action_bar.setColumnStretch(3, 1)
        # Goiás only: the communications of art. 9 §2, the summary cancellation of art. 9 §4
        # and the appeal to the Council against a refusal (art. 7 sole §) are Res. AGR
        # 105/2017's; Lei RR 664/2008 has none of them.
        for key in ("standing", "summary_cancel", "appeal", "council", "publication", "reissue"):
            self.buttons[key].setVisible(self.ctx.office.jurisdiction == "GO")

        # The details of the chosen application (the pendency's items, the refusal, the
        # appeal) and the communications grow with the process: they scroll in their own
        # area under the table, whole at any size, and leave the issued documents in view.
        texts = QWidget(self)
        texts_layout = QVBoxLayout(texts)
        texts_layout.setContentsMargins(0, 0, 0, 0)
        texts_layout.addWidget(self.details)
        texts_layout.addWidget(self.standing)
        texts_layout.addStretch(1)
        self.texts = QScrollArea(self)
        self.texts.setObjectName("application_texts")
        self.texts.setWidgetResizable(True)
        self.texts.setFrameShape(QFrame.Shape.NoFrame)
        self.texts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # No stop of Tab: it shows no focus, and the clerk would press Tab once more for
        # nothing (as the main window's holders).
        self.texts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.texts.setWidget(texts)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.bars)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.texts, 3)
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
        found = None
        if operator_id is not None:
            found = operation.run(
                self,
                lambda: (
                    list_applications(self.ctx, operator_id),
                    printouts_of(self.ctx, operator_id),
                    bars_against(self.ctx, operator_id),
                    list_crcs(self.ctx, operator_id),
                    appeals_of(self.ctx, operator_id),
                    standing_changes_of(self.ctx, operator_id),
                    reissues_due(self.ctx, operator_id),
                ),
            )
        (
            self.applications,
            self.printouts,
            bars,
            crcs,
            self.appeals,
            self.standing_changes,
            self.reissues,
        ) = found or ([], [], [], [], {}, [], frozenset())
        self.crc_in_force = any(crc.is_valid_on(office_today(self.ctx)) for crc in crcs)
        warnings = [
            self.tr("Registro cancelado sumariamente em %1 (%2), CRC %3: %4")
            .replace("%1", br_date(crc.cancelled_on))
            .replace("%2", crc.cancellation_article)
            .replace("%3", crc.number)
            .replace("%4", crc.cancellation_reason)
            for crc in crcs
            if crc.cancelled_on is not None and not crc.cancellation_process
        ]
        warnings += [
            self.tr("CRC %1 cassado em %2 (%3), processo %4")
            .replace("%1", crc.number)
            .replace("%2", br_date(crc.cancelled_on))
            .replace("%3", crc.cancellation_article)
            .replace("%4", crc.cancellation_process)
            + (
                self.tr("; restabelecido em %1 (%2), processo %3")
                .replace("%1", br_date(crc.restored_on))
                .replace("%2", crc.restoration_article)
                .replace("%3", crc.restoration_process)
                if crc.restored_on
                else ""
            )
            for crc in crcs
            if crc.cancelled_on is not None and crc.cancellation_process
        ]
        warnings += [
            self.tr("Impedido de novo registro até %1 (%2): %3")
            .replace("%1", br_date(bar.until))
            .replace("%2", bar.article)
            .replace("%3", bar.who)
            for bar in bars
        ]
        self.bars.setVisible(bool(warnings))
        self.bars.setText("\n".join(warnings))
        self.standing.setVisible(bool(self.standing_changes))
        self.standing.setText(
            "\n".join(
                self.tr("Alteração de %1 comunicada em %2 (prazo até %3)%4: %5 — %6")
                .replace("%1", br_date(change.changed_on))
                .replace("%2", br_date(change.communicated_on))
                .replace("%3", br_date(change.due))
                .replace(
                    "%4",
                    self.tr(" FORA DO PRAZO (Res. AGR 105/2017, art. 9º, § 2º)")
                    if change.late
                    else "",
                )
                .replace("%5", change.what.replace("\n", "; "))
                .replace("%6", change.document)
                for change in self.standing_changes
            )
        )
        self.table.setRowCount(len(self.applications))
        for row, item in enumerate(self.applications):
            values = [
                item.protocol_number,
                br_date(item.protocol_date),
                item.status_label,
                br_date(item.analysis_due),
                br_date(item.pendency_due),
                br_date(item.decided_on),
            ]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.printout_list.clear()
        for printout in self.printouts:
            pending = self.tr(" (PDF a gerar: abra para imprimir)") if printout.pending else ""
            QListWidgetItem(
                f"{self.kind_label(printout.kind)} — {printout.number}{pending}",
                self.printout_list,
            )
        if self.applications:
            select_row(self.table, 0)
        self._show_selected()

    def selected(self) -> ApplicationDetail | None:
        row = self.table.currentRow()
        return self.applications[row] if 0 <= row < len(self.applications) else None

    def _show_selected(self) -> None:
        item = self.selected()
        status = item.status if item else None
        has_operator = self.operator_id is not None
        self.buttons["protocol"].setEnabled(
            has_operator and not any(ApplicationStatus(a.status).is_open for a in self.applications)
        )
        received = (ApplicationStatus.PROTOCOLADA, ApplicationStatus.EM_ANALISE)
        self.buttons["analysis"].setEnabled(status == ApplicationStatus.PROTOCOLADA)
        self.buttons["pendency"].setEnabled(status in received)
        self.buttons["answer"].setEnabled(status == ApplicationStatus.PENDENTE)
        self.buttons["approve"].setEnabled(status in received)
        self.buttons["refuse"].setEnabled(status is not None and ApplicationStatus(status).is_open)
        # Res. 105, art. 7 sole §: the appeal to the Council against a refusal (Goiás).
        appeal = self.appeals.get(item.id) if item else None
        self.buttons["appeal"].setEnabled(
            self.ctx.office.jurisdiction == "GO"
            and status == ApplicationStatus.INDEFERIDA
            and appeal is None
        )
        self.buttons["council"].setEnabled(appeal is not None and appeal.decided_on is None)
        self.buttons["standing"].setEnabled(has_operator)
        self.buttons["summary_cancel"].setEnabled(self.crc_in_force)
        # Recorded once; afterwards the same action corrects it (art. 12).
        self.buttons["publication"].setEnabled(item is not None and bool(item.registration_act))
        self.buttons["reissue"].setEnabled(item is not None and item.id in self.reissues)
        self.open_button.setEnabled(bool(self.printouts))
        self.details.setText(
            self._describe(item) if item else self.tr("Nenhum pedido de registro protocolado.")
        )

    def _describe(self, item: ApplicationDetail) -> str:
        jurisdiction = self.ctx.office.jurisdiction
        lines = [
            (
                self.tr("Serviços requeridos: %1")
                if jurisdiction == "RR"
                else self.tr("Modalidades requeridas: %1")
            ).replace(
                "%1", ", ".join(registration_label(jurisdiction, code) for code in item.modalities)
            )
        ]
        if item.barred_until:
            lines.append(
                self.tr("ATENÇÃO: requerente impedido até %1 (%2).")
                .replace("%1", br_date(item.barred_until))
                .replace("%2", item.bar_article)
            )
        if item.pendency_number:
            lines.append(
                self.tr("Notificação %1 de %2, prazo até %3: %4")
                .replace("%1", item.pendency_number)
                .replace("%2", br_date(item.pendency_notified_on))
                .replace("%3", br_date(item.pendency_due))
                .replace("%4", item.pendency_text.replace("\n", "; "))
            )
        if item.approved_modalities:
            lines.append(
                self.tr("Deferido em %1: %2")
                .replace("%1", br_date(item.decided_on))
                .replace(
                    "%2",
                    ", ".join(
                        registration_label(jurisdiction, c) for c in item.approved_modalities
                    ),
                )
            )
        if item.registration_act:
            lines.append(item.registration_act)
        if item.id in self.reissues:
            lines.append(
                self.tr(
                    "O CRC impresso não traz esta publicação do extrato: reemita-o (Res. AGR "
                    "105/2017, art. 12)."
                )
            )
        if item.refusal_reason:
            forged = (
                self.tr(" (documento falso: impedimento de 180 dias)")
                if item.forged_documents
                else ""
            )
            refused = (
                self.tr("Indeferido em %1%2: %3.")
                .replace("%1", br_date(item.decided_on))
                .replace("%2", forged)
                .replace("%3", item.refusal_reason)
            )
            if self.ctx.office.jurisdiction == "GO":
                refused += " " + self.tr("Recurso até %1.").replace("%1", br_date(item.appeal_due))
            lines.append(refused)
        appeal = self.appeals.get(item.id)
        if appeal is not None:
            lines.append(
                self.tr("Recurso ao Conselho recebido em %1%2.")
                .replace("%1", br_date(appeal.filed_on))
                .replace("%2", self.tr(" (fora do prazo)") if appeal.late else "")
            )
            if appeal.decided_on is not None:
                lines.append(
                    self.tr("Conselho Regulador, em %1: %2 — %3")
                    .replace("%1", br_date(appeal.decided_on))
                    .replace("%2", self.tr("provido") if appeal.granted else self.tr("negado"))
                    .replace("%3", appeal.decision_reason)
                )
        return "\n".join(lines)

    def appeal(self) -> object:
        item = self.selected()
        if item is None:
            return None
        return self._run(appeal_dialogs.appeal_dialog(self.workspace, item, self))

    def council(self) -> object:
        item = self.selected()
        appeal = self.appeals.get(item.id) if item else None
        if item is None or appeal is None:
            return None
        return self._run(appeal_dialogs.council_dialog(self.workspace, item, appeal, self))

    def standing_change(self) -> object:
        if self.operator_id is None:
            return None
        return self._run(
            standing_dialogs.standing_change_dialog(self.workspace, self.operator_id, self)
        )

    def publication(self) -> object:
        item = self.selected()
        if item is None:
            return None
        dialog = (
            registration_act_fields.correction_dialog
            if item.published
            else registration_act_fields.publication_dialog
        )
        return self._run(dialog(self.workspace, item, self))

    def reissue(self) -> object:
        item = self.selected()
        if item is None:
            return None
        return self._run(registration_act_fields.reissue_dialog(self.workspace, item, self))

    def summary_cancel(self) -> object:
        if self.operator_id is None:
            return None
        return self._run(
            standing_dialogs.summary_cancellation_dialog(self.workspace, self.operator_id, self)
        )

    def _run(self, dialog: ActionDialog) -> object:
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            if dialog.property(operation.SAVED_WITHOUT_PDF):
                self._after_step()
            return None
        self._after_step()
        printout = getattr(dialog.result_value, "printout", None)
        if printout is not None:
            self.show_printout(printout)
        return dialog.result_value

    def _after_step(self) -> None:
        self.load(self.operator_id, self.modalities)
        self.changed.emit()

    def protocol(self) -> object:
        if self.operator_id is None:
            return None
        return self._run(
            process_dialogs.protocol_dialog(self.workspace, self.operator_id, self.modalities, self)
        )

    def start_analysis(self) -> None:
        item = self.selected()
        if item is not None:
            operation.run(
                self,
                lambda: start_analysis(self.ctx, item.id),
                lambda _result: self._after_step(),
                changes=self.workspace.changes(Domain.OPERATORS, ids=[self.operator_id]),
            )

    def pendency(self) -> object:
        item = self.selected()
        if item is None:
            return None
        missing = operation.run(self, lambda: missing_items(self.ctx, item.id))
        if missing is None:
            return None
        return self._run(process_dialogs.pendency_dialog(self.workspace, item, missing, self))

    def answer(self) -> object:
        item = self.selected()
        if item is None:
            return None
        return self._run(process_dialogs.answer_dialog(self.workspace, item, self))

    def approve(self) -> object:
        item = self.selected()
        if item is None:
            return None
        return self._run(process_dialogs.approve_dialog(self.workspace, item, self))

    def refuse(self) -> object:
        item = self.selected()
        if item is None:
            return None
        return self._run(process_dialogs.refuse_dialog(self.workspace, item, self))

    def kind_label(self, kind: str) -> str:
        labels = {
            "protocolo": self.tr("Comprovante de protocolo"),
            "pendencia": self.tr("Notificação de pendência"),
            "crc": self.tr("Certificado de Registro Cadastral"),
        }
        return labels.get(kind, kind)

    def show_printout(self, printout: Issued) -> PdfOutput | None:
        """The preview of an issued document, with Imprimir and Salvar PDF; one whose PDF
        was not made when it was issued is rendered now (reprint)."""
        pdf = (
            operation.run(
                self,
                lambda: reprint(self.ctx, printout.number, printout.kind, self.workspace.key_dir),
            )
            if printout.pending
            else printout.pdf
        )
        if pdf is None:
            return None
        output = PdfOutput(pdf, f"{self.kind_label(printout.kind)} {printout.number}", self)
        output.preview()
        return output

    def open_printout(self) -> None:
        row = self.printout_list.currentRow()
        if 0 <= row < len(self.printouts):
            self.show_printout(self.printouts[row])
        elif self.printouts:
            self.show_printout(self.printouts[0])
