"""The Ocorrências tab of a line: accidents and interruptions with the term of the operator's
communication (GO Decreto 8.444/2015, arts. 23 §2º and 24; RR Lei 664/2008, arts. 56 and 69,
IX), and the dialogs that record an incident and its communication. A mixin of `LinesArea`:
`self.current` is the line on screen."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QPlainTextEdit,
)

from desktop.models.line_incidents import LineIncident, LineIncidentCommunication
from desktop.rules.dates import br_date
from desktop.rules.lines.incidents import KINDS, required_items
from desktop.services.calendar import office_today
from desktop.services.lines.incidents import (
    IncidentCommunicationInput,
    IncidentInput,
    record_incident,
    record_incident_communication,
)
from desktop.services.lines.incidents_records import IncidentRow, line_incidents
from desktop.services.lines.records import LineDetail
from desktop.ui.changes import Domain
from desktop.ui.lines.dated import TableTab
from desktop.ui.lines.host import LinesHost
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_box, text_of, wrapped_check_box
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def incident_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    ctx = workspace.ctx
    jurisdiction = ctx.office.jurisdiction

    def submit(_dialog: ActionDialog):
        return record_incident(
            ctx,
            line.id,
            IncidentInput(
                kind.currentData(),
                date_value(day),
                grave is not None and grave.isChecked(),
                text_of(description),
                text_of(source),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Ocorrência na linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "O acidente e a interrupção do serviço por caso fortuito ou força maior são "
            "comunicados à AGR em 5 dias (Decreto 8.444/2015, arts. 23 §2º e 24).",
        )
        if jurisdiction == "GO"
        else translate(
            "lines",
            "A interrupção da viagem e qualquer incidente no serviço são comunicados ao CRE/RR "
            "em até 10 dias (Lei RR 664/2008, arts. 56 e 69, IX). Para um incidente, informe o "
            "dia em que a delegatária soube dele.",
        ),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    kind = QComboBox(dialog)
    for key, item in KINDS[jurisdiction].items():
        kind.addItem(item.label, key)
    form.add("kind", translate("lines", "&Tipo:"), kind)
    day = form.add(
        "occurred_on", translate("lines", "&Data:"), date_edit(dialog, office_today(ctx))
    )
    # Goiás only: Lei RR 664/2008 asks the same communication whatever the victims. The box
    # says what it marks, the victims of Decreto 8.444/2015, art. 23, § 2º.
    grave = (
        form.add(
            "grave",
            "",
            wrapped_check_box(
                translate(
                    "lines",
                    "Acidente com morte ou ferimento &grave (Decreto 8.444/2015, art. 23, § 2º)",
                ),
                dialog,
            ),
        )
        if jurisdiction == "GO"
        else None
    )
    description = form.add("description", translate("lines", "&O que ocorreu:"), text_box(dialog))
    source = form.add(
        "source",
        translate("lines", "&Como o escritório soube:"),
        limit_line(QLineEdit(dialog), LineIncident.source),
    )

    def show_grave(*_changed) -> None:
        if grave is not None:
            form.set_row_visible("grave", kind.currentData() == "acidente")
            if kind.currentData() != "acidente":
                grave.setChecked(False)

    kind.currentIndexChanged.connect(show_grave)
    show_grave()
    return dialog


def communication_dialog(workspace: Workspace, incident: IncidentRow, parent) -> ActionDialog:
    ctx = workspace.ctx
    items: dict[str, QPlainTextEdit] = {}

    def submit(_dialog: ActionDialog):
        return record_incident_communication(
            ctx,
            incident.id,
            IncidentCommunicationInput(
                date_value(day),
                text_of(reference),
                {key: text_of(box) for key, box in items.items()},
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Comunicação da ocorrência de %1").replace(
            "%1", br_date(incident.occurred_on)
        ),
        submit,
        translate("lines", "%1 — prazo %2.")
        .replace("%1", incident.kind_label)
        .replace("%2", incident.due_text),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[incident.line_id]),
    )
    form = dialog.form
    day = form.add(
        "communicated_on",
        translate("lines", "&Recebida em:"),
        date_edit(dialog, office_today(ctx)),
    )
    reference = form.add(
        "reference",
        translate("lines", "&Documento:"),
        limit_line(QLineEdit(dialog), LineIncidentCommunication.reference),
    )
    reference.setPlaceholderText(translate("lines", "ex.: Ofício nº 12/2026"))
    jurisdiction = ctx.office.jurisdiction
    for key, label, _article in required_items(jurisdiction, incident.kind, incident.grave):
        items[key] = form.add(key, f"{label}:", text_box(dialog))
    letter_captions(form)
    return dialog


class IncidentsTab(LinesHost):
    def build_incidents_tab(self) -> None:
        self.incident_rows: list[IncidentRow] = []
        self.incidents = TableTab(
            self.tr(
                "Acidentes e interrupções da linha e a comunicação de cada um pela operadora "
                "(Decreto 8.444/2015, arts. 23 §2º e 24)."
            )
            if self.ctx.office.jurisdiction == "GO"
            else self.tr(
                "Interrupções de viagem e incidentes da linha e a comunicação de cada um pela "
                "delegatária (Lei RR 664/2008, arts. 56 e 69, IX)."
            ),
            RecordTable(
                "incidents_table",
                [
                    self.tr("Data"),
                    self.tr("Tipo"),
                    self.tr("Prazo"),
                    self.tr("Comunicada em"),
                    self.tr("Situação"),
                ],
            ),
            1,
            self,
        )
        self.incidents.table.currentCellChanged.connect(lambda *_: self._enable_communication())

    def load_incidents_tab(self, detail: LineDetail | None) -> None:
        if detail is None:
            self._fill_incidents([])
            return
        line_id = detail.id
        operation.run(self, lambda: line_incidents(self.ctx, line_id), self._fill_incidents)

    def _fill_incidents(self, rows: list[IncidentRow]) -> None:
        self.incident_rows = rows
        self.incidents.fill(
            [
                [
                    br_date(row.occurred_on),
                    row.kind_label,
                    br_date(row.due_on),
                    br_date(row.communicated_on),
                    self._situation(row),
                ]
                for row in rows
            ],
            [self._details(row) for row in rows],
        )
        self._enable_communication()

    def _enable_communication(self) -> None:
        """Only an incident whose communication has not come yet takes one."""
        selected = self._selected_incident()
        self.action_bar.enable(
            "incident_communication", selected is not None and selected.communicated_on is None
        )

    def _situation(self, row: IncidentRow) -> str:
        if row.communicated_on is None:
            return self.tr("EM ATRASO") if row.late else self.tr("aguardando")
        return self.tr("fora do prazo") if row.late else self.tr("no prazo")

    def _details(self, row: IncidentRow) -> str:
        lines = [row.description, self.tr("Prazo: %1.").replace("%1", row.due_text)]
        for key, label, article in row.items:
            lines.append(f"{label} ({article}): {row.brought.get(key) or '—'}")
        if row.late and row.infraction:
            lines.append(
                self.tr("Comunicação em atraso: infração %1.").replace("%1", row.infraction)
            )
        return " · ".join(lines)

    def _selected_incident(self) -> IncidentRow | None:
        row = self.incidents.table.currentRow()
        return self.incident_rows[row] if 0 <= row < len(self.incident_rows) else None

    def record_incident(self) -> None:
        if self.current is None:
            return
        dialog = incident_dialog(self.workspace, self.current, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted:
            self.load_incidents_tab(self.current)
            self.tabs.setCurrentWidget(self.incidents)

    def record_incident_communication(self) -> None:
        """The communication of the incident selected on the tab."""
        incident = self._selected_incident()
        if self.current is None or incident is None or incident.communicated_on is not None:
            self.tabs.setCurrentWidget(self.incidents)
            return
        dialog = communication_dialog(self.workspace, incident, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted:
            self.load_incidents_tab(self.current)
            self.tabs.setCurrentWidget(self.incidents)
