"""Documents tab: the checklist of the operator's kind and modalities (Res. 105 arts. 9-11;
Lei 664 art. 18) with each item's state, and recording a document received."""

import uuid

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operator_documents_records import (
    ChecklistStatus,
    document_checklist,
)
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.forms import date_edit, date_value, made_compact
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.tables import select_row
from desktop.ui.workspace import Workspace, WorkspaceUser

# The checklist's titles run to 130 characters: the choice shows its first 40 (about 300
# pixels), the popup and the tip show it whole, and the dialog fits a 1024-pixel screen.
CHECKLIST_CHARACTERS = 40
# Room in the popup beside the longest title: the item's margins, the frame, a scroll bar.
POPUP_PADDING = 40

STATE_COLORS = {
    "pendente": "#b00020",
    "vencido": "#b00020",
    "vencendo": "#8a5a00",
    "em_dia": "#17692f",
}


class OperatorDocumentsTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.statuses: list[ChecklistStatus] = []
        self.summary = QLabel(self)
        self.summary.setObjectName("documents_summary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("checklist_table")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Documento"),
                self.tr("Base legal"),
                self.tr("Situação"),
                self.tr("Recebido em"),
                self.tr("Validade"),
                self.tr("Conferido por"),
            ]
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.doubleClicked.connect(self.record_selected)
        self.record_button = QPushButton(self.tr("&Registrar documento recebido…"), self)
        self.record_button.setObjectName("record_document")
        self.record_button.clicked.connect(self.record_selected)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)

    def load(self, operator_id: uuid.UUID | None) -> None:
        self.operator_id = operator_id
        self.statuses = []
        if operator_id is not None:
            self.statuses = (
                operation.run(self, lambda: document_checklist(self.ctx, operator_id)) or []
            )
        self.table.setRowCount(len(self.statuses))
        for row, status in enumerate(self.statuses):
            document = status.document
            values = [
                status.item.title,
                status.item.article,
                status.state_label,
                br_date(document.received_on if document else None),
                br_date(document.valid_until if document else None),
                document.checked_by if document else "—",
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 2:
                    item.setForeground(QColor(STATE_COLORS[status.state]))
                self.table.setItem(row, column, item)
        missing = sum(1 for status in self.statuses if status.state in ("pendente", "vencido"))
        expiring = sum(1 for status in self.statuses if status.state == "vencendo")
        self.summary.setText(
            self.tr("%1 documento(s) pendente(s) ou vencido(s); %2 vencendo em breve.")
            .replace("%1", str(missing))
            .replace("%2", str(expiring))
        )
        self.record_button.setEnabled(operator_id is not None and bool(self.statuses))

    def record_selected(self) -> None:
        if self.operator_id is None or not self.statuses:
            return
        row = max(self.table.currentRow(), 0)
        dialog = self.document_dialog(self.operator_id, row)
        if dialogs.launch(dialog) == ActionDialog.DialogCode.Accepted:
            self.load(self.operator_id)
            select_row(self.table, row)

    def document_dialog(self, operator_id: uuid.UUID, row: int) -> ActionDialog:
        def submit(dialog: ActionDialog):
            return record_document(
                self.ctx,
                operator_id,
                DocumentInput(
                    kind=kind.currentData(),
                    received_on=date_value(received),
                    valid_until=valid.value(),
                    issued_on=issued.value(),
                    notes=notes.text().strip(),
                ),
            )

        dialog = ActionDialog(
            self.tr("Registrar documento recebido"),
            submit,
            self.tr(
                "Registre a data de recebimento e a validade; o "
                "documento fica em seu nome como conferente."
            ),
            self.tr("Registrar"),
            self,
            self.workspace.changes(Domain.OPERATORS, ids=[operator_id]),
        )
        kind = checklist_combo(dialog, self.statuses)
        kind.setCurrentIndex(row)
        dialog.form.add("kind", self.tr("&Documento"), kind)
        today = office_today(self.ctx)
        received = date_edit(dialog, today)
        dialog.form.add("received_on", self.tr("&Recebido em"), received)
        issued = OptionalDate(self.tr("informar"), today, dialog)
        dialog.form.add("issued_on", self.tr("&Emitido em"), issued)
        valid = OptionalDate(self.tr("tem validade"), today, dialog)
        dialog.form.add("valid_until", self.tr("&Válido até"), valid)

        def follow_kind(index: int) -> None:
            valid.enabled.setChecked(
                0 <= index < len(self.statuses) and self.statuses[index].item.expires
            )

        kind.currentIndexChanged.connect(follow_kind)
        follow_kind(row)
        notes = QLineEdit(dialog)
        dialog.form.add("notes", self.tr("&Observações"), notes)
        letter_captions(dialog.form)
        kind.setFocus(Qt.FocusReason.OtherFocusReason)
        return dialog


def checklist_combo(parent: QWidget, statuses: list) -> QComboBox:
    """The documents of the checklist, each with its article: the combo no longer makes the
    dialog as wide as the longest title (1141 pixels); the popup lists them whole and the
    tip reads the choice whole."""
    combo = made_compact(QComboBox(parent))
    combo.setMinimumContentsLength(CHECKLIST_CHARACTERS)
    for status in statuses:
        title = f"{status.item.title} ({status.item.article})"
        combo.addItem(title, status.item.kind)
        combo.setItemData(combo.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
    metrics = combo.view().fontMetrics()
    longest = max(
        (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0
    )
    combo.view().setMinimumWidth(longest + POPUP_PADDING)
    combo.currentTextChanged.connect(combo.setToolTip)
    combo.setToolTip(combo.currentText())
    return combo
