"""History tab: every audit entry of the operator and of its registration applications —
who, when, what, and the fields that changed."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.services.audit import AuditRecord, history
from desktop.services.context import ServiceContext
from desktop.services.registration import list_applications

HIDDEN_FIELDS = frozenset({"id", "created_at", "created_by_id", "updated_at", "operator_id"})


translate = QCoreApplication.translate
APPLICATION = "registration_application"


def action_label(entity: str, action: str) -> str:
    labels = {
        ("operator", "create"): translate("history", "Cadastro do operador"),
        ("operator", "update"): translate("history", "Alteração do cadastro"),
        (APPLICATION, "protocol"): translate("history", "Pedido protocolado"),
        (APPLICATION, "start_analysis"): translate("history", "Análise iniciada"),
        (APPLICATION, "pendency_notice"): translate("history", "Pendência notificada"),
        (APPLICATION, "pendency_answered"): translate("history", "Pendência respondida"),
        (APPLICATION, "archive_lapsed"): translate("history", "Pedido arquivado"),
        (APPLICATION, "approve"): translate("history", "Pedido deferido"),
        (APPLICATION, "refuse"): translate("history", "Pedido indeferido"),
    }
    return labels.get((entity, action), f"{entity}: {action}")


def changes(record: AuditRecord) -> str:
    before = record.before or {}
    after = record.after or {}
    changed = []
    for key in sorted(set(before) | set(after)):
        if key in HIDDEN_FIELDS or before.get(key) == after.get(key):
            continue
        if record.before is None:
            changed.append(f"{key}: {after.get(key)}")
        else:
            changed.append(f"{key}: {before.get(key)} → {after.get(key)}")
    return "; ".join(changed)


class OperatorHistoryTab(QWidget):
    def __init__(self, ctx: ServiceContext, parent=None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("history_table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Quando"), self.tr("Quem"), self.tr("O quê"), self.tr("Alterações")])
        header = self.table.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)

    def load(self, operator_id: uuid.UUID | None) -> None:
        entries: list[tuple[str, AuditRecord]] = []
        if operator_id is not None:
            entries += [("operator", r) for r in history(self.ctx, "operator", operator_id)]
            for application in list_applications(self.ctx, operator_id):
                entries += [(APPLICATION, r) for r in
                            history(self.ctx, "registration_application", application.id)]
        entries.sort(key=lambda pair: pair[1].at, reverse=True)
        self.table.setRowCount(len(entries))
        for row, (entity, record) in enumerate(entries):
            local = record.at.astimezone()
            values = [local.strftime("%d/%m/%Y %H:%M"), record.display_name,
                      action_label(entity, record.action), changes(record)]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.table.resizeRowsToContents()
