"""Autos e Processos: record an auto de infração, follow its process, the deadline
worklist — one tab each; recording a notice or opening a deadline shows its process."""

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.sanctions.notice_form import NoticeForm
from desktop.ui.sanctions.process_panel import ProcessPanel
from desktop.ui.sanctions.process_worklist import WorklistPanel
from desktop.ui.workspace import Workspace, WorkspaceUser


class NoticesArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.tabs = QTabWidget(self)
        self.form = NoticeForm(workspace, self)
        self.process = ProcessPanel(workspace, self)
        self.worklist = WorklistPanel(workspace, self)
        if has_permission(self.ctx.actor, Permission.NOTICE_RECORD):
            self.tabs.addTab(self.form, self.tr("Novo auto de infração"))
        else:
            self.form.hide()
        self.tabs.addTab(self.process, self.tr("Processo"))
        self.tabs.addTab(self.worklist, self.tr("Prazos"))
        self.form.recorded.connect(lambda notice: self.show_process(notice.process_id))
        self.worklist.open_process.connect(self.show_process)
        self.process.changed.connect(self.worklist.refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

    def search_for(self, number: str) -> None:
        """Opens the process of the auto de infração `number` (the global search)."""
        self.process.number_box.setText(number)
        self.process.open_number()
        self.tabs.setCurrentWidget(self.process)

    def show_process(self, process_id) -> None:
        self.process.load(process_id)
        self.tabs.setCurrentWidget(self.process)
        self.worklist.refresh()
