"""One sanction process: its stage, deadlines and timeline, and the acts of each stage —
notify (Res. AGR 105/2017, art. 82), receive a defence or an appeal (art. 84), judge with the
engine's proposal (arts. 86-89; the julgador confirms or changes it with a reason), the
Council's review (art. 90, itself notified: arts. 88-89) and decision on appeal (art. 91),
and the notificação para pagamento once a fine is payable (art. 89)."""

import uuid

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.documents.kind import PAYMENT_NOTICE_KIND
from desktop.rules.choices import (
    Jurisdiction,
    NotificationMethod,
    ProcessStage,
    ResponsibleRole,
    Submission,
)
from desktop.rules.dates import br_date
from desktop.rules.notice_corrections import CORRECTABLE_FIELDS, correction_explanation
from desktop.rules.ordinary_opening import already_opened
from desktop.services.calendar import office_today
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notice_records import find_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.payment_notice_records import unchanged_payment_notice
from desktop.services.sanctions.preventive import suspend_preventively
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.process_records import ProcessDetail, get_process
from desktop.services.sanctions.submissions import close_without_appeal
from desktop.ui.changes import Domain
from desktop.ui.sanctions.process_acts import ProcessActs, open_act_terms
from desktop.ui.sanctions.process_measures import MeasuresBox
from desktop.ui.sanctions.process_printing import ProcessPrinting
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.flow_layout import FlowLayout
from desktop.ui.widgets.forms import date_value
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.tab_order import chain_tab_order
from desktop.ui.workspace import Workspace, WorkspaceUser

Stage = ProcessStage
NOTIFICATION_STAGES = tuple(stage for stage in Stage if stage.awaits_notification)
ACTION_STAGES = {
    "print": NOTIFICATION_STAGES,
    "pay": tuple(Stage),
    "notify": NOTIFICATION_STAGES,
    "defence": (Stage.PRAZO_DEFESA,),
    "judge": (Stage.PRAZO_DEFESA, Stage.AGUARDANDO_JULGAMENTO),
    "appeal": (Stage.PRAZO_RECURSO,),
    "council": (Stage.REEXAME_CONSELHO, Stage.RECURSO_CONSELHO),
    "close": (Stage.PRAZO_RECURSO,),
    "ordinary": (Stage.AGUARDANDO_NOTIFICACAO, Stage.PRAZO_DEFESA, Stage.AGUARDANDO_JULGAMENTO),
    "revise": (Stage.PRAZO_RECURSO, Stage.RECURSO_CONSELHO, Stage.ENCERRADO),
    # GO Res. 105 art. 79 sole § / RR Lei 664 art. 76 §3: ProcessDetail.correctable.
    "correct": tuple(Stage),
    "caducity": tuple(Stage),
    "preventive": (Stage.AGUARDANDO_NOTIFICACAO, Stage.PRAZO_DEFESA, Stage.AGUARDANDO_JULGAMENTO),
    # Res. 105, art. 93 §8: terms for acts while the ordinary process runs (GO).
    "act_term": tuple(stage for stage in Stage if stage != Stage.ENCERRADO),
    "act_done": tuple(Stage),
    # Lei RR 664/2008, art. 91: a decision is published in the Diário Oficial (RR only).
    "publish": (
        Stage.AGUARDANDO_NOTIFICACAO_DECISAO,
        Stage.PRAZO_RECURSO,
        Stage.RECURSO_CONSELHO,
        Stage.AGUARDANDO_NOTIFICACAO_CONSELHO,
        Stage.ENCERRADO,
    ),
}
ACTION_PERMISSIONS = {
    "print": Permission.PROCESS_INSTRUCT,
    "pay": Permission.PROCESS_INSTRUCT,
    "notify": Permission.PROCESS_INSTRUCT,
    "defence": Permission.PROCESS_INSTRUCT,
    "appeal": Permission.PROCESS_INSTRUCT,
    "judge": Permission.PROCESS_JUDGE,
    "council": Permission.PROCESS_JUDGE,
    "close": Permission.PROCESS_INSTRUCT,
    "ordinary": Permission.PROCESS_JUDGE,
    "revise": Permission.PROCESS_JUDGE,
    "correct": Permission.PROCESS_INSTRUCT,
    "caducity": Permission.PROCESS_JUDGE,
    "preventive": Permission.PROCESS_JUDGE,
    "act_term": Permission.PROCESS_INSTRUCT,
    "act_done": Permission.PROCESS_INSTRUCT,
    "publish": Permission.PROCESS_INSTRUCT,
}
RR_ONLY = ("publish",)
# Res. 105, art. 93 §8 (terms for acts), art. 96 (revision), art. 70 (caducity; Roraima
# declares the cassação of Lei 664 art. 87 instead, from the operator's record) and art. 93
# §9 (preventive suspension): Lei 664 provides none of them.
GO_ONLY = ("act_term", "act_done", "revise", "caducity", "preventive")
ORDINARY_ONLY = ("preventive", "act_term", "act_done")
# The acts each stage of the process calls for (Res. 105 arts. 82-91; Lei 664 arts. 89-91).
FREQUENT = ("print", "notify", "defence", "judge", "appeal", "council")


class ProcessPanel(ProcessActs, ProcessPrinting, QWidget, WorkspaceUser):
    changed = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.detail: ProcessDetail | None = None
        self.number_box = QLineEdit(self)
        self.number_box.setObjectName("notice_number")
        self.number_box.setPlaceholderText(self.tr("Número do auto de infração"))
        self.number_box.returnPressed.connect(self.open_number)
        open_button = QPushButton(self.tr("&Abrir"), self)
        open_button.clicked.connect(self.open_number)
        self.header = QLabel(self)
        self.header.setObjectName("process_header")
        self.header.setWordWrap(True)
        self.header.setMinimumHeight(2 * self.header.fontMetrics().lineSpacing() + 4)
        self.deadlines = QTableWidget(0, 4, self)
        self.deadlines.setHorizontalHeaderLabels(
            [self.tr("Prazo"), self.tr("Ciência"), self.tr("Vencimento"), self.tr("Situação")]
        )
        self.deadlines.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.deadlines.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.deadlines.setMaximumHeight(130)
        self.buttons: dict[str, QPushButton] = {}
        # The acts wrap onto as many lines as the width needs (1024 px screens included).
        actions_box = QWidget(self)
        actions = FlowLayout(actions_box)
        labels = {
            "print": self.tr("&Imprimir notificação"),
            "pay": self.tr("Notificação para pa&gamento"),
            "notify": self.tr("&Notificar…"),
            "defence": self.tr("Registrar &defesa…"),
            "judge": self.tr("&Julgar…"),
            "appeal": self.tr("Registrar &recurso…"),
            # Lei RR 664/2008, art. 91: in Roraima the appeal is decided by the CRE/RR
            "council": self.tr("Decisão do &CRE/RR sobre o recurso…")
            if self._roraima()
            else self.tr("Decisão do &Conselho…"),
            "close": self.tr("&Encerrar sem recurso"),
            # Lei RR 664/2008 names it the processo administrativo (arts. 84 I, 86 and 87).
            "ordinary": self.tr("Pr&ocesso administrativo…")
            if self._roraima()
            else self.tr("Processo &ordinário…"),
            "revise": self.tr("&Revisão…"),
            "correct": self.tr("Corrigir erro &formal do auto…"),
            "caducity": self.tr("Pu&blicação da caducidade…"),
            "preventive": self.tr("&Suspensão preventiva…"),
            "act_term": self.tr("Pra&zo para ato…"),
            "act_done": self.tr("A&to realizado…"),
            "publish": self.tr("Pu&blicação no DOE…"),
        }
        handlers = {
            "print": self.print_notification,
            "pay": self.print_payment_notice,
            "notify": self.notify,
            "defence": lambda: self.submission(Submission.DEFESA),
            "judge": self.judge,
            "appeal": lambda: self.submission(Submission.RECURSO),
            "council": self.council,
            "close": self.close_process,
            "ordinary": self.ordinary_dialog,
            "revise": self.revise_dialog,
            "correct": self.correct_dialog,
            "caducity": self.caducity_dialog,
            "preventive": self.preventive_dialog,
            "act_term": self.act_term_dialog,
            "act_done": self.act_done_dialog,
            "publish": self.publication_dialog,
        }
        # The acts of the process's course are buttons on one line at 1366 px; the rarer
        # ones wait under "Outros atos", each keeping its letter inside the open menu.
        others = QMenu(self)
        others.setToolTipsVisible(True)
        self.acts: dict[str, QPushButton | QAction] = {}
        for key, label in labels.items():
            if key in FREQUENT:
                button = QPushButton(label, self)
                button.setObjectName(f"process_{key}")
                button.clicked.connect(handlers[key])
                actions.addWidget(button)
                self.buttons[key] = button
                self.acts[key] = button
            else:
                line = others.addAction(label)
                line.triggered.connect(handlers[key])
                self.acts[key] = line
            self.acts[key].setVisible(
                (key not in RR_ONLY or self._roraima())
                and (key not in GO_ONLY or not self._roraima())
            )
        self.more_acts = QPushButton(self.tr("&Outros atos"), self)
        self.more_acts.setObjectName("process_others")
        self.more_acts.setMenu(others)
        actions.addWidget(self.more_acts)
        top = QHBoxLayout()
        top.addWidget(self.number_box, 1)
        top.addWidget(open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.header)
        layout.addWidget(actions_box)
        layout.addWidget(self.deadlines)
        self.measures = MeasuresBox(workspace, self)
        self.measures.changed.connect(self.reload)
        # The timeline, last on screen, is made last: Shift+Tab coming back into the panel
        # from the search box lands on the widget Qt made last, which was the measures' table.
        self.timeline = QTableWidget(0, 3, self)
        self.timeline.setHorizontalHeaderLabels(
            [self.tr("Data"), self.tr("Ato"), self.tr("Descrição")]
        )
        self.timeline.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.timeline.setWordWrap(True)
        self.timeline.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.measures)
        layout.addWidget(self.timeline, 1)
        # Tab reads the screen top to bottom, the acts before the lists, and leaves a list
        # for what follows instead of walking its cells (issue 17 §8).
        for table in (self.deadlines, self.timeline):
            table.setTabKeyNavigation(False)
        chain_tab_order(self)
        self.show_detail(None)

    def _roraima(self) -> bool:
        return self.ctx.office.jurisdiction == Jurisdiction.RR

    def open_number(self) -> None:
        number = self.number_box.text()
        operation.run(
            self,
            lambda: find_notice(self.ctx, number),
            lambda notice: self.load(notice.process_id),
        )

    def load(self, process_id: uuid.UUID) -> None:
        operation.run(self, lambda: get_process(self.ctx, process_id), self.show_detail)

    def reload(self) -> None:
        if self.detail is not None:
            self.load(self.detail.id)

    def show_detail(self, detail: ProcessDetail | None) -> None:
        self.detail = detail
        for key, act in self.acts.items():
            act.setEnabled(
                detail is not None
                and detail.stage in ACTION_STAGES[key]
                and (key != "pay" or detail.payable)
                and (key != "caducity" or detail.caducity_to_declare)
                and (key != "correct" or detail.correctable)
                and (key not in ORDINARY_ONLY or detail.kind == "ordinario")
                and (key != "act_done" or bool(open_act_terms(detail)))
                and (key not in RR_ONLY or self._roraima())
                and (key not in GO_ONLY or not self._roraima())
                and has_permission(self.ctx.actor, ACTION_PERMISSIONS[key])
            )
        self._show_opened(detail)
        self.measures.load(detail.notice_id if detail else None)
        if detail is None:
            self.header.setText(self.tr("Abra um auto pelo número."))
            self.deadlines.setRowCount(0)
            self.timeline.setRowCount(0)
            return
        self.header.setText(
            self.tr("Processo nº %1 (%2) — auto nº %3 — %4, CNPJ %5\nFase: %6")
            .replace("%1", detail.number)
            .replace("%2", self._kind_text(detail.kind))
            .replace("%3", detail.notice_number)
            .replace("%4", detail.operator_name)
            .replace("%5", detail.cnpj_formatted)
            .replace("%6", detail.stage_label)
            + (f"\n{detail.jointly_liable}" if detail.jointly_liable else "")
        )
        self.deadlines.setRowCount(len(detail.deadlines))
        for index, row in enumerate(detail.deadlines):
            if row.met_on:
                state = self.tr("Cumprido em %1").replace("%1", br_date(row.met_on))
            elif row.closed_on:
                state = self.tr("Encerrado em %1").replace("%1", br_date(row.closed_on))
            else:
                state = self.tr("Em curso")
            if row.moved_because:
                state += f" — {row.moved_because}"
            for column, value in enumerate(
                (
                    row.kind_label,
                    br_date(row.ciencia),
                    br_date(row.due),
                    state,
                )
            ):
                item = QTableWidgetItem(value)
                item.setToolTip(row.articles)
                self.deadlines.setItem(index, column, item)
        # The term's name ("Recurso ao Conselho", "Ato do processo ordinário (art. 93 §8)")
        # and its dates read whole; the situation wraps in what is left.
        for column in range(3):
            self.deadlines.resizeColumnToContents(column)
        self.deadlines.resizeRowsToContents()
        self.timeline.setRowCount(len(detail.timeline))
        for index, entry in enumerate(detail.timeline):
            for column, value in enumerate((br_date(entry.on), entry.label, entry.summary)):
                item = QTableWidgetItem(value)
                item.setToolTip(entry.articles)
                self.timeline.setItem(index, column, item)
        # The date and the act read whole ("Medida administrativa", "Processo administrativo
        # instaurado" read "administrati…" in 100 pixels); the description wraps in the rest.
        for column in range(2):
            self.timeline.resizeColumnToContents(column)
        self.timeline.resizeRowsToContents()

    def _show_opened(self, detail: ProcessDetail | None) -> None:
        """The ordinary process or, in Roraima, the processo administrativo is opened once
        and stays open until the process ends: its act is then disabled, saying in which
        process it is open (the service refuses a second opening too)."""
        act = self.acts["ordinary"]
        opened = None
        if detail is not None and detail.stage != Stage.ENCERRADO:
            days = [entry.on for entry in detail.timeline if entry.kind == "ordinario"]
            opened = already_opened(
                self.ctx.office.jurisdiction,
                detail.kind,
                detail.number,
                min(days) if days else None,
            )
        if opened:
            act.setEnabled(False)
        act.setToolTip(opened or "")

    def _kind_text(self, kind: str) -> str:
        """Goiás's simplified or ordinary process (Res. AGR 105/2017, art. 81); Lei RR
        664/2008 has the auto's process of defence and appeal (arts. 89 and 91) and the
        processo administrativo (arts. 84 I, 86 and 87)."""
        if not self._roraima():
            return self.tr("ordinário") if kind == "ordinario" else self.tr("simplificado")
        if kind == "ordinario":
            return self.tr("processo administrativo")
        return self.tr("defesa e recurso")

    def correct_dialog(self) -> object:
        """A motivated correction of a formal error of the auto before its notification
        (Res. AGR 105/2017, art. 79, parágrafo único); the corrected auto is printed again."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            role = field.currentData() == "responsible_role"
            return correct_notice(
                self.ctx,
                detail.notice_id,
                field.currentData(),
                new_role.currentData() if role else new_value.text(),
                reason.text(),
                key_dir=self.workspace.key_dir,
            )

        def show_value_row() -> None:
            role = field.currentData() == "responsible_role"
            dialog.form.set_row_visible("new_value", not role)
            dialog.form.set_row_visible("new_role", role)

        dialog = self.act_dialog(
            self.tr("Corrigir erro formal do auto nº %1").replace("%1", detail.notice_number),
            submit,
            correction_explanation(self.ctx.office.jurisdiction),
            self.tr("Corrigir"),
        )
        field = QComboBox(dialog)
        for key, label in CORRECTABLE_FIELDS.items():
            field.addItem(label, key)
        dialog.form.add("field", self.tr("&Elemento do auto"), field)
        new_value = dialog.form.add_line("new_value", self.tr("&Novo valor"))
        new_role = QComboBox(dialog)
        for role in ResponsibleRole:
            new_role.addItem(role.label, role.value)
        dialog.form.add("new_role", self.tr("Nova &função"), new_role)
        reason = dialog.form.add_line("reason", self.tr("&Motivo da correção"))
        field.currentIndexChanged.connect(show_value_row)
        show_value_row()
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.reload()
        self.changed.emit()
        return dialog.result_value

    def caducity_dialog(self) -> object:
        """The caducity the decision applied, once published in the Diário Oficial: the CRC
        cancelled (Res. AGR 105/2017, art. 70, § 2º), the company and its partners or
        cooperados barred from a new registration for up to 2 years (§§ 3º-4º)."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return declare_caducity(self.ctx, detail.id, date_value(published), until.value())

        dialog = self.act_dialog(
            self.tr("Publicação da caducidade — processo nº %1").replace("%1", detail.number),
            submit,
            self.tr(
                "Publicado o ato no Diário Oficial, o certificado de registro cadastral é "
                "cassado (Res. AGR 105/2017, art. 70, § 2º) e a empresa e os seus sócios ou "
                "cooperados ficam impedidos de novo registro por até 2 anos da publicação "
                "(art. 70, §§ 3º-4º)."
            ),
            self.tr("Registrar"),
        )
        published = self.day_edit(dialog, "published_on", self.tr("&Publicação no DOE"))
        until = OptionalDate(self.tr("Impedimento menor, até"), office_today(self.ctx), dialog)
        dialog.form.add("until", self.tr("&Fim do impedimento"), until)
        letter_captions(dialog.form)
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.reload()
        self.changed.emit()
        return dialog.result_value

    def preventive_dialog(self) -> object:
        """The Council's preventive suspension in the ordinary process of an infraction of
        art. 78, I, until the process is concluded (Res. AGR 105/2017, art. 93, § 9º)."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return suspend_preventively(self.ctx, detail.id, date_value(day), act.text())

        dialog = self.act_dialog(
            self.tr("Suspensão preventiva — processo nº %1").replace("%1", detail.number),
            submit,
            self.tr(
                "Na infração do art. 78, I, o Conselho Regulador pode suspender a empresa de "
                "imediato, em caráter preventivo, até a conclusão do processo ordinário "
                "(Res. AGR 105/2017, art. 93, § 9º): nenhuma licença é emitida enquanto durar."
            ),
            self.tr("Registrar"),
        )
        day = self.day_edit(dialog, "decided_on", self.tr("&Decisão do Conselho em"))
        act = dialog.form.add_line("act", self.tr("&Ato do Conselho"))
        return self._run(dialog)

    def _run(self, dialog: ActionDialog) -> object:
        """`dialog` shown, each field and box of its form answering to an Alt+letter (those
        it was given kept); the process it returns shown."""
        letter_captions(dialog.form)
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self._acted(dialog.result_value)
        return dialog.result_value

    def print_notification(self) -> PdfOutput | None:
        """The notification the process waits for, to hand over or mail (art. 82)."""
        return self.print_with(print_notification, self.tr("Notificação %1"))

    def print_payment_notice(self) -> PdfOutput | None:
        """The notice to pay the fines the notified decision keeps (art. 89); when the last
        one issued still says the same, it is offered again (2ª via) instead of a new number."""
        detail = self.detail
        if detail is None:
            return None
        found = operation.run(self, lambda: (unchanged_payment_notice(self.ctx, detail.id),))
        if found is None:
            return None
        (number,) = found
        title = self.tr("Notificação para pagamento %1")
        if number is None:
            return self.print_with(print_payment_notice, title)
        again = dialogs.confirm(
            self,
            self.tr("Notificação para pagamento"),
            self.tr(
                "A notificação para pagamento nº %1 já foi emitida para estes mesmos débitos, "
                "com os mesmos valores e vencimentos, e nada mudou desde então. Imprimir a 2ª "
                "via dela? Nenhum número novo é gerado."
            ).replace("%1", number),
        )
        return self.show_copy(number, PAYMENT_NOTICE_KIND, title) if again else None

    def close_process(self) -> ProcessDetail | None:
        """The appeal term ran out without an appeal (art. 91)."""
        if self.detail is None:
            return None
        process_id = self.detail.id
        return operation.run(
            self,
            lambda: close_without_appeal(self.ctx, process_id, office_today(self.ctx)),
            self._acted,
            changes=self.workspace.changes(Domain.SANCTIONS, ids=[process_id]),
        )

    def _acted(self, detail: ProcessDetail) -> None:
        self.show_detail(detail)
        self.changed.emit()

    def _ciencia_opens(self, detail: ProcessDetail) -> str:
        """Which law counts the term the ciência opens: a Goiás regular line's defence and
        appeal by Decreto 8.444/2015, art. 51 § 5º (the fine's payment still by art. 83)."""
        if self._roraima():
            return self.tr("A ciência abre o prazo (Lei RR 664/2008, arts. 89 e 95).")
        if detail.regular_line and detail.stage in (
            Stage.AGUARDANDO_NOTIFICACAO,
            Stage.AGUARDANDO_NOTIFICACAO_DECISAO,
        ):
            return self.tr(
                "A ciência abre o prazo de defesa ou recurso de 10 dias, contados a partir do "
                "1º dia útil do recebimento (Decreto 8.444/2015, art. 51, § 5º; Res. AGR "
                "105/2017, art. 82)."
            )
        return self.tr("A ciência abre o prazo (Res. AGR 105/2017, arts. 82 e 83).")

    def notify(self) -> object:
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return notify(
                self.ctx,
                detail.id,
                method.currentData(),
                date_value(ciencia),
                recipient.text(),
                ar_code.text(),
            )

        dialog = self.act_dialog(
            self.tr("Registrar notificação"),
            submit,
            self._ciencia_opens(detail),
            self.tr("Registrar"),
        )
        method = QComboBox(dialog)
        for way in NotificationMethod:
            # The labels cite Res. AGR 105/2017, art. 82: Roraima is shown the means alone.
            method.addItem(way.means if self._roraima() else way.label, way.value)
        dialog.form.add("method", self.tr("&Forma"), method)
        ciencia = self.day_edit(dialog, "ciencia", self.tr("Data da &ciência (ou do AR)"))
        recipient = dialog.form.add_line("recipient", self.tr("&Quem tomou ciência"))
        ar_code = dialog.form.add_line("ar_code", self.tr("Nº do &AR"))
        return self._run(dialog)
