"""Administração > Rede: what `balcao rede estado` shows (issue 19 §2) — the role of this
server in the state network, each subscription (enabled, last news, errors) and each slot
(retained WAL, lag) — read off the GUI thread and refreshed on demand (F5) — and the
office's threshold past which Início warns that the statewide data is old."""

from datetime import datetime

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

from desktop.rules.dates import NO_DATE, br_date_time
from desktop.rules.state_data import NOT_IN_NETWORK, STALE_AFTER_HOURS
from desktop.services.calendar import office_time
from desktop.services.network.freshness import set_stale_after_hours
from desktop.services.network.freshness_records import stale_after_hours
from desktop.services.network.status import NetworkStatus
from desktop.services.network.sync import session_network_status
from desktop.ui.changes import Domain
from desktop.ui.widgets import operation
from desktop.ui.widgets.forms import Form
from desktop.ui.widgets.tables import fill_table, read_only_table, refresh_on_f5
from desktop.ui.workspace import Workspace, WorkspaceUser


class NetworkTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.summary = QLabel(self.tr("Lendo o estado da rede…"), self)
        self.summary.setObjectName("network_summary")
        self.summary.setWordWrap(True)
        self.subscriptions = read_only_table(
            "network_subscriptions",
            [self.tr("Assinatura"), self.tr("Situação"), self.tr("Última notícia"), "Erros"],
            None,
            self,
        )
        self.slots = read_only_table(
            "network_slots",
            [self.tr("Slot"), self.tr("Situação"), self.tr("WAL retido"), self.tr("Atraso")],
            None,
            self,
        )
        self.form = Form(self)
        self.stale_after = QSpinBox(self)
        self.stale_after.setRange(STALE_AFTER_HOURS.start, STALE_AFTER_HOURS.stop - 1)
        self.stale_after.setSuffix(self.tr(" horas"))
        self.form.add(
            "stale_after_hours",
            self.tr("Avisar em Início quando os dados es&taduais tiverem mais de:"),
            self.stale_after,
        )
        self.save_stale = QPushButton(self.tr("Gravar a&viso"), self)
        self.save_stale.setObjectName("network_save_stale")
        self.save_stale.clicked.connect(self.save_stale_after)
        self.refresh_button = QPushButton(self.tr("&Atualizar (F5)"), self)
        self.refresh_button.setObjectName("network_refresh")
        self.refresh_button.clicked.connect(self.refresh)
        refresh_on_f5(self, self.refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel(self.tr("Assinaturas (o que este servidor recebe):"), self))
        layout.addWidget(self.subscriptions, 1)
        layout.addWidget(QLabel(self.tr("Slots (o que a outra ponta lê daqui):"), self))
        layout.addWidget(self.slots, 1)
        layout.addWidget(self.form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_stale)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)
        layout.addLayout(buttons)

    def save_stale_after(self) -> None:
        hours = self.stale_after.value()
        operation.run(
            self,
            lambda: set_stale_after_hours(self.ctx, hours),
            self.stale_after.setValue,
            changes=self.workspace.changes(Domain.OFFICE),
            form=self.form,
        )

    def refresh(self) -> None:
        self.stale_after.setValue(stale_after_hours(self.ctx))
        ctx = self.ctx
        operation.run_in_background(
            self,
            lambda _control: session_network_status(ctx),
            self._show_if_open,
            progress=None,
        )

    def _show_if_open(self, status: NetworkStatus | None) -> None:
        """A reading that arrives after the panel closed is dropped."""
        if Shiboken.isValid(self):
            self._show(status)

    def _heard(self, moment: datetime | None) -> str:
        return NO_DATE if moment is None else br_date_time(office_time(self.ctx, moment))

    def _show(self, status: NetworkStatus | None) -> None:
        if status is None:
            self.summary.setText(NOT_IN_NETWORK)
            fill_table(self.subscriptions, [])
            fill_table(self.slots, [])
            return
        who = (
            self.tr("Sede da rede estadual.")
            if status.role == "sede"
            else self.tr("Escritório %1 na rede estadual.").replace("%1", status.office_code or "")
        )
        self.summary.setText(who)
        fill_table(
            self.subscriptions,
            [
                (
                    item.name,
                    self.tr("ativa") if item.enabled else self.tr("DESATIVADA"),
                    self._heard(item.last_heard),
                    str(item.errors),
                )
                for item in status.subscriptions
            ],
        )
        fill_table(
            self.slots,
            [
                (
                    item.name,
                    (self.tr("em uso") if item.active else self.tr("sem leitor"))
                    + f" ({item.wal_status or NO_DATE})",
                    f"{item.retained_bytes or 0} bytes",
                    f"{item.pending_bytes or 0} bytes",
                )
                for item in status.slots
            ],
        )
