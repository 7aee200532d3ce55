"""The written warnings and suspensions of a Roraima operator recorded before they named
their line (Lei RR 664/2008, arts. 84, 85 and 87, IV), each shown as "linha não registrada"
with the action that states its line beside it; the statement is a record of its own, the
penalty is never rewritten."""

import uuid

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QWidget

from desktop.rules.rr_line_penalties import STATE_LINE
from desktop.services.lines.records import LineRow, lines_of_operator
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.sanctions.rr_sanction_lines import StatedLine, state_sanction_line
from desktop.services.sanctions.rr_sanction_lines_records import (
    SanctionWithoutLine,
    sanctions_without_line,
)
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import compact_combo
from desktop.ui.workspace import Workspace, WorkspaceUser

NOT_RECORDED = "linha não registrada"


def line_choice(parent: QWidget, lines: list[LineRow], first: str) -> QComboBox:
    """The operator's lines as the coefficient table shows them ("RR-001 Boa Vista —
    Caracaraí"), each with its code, after a first item `first` that chooses none."""
    combo = compact_combo(parent)
    combo.addItem(first, "")
    for line in lines:
        combo.addItem(f"{line.code} {line.name}", line.code)
    return combo


class SanctionsWithoutLine(QWidget, WorkspaceUser):
    # A line was stated (what was recorded): the counts of the tab change.
    stated = Signal(str)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.operator_id: uuid.UUID | None = None
        self.records: list[SanctionWithoutLine] = []
        self.buttons: list[QPushButton] = []
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(
            self.tr(
                "Registradas sem linha, não contam para nenhuma linha até que a linha seja "
                "informada (Lei RR 664/2008, arts. 85 e 87, IV); o registro da penalidade não "
                "é alterado:"
            ),
            self,
        )
        self.heading.setWordWrap(True)
        self.grid.addWidget(self.heading, 0, 0, 1, 2)
        self.grid.setColumnStretch(0, 1)
        self.setVisible(False)

    def load(self, operator_id: uuid.UUID | None) -> None:
        self.operator_id = operator_id
        found = (
            operation.run(self, lambda: sanctions_without_line(self.ctx, operator_id))
            if operator_id is not None
            else []
        )
        self.show_records(found or [])

    def show_records(self, records: list[SanctionWithoutLine]) -> None:
        for index in reversed(range(self.grid.count())):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.heading:
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.records = records
        self.buttons = []
        allowed = has_permission(self.ctx.actor, Permission.PROCESS_INSTRUCT)
        for row, record in enumerate(records, start=1):
            label = QLabel(f"{record.label} — {NOT_RECORDED}", self)
            label.setObjectName("rr_without_line")
            label.setWordWrap(True)
            button = QPushButton(STATE_LINE, self)
            button.setObjectName("rr_state_line")
            button.setToolTip(
                self.tr("Informar a linha de: %1 (Lei RR 664/2008, arts. 85 e 87, IV)").replace(
                    "%1", record.label
                )
                if allowed
                else self.tr("Quem instrui os processos de penalidade informa a linha.")
            )
            button.setEnabled(allowed)
            button.clicked.connect(lambda _checked=False, chosen=record: self.state_dialog(chosen))
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(button, row, 1)
            self.buttons.append(button)
        self.setVisible(bool(records))

    def state_dialog(self, record: SanctionWithoutLine) -> StatedLine | None:
        """The line of `record`, chosen among the operator's lines (proposed when it has only
        one, still to be confirmed), with the document it stands on."""
        operator_id = self.operator_id
        assert operator_id is not None  # records are shown for an operator only
        lines = operation.run(self, lambda: lines_of_operator(self.ctx, operator_id))
        if lines is None:
            return None

        def submit(dialog):
            return state_sanction_line(self.ctx, record.id, line.currentData(), basis.text())

        intro = self.tr(
            "%1 foi registrada sem linha e não conta para nenhuma linha (Lei RR 664/2008, "
            "arts. 85 e 87, IV). Informe a linha em que a falta foi apurada e o documento que "
            "o mostra. O registro da penalidade não é alterado: a linha fica registrada à "
            "parte, com quem a informou e quando, e não pode ser mudada depois."
        ).replace("%1", record.label)
        if len(lines) == 1:
            intro += " " + self.tr(
                "A delegatária tem uma só linha, já escolhida abaixo: confirme que é a linha "
                "desta penalidade."
            )
        dialog = ActionDialog(
            self.tr("Informar a linha"),
            submit,
            intro,
            self.tr("Registrar a linha"),
            self,
            self.workspace.changes(Domain.OPERATORS, ids=[operator_id]),
        )
        dialog.form.add("sanction", self.tr("Penalidade"), QLabel(record.label, dialog))
        line = line_choice(dialog, lines, self.tr("— escolha a linha —"))
        if len(lines) == 1:
            line.setCurrentIndex(1)
        dialog.form.add("line", self.tr("&Linha"), line)
        basis = dialog.form.add_line(
            "basis", self.tr("&Fundamento"), self.tr("Auto de infração nº …, processo nº …")
        )
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        stated: StatedLine = dialog.result_value
        self.stated.emit(f"{record.label}: {stated.detail}.")
        return stated
