"""Penalties tab of a Roraima office (Lei RR 664/2008, arts. 84-88): the operator's standing
(warnings, suspension, inidoneidade, the bar after a cassação) and the acts that apply them
— the written warning from the half-year infraction coefficient (art. 84 II), the suspension
after 3 warnings in 6 months (art. 85) and its conversion into a daily fine (§1), the
declaration of inidoneidade (art. 86) and the cassação with its bar of 1 to 5 years (arts.
87-88), both on the operator's processo administrativo chosen in the dialog. Each act is one
service call; their effects (authorisations refused, a new registration flagged, the
operator's status) are the services'."""

import uuid
from datetime import date

from PySide6.QtCore import QLocale, Signal
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

from desktop.rules.dates import br_date
from desktop.rules.rr_line_penalties import ALL_LINES, LineWarnings
from desktop.rules.standing_rr import suspension_label
from desktop.services.calendar import office_today
from desktop.services.lines.records import lines_of_operator
from desktop.services.sanctions.penalties_records import SanctionStatus, operator_sanction_status
from desktop.services.sanctions.penalties_rr import (
    RrSanctionOutcome,
    declare_cassacao,
    declare_inidoneidade,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.sanctions.process_records import processes_of
from desktop.services.sanctions.rr_conversion import ConvertedFine, convert_suspension
from desktop.services.sanctions.rr_conversion_records import rr_suspensions
from desktop.services.sanctions.rr_warnings_records import warnings_per_line
from desktop.ui.changes import Domain
from desktop.ui.operators.rr_coefficients import RrCoefficients
from desktop.ui.operators.rr_sanction_lines import SanctionsWithoutLine, line_choice
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import compact_combo, date_edit, date_value
from desktop.ui.workspace import Workspace, WorkspaceUser

# What an act of the tab returns: the penalty applied, or the suspension's converted fine.
Outcome = RrSanctionOutcome | ConvertedFine


def _spin(parent: QWidget, low: int, high: int, value: int) -> QSpinBox:
    """A count as Portuguese text writes it, "5.000" to "50.000" (art. 85 § 1º), typed with
    or without the dot."""
    spin = QSpinBox(parent)
    spin.setLocale(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
    spin.setGroupSeparatorShown(True)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class RrPenaltiesTab(QWidget, WorkspaceUser):
    # A penalty was applied: the operator's status in the header shows it.
    changed = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.standing = QLabel(self)
        self.standing.setObjectName("rr_standing")
        self.standing.setWordWrap(True)
        self.outcome = QLabel(self)
        self.outcome.setObjectName("rr_outcome")
        self.outcome.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        # Each button's act and article are in its tooltip and in the intro of the dialog it
        # opens: with them in the caption, two columns of buttons outgrew a 1024-pixel screen.
        acts = {
            "warning": (
                self.tr("&Advertência escrita…"),
                self.tr("Lei RR 664/2008, art. 84, II"),
                lambda: self.warning_dialog(),
            ),
            "suspension": (
                self.tr("&Suspensão…"),
                self.tr("Lei RR 664/2008, art. 85"),
                self.suspension_dialog,
            ),
            "conversion": (
                self.tr("Con&verter suspensão em multa…"),
                self.tr("Lei RR 664/2008, art. 85, § 1º"),
                self.conversion_dialog,
            ),
            "inidoneidade": (
                self.tr("&Inidoneidade…"),
                self.tr("Lei RR 664/2008, art. 86"),
                self.inidoneidade_dialog,
            ),
            "cassacao": (
                self.tr("Cassaçã&o…"),
                self.tr("Lei RR 664/2008, arts. 87 e 88"),
                self.cassacao_dialog,
            ),
        }
        for index, (key, (label, tip, handler)) in enumerate(acts.items()):
            button = QPushButton(label, self)
            button.setObjectName(f"rr_{key}")
            button.setToolTip(tip)
            button.clicked.connect(handler)
            grid.addWidget(button, index // 2, index % 2)
            self.buttons[key] = button
        # The warnings and suspensions recorded without a line, each with the action that
        # states it (arts. 85 and 87, IV count them for no line until then).
        self.without_line = SanctionsWithoutLine(workspace, self)
        self.without_line.stated.connect(self._line_stated)
        layout = QVBoxLayout(self)
        layout.addWidget(self.standing)
        layout.addWidget(self.without_line)
        layout.addLayout(grid)
        layout.addWidget(self.outcome)
        self.coefficients = RrCoefficients(workspace, self)
        # Enter or a double click on a line: its warning, with the trips recorded.
        self.coefficients.table.activated.connect(lambda index: self.warn_row(index.row()))
        self.coefficients.table.doubleClicked.connect(lambda index: self.warn_row(index.row()))
        layout.addWidget(self.coefficients, 1)

    def load(self, operator_id: uuid.UUID | None) -> None:
        self.operator_id = operator_id
        self.outcome.clear()
        self.coefficients.load(operator_id)
        self.without_line.load(operator_id)
        for button in self.buttons.values():
            button.setEnabled(operator_id is not None)
        if operator_id is None:
            self.standing.clear()
            return
        today = office_today(self.ctx)
        found = operation.run(
            self,
            lambda: (
                operator_sanction_status(self.ctx, operator_id, today),
                warnings_per_line(self.ctx, operator_id, today),
            ),
        )
        if found is not None:
            self.standing.setText(self.standing_text(*found))

    def _line_stated(self, detail: str) -> None:
        self.load(self.operator_id)
        self.changed.emit()
        self.outcome.setText(detail)

    def warnings_text(self, warnings: LineWarnings) -> str:
        """Art. 85: the warnings of each line within the 6 months, those a suspension of
        that line's service stands on; the ones recorded without a line count for none."""
        text = ""
        if warnings.by_line:
            text = self.tr(
                "Nos últimos 6 meses, por linha: %1 (Lei RR 664/2008, art. 85: 3 advertências "
                "sucessivas da mesma linha permitem suspender o serviço dessa linha)."
            ).replace("%1", "; ".join(f"{code}: {count}" for code, count in warnings.by_line))
        if warnings.unnamed:
            text += (" " if text else "") + self.tr(
                "%1 advertência(s) sem linha registrada nos últimos 6 meses não conta(m) para "
                "nenhuma linha."
            ).replace("%1", str(warnings.unnamed))
        return text

    def standing_text(self, status: SanctionStatus, warnings: LineWarnings) -> str:
        lines = [
            self.tr("Advertências escritas em vigor: %1 (Lei RR 664/2008, art. 84).").replace(
                "%1", str(status.warnings)
            )
        ]
        per_line = self.warnings_text(warnings)
        if per_line:
            lines.append(per_line)
        for line, first_day, last_day in status.suspensions:
            lines.append(
                self.tr(
                    "%1 (Lei RR 664/2008, art. 85): só o serviço dessa linha, não as demais."
                ).replace("%1", suspension_label(line, first_day, last_day))
                if line
                else self.tr("%1 (Lei RR 664/2008, art. 85), sem linha registrada.").replace(
                    "%1", suspension_label(line, first_day, last_day)
                )
            )
        if status.inidoneous_since is not None:
            where = (
                self.tr(" no processo administrativo nº %1").replace(
                    "%1", status.inidoneous_process
                )
                if status.inidoneous_process
                else ""
            )
            lines.append(
                self.tr(
                    "Declarada inidônea em %1%2 (Lei RR 664/2008, art. 86): nenhuma autorização."
                )
                .replace("%1", br_date(status.inidoneous_since))
                .replace("%2", where)
            )
        if status.cassation_bar_until is not None:
            lines.append(
                self.tr(
                    "Cassada: impedida de contratar com a Administração e de novo registro até "
                    "%1 (Lei RR 664/2008, arts. 87 e 88)."
                ).replace("%1", br_date(status.cassation_bar_until))
            )
        return "\n".join(lines)

    def _dialog(self, title: str, intro: str, submit) -> ActionDialog:
        changes = self.workspace.changes(Domain.OPERATORS, ids=[self.operator_id])
        return ActionDialog(title, submit, intro, self.tr("Aplicar"), self, changes)

    def _reason(self, dialog: ActionDialog) -> QPlainTextEdit:
        reason = QPlainTextEdit(dialog)
        reason.setTabChangesFocus(True)
        dialog.form.add("reason", self.tr("&Motivo"), reason)
        return reason

    def _day(self, dialog: ActionDialog, name: str, label: str):
        edit = date_edit(dialog, office_today(self.ctx))
        dialog.form.add(name, label, edit)
        return edit

    def _process(self, dialog: ActionDialog, article: str) -> QComboBox | None:
        """The operator's sanction processes, the one the act stands on to be chosen (art.
        86 sole § and art. 87 caput); None when they cannot be read."""
        operator_id = self.operator_id
        assert operator_id is not None  # the buttons are disabled without an operator
        found = operation.run(self, lambda: processes_of(self.ctx, operator_id))
        if found is None:
            return None
        combo = compact_combo(dialog)
        combo.addItem(self.tr("— escolha o processo (%1) —").replace("%1", article))
        for process in found:
            kind = (
                self.tr("processo administrativo instaurado")
                if process.kind == "ordinario"
                else self.tr("sem processo administrativo instaurado")
            )
            combo.addItem(f"{process.number} — {kind} — {process.stage_label}", process.id)
        dialog.form.add("process_id", self.tr("&Processo"), combo)
        return combo

    def _lines(self, dialog: ActionDialog, label: str) -> QComboBox | None:
        """The operator's lines in the register, the one the act reaches to be chosen (Lei
        RR 664/2008, arts. 84, II, 85 and 87, IV and parágrafo único); None when they cannot
        be read."""
        operator_id = self.operator_id
        assert operator_id is not None  # the buttons are disabled without an operator
        found = operation.run(self, lambda: lines_of_operator(self.ctx, operator_id))
        if found is None:
            return None
        combo = line_choice(dialog, found, self.tr("— escolha a linha —"))
        dialog.form.add("line", label, combo)
        return combo

    def _run(self, dialog: ActionDialog) -> Outcome | None:
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        outcome: Outcome = dialog.result_value
        operator_id = self.operator_id
        self.load(operator_id)
        self.changed.emit()
        self.outcome.setText(
            (self.tr("Aplicada: %1.") if outcome.applied else self.tr("Não aplicada: %1.")).replace(
                "%1", outcome.detail
            )
            + " ("
            + "; ".join(outcome.articles)
            + ")"
        )
        return outcome

    def warn_row(self, row: int) -> Outcome | None:
        """The warning of a line of the coefficient table, with its recorded trips."""
        rows = self.coefficients.rows
        if not 0 <= row < len(rows):
            return None
        line = rows[row]
        return self.warning_dialog(line.code, line.trips, date_value(self.coefficients.day))

    def warning_dialog(
        self, code: str = "", recorded_trips: int | None = None, day: date | None = None
    ) -> Outcome | None:
        """The written warning of art. 84, II on one of the operator's lines, `code` the one
        chosen at first (the line of the coefficient row it was opened from)."""
        operator_id = self.operator_id

        def submit(dialog):
            return half_year_warning(
                self.ctx,
                operator_id,
                line.currentData(),
                date_value(at),
                trips.value(),
                reason.toPlainText(),
            )

        dialog = self._dialog(
            self.tr("Advertência escrita"),
            self.tr(
                "Coeficiente de infração: multas / viagens da linha no semestre; 0,10 ou mais "
                "dá advertência escrita (Lei RR 664/2008, art. 84, II e parágrafo único)."
            ),
            submit,
        )
        line = self._lines(dialog, self.tr("&Linha"))
        if line is None:
            return None
        line.setCurrentIndex(max(line.findData(code), 0))
        at = self._day(dialog, "date", self.tr("&Data (define o semestre)"))
        if day is not None:
            at.setDate(day)
        trips = _spin(dialog, 1, 100000, recorded_trips or 100)
        dialog.form.add("trips", self.tr("&Viagens realizadas no semestre"), trips)
        reason = self._reason(dialog)
        return self._run(dialog)

    def suspension_dialog(self) -> Outcome | None:
        operator_id = self.operator_id

        def submit(dialog):
            return suspend_after_warnings(
                self.ctx,
                operator_id,
                line.currentData(),
                date_value(decided),
                date_value(first),
                days.value(),
                reason.toPlainText(),
            )

        dialog = self._dialog(
            self.tr("Suspensão do serviço"),
            self.tr(
                "Após 3 advertências escritas sucessivas em 6 meses, até 30 dias, na época que "
                "o CRE/RR fixar (Lei RR 664/2008, art. 85 e § 2º). A suspensão é da linha "
                "envolvida: suspensa mais de 2 vezes no mesmo ano, a linha pode ser cassada "
                "(art. 87, IV)."
            ),
            submit,
        )
        line = self._lines(dialog, self.tr("&Linha suspensa"))
        if line is None:
            return None
        decided = self._day(dialog, "decided_on", self.tr("&Decidida em"))
        first = self._day(dialog, "first_day", self.tr("&Primeiro dia"))
        days = _spin(dialog, 1, 30, 30)
        dialog.form.add("days", self.tr("D&ias"), days)
        reason = self._reason(dialog)
        return self._run(dialog)

    def conversion_dialog(self) -> Outcome | None:
        operator_id = self.operator_id
        assert operator_id is not None  # the buttons are disabled without an operator
        found = operation.run(self, lambda: rr_suspensions(self.ctx, operator_id))
        if found is None:
            return None

        def submit(dialog):
            return convert_suspension(
                self.ctx,
                suspension.currentData(),
                date_value(decided),
                multiple.value(),
                reason.toPlainText(),
            )

        dialog = self._dialog(
            self.tr("Conversão da suspensão em multa"),
            self.tr(
                "Multa de 5.000 a 50.000 vezes o coeficiente tarifário por dia de suspensão, "
                "segundo a gravidade da falta; vence 10 dias após a decisão (Lei RR 664/2008, "
                "art. 85 § 1º e art. 89, parágrafo único)."
            ),
            submit,
        )
        suspension = QComboBox(dialog)
        for row in found:
            suspension.addItem(row.label, row.id)
        dialog.form.add("suspension", self.tr("S&uspensão"), suspension)
        decided = self._day(dialog, "decided_on", self.tr("&Decidida em"))
        multiple = _spin(dialog, 5000, 50000, 5000)
        multiple.setSingleStep(500)
        dialog.form.add(
            "multiple_per_day", self.tr("&Vezes o coeficiente tarifário, por dia"), multiple
        )
        reason = self._reason(dialog)
        return self._run(dialog)

    def inidoneidade_dialog(self) -> Outcome | None:
        operator_id = self.operator_id

        def submit(dialog):
            return declare_inidoneidade(
                self.ctx,
                operator_id,
                date_value(decided),
                inciso.currentData(),
                reason.toPlainText(),
                process.currentData(),
            )

        dialog = self._dialog(
            self.tr("Declaração de inidoneidade"),
            self.tr(
                "Depois de processo administrativo com amplo direito de defesa (Lei RR "
                "664/2008, art. 86, parágrafo único)."
            ),
            submit,
        )
        decided = self._day(dialog, "decided_on", self.tr("&Decidida em"))
        inciso = QComboBox(dialog)
        inciso.addItem(self.tr("I — denúncia falsa ou documento adulterado"), "I")
        inciso.addItem(self.tr("II — vantagens a funcionários do DEIT"), "II")
        dialog.form.add("inciso", self.tr("&Inciso (Lei RR 664/2008, art. 86)"), inciso)
        process = self._process(dialog, self.tr("art. 86, parágrafo único"))
        if process is None:
            return None
        reason = self._reason(dialog)
        return self._run(dialog)

    def _scope(self, inciso: QComboBox, line: QComboBox) -> None:
        """Art. 87, parágrafo único: on incisos I, II and V the cassação reaches every line
        (no line to choose), on III and IV the line involved."""
        every = inciso.currentData() in ALL_LINES
        line.setItemText(
            0,
            self.tr("todas as linhas da delegatária")
            if every
            else self.tr("— escolha a linha envolvida —"),
        )
        line.setToolTip(
            self.tr(
                "Nos incisos I, II e V a cassação atinge todas as linhas da delegatária; nos "
                "incisos III e IV, só a linha envolvida (Lei RR 664/2008, art. 87, parágrafo "
                "único)."
            )
        )
        if every:
            line.setCurrentIndex(0)
        line.setEnabled(not every)

    def cassacao_dialog(self) -> Outcome | None:
        operator_id = self.operator_id

        def submit(dialog):
            return declare_cassacao(
                self.ctx,
                operator_id,
                date_value(decided),
                inciso.currentData(),
                years.value(),
                reason.toPlainText(),
                process.currentData(),
                line.currentData() if line.isEnabled() else "",
            )

        dialog = self._dialog(
            self.tr("Cassação"),
            self.tr(
                "Com base no resultado de processo administrativo, com amplo direito de defesa; "
                "impede a empresa e seus titulares de contratar com a Administração por 1 a 5 "
                "anos, como o CRE/RR definir (Lei RR 664/2008, arts. 87 e 88)."
            ),
            submit,
        )
        decided = self._day(dialog, "decided_on", self.tr("&Decidida em"))
        inciso = QComboBox(dialog)
        for code, text in (
            ("I", self.tr("I — falência fraudulenta")),
            ("II", self.tr("II — paralisação geral do serviço")),
            ("III", self.tr("III — abandono parcial ou total do serviço")),
            ("IV", self.tr("IV — suspensão da linha mais de 2 vezes no ano")),
            ("V", self.tr("V — declaração de inidoneidade")),
        ):
            inciso.addItem(text, code)
        dialog.form.add("inciso", self.tr("&Inciso (Lei RR 664/2008, art. 87)"), inciso)
        line = self._lines(dialog, self.tr("&Linha envolvida"))
        if line is None:
            return None
        inciso.currentIndexChanged.connect(lambda _index: self._scope(inciso, line))
        self._scope(inciso, line)
        years = _spin(dialog, 1, 5, 1)
        dialog.form.add(
            "bar_years", self.tr("&Anos de impedimento (Lei RR 664/2008, art. 88)"), years
        )
        process = self._process(dialog, self.tr("art. 87"))
        if process is None:
            return None
        reason = self._reason(dialog)
        return self._run(dialog)
