"""Autos e Processos: record an auto de infração, follow its process, the deadline
worklist, in Goiás the removed vehicles in priority (Res. AGR 105/2017, art. 73 §5) — one
tab each; recording a notice or opening a deadline shows its process.
A payment registered in Financeiro or a closure registered in Administração (deadlines
move) reloads the process on screen and the worklist."""

from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.sanctions.notice_form import NoticeForm
from desktop.ui.sanctions.process_panel import ProcessPanel
from desktop.ui.sanctions.process_worklist import WorklistPanel
from desktop.ui.sanctions.removed_vehicles_panel import RemovedVehiclesPanel
from desktop.ui.workspace import Workspace, WorkspaceUser


class NoticesArea(QWidget, WorkspaceUser):
    domains = frozenset({Domain.SANCTIONS, Domain.PAYMENTS, Domain.OFFICE})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.stale = False
        self.tabs = QTabWidget(self)
        self.form = NoticeForm(workspace, self)
        self.process = ProcessPanel(workspace, self)
        self.worklist = WorklistPanel(workspace, self)
        self.removed = RemovedVehiclesPanel(workspace, self)
        if has_permission(self.ctx.actor, Permission.NOTICE_RECORD):
            self.tabs.addTab(self.form, self.tr("Novo auto de infração"))
        else:
            self.form.hide()
        self.tabs.addTab(self.process, self.tr("Processo"))
        self.tabs.addTab(self.worklist, self.tr("Prazos"))
        if self.ctx.office.jurisdiction == "GO":
            self.tabs.addTab(self.removed, self.tr("Veículos removidos"))
        else:
            self.removed.hide()
        self.form.recorded.connect(lambda notice: self.show_process(notice.process_id))
        self.worklist.open_process.connect(self.show_process)
        self.removed.open_process.connect(self.show_process)
        self.process.changed.connect(self.worklist.refresh)
        self.process.changed.connect(self.removed.refresh)
        layout = QVBoxLayout(self)
        if not has_permission(self.ctx.actor, Permission.NOTICE_RECORD):
            # Said plainly, instead of greyed buttons without a reason (issue 17 §10).
            self.role_note = QLabel(
                self.tr(
                    "Seu perfil não lavra autos de infração — peça a um fiscal. Aqui você abre "
                    "um auto pelo número e acompanha os prazos."
                ),
                self,
            )
            self.role_note.setObjectName("role_note")
            self.role_note.setWordWrap(True)
            layout.addWidget(self.role_note)
        layout.addWidget(self.tabs)
        self.watcher = ChangeWatcher(self, workspace.navigator, self.domains, self._changed)

    def _changed(self, _change: DataChange) -> None:
        self.stale = True
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """The main window calls it when the area is shown."""
        if self.stale:
            self.stale = False
            self.process.reload()
            self.worklist.refresh()
            self.removed.refresh()

    def mark_stale(self) -> None:
        self.stale = True

    def search_for(self, number: str) -> None:
        """Opens the process of the auto de infração `number` (the global search)."""
        self.process.number_box.setText(number)
        self.process.open_number()
        self.tabs.setCurrentWidget(self.process)

    def show_process(self, process_id) -> None:
        self.process.load(process_id)
        self.tabs.setCurrentWidget(self.process)
        self.worklist.refresh()
