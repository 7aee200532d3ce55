"""The measures on the vehicle of the open notice: retention or removal to depot (Res. AGR
105/2017, arts. 72-74) or RR apprehension (Lei 664/2008, art. 90), the proposal from the
catalogue, and the release on one of the conditions the law allows."""

import uuid
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.payments import Payment
from desktop.models.sanctions import VehicleMeasure
from desktop.rules.dates import br_date
from desktop.rules.measures import inciso_choices
from desktop.rules.money import format_brl
from desktop.services.calendar import office_now, office_zone
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.office.rule_values import office_rulebook
from desktop.services.sanctions.measure_deposits_records import DepositRow, deposits_of_notice
from desktop.services.sanctions.measures import (
    KINDS,
    RELEASE_BASES,
    REMOVED_AFTER_RETENTION,
    apply_measure,
    local_time,
    release_vehicle,
)
from desktop.services.sanctions.measures_records import (
    KIND_LABELS,
    MeasureRow,
    measures_of,
    propose_measures,
)
from desktop.ui.changes import Domain
from desktop.ui.sanctions.measure_costs_dialog import (
    add_statement,
    cost_dialog,
    cost_payment_dialog,
    deposit_dialog,
    refund_dialog,
)
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.flow_layout import FlowLayout
from desktop.ui.widgets.forms import compact_combo, date_time_edit, instant_value
from desktop.ui.workspace import Workspace, WorkspaceUser


class MeasuresBox(QWidget, WorkspaceUser):
    changed = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.notice_id: uuid.UUID | None = None
        self.rows: list[MeasureRow] = []
        self.proposal = QLabel(self)
        self.proposal.setObjectName("measure_proposal")
        self.proposal.setWordWrap(True)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Medida"), self.tr("Início"), self.tr("Prazo"), self.tr("Liberação")]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(110)
        # A list, as the process's deadlines and timeline: Tab leaves it for the measures'
        # acts instead of walking its cells, four to a measure (issue 17 §8).
        self.table.setTabKeyNavigation(False)
        self.apply_button = QPushButton(self.tr("Registrar &medida…"), self)
        self.apply_button.clicked.connect(self.apply)
        self.release_button = QPushButton(self.tr("&Liberar veículo…"), self)
        self.release_button.clicked.connect(self.release)
        self.cost_button = QPushButton(self.tr("Registrar de&spesa…"), self)
        self.cost_button.clicked.connect(self.record_cost)
        self.cost_paid_button = QPushButton(self.tr("Despesa &paga…"), self)
        self.cost_paid_button.setObjectName("measure_cost_paid")
        self.cost_paid_button.clicked.connect(self.record_cost_paid)
        self.deposit_button = QPushButton(self.tr("Registrar ca&ução…"), self)
        self.deposit_button.clicked.connect(self.record_deposit)
        self.refund_button = QPushButton(self.tr("De&volver caução…"), self)
        self.refund_button.clicked.connect(self.refund)
        self.deposits: dict[uuid.UUID, DepositRow] = {}
        # The acts wrap onto as many lines as the width needs (1024 px screens included).
        buttons_box = QWidget(self)
        buttons = FlowLayout(buttons_box)
        for button in (
            self.apply_button,
            self.cost_button,
            self.cost_paid_button,
            self.deposit_button,
            self.refund_button,
            self.release_button,
        ):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.proposal)
        layout.addWidget(self.table)
        layout.addWidget(buttons_box)
        self.load(None)

    def load(self, notice_id: uuid.UUID | None) -> None:
        self.notice_id = notice_id
        found = None
        if notice_id is not None:
            found = operation.run(
                self,
                lambda: (
                    measures_of(self.ctx, notice_id),
                    propose_measures(self.ctx, notice_id),
                    deposits_of_notice(self.ctx, notice_id),
                ),
            )
        self.rows, proposals, self.deposits = found or ([], [], {})
        self.proposal.setText(
            "; ".join(f"{p.label} ({p.article})" for p in proposals) if proposals else ""
        )
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            limit = ""
            if row.limit_day:
                limit = self.tr("até %1").replace("%1", br_date(row.limit_day))
            elif row.earliest_release_at:
                limit = self.tr("não antes de %1").replace(
                    "%1", local_time(self.ctx, row.earliest_release_at)
                )
            released = local_time(self.ctx, row.released_at) if row.released_at else ""
            if row.release_basis == REMOVED_AFTER_RETENTION:
                # Res. AGR 105/2017, art. 73, II: not cured on the spot, removed to the depot.
                released = self.tr("removido para depósito em %1").replace("%1", released)
            if row.depot_fee is not None:
                released += f" — {row.depot_days} diária(s), {format_brl(row.depot_fee)}"
            deposit = self.deposits.get(row.id)
            if deposit is not None:
                released += f" — caução {format_brl(deposit.amount)}"
                if deposit.corrected_amount is not None:
                    released += f", devolvida {format_brl(deposit.corrected_amount)}"
            for column, value in enumerate(
                (
                    f"{row.kind_label}, inciso {row.inciso}",
                    local_time(self.ctx, row.started_at),
                    limit,
                    released,
                )
            ):
                item = QTableWidgetItem(value)
                item.setToolTip(row.articles)
                self.table.setItem(index, column, item)
        self.apply_button.setEnabled(
            notice_id is not None and has_permission(self.ctx.actor, Permission.NOTICE_RECORD)
        )
        self.release_button.setEnabled(
            any(row.released_at is None for row in self.rows)
            and has_permission(self.ctx.actor, Permission.PROCESS_INSTRUCT)
        )
        self.cost_button.setEnabled(
            bool(self._held_removals())
            and has_permission(self.ctx.actor, Permission.PROCESS_INSTRUCT)
        )
        self.cost_paid_button.setEnabled(self.cost_button.isEnabled())
        instruct = has_permission(self.ctx.actor, Permission.PROCESS_INSTRUCT)
        self.deposit_button.setEnabled(
            any(row.id not in self.deposits for row in self._held_removals()) and instruct
        )
        self.refund_button.setEnabled(
            any(d.refunded_on is None for d in self.deposits.values()) and instruct
        )
        for button in (
            self.cost_button,
            self.cost_paid_button,
            self.deposit_button,
            self.refund_button,
        ):
            button.setVisible(self.ctx.office.jurisdiction == "GO")

    def _held_removals(self) -> list[MeasureRow]:
        return [row for row in self.rows if row.kind == "remocao" and row.released_at is None]

    def _selected(self, held: list[MeasureRow]) -> MeasureRow | None:
        """The selected measure when it is one of `held`, else the first of them; None when
        there is none (the act's button is disabled then, but a shortcut or a reading racing a
        click may still call it)."""
        if not held:
            return None
        selected = self.table.selectionModel().selectedRows()
        chosen = self.rows[selected[0].row()] if selected else None
        return chosen if chosen in held else held[0]

    def _act_on(
        self, held: list[MeasureRow], dialog_for: Callable[[MeasureRow], ActionDialog]
    ) -> object:
        """The act's dialog for the selected measure of `held`; nothing when there is none."""
        row = self._selected(held)
        return None if row is None else self._run(dialog_for(row))

    def record_deposit(self) -> object:
        """The caução that releases the vehicle (art. 73 §3, III)."""
        held = [row for row in self._held_removals() if row.id not in self.deposits]
        return self._act_on(held, lambda row: deposit_dialog(self.workspace, row, self))

    def refund(self) -> object:
        """The caução returned, corrected, when the auto falls (art. 73 §4)."""
        with_deposit = [
            row
            for row in self.rows
            if row.id in self.deposits and self.deposits[row.id].refunded_on is None
        ]
        return self._act_on(with_deposit, lambda row: refund_dialog(self.workspace, row, self))

    def record_cost(self) -> object:
        """A cost of the removal (art. 73 §3; art. 74 sole §; Decreto art. 52 §3)."""
        return self._act_on(
            self._held_removals(), lambda row: cost_dialog(self.workspace, row, self)
        )

    def record_cost_paid(self) -> object:
        """A cost paid to the one who charged it: the release of art. 73 §3, II and IV waits
        for it (Decreto 8.444/2015, art. 52 §3, II and IV)."""
        return self._act_on(
            self._held_removals(), lambda row: cost_payment_dialog(self.workspace, row, self)
        )

    def _run(self, dialog: ActionDialog) -> object:
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.load(self.notice_id)
        self.changed.emit()
        return dialog.result_value

    def apply(self) -> object:
        notice_id = self.notice_id

        def submit(dialog):
            return apply_measure(
                self.ctx,
                notice_id,
                kind.currentData(),
                inciso.currentData(),
                instant_value(started, office_zone(self.ctx)),
                depot.text(),
            )

        dialog = ActionDialog(
            self.tr("Registrar medida administrativa"),
            submit,
            self.proposal.text(),
            self.tr("Registrar"),
            self,
            self.workspace.changes(Domain.SANCTIONS),
        )
        kind = QComboBox(dialog)
        allowed = KINDS[self.ctx.office.jurisdiction]
        for code in allowed:
            kind.addItem(KIND_LABELS[code], code)
        dialog.form.add("kind", self.tr("&Medida"), kind)
        # Each inciso with the situation of Res. AGR 105/2017, arts. 72-73 it names; the popup
        # shows the long ones whole.
        inciso = compact_combo(dialog)
        rulebook = operation.run(self, lambda: office_rulebook(self.ctx))
        if rulebook is None:
            return None

        def fill_incisos() -> None:
            inciso.clear()
            code = kind.currentData()
            for value, label in inciso_choices(rulebook, code, allowed[code]):
                inciso.addItem(label, value)

        inciso.currentTextChanged.connect(inciso.setToolTip)
        kind.currentIndexChanged.connect(fill_incisos)
        fill_incisos()
        dialog.form.add("inciso", self.tr("&Inciso"), inciso)
        started = date_time_edit(dialog, office_now(self.ctx))
        dialog.form.add("started_at", self.tr("&Data e hora"), started)
        depot = dialog.form.add_line(
            "depot", self.tr("De&pósito ou pátio"), column=VehicleMeasure.depot
        )
        return self._run(dialog)

    def release(self) -> object:
        unreleased = [row for row in self.rows if row.released_at is None]
        return self._act_on(unreleased, self._release_dialog)

    def _release_dialog(self, row: MeasureRow) -> ActionDialog:
        def submit(dialog):
            return release_vehicle(
                self.ctx,
                row.id,
                instant_value(released, office_zone(self.ctx)),
                basis.currentData(),
                fee.text(),
                note.text(),
                superior is not None and superior.isChecked(),
            )

        dialog = ActionDialog(
            self.tr("Liberar veículo %1").replace("%1", row.plate),
            submit,
            row.articles,
            self.tr("Liberar"),
            self,
            self.workspace.changes(Domain.SANCTIONS, Domain.PAYMENTS),
        )
        basis = QComboBox(dialog)
        for code, label in RELEASE_BASES[row.kind].items():
            basis.addItem(label, code)
        dialog.form.add("basis", self.tr("&Condição"), basis)
        if row.kind == "remocao":
            # What releasing a vehicle removed to a depot costs (Goiás, Res. AGR 105/2017,
            # art. 73 §3); a retention and Roraima's apprehension have no statement.
            add_statement(dialog, self.ctx, row, basis)
        released = date_time_edit(dialog, office_now(self.ctx))
        dialog.form.add("released_at", self.tr("&Data e hora"), released)
        fee = dialog.form.add_line(
            "fee_reference", self.tr("&Guia das taxas do depósito"), column=Payment.reference
        )
        # Only a removal to depot pays the depot's fees on release (Res. AGR 105/2017, arts.
        # 73 §3 and 74); a retention and Roraima's apprehension (Lei RR 664/2008, art. 90
        # §3º) have none.
        dialog.form.set_row_visible("fee_reference", row.kind == "remocao")
        note = dialog.form.add_line("note", self.tr("&Observação"))
        superior: QCheckBox | None = None
        if row.kind == "apreensao":
            # Roraima: a second apprehension is released by the superior authority (Lei RR
            # 664/2008, art. 90 §4º); Goiás's measures know no such act.
            superior = QCheckBox(
                self.tr("Ato da autoridade superior (Lei RR 664/2008, art. 90, § 4º)"), dialog
            )
            dialog.form.add("superior_authority", "", superior)
            # Lei RR 664/2008, art. 90 §3º: the release is an act of the inspecting body.
            dialog.form.set_label("note", self.tr("A&to de liberação"))
        return dialog
