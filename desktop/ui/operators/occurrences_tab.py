"""Ocorrências tab of a Goiás office (Res. AGR 105/2017, arts. 48-49): the accidents, thefts
and other occurrences the office learned of, each with its communication term (5 days; 24
hours with death or injury) and the operator's communication (with victims, items I-IX of art.
49). Enter on a row records its communication; a row not communicated in its term opens a new
auto de infração typed 77-IX (art. 77, IX)."""

import uuid

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.models.occurrences import Occurrence, OccurrenceCommunication
from desktop.rules.occurrences import KINDS, LATE_INFRACTION, VICTIM_ITEMS
from desktop.services.calendar import office_now, office_zone
from desktop.services.complaints.occurrences import (
    CommunicationInput,
    OccurrenceInput,
    record_communication,
    record_occurrence,
)
from desktop.services.complaints.occurrences_records import OccurrenceRow, operator_occurrences
from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import Domain
from desktop.ui.sanctions.prefill import NoticePrefill
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_time_edit, instant_value
from desktop.ui.workspace import Workspace, WorkspaceUser

NOTICES_AREA = "notices"


class OperatorOccurrencesTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.cnpj = ""
        self.rows: list[OccurrenceRow] = []
        self.table = RecordTable(
            "operator_occurrences",
            [
                self.tr("Ocorrência"),
                self.tr("Tipo"),
                self.tr("Placa"),
                self.tr("Comunicar até"),
                self.tr("Comunicação"),
            ],
            self,
        )
        self.table.activated.connect(lambda _index: self.communication_dialog())
        allowed = has_permission(self.ctx.actor, Permission.NOTICE_RECORD)
        self.buttons: dict[str, QPushButton] = {}
        buttons = QHBoxLayout()
        for key, label, handler in (
            ("record", self.tr("Registrar &ocorrência…"), self.occurrence_dialog),
            ("communicate", self.tr("Co&municação da autorizatária…"), self.communication_dialog),
            ("auto", self.tr("Lavrar auto 77-&IX…"), self.open_auto),
        ):
            button = QPushButton(label, self)
            button.setObjectName(f"occurrences_{key}")
            button.clicked.connect(handler)
            button.setProperty("allowed", allowed)
            buttons.addWidget(button)
            self.buttons[key] = button
        buttons.addStretch(1)
        self.message = QLabel(self)
        self.message.setObjectName("occurrences_message")
        self.message.setWordWrap(True)
        caption = QLabel(
            self.tr(
                "Acidentes, roubos e outras ocorrências: comunicação à AGR em 5 dias, ou em 24 "
                "horas com morte ou ferimento, com os itens I a IX (Res. AGR 105/2017, arts. 48 "
                "e 49)."
            ),
            self,
        )
        caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(caption)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)

    def load(self, operator_id: uuid.UUID | None, cnpj: str = "") -> None:
        self.operator_id = operator_id
        self.cnpj = cnpj
        self.message.clear()
        for button in self.buttons.values():
            button.setEnabled(operator_id is not None and bool(button.property("allowed")))
        if operator_id is None:
            self.rows = []
            self.table.fill([])
            return
        operation.run(self, lambda: operator_occurrences(self.ctx, operator_id), self._show)

    def _show(self, rows: list[OccurrenceRow]) -> None:
        self.rows = rows
        self.table.fill(
            [
                [
                    f"{row.occurred_at:%d/%m/%Y %H:%M} — {row.place}",
                    row.kind_label + (self.tr(" (com vítimas)") if row.with_victims else ""),
                    row.plate,
                    row.due_text,
                    (
                        f"{row.communicated_at:%d/%m/%Y %H:%M}"
                        + (self.tr(" — FORA DO PRAZO") if row.late else "")
                        if row.communicated_at
                        else (self.tr("não comunicada — VENCIDA") if row.late else "")
                    ),
                ]
                for row in rows
            ]
        )

    def _selected(self) -> OccurrenceRow | None:
        row = self.table.currentRow()
        if 0 <= row < len(self.rows):
            return self.rows[row]
        self.message.setText(self.tr("Selecione uma ocorrência na lista."))
        return None

    def _run(self, dialog: ActionDialog) -> object:
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.load(self.operator_id, self.cnpj)
        self.message.setText(self.tr("Registrado."))
        return dialog.result_value

    def _dialog(self, title: str, intro: str, submit) -> ActionDialog:
        changes = self.workspace.changes(Domain.OPERATORS, ids=[self.operator_id])
        return ActionDialog(title, submit, intro, self.tr("Registrar"), self, changes)

    def occurrence_dialog(self) -> object:
        operator_id = self.operator_id
        if operator_id is None:
            return None
        zone = office_zone(self.ctx)

        def submit(dialog):
            return record_occurrence(
                self.ctx,
                operator_id,
                OccurrenceInput(
                    kind=kind.currentData(),
                    occurred_at=instant_value(occurred, zone),
                    plate=plate.text(),
                    place=place.text(),
                    with_victims=victims.isChecked(),
                    fatal_victims=fatal.isChecked(),
                    source=source.text(),
                ),
            )

        dialog = self._dialog(
            self.tr("Registrar ocorrência"),
            self.tr(
                "A autorizatária comunica a ocorrência em 5 dias da data do evento, com o "
                "boletim de ocorrência (Res. AGR 105/2017, art. 48, parágrafo único), ou em 24 "
                "horas quando houver morte ou ferimento (art. 49)."
            ),
            submit,
        )
        form = dialog.form
        kind = QComboBox(dialog)
        for code, label in KINDS.items():
            kind.addItem(label, code)
        form.add("kind", self.tr("&Tipo"), kind)
        occurred = form.add(
            "occurred_at", self.tr("&Data e hora"), date_time_edit(dialog, office_now(self.ctx))
        )
        plate = form.add_line("plate", self.tr("&Placa"), column=Occurrence.plate)
        place = form.add_line(
            "place", self.tr("&Local (rodovia, km, município)"), column=Occurrence.place
        )
        victims = form.add("with_victims", "", QCheckBox(self.tr("Com morte ou &ferimento")))
        fatal = form.add("fatal_victims", "", QCheckBox(self.tr("Com &vítimas fatais")))
        source = form.add_line(
            "source", self.tr("Como o escritório &soube"), column=Occurrence.source
        )
        return self._run(dialog)

    def communication_dialog(self) -> object:
        occurrence = self._selected()
        if occurrence is None:
            return None
        if occurrence.communicated_at is not None:
            self.message.setText(self.tr("A comunicação desta ocorrência já foi registrada."))
            return None
        zone = office_zone(self.ctx)

        def submit(dialog):
            return record_communication(
                self.ctx,
                occurrence.id,
                CommunicationInput(
                    communicated_at=instant_value(when, zone),
                    police_report=report.text(),
                    items={key: edit.text() for key, edit in items.items()},
                ),
            )

        dialog = self._dialog(
            self.tr("Comunicação da ocorrência"),
            self.tr("Prazo: %1.").replace("%1", occurrence.due_text),
            submit,
        )
        form = dialog.form
        when = form.add(
            "communicated_at",
            self.tr("&Recebida em"),
            date_time_edit(dialog, office_now(self.ctx)),
        )
        report = form.add_line(
            "police_report",
            self.tr("&Boletim de ocorrência nº"),
            column=OccurrenceCommunication.police_report,
        )
        items: dict[str, QLineEdit] = {}
        if occurrence.with_victims:
            for key, label in VICTIM_ITEMS:
                if key == "fatal_destination" and not occurrence.fatal_victims:
                    continue
                items[key] = form.add_line(key, label)
        return self._run(dialog)

    def open_auto(self) -> NoticePrefill | None:
        """A new auto typed 77-IX for the occurrence not communicated in its term."""
        occurrence = self._selected()
        if occurrence is None:
            return None
        if not occurrence.late:
            self.message.setText(
                self.tr(
                    "A ocorrência foi comunicada no prazo ou o prazo não venceu: o auto do art. "
                    "77, IX, cabe quando a comunicação não é feita."
                )
            )
            return None
        description = self.tr("Não comunicou à AGR, no prazo de %1, a ocorrência de %2 em %3.")
        description = (
            description.replace("%1", occurrence.due_text)
            .replace("%2", f"{occurrence.occurred_at:%d/%m/%Y %H:%M}")
            .replace("%3", occurrence.place)
        )
        prefill = NoticePrefill(self.cnpj, (LATE_INFRACTION,), description)
        self.workspace.navigator.open_record.emit(NOTICES_AREA, prefill)
        return prefill
