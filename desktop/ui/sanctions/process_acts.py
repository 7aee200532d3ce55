"""The acts of judgment on the process screen: the defence or appeal received with the
requirements of Res. AGR 105/2017, art. 84 (arts. 87 and 91 §2), the judgment with the
engine's proposal (arts. 86-89; the julgador confirms or changes it with a reason), the
Council's review (art. 90) and decision on appeal (art. 91), the ordinary process (arts. 81
II and 93) and the revision that never worsens the sanction (art. 96 §5)."""

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHeaderView,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
)

from desktop.models.sanctions import Submission as SubmissionRecord
from desktop.rules.choices import Jurisdiction, PenaltyKind, ProcessStage, Submission
from desktop.rules.dates import br_date
from desktop.rules.fines import penalty_codes, penalty_words, recidivism_label
from desktop.rules.money import format_brl, parse_brl
from desktop.rules.ordinary_terms import MINIMUM_KEY
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.office.rule_values import office_rulebook
from desktop.services.sanctions.act_terms import record_act_done, set_act_term
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.penalties import (
    DecisionInput,
    council_decide_appeal,
    council_review,
    judge,
    open_ordinary,
    revise,
)
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.process_records import DeadlineRow, ProcessDetail
from desktop.services.sanctions.publication import record_publication
from desktop.services.sanctions.submissions import SubmissionInput, receive_submission
from desktop.ui.changes import Domain
from desktop.ui.sanctions.process_host import ProcessHost
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.forms import date_edit, date_value

# The rows of the requirements of Res. AGR 105/2017 art. 84 (items II-V and sole §).
ART_84_FIELDS = (
    "process_number",
    "notice_number",
    "representative_address",
    "representative_qualification",
    "place",
    "signed_on",
    "in_portuguese_typed_addressed",
    "signed",
    "powers_proof_attached",
)


def open_act_terms(detail: ProcessDetail) -> list[DeadlineRow]:
    """The terms of art. 93 §8 still waiting for their act."""
    return [
        row
        for row in detail.deadlines
        if row.kind == "ato" and row.met_on is None and row.closed_on is None
    ]


class ProcessActs(ProcessHost):
    """Mixin of the process panel: `self.detail` is the process on screen and `self._run`
    shows a dialog and the process it returns."""

    def act_dialog(self, title: str, submit, intro: str, ok_text: str) -> ActionDialog:
        """A dialog of an act on the process on screen; success announces the change (a
        decision may create or cancel debts too)."""
        changes = self.workspace.changes(
            Domain.SANCTIONS, Domain.PAYMENTS, ids=[self.detail.id] if self.detail else []
        )
        return ActionDialog(title, submit, intro, ok_text, self, changes)

    def day_edit(self, dialog: ActionDialog, name: str, label: str):
        edit = date_edit(dialog, office_today(self.ctx))
        dialog.form.add(name, label, edit)
        return edit

    def submission(self, kind: str) -> object:
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return receive_submission(
                self.ctx,
                detail.id,
                kind,
                SubmissionInput(
                    received_on=date_value(received),
                    signatory=signatory.text(),
                    process_number=process_number.text(),
                    notice_number=notice_number.text(),
                    representative_address=address.text(),
                    representative_qualification=qualification.text(),
                    place=place.text(),
                    signed_on=signed_on.value(),
                    in_portuguese_typed_addressed=checks[0].isChecked(),
                    signed=checks[1].isChecked(),
                    powers_proof_attached=checks[2].isChecked(),
                ),
            )

        defence = kind == Submission.DEFESA
        title = self.tr("Registrar defesa") if defence else self.tr("Registrar recurso")
        # Lei RR 664/2008 asks nothing of the piece's form (arts. 89 and 91): the requirements
        # of Res. AGR 105/2017 art. 84 are Goiás's only.
        rr = self.ctx.office.jurisdiction == Jurisdiction.RR
        if not rr:
            intro = self.tr(
                "Requisitos do art. 84 da Res. AGR 105/2017; sem eles a peça não é conhecida "
                "(arts. 87 e 91, § 2º)."
            )
        elif defence:
            intro = self.tr(
                "Defesa contra o auto de infração perante o CRE/RR, no prazo de 30 dias do seu "
                "recebimento (Lei RR 664/2008, art. 89)."
            )
        else:
            intro = self.tr("Recurso ao CRE/RR contra a decisão (Lei RR 664/2008, art. 91).")
        dialog = self.act_dialog(title, submit, intro, self.tr("Registrar"))
        received = self.day_edit(dialog, "received_on", self.tr("&Protocolo em"))
        signatory = dialog.form.add_line(
            "signatory", self.tr("&Signatário"), column=SubmissionRecord.signatory
        )
        process_number = dialog.form.add_line("process_number", self.tr("II — Nº do pr&ocesso"))
        notice_number = dialog.form.add_line("notice_number", self.tr("III — Nº do &auto"))
        address = dialog.form.add_line(
            "representative_address", self.tr("IV — &Endereço do representante")
        )
        qualification = dialog.form.add_line(
            "representative_qualification", self.tr("IV — &Qualificação")
        )
        place = dialog.form.add_line("place", self.tr("V — &Local"))
        signed_on = OptionalDate(self.tr("V — da&tada"), office_today(self.ctx), dialog)
        dialog.form.add("signed_on", self.tr("&Data"), signed_on)
        checks = []
        for name, text in (
            (
                "in_portuguese_typed_addressed",
                self.tr("I — em português, di&gitada e dirigida à AGR"),
            ),
            ("signed", self.tr("V — ass&inada")),
            ("powers_proof_attached", self.tr("Parágrafo único — &contrato social ou procuração")),
        ):
            box = QCheckBox(text, dialog)
            dialog.form.add(name, "", box)
            checks.append(box)
        if rr:
            for name in ART_84_FIELDS:
                dialog.form.set_row_visible(name, False)
        return self._run(dialog)

    def _decision_dialog(self, title: str, call) -> object:
        detail = self.detail
        if detail is None:
            return None
        proposals = operation.run(self, lambda: propose_penalties(self.ctx, detail.id))
        if proposals is None:
            return None

        def submit(dialog):
            upholds = outcome.currentData()
            choices = []
            for index, proposal in enumerate(proposals):
                amount = parse_brl(table.item(index, 2).text())
                if amount is None:
                    raise ValidationError(
                        {f"penalties.{proposal.code}": self.tr("Informe o valor em reais.")}
                    )
                penalties = penalty_codes(table.item(index, 3).text())
                choices.append(
                    PenaltyChoice(
                        proposal.code,
                        amount,
                        penalties,
                        table.item(index, 4).text(),
                        first_day.value() if first_day else None,
                    )
                )
            return call(
                self.ctx,
                detail.id,
                DecisionInput(
                    date_value(decided_on),
                    upholds,
                    reason.text(),
                    tuple(choices) if upholds else (),
                ),
            )

        dialog = self.act_dialog(
            title,
            submit,
            self.tr(
                "Proposta do motor de regras com os artigos aplicados; altere o valor ou as "
                "penalidades registrando o motivo."
            ),
            self.tr("Decidir"),
        )
        decided_on = self.day_edit(dialog, "decided_on", self.tr("Da&ta da decisão"))
        outcome = QComboBox(dialog)
        outcome.addItem(self.tr("Manter o auto e aplicar as penalidades"), True)
        outcome.addItem(self.tr("Cancelar o auto"), False)
        dialog.form.add("upholds", self.tr("&Decisão"), outcome)
        table = PenaltiesTable(len(proposals), 5, dialog)
        table.setObjectName("penalties")
        table.setHorizontalHeaderLabels(
            [
                self.tr("Infração"),
                self.tr("Proposta"),
                self.tr("Valor (R$)"),
                self.tr("Penalidades"),
                self.tr("Motivo da alteração"),
            ]
        )
        _fit_proposals(table)
        for index, proposal in enumerate(proposals):
            penalties = ", ".join(PenaltyKind(p).label for p in proposal.penalties)
            recidivism = recidivism_label(proposal)
            described = f"{format_brl(proposal.amount)} — {penalties}; reincidência: {recidivism}"
            cells = (
                proposal.code,
                described,
                format_brl(proposal.amount),
                penalty_words(proposal.penalties),
                "",
            )
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column == 1:
                    item.setToolTip("\n".join(proposal.articles + proposal.notes))
                table.setItem(index, column, item)
        table.resizeColumnsToContents()
        table.setColumnWidth(4, max(table.columnWidth(4), PROPOSAL_WIDTH // 4))
        dialog.form.add("penalties", self.tr("Penalidades"), table)
        # In Roraima the suspension is not judged here: it follows 3 written warnings and is
        # applied on the operator's record (Lei RR 664/2008, art. 85).
        first_day = None
        if self.ctx.office.jurisdiction != Jurisdiction.RR:
            first_day = OptionalDate(self.tr("Início da suspensão"), office_today(self.ctx), dialog)
            dialog.form.add("suspension_first_day", "", first_day)
        reason = dialog.form.add_line("reason", self.tr("&Motivação"))
        return self._run(dialog)

    def act_term_dialog(self) -> object:
        """The term the commission gives for an act of the ordinary process, at least the
        minimum of art. 93 §8 (3 days), counted from the ciência as art. 83 counts."""
        detail = self.detail
        if detail is None:
            return None
        minimum = office_rulebook(self.ctx).period(MINIMUM_KEY)

        def submit(dialog):
            return set_act_term(self.ctx, detail.id, act.text(), date_value(on), days.value())

        dialog = self.act_dialog(
            self.tr("Prazo para ato — processo nº %1").replace("%1", detail.number),
            submit,
            self.tr("O prazo para atos do processo ordinário é de no mínimo %1 dias (%2).")
            .replace("%1", str(int(minimum.value)))
            .replace("%2", minimum.article),
            self.tr("Registrar"),
        )
        act = dialog.form.add_line("act", self.tr("&Ato a realizar"))
        on = self.day_edit(dialog, "ciencia", self.tr("&Ciência em"))
        days = QSpinBox(dialog)
        days.setRange(0, 365)
        days.setValue(int(minimum.value))
        dialog.form.add("days", self.tr("&Dias de prazo"), days)
        return self._run(dialog)

    def act_done_dialog(self) -> object:
        """The act asked for came: its term of art. 93 §8 is met (on time or late)."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return record_act_done(self.ctx, term.currentData(), date_value(on))

        dialog = self.act_dialog(
            self.tr("Ato realizado — processo nº %1").replace("%1", detail.number),
            submit,
            self.tr("Res. AGR 105/2017, art. 93, § 8º."),
            self.tr("Registrar"),
        )
        term = QComboBox(dialog)
        for row in open_act_terms(detail):
            term.addItem(
                self.tr("Ciência em %1, vence em %2")
                .replace("%1", br_date(row.ciencia))
                .replace("%2", br_date(row.due)),
                row.id,
            )
        dialog.form.add("term", self.tr("&Prazo"), term)
        on = self.day_edit(dialog, "on", self.tr("&Realizado em"))
        return self._run(dialog)

    def ordinary_dialog(self) -> object:
        """Warning, suspension and caducity need the ordinary process (art. 81 II) with a
        commission of 3 members designated by portaria (art. 93 §1); in Roraima, the
        administrative process of Lei 664 (arts. 84 I, 86 sole § and 87)."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return open_ordinary(
                self.ctx,
                detail.id,
                tuple(edit.text() for edit in members),
                act.text(),
                date_value(on),
            )

        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            title = self.tr("Instaurar processo administrativo")
            act_label = self.tr("&Ato do CRE/RR que designou a comissão")
            intro = self.tr(
                "A falta grave é apurada em processo administrativo por comissão designada pelo "
                "CRE/RR (Lei RR 664/2008, art. 84, I); a declaração de inidoneidade e a "
                "cassação dependem de processo administrativo, assegurado o amplo direito de "
                "defesa (arts. 86, parágrafo único, e 87)."
            )
        else:
            title = self.tr("Instaurar processo administrativo ordinário")
            intro = self.tr("Res. AGR 105/2017, arts. 81, II, e 93.")
            act_label = self.tr("&Portaria")
        dialog = self.act_dialog(title, submit, intro, self.tr("Instaurar"))
        # Each member answers to Alt+its number (art. 93 §1: 3 members), which the clerk
        # remembers where "&Membro 1", "M&embro 2", "Mem&bro 3" were letters left over.
        members = [
            dialog.form.add_line(
                "members" if index == 0 else f"member_{index}",
                self.tr("Membro &%1 da comissão").replace("%1", str(index + 1)),
            )
            for index in range(3)
        ]
        act = dialog.form.add_line("act", act_label)
        on = self.day_edit(dialog, "on", self.tr("&Instaurado em"))
        return self._run(dialog)

    def revise_dialog(self) -> object:
        return self._decision_dialog(
            self.tr("Revisão do processo (Res. AGR 105/2017, art. 96; sem agravamento)"), revise
        )

    def judge(self) -> object:
        return self._decision_dialog(self.tr("Julgamento"), judge)

    def council(self) -> object:
        review = self.detail is not None and self.detail.stage == ProcessStage.REEXAME_CONSELHO
        call = council_review if review else council_decide_appeal
        title = (
            self.tr("Decisão do CRE/RR sobre o recurso (Lei RR 664/2008, art. 91)")
            if self.ctx.office.jurisdiction == "RR"
            else self.tr("Decisão do Conselho Regulador")
        )
        return self._decision_dialog(title, call)

    def publication_dialog(self) -> object:
        """Lei RR 664/2008, art. 91: the decision sent to the SEINF is published in the Diário
        Oficial do Estado; the date and edition are recorded in the process."""
        detail = self.detail
        if detail is None:
            return None

        def submit(dialog):
            return record_publication(self.ctx, detail.id, date_value(on), edition.text())

        dialog = self.act_dialog(
            self.tr("Publicação da decisão no Diário Oficial do Estado"),
            submit,
            self.tr("Lei RR 664/2008, art. 91: da decisão publicada cabe recurso ao CRE/RR."),
            self.tr("Registrar"),
        )
        on = self.day_edit(dialog, "published_on", self.tr("&Publicada em"))
        edition = dialog.form.add_line("edition", self.tr("&Edição e página do DOE"))
        return self._run(dialog)


# The penalties table of a decision: every column and every row (up to five infractions) on
# screen at the dialog's own size; the proposal on one line on a 1366-pixel screen, wrapped in
# its column within 1024 pixels.
PROPOSAL_WIDTH = 720
PROPOSAL_LINES = 3
PROPOSAL_ROWS = 5


class PenaltiesTable(QTableWidget):
    """Asks the dialog for the width of its columns with the proposal on one line: the
    dialog gets it where the screen has room (the proposal wrapped to three lines in 290 px
    of a dialog opened on a 1366-pixel screen), and is cut to the screen where it has not."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        header = self.horizontalHeader()
        columns = sum(
            max(header.sectionSizeHint(column), self.sizeHintForColumn(column))
            if column == 1
            else header.sectionSize(column)
            for column in range(self.columnCount())
        )
        return QSize(columns + 2 * self.frameWidth(), super().sizeHint().height())


def _fit_proposals(table: QTableWidget) -> None:
    table.setWordWrap(True)
    table.setMinimumWidth(PROPOSAL_WIDTH)
    # The infractions are told by their codes: the row numbers' width went to the proposal.
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    row = PROPOSAL_LINES * table.fontMetrics().lineSpacing() + 8
    rows = min(table.rowCount(), PROPOSAL_ROWS)
    table.setMinimumHeight(header.sizeHint().height() + rows * row + 2 * table.frameWidth())
