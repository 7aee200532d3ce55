"""Administração > Rede: what `balcao rede estado` shows (issue 19 §2) — the role of this
server in the state network, each subscription (enabled, last news, errors) and each slot
(its retained WAL and lag; "ponto de replicação" and "dados retidos" on screen, PostgreSQL's
terms in the tooltips) — read off the GUI thread and refreshed on demand (F5), only the
latest reading shown —, the statewide trust list of office keys, which the sede revokes from
here, and the office's threshold past which Início warns that the statewide data is old."""

from datetime import datetime

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.dates import NO_DATE, br_date_time
from desktop.rules.state_data import NOT_IN_NETWORK, STALE_AFTER_HOURS
from desktop.services.calendar import office_time
from desktop.services.network.freshness import set_stale_after_hours
from desktop.services.network.freshness_records import stale_after_hours
from desktop.services.network.status import NetworkStatus, slot_state
from desktop.services.network.sync import session_network_status
from desktop.services.network.trust_list import revoke_statewide_key
from desktop.services.network.trust_list_records import StatewideKeyRow, statewide_keys
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import Form
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.widgets.tables import fill_table, read_only_table, refresh_on_f5, select_row
from desktop.ui.workspace import Workspace, WorkspaceUser

# PostgreSQL's own terms, for the IT person who looks them up.
SLOT_TIP = (
    "Slot de replicação lógica do PostgreSQL (pg_replication_slots): guarda o ponto até onde "
    "a outra ponta já leu os dados deste servidor."
)
RETAINED_TIP = (
    "WAL (registro de transações do PostgreSQL) guardado neste servidor até a outra ponta "
    "confirmar a leitura; cresce enquanto ela estiver desligada."
)


class NetworkTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.reading = LatestReading(self)
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
            [
                self.tr("Ponto de replicação"),
                self.tr("Situação"),
                self.tr("Dados retidos"),
                self.tr("Atraso"),
            ],
            None,
            self,
        )
        for column, tip in enumerate(
            (
                SLOT_TIP,
                self.tr("Se a outra ponta lê agora e como está a retenção (wal_status)."),
                RETAINED_TIP,
                self.tr("Bytes que a outra ponta ainda não confirmou ter recebido."),
            )
        ):
            header = self.slots.horizontalHeaderItem(column)
            assert header is not None  # read_only_table labels every column
            header.setToolTip(tip)
        self.keys = read_only_table(
            "network_keys",
            [self.tr("Escritório"), self.tr("Chave"), self.tr("Publicada em"), self.tr("Situação")],
            (3,),
            self,
        )
        self.keys.itemSelectionChanged.connect(self._enable_revoke)
        self.key_rows: list[StatewideKeyRow] = []
        self.at_sede = False
        self.revoke_button = QPushButton(self.tr("Rev&ogar chave…"), self)
        self.revoke_button.setObjectName("network_revoke_key")
        self.revoke_button.setEnabled(False)
        self.revoke_button.clicked.connect(self.revoke)
        self.form = Form(self)
        self.stale_after = QSpinBox(self)
        self.stale_after.setRange(STALE_AFTER_HOURS.start, STALE_AFTER_HOURS.stop - 1)
        self.stale_after.setSuffix(self.tr(" horas"))
        self.form.add(
            "stale_after_hours",
            self.tr("Avisar em Início quando os dados estaduais tiverem &mais de:"),
            self.stale_after,
        )
        self.save_stale = QPushButton(self.tr("Gravar o &limite do aviso"), self)
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
        slots_label = QLabel(self.tr("Pontos de replicação (o que a outra ponta lê daqui):"), self)
        slots_label.setToolTip(SLOT_TIP)
        layout.addWidget(slots_label)
        layout.addWidget(self.slots, 1)
        layout.addWidget(
            QLabel(self.tr("Chaves dos escritórios na rede (a sede revoga uma chave aqui):"), self)
        )
        layout.addWidget(self.keys, 1)
        layout.addWidget(self.form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_stale)
        buttons.addWidget(self.revoke_button)
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
        self.reading.run(
            lambda _control: (session_network_status(ctx), statewide_keys(ctx)), self._show_read
        )

    def _show_read(self, read: tuple[NetworkStatus | None, list[StatewideKeyRow]]) -> None:
        """Only the latest reading is shown (`LatestReading`): a clerk deciding on an
        irreversible revocation never sees a key as in force from an older reading."""
        status, keys = read
        self._show_keys(keys, status is not None and status.role == "sede")
        self._show(status)

    def _show_keys(self, keys: list[StatewideKeyRow], at_sede: bool) -> None:
        """The key selected before the reading stays selected wherever its row now is: a key
        published since (an office's renewed key is listed above its older one) moves the rows,
        and Revogar must not pass to the key that took the selected row's place."""
        selected = self._selected_key()
        self.key_rows, self.at_sede = keys, at_sede
        fill_table(
            self.keys,
            [
                (
                    key.office_code,
                    key.key_id,
                    br_date_time(office_time(self.ctx, key.published_at)),
                    self.tr("em vigor")
                    if key.revoked_at is None
                    else self.tr("REVOGADA em %1 — motivo: %2")
                    .replace("%1", br_date_time(office_time(self.ctx, key.revoked_at)))
                    .replace("%2", key.reason),
                )
                for key in keys
            ],
        )
        self._select(selected)
        self._enable_revoke()

    def _select(self, wanted: StatewideKeyRow | None) -> None:
        """Selects the row of `wanted`'s key, with no modifier key's help (a Shift held would
        extend the selection instead); nothing when the list no longer has it."""
        identity = None if wanted is None else (wanted.office_code, wanted.key_id)
        rows = [
            i for i, key in enumerate(self.key_rows) if (key.office_code, key.key_id) == identity
        ]
        select_row(self.keys, rows[0] if rows else -1)

    def _selected_key(self) -> StatewideKeyRow | None:
        row = self.keys.currentRow()
        if not self.keys.selectedItems() or not 0 <= row < len(self.key_rows):
            return None
        return self.key_rows[row]

    def _enable_revoke(self) -> None:
        key = self._selected_key()
        self.revoke_button.setEnabled(self.at_sede and key is not None and key.revoked_at is None)

    def revoke(self) -> None:
        """The sede revokes the selected key (docs/network.md): it stops verifying in every
        office once the revocation reaches it."""
        key = self._selected_key()
        if key is None:
            return
        reason = QLineEdit()

        def submit(_dialog: ActionDialog) -> str:
            return revoke_statewide_key(self.ctx, key.key_id, reason.text())

        dialog = ActionDialog(
            self.tr("Revogar a chave %1 do escritório %2")
            .replace("%1", key.key_id)
            .replace("%2", key.office_code),
            submit,
            self.tr(
                "Os documentos assinados com esta chave deixam de ser válidos em todos os "
                "escritórios assim que a revogação chegar a eles. A revogação não pode ser "
                "desfeita."
            ),
            self.tr("Revogar"),
            self,
            self.workspace.changes(Domain.OFFICE),
        )
        reason.setParent(dialog)
        dialog.form.add("reason", self.tr("&Motivo da revogação"), reason)
        if dialogs.launch(dialog) == ActionDialog.DialogCode.Accepted:
            self.refresh()

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
                    slot_state(item),
                    f"{item.retained_bytes or 0} bytes",
                    f"{item.pending_bytes or 0} bytes",
                )
                for item in status.slots
            ],
        )
