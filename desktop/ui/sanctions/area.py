"""Autos e Processos: record an auto de infração, follow its process, the deadline
worklist — one tab each; recording a notice or opening a deadline shows its process.
A payment registered in Financeiro or a closure registered in Administração (deadlines
move) reloads the process on screen and the worklist."""

from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.sanctions.notice_form import NoticeForm
from desktop.ui.sanctions.process_panel import ProcessPanel
from desktop.ui.sanctions.process_worklist import WorklistPanel
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.form_state import confirm_discard, form_state
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
        if has_permission(self.ctx.actor, Permission.NOTICE_RECORD):
            self.tabs.addTab(self.form, self.tr("Novo auto de infração"))
        else:
            self.form.hide()
        self.tabs.addTab(self.process, self.tr("Processo"))
        self.tabs.addTab(self.worklist, self.tr("Prazos"))
        self.blank_notice = form_state(self.form)
        self.form.recorded.connect(lambda notice: self._recorded(notice))
        self.worklist.open_process.connect(self.show_process)
        self.process.changed.connect(self.worklist.refresh)
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
        self.drafts = DraftKeeper(
            self, "notices", lambda: self.tr("Novo auto de infração"), self.new_notice, self.form
        )

    def has_unsaved_changes(self) -> bool:
        return self.form.isVisibleTo(self) and form_state(self.form) != self.blank_notice

    def draft_record_id(self) -> None:
        """The form always records a new auto de infração."""
        return None

    def may_close(self) -> bool:
        """The auto being typed is not lost without asking (issue 17 §5)."""
        return not self.has_unsaved_changes() or confirm_discard(self)

    def new_notice(self) -> None:
        """An empty form, its day and hour now."""
        self.form.reset()
        self.blank_notice = form_state(self.form)
        self.tabs.setCurrentWidget(self.form)

    def _recorded(self, notice) -> None:
        self.blank_notice = form_state(self.form)
        self.show_process(notice.process_id)

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
