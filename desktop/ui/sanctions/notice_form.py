"""The auto de infração typed from the inspector's paper form, from the keyboard: every
element of Res. AGR 105/2017, art. 80 in the order of the form, the infraction codes with
their texts shown as they are typed, Enter or Ctrl+S records and prints (three copies)."""

import uuid

from PySide6.QtCore import Qt, QTime, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QPushButton,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.models.sanctions import InfractionNotice
from desktop.rules.choices import Jurisdiction, ResponsibleRole
from desktop.rules.dates import br_date
from desktop.services.calendar import office_now
from desktop.services.documents.issuing import reprint
from desktop.services.office.rule_values import office_rulebook
from desktop.services.registration.operators_records import find_operator_by_cnpj
from desktop.services.sanctions.notice_records import NoticeDetail
from desktop.services.sanctions.notices import NoticeInput, record_notice, unknown_code
from desktop.ui.changes import Domain
from desktop.ui.sanctions.notice_terms import (
    ciente_labels,
    ciente_note_placeholder,
    codes_placeholder,
    field_labels,
)
from desktop.ui.sanctions.prefill import NoticePrefill
from desktop.ui.widgets import operation
from desktop.ui.widgets.focus_scroll import FocusScroll
from desktop.ui.widgets.forms import (
    Form,
    compact_combo,
    date_edit,
    date_value,
    submit_on_enter,
    time_value,
    to_qdate,
)
from desktop.ui.widgets.masks import CNPJ, PLATE, apply_mask
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.tab_order import chain_tab_order
from desktop.ui.workspace import Workspace, WorkspaceUser


class NoticeForm(QWidget, WorkspaceUser):
    recorded = Signal(object)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.last: NoticeDetail | None = None
        self.form = Form(self)
        form = self.form
        jurisdiction = workspace.ctx.office.jurisdiction
        labels = field_labels(jurisdiction)
        self.cnpj = form.add_line("operator_cnpj", labels["operator_cnpj"], "00.000.000/0000-00")
        apply_mask(self.cnpj, CNPJ)
        self.cnpj.editingFinished.connect(self.find_operator)
        self.operator_name = form.add_line(
            "operator_name", labels["operator_name"], column=InfractionNotice.operator_name
        )
        self.qualification = form.add_line(
            "operator_qualification",
            self.tr("Qualificação"),
            self.tr("endereço, se não cadastrada"),
            column=InfractionNotice.operator_qualification,
        )
        self.route = form.add_line("route", labels["route"], column=InfractionNotice.route)
        # Lei RR 664/2008, art. 75 sole § I: the RR auto names the line (required there). Every
        # other letter of its caption is an item's or a field's before it: Alt+X, "extremos".
        # Res. AGR 105/2017, art. 80, II: the Goiás auto names the route or the line; the
        # line, when there is one, answers to Alt+L (it had the "s" of "se houver").
        self.line = form.add_line(
            "line",
            self.tr("Linha — nº e pontos e&xtremos (Lei RR 664/2008, art. 75, parágrafo único, I)")
            if jurisdiction == Jurisdiction.RR
            else self.tr("&Linha (se houver)"),
            self.tr("RR-001 Boa Vista — Caracaraí") if jurisdiction == Jurisdiction.RR else "",
            column=InfractionNotice.line,
        )
        self.place = form.add_line("place", self.tr("III — L&ocal"), column=InfractionNotice.place)
        self.day = date_edit(self)
        form.add("occurred_on", self.tr("Data"), self.day)
        self.time = QTimeEdit(self)
        self.time.setDisplayFormat("HH:mm")
        form.add("occurred_time", self.tr("&Horário"), self.time)
        # Res. 105, art. 79; Decreto 8.444/2015, art. 51: when and where the agent drew the
        # auto up, as written on it (at the infraction's moment), not when it is typed here.
        self.drawn_up_day = date_edit(self)
        form.add("drawn_up_on", self.tr("Lavrado em (data)"), self.drawn_up_day)
        self.drawn_up_time = QTimeEdit(self)
        self.drawn_up_time.setDisplayFormat("HH:mm")
        form.add("drawn_up_time", self.tr("Hora da lavratura"), self.drawn_up_time)
        self.drawn_up_place = form.add_line(
            "drawn_up_place",
            self.tr("Local da lavratura"),
            self.tr("onde o auto foi lavrado"),
            column=InfractionNotice.drawn_up_place,
        )
        self.place.textChanged.connect(self._follow_place)
        self.day.dateChanged.connect(self.drawn_up_day.setDate)
        self.time.timeChanged.connect(self.drawn_up_time.setTime)
        self.plate = form.add_line("plate", labels["plate"], "ABC1D23")
        apply_mask(self.plate, PLATE)
        self.responsible = form.add_line(
            "responsible_name",
            labels["responsible_name"],
            column=InfractionNotice.responsible_name,
        )
        self.role = QComboBox(self)
        for role in ResponsibleRole:
            self.role.addItem(role.label, role.value)
        form.add("responsible_role", self.tr("Função"), self.role)
        self.codes = form.add_line(
            "infraction_codes",
            labels["infraction_codes"],
            codes_placeholder(jurisdiction),
        )
        self.codes.textChanged.connect(self.describe_codes)
        self.code_texts = QLabel(self)
        self.code_texts.setObjectName("infraction_texts")
        self.code_texts.setWordWrap(True)
        form.layout_.addRow("", self.code_texts)
        self.description = form.add_line("description", self.tr("Descrição"))
        self.inspector = form.add_line(
            "inspector_name",
            labels["inspector_name"],
            column=InfractionNotice.inspector_name,
        )
        self.inspector_qualification = form.add_line(
            "inspector_qualification",
            self.tr("Qualificação do a&gente"),
            self.tr("cargo e matrícula"),
            column=InfractionNotice.inspector_qualification,
        )
        # Its longest choice (Lei RR 664/2008, art. 76, § 1º) widened the form past a
        # 1024-pixel screen: the popup shows it whole.
        self.ciente = compact_combo(self)
        for code, label in ciente_labels(jurisdiction).items():
            self.ciente.addItem(label, code)
        form.add("ciente", labels["ciente"], self.ciente)
        self.ciente_name = form.add_line(
            "ciente_name", labels["ciente_name"], column=InfractionNotice.ciente_name
        )
        # Res. AGR 105/2017, art. 80, § 2º (Lei RR 664/2008, art. 76, § 1º): the agent records
        # the refusal or impossibility of the ciente. Every letter of "Fato consignado" is
        # another field's: Alt+B, observação.
        self.ciente_note = form.add_line(
            "ciente_note",
            self.tr("Fato consignado (o&bservação)"),
            ciente_note_placeholder(jurisdiction),
        )
        self.save_button = QPushButton(self.tr("Registrar e imprimir (Ctrl+S)"), self)
        self.save_button.setObjectName("record_notice")
        self.save_button.clicked.connect(self.save)
        save = QAction(self.tr("Registrar auto"), self)
        save.setShortcut(QKeySequence("Ctrl+S"))
        save.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        save.triggered.connect(self.save)
        self.addAction(save)
        self.status = QLabel(self)
        self.status.setObjectName("notice_status")
        # The fields scroll under the button that records them: the whole form asked 764 px
        # and gave every tab of the area a scroll bar on a 1366×728 window.
        self.fields = FocusScroll(self, form)
        self.fields.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.fields, 1)
        layout.addWidget(self.save_button)
        layout.addWidget(self.status)
        # The items of the auto the law numbers keep the letters they were given; the other
        # fields (the dates, the times, the qualifications) take the first letter left, so
        # the inspector reaches the date or the time without tabbing through the form.
        letter_captions(form)
        chain_tab_order(self)
        submit_on_enter(self, self.save)
        self.reset()

    def reset(self) -> None:
        now = office_now(self.ctx)
        self.day.setDate(to_qdate(now.date()))
        self.time.setTime(QTime(now.hour, now.minute))
        for edit in (
            self.cnpj,
            self.operator_name,
            self.qualification,
            self.route,
            self.line,
            self.place,
            self.plate,
            self.responsible,
            self.codes,
            self.description,
            self.ciente_name,
            self.ciente_note,
            self.drawn_up_place,
        ):
            edit.clear()
            edit.setModified(False)
        self.operator_id = None
        self.operator_name.setEnabled(True)

    def prefill(self, prefill: NoticePrefill) -> None:
        """The operator, the infractions and the description another screen found (the
        late information of Res. AGR 105/2017, art. 77, XII); the agent writes the rest."""
        self.cnpj.setText(prefill.cnpj)
        self.find_operator()
        self.codes.setText(", ".join(prefill.codes))
        self.description.setText(prefill.description)

    def _follow_place(self, text: str) -> None:
        """The auto is drawn up where the infraction is found unless the clerk types another
        place."""
        if not self.drawn_up_place.isModified():
            self.drawn_up_place.setText(text)

    def find_operator(self) -> None:
        """A registered operator fills the name (art. 80, I); otherwise it is typed."""
        text = self.cnpj.text().strip()
        self.operator_id = None
        self.operator_name.setEnabled(True)
        if text:
            operation.run(self, lambda: find_operator_by_cnpj(self.ctx, text), self._found)

    def _found(self, operator) -> None:
        self.operator_id = operator.id if operator else None
        if operator is not None:
            self.operator_name.setText(operator.legal_name)
        self.operator_name.setEnabled(operator is None)

    def describe_codes(self, text: str) -> None:
        codes = [code for code in (part.strip().upper() for part in text.split(",")) if code]
        if codes:
            operation.run(
                self, lambda: office_rulebook(self.ctx), lambda book: self._describe(book, codes)
            )
        else:
            self.code_texts.clear()

    def _describe(self, rulebook, codes: list[str]) -> None:
        lines = []
        for code in codes:
            entry = rulebook.infractions.get(code)
            if entry is None:
                lines.append(unknown_code(code, rulebook))
            else:
                fine = rulebook.group_label(entry.group)
                lines.append(f"{entry.code} ({fine}, {entry.article}): {entry.text}")
        self.code_texts.setText("\n".join(lines))

    def data(self) -> NoticeInput:
        return NoticeInput(
            operator_id=self.operator_id,
            operator_name=self.operator_name.text(),
            operator_cnpj=self.cnpj.text(),
            operator_qualification=self.qualification.text(),
            route=self.route.text(),
            line=self.line.text(),
            place=self.place.text(),
            occurred_on=date_value(self.day),
            occurred_time=time_value(self.time),
            drawn_up_on=date_value(self.drawn_up_day),
            drawn_up_time=time_value(self.drawn_up_time),
            drawn_up_place=self.drawn_up_place.text(),
            plate=self.plate.text(),
            responsible_name=self.responsible.text(),
            responsible_role=self.role.currentData(),
            infraction_codes=tuple(
                part.strip().upper() for part in self.codes.text().split(",") if part.strip()
            ),
            inspector_name=self.inspector.text(),
            inspector_qualification=self.inspector_qualification.text(),
            ciente=self.ciente.currentData(),
            ciente_name=self.ciente_name.text(),
            ciente_note=self.ciente_note.text(),
            description=self.description.text(),
        )

    def save(self) -> NoticeDetail | None:
        self.find_operator()
        data = self.data()
        return operation.run(
            self,
            lambda: record_notice(self.ctx, data, key_dir=self.workspace.key_dir),
            self._recorded,
            changes=self.workspace.changes(Domain.SANCTIONS, Domain.PAYMENTS),
            form=self.form,
        )

    def _recorded(self, notice: NoticeDetail) -> None:
        self.last = notice
        self.status.setText(
            self.tr("Auto de infração nº %1 registrado em %2; processo nº %3.")
            .replace("%1", notice.number)
            .replace("%2", br_date(notice.recorded_on))
            .replace("%3", notice.process_number)
            + "".join(f"\n{note}" for note in notice.drawing_up_notes)
            + (f"\n{notice.jointly_liable}" if notice.jointly_liable else "")
        )
        self.reset()
        self.recorded.emit(notice)
        self.print_notice(notice.number)

    def print_notice(self, number: str) -> PdfOutput | None:
        """Preview, print or save the three copies (art. 80 §1)."""
        pdf = operation.run(self, lambda: reprint(self.ctx, number, "auto_infracao"))
        if pdf is None:
            return None
        output = PdfOutput(pdf, self.tr("Auto de Infração %1").replace("%1", number), self)
        output.preview()
        return output
