"""History tab: every audit entry of the operator and of its registration applications —
who, when, what, and the fields that changed."""

import re
import uuid
from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.rules.choices import (
    ApplicationStatus,
    Establishment,
    OperatorKind,
    RegistrationModality,
)
from desktop.rules.dates import br_date, br_date_time
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext
from desktop.services.office.audit_records import AuditRecord, history
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.checklist import all_checklist_items
from desktop.services.registration.crc_records import list_crcs
from desktop.services.registration.operator_documents_records import list_documents
from desktop.services.registration.operators_records import STATUS_LABELS as OPERATOR_STATUSES
from desktop.ui.operators.state_terms import (
    state_registration_exempt_label,
    state_registration_label,
)
from desktop.ui.widgets import operation
from desktop.ui.workspace import Workspace, WorkspaceUser

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
        (APPLICATION, "publication"): translate("history", "Extrato publicado no DOE"),
        (APPLICATION, "publication_correction"): translate(
            "history", "Publicação do extrato corrigida"
        ),
        ("operator_document", "record"): translate("history", "Documento recebido"),
        ("crc", "issue"): translate("history", "CRC emitido"),
        ("crc", "superseded"): translate("history", "CRC substituído"),
        ("crc", "reissue"): translate("history", "CRC reemitido com a publicação do extrato"),
    }
    return labels.get((entity, action), f"{entity}: {action}")


def field_labels(jurisdiction: str) -> dict[str, str]:
    return {
        "legal_name": translate("history", "Razão social"),
        "trade_name": translate("history", "Nome fantasia"),
        "cnpj": translate("history", "CNPJ"),
        "state_registration": state_registration_label(jurisdiction),
        "state_registration_exempt": state_registration_exempt_label(jurisdiction),
        "kind": translate("history", "Tipo"),
        "establishment": translate("history", "Estabelecimento"),
        "street": translate("history", "Logradouro"),
        "number": translate("history", "Número"),
        "complement": translate("history", "Complemento"),
        "district": translate("history", "Bairro"),
        "municipality_code": translate("history", "Município (IBGE)"),
        "uf": translate("history", "UF"),
        "cep": translate("history", "CEP"),
        "phone": translate("history", "Telefone"),
        "email": translate("history", "E-mail"),
        "representative_name": translate("history", "Representante"),
        "representative_cpf": translate("history", "CPF do representante"),
        "modalities": translate("history", "Modalidades"),
        "partners": translate("history", "Sócios"),
        "status": translate("history", "Situação"),
        "protocol_number": translate("history", "Protocolo"),
        "protocol_date": translate("history", "Data do protocolo"),
        "analysis_due": translate("history", "Prazo da análise"),
        "pendency_number": translate("history", "Notificação"),
        "pendency_text": translate("history", "Pendências"),
        "pendency_notified_on": translate("history", "Notificado em"),
        "pendency_due": translate("history", "Prazo da pendência"),
        "pendency_answered_on": translate("history", "Respondido em"),
        "archived_on": translate("history", "Arquivado em"),
        "decided_on": translate("history", "Decidido em"),
        "approved_modalities": translate("history", "Modalidades deferidas"),
        "refusal_reason": translate("history", "Motivo do indeferimento"),
        "forged_documents": translate("history", "Documento falso"),
        "refusal_notified_on": translate("history", "Notificado do indeferimento em"),
        "appeal_due": translate("history", "Prazo do recurso"),
        "resolution_number": translate("history", "Resolução"),
        "resolution_date": translate("history", "Data da resolução"),
        "doe_published_on": translate("history", "Extrato publicado no DOE em"),
        "doe_reference": translate("history", "Edição e página do DOE"),
        "correction_reason": translate("history", "Motivo da correção"),
        "registration_act": translate("history", "Resolução e extrato no DOE"),
        "barred_until": translate("history", "Impedido até"),
        "received_on": translate("history", "Recebido em"),
        "issued_on": translate("history", "Emitido em"),
        "valid_until": translate("history", "Válido até"),
        "notes": translate("history", "Observações"),
        "checked_by_id": translate("history", "Conferido por"),
        "superseded_by_id": translate("history", "Substituído por"),
        "bar_article": translate("history", "Base do impedimento"),
    }


CODE_LABELS = {
    **RegistrationModality.labels(),
    **OperatorKind.labels(),
    **Establishment.labels(),
    **OPERATOR_STATUSES,
    **ApplicationStatus.labels(),
    **{
        item.kind: item.title
        for jurisdiction in ("GO", "RR")
        for item in all_checklist_items(jurisdiction)
    },
}
ISO_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


def shown(value) -> str:
    if value in (None, "", [], False):
        return "—"
    if value is True:
        return translate("history", "sim")
    if isinstance(value, str) and ISO_DAY.match(value):
        return br_date(date.fromisoformat(value))
    if isinstance(value, str) and all(word in CODE_LABELS for word in value.split()):
        return ", ".join(CODE_LABELS[word] for word in value.split())
    if isinstance(value, list):
        return ", ".join(
            str(item.get("name", item)) if isinstance(item, dict) else str(item) for item in value
        )
    return str(value)


def changes(record: AuditRecord, jurisdiction: str) -> str:
    """The fields that changed, with their labels; a creation lists the filled fields."""
    before = record.before or {}
    after = record.after or {}
    labels = field_labels(jurisdiction)
    changed = []
    for key in sorted(
        set(before) | set(after),
        key=lambda name: list(labels).index(name) if name in labels else len(labels),
    ):
        if key in HIDDEN_FIELDS or before.get(key) == after.get(key):
            continue
        label = labels.get(key, key)
        if record.before is None:
            if shown(after.get(key)) != "—":
                changed.append(f"{label}: {shown(after.get(key))}")
        else:
            changed.append(f"{label}: {shown(before.get(key))} → {shown(after.get(key))}")
    return "; ".join(changed)


def entries_of(ctx: ServiceContext, operator_id: uuid.UUID) -> list[tuple[str, AuditRecord]]:
    """The audit entries of the operator and of its applications, documents and CRCs."""
    entries = [("operator", record) for record in history(ctx, "operator", operator_id)]
    related = [(APPLICATION, item.id) for item in list_applications(ctx, operator_id)]
    related += [("operator_document", item.id) for item in list_documents(ctx, operator_id)]
    related += [("crc", item.id) for item in list_crcs(ctx, operator_id)]
    for entity, entity_id in related:
        entries += [(entity, record) for record in history(ctx, entity, entity_id)]
    return entries


class OperatorHistoryTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("history_table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Quando"), self.tr("Quem"), self.tr("O quê"), self.tr("Alterações")]
        )
        header = self.table.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)

    def load(self, operator_id: uuid.UUID | None) -> None:
        entries: list[tuple[str, AuditRecord]] = []
        if operator_id is not None:
            entries = operation.run(self, lambda: entries_of(self.ctx, operator_id)) or []
        order = sorted(
            range(len(entries)), key=lambda index: (entries[index][1].at, index), reverse=True
        )
        self.table.setRowCount(len(entries))
        for row, (entity, record) in enumerate(entries[index] for index in order):
            values = [
                br_date_time(office_time(self.ctx, record.at)),
                record.display_name,
                action_label(entity, record.action),
                changes(record, self.ctx.office.jurisdiction),
            ]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
