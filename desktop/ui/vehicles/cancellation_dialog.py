"""Roraima: the registrations to cancel ex officio, vehicles that completed 15 years of
manufacture (Lei 664/2008 arts. 28 §1 and 31 I), and the cancellation of the chosen one."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from desktop.services.calendar import office_today
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.vehicles.events import cancel_ex_officio
from desktop.services.vehicles.events_records import CancellationRow, rr_cancellation_list
from desktop.ui.changes import Domain
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.workspace import Workspace, WorkspaceUser


class CancellationDialog(QDialog, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.rows: list[CancellationRow] = []
        self.changed = False
        self.setWindowTitle(self.tr("Cancelamentos de ofício (Lei 664/2008, art. 31, I)"))
        dialogs.size_to_screen(self, 820, 480)
        self.message = QLabel(self)
        self.message.setObjectName("cancellation_message")
        self.message.setWordWrap(True)
        self.table = RecordTable(
            "cancellation_table",
            [
                self.tr("Placa"),
                self.tr("Operador"),
                self.tr("Fabricação"),
                self.tr("Idade"),
                self.tr("Observação"),
            ],
            self,
        )
        self.cancel_button = QPushButton(self.tr("Cancelar o &registro selecionado"), self)
        self.cancel_button.setObjectName("cancel_registration")
        self.cancel_button.setEnabled(has_permission(self.ctx.actor, Permission.VEHICLE_EDIT))
        self.cancel_button.clicked.connect(self.cancel_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.load()

    def load(self) -> None:
        operation.run(
            self,
            lambda: rr_cancellation_list(self.ctx),
            self._fill,
            refused=lambda error: self.message.setText(error.message),
        )

    def _fill(self, rows: list[CancellationRow]) -> None:
        self.rows = rows
        self.message.setText(
            self.tr(
                "%1 veículo(s) com 15 anos de fabricação completos: o registro é cancelado de "
                "ofício (Lei 664/2008, art. 31, I)."
            ).replace("%1", str(len(self.rows)))
        )
        self.table.fill(
            [
                [
                    row.plate,
                    row.operator_name,
                    str(row.manufacture_year),
                    self.tr("%1 anos").replace("%1", str(row.age_years)),
                    " ".join(row.notes),
                ]
                for row in self.rows
            ]
        )

    def cancel_selected(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self.rows):
            self.message.setText(self.tr("Selecione o veículo na lista."))
            return
        vehicle_id = self.rows[row].vehicle_id
        operation.run(
            self,
            lambda: cancel_ex_officio(self.ctx, vehicle_id, office_today(self.ctx)),
            self._cancelled,
            changes=self.workspace.changes(Domain.VEHICLES, ids=[vehicle_id]),
            refused=lambda error: self.message.setText(error.message),
        )

    def _cancelled(self, _result) -> None:
        self.changed = True
        self.load()
