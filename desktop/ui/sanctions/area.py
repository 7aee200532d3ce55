"""Autos e Processos: the list of autos for every role, record an auto de infração, follow
its process, the deadline worklist, in Goiás the removed vehicles in priority (Res. AGR
105/2017, art. 73 §5) — one tab each; opening an auto of the list, recording a notice,
opening a deadline or a removed vehicle shows its process. A role that does not record,
instruct or judge is told so in one sentence, with the role to ask (issue 17 §10).
A payment registered in Financeiro or a closure registered in Administração (deadlines
move) reloads the process on screen and the worklist."""

from PySide6.QtWidgets import QLabel, QSizePolicy, QTabWidget, QVBoxLayout, QWidget

from desktop.services.context import Actor
from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.sanctions.notice_form import NoticeForm
from desktop.ui.sanctions.notice_list import NoticeList
from desktop.ui.sanctions.prefill import NoticePrefill
from desktop.ui.sanctions.process_panel import ProcessPanel
from desktop.ui.sanctions.process_worklist import WorklistPanel
from desktop.ui.sanctions.removed_vehicles_panel import RemovedVehiclesPanel
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.form_state import confirm_discard, form_state
from desktop.ui.workspace import Workspace, WorkspaceUser


def role_limits(actor: Actor) -> str:
    """What the user's roles do not allow here, with whom to ask; "" for a fiscal (Res. AGR
    105/2017: the fiscal draws up the auto, art. 80; the process is instructed, arts. 81-85,
    and judged, arts. 86-96)."""
    if has_permission(actor, Permission.NOTICE_RECORD):
        return ""
    limits = ["Seu perfil não lavra autos de infração — peça a um fiscal."]
    if not has_permission(actor, Permission.PROCESS_INSTRUCT):
        limits.append("Não registra notificações nem defesas — peça a um analista.")
    if not has_permission(actor, Permission.PROCESS_JUDGE):
        limits.append("Não julga processos — peça a um julgador.")
    limits.append("Aqui você procura os autos na lista, abre o processo e acompanha os prazos.")
    return " ".join(limits)


class AreaTabs(QTabWidget):
    """The area's tabs take the room the window leaves them: a tab's wrapped texts (the
    process's header and notes) do not ask the window's scroll area for their preferred
    height, which gave every tab a scroll bar on a 1366×728 window."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False


class NoticesArea(QWidget, WorkspaceUser):
    domains = frozenset({Domain.SANCTIONS, Domain.PAYMENTS, Domain.OFFICE})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.stale = False
        self.tabs = AreaTabs(self)
        self.list = NoticeList(workspace, self)
        self.form = NoticeForm(workspace, self)
        self.process = ProcessPanel(workspace, self)
        self.worklist = WorklistPanel(workspace, self)
        self.removed = RemovedVehiclesPanel(workspace, self)
        self.tabs.addTab(self.list, self.tr("Autos"))
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
        if has_permission(self.ctx.actor, Permission.NOTICE_RECORD):
            # The fiscal comes here to draw up autos (art. 80); everyone else to find one.
            self.tabs.setCurrentWidget(self.form)
        self.blank_notice = form_state(self.form)
        self.form.recorded.connect(lambda notice: self._recorded(notice))
        self.worklist.open_process.connect(self.show_process)
        self.list.open_process.connect(self.show_process)
        self.removed.open_process.connect(self.show_process)
        self.process.changed.connect(self.worklist.refresh)
        self.process.changed.connect(self.removed.refresh)
        layout = QVBoxLayout(self)
        limits = role_limits(self.ctx.actor)
        if limits:
            # Said plainly, instead of greyed buttons without a reason (issue 17 §10).
            self.role_note = QLabel(limits, self)
            self.role_note.setObjectName("role_note")
            self.role_note.setWordWrap(True)
            layout.addWidget(self.role_note)
        # The wrapped note makes the scroll area holding the area size it by its preferred
        # height (the list's every row): the tabs take what is left, down to what they need.
        self.tabs.setMinimumHeight(self.tabs.minimumSizeHint().height())
        self.tabs.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        layout.addWidget(self.tabs, 1)
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

    def open_record(self, record: object) -> None:
        """A new auto filled in by another screen (`NoticePrefill`), unless the auto being
        typed is kept; otherwise the process `record`."""
        if not isinstance(record, NoticePrefill):
            self.show_process(record)
            return
        if self.form.isHidden() or not self.may_close():
            return
        self.new_notice()
        self.form.prefill(record)

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
            self.list.run_search()
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
        self.list.run_search()
