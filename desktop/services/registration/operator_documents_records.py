"""Queries of `desktop.services.registration.operator_documents`, read by its screens: nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import and_, exists, select
from sqlalchemy.orm import Session, aliased

from desktop.models.operators import Operator, RegistrationDocument
from desktop.models.users import User
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.checklist import (
    ChecklistItem,
    checklist_for,
    checklist_item,
)
from desktop.services.registration.operators_records import load_operator, split_codes
from desktop.services.validation import format_cnpj

STATE_LABELS = {
    "pendente": "Pendente",
    "vencido": "Vencido",
    "vencendo": "Vence em breve",
    "em_dia": "Em dia",
}


@dataclass(frozen=True)
class DocumentRow:
    id: uuid.UUID
    kind: str
    title: str
    article: str
    received_on: date
    issued_on: date | None
    valid_until: date | None
    checked_by: str
    notes: str


@dataclass(frozen=True)
class ChecklistStatus:
    item: ChecklistItem
    document: DocumentRow | None
    state: str

    @property
    def state_label(self) -> str:
        return STATE_LABELS[self.state]


@dataclass(frozen=True)
class ExpiringDocument:
    operator_id: uuid.UUID
    legal_name: str
    cnpj_formatted: str
    kind: str
    title: str
    article: str
    valid_until: date


def document_row(
    ctx: ServiceContext, document: RegistrationDocument, checked_by: str
) -> DocumentRow:
    item = checklist_item(ctx.office.jurisdiction, document.kind)
    return DocumentRow(
        id=document.id,
        kind=document.kind,
        title=item.title if item else document.kind,
        article=item.article if item else "",
        received_on=document.received_on,
        issued_on=document.issued_on,
        valid_until=document.valid_until,
        checked_by=checked_by,
        notes=document.notes,
    )


def current_documents(session: Session, operator_id: uuid.UUID) -> dict[str, tuple]:
    """kind -> (document, checker's name) of the newest document of each kind."""
    rows = session.execute(
        select(RegistrationDocument, User.display_name)
        .join(User, User.id == RegistrationDocument.checked_by_id)
        .where(RegistrationDocument.operator_id == operator_id)
        .order_by(RegistrationDocument.received_on, RegistrationDocument.created_at)
    ).all()
    return {document.kind: (document, name) for document, name in rows}


def checklist_status(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    modalities: tuple[str, ...],
    as_of: date,
    warn_days: int = 30,
) -> list[ChecklistStatus]:
    current = current_documents(session, operator.id)
    statuses = []
    for item in checklist_for(ctx.office.jurisdiction, operator.kind, modalities):
        found = next((current[kind] for kind in item.accepted_kinds if kind in current), None)
        if found is None:
            statuses.append(ChecklistStatus(item, None, "pendente"))
            continue
        document = document_row(ctx, *found)
        if document.valid_until is not None and document.valid_until < as_of:
            state = "vencido"
        elif document.valid_until is not None and document.valid_until <= as_of + timedelta(
            days=warn_days
        ):
            state = "vencendo"
        else:
            state = "em_dia"
        statuses.append(ChecklistStatus(item, document, state))
    return statuses


def document_checklist(
    ctx: ServiceContext, operator_id: uuid.UUID, as_of: date | None = None
) -> list[ChecklistStatus]:
    """Every document the operator's kind and modalities require, with its state."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = load_operator(session, operator_id)
        return checklist_status(
            session, ctx, operator, split_codes(operator.modalities), as_of or office_today(ctx)
        )


def list_documents(ctx: ServiceContext, operator_id: uuid.UUID) -> list[DocumentRow]:
    """Every document received from the operator, newest first (history included)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        rows = session.execute(
            select(RegistrationDocument, User.display_name)
            .join(User, User.id == RegistrationDocument.checked_by_id)
            .where(RegistrationDocument.operator_id == operator_id)
            .order_by(
                RegistrationDocument.received_on.desc(), RegistrationDocument.created_at.desc()
            )
        ).all()
        return [document_row(ctx, document, name) for document, name in rows]


def expiring_query(start: date, end: date):
    newer = aliased(RegistrationDocument)
    superseded = exists().where(
        and_(
            newer.operator_id == RegistrationDocument.operator_id,
            newer.kind == RegistrationDocument.kind,
            (newer.received_on > RegistrationDocument.received_on)
            | (
                (newer.received_on == RegistrationDocument.received_on)
                & (newer.created_at > RegistrationDocument.created_at)
            ),
        )
    )
    return (
        select(RegistrationDocument, Operator)
        .join(Operator, Operator.id == RegistrationDocument.operator_id)
        .where(
            RegistrationDocument.valid_until >= start,
            RegistrationDocument.valid_until <= end,
            ~superseded,
        )
    )


def expiring_documents(
    ctx: ServiceContext, within_days: int = 30, as_of: date | None = None, limit: int = 200
) -> list[ExpiringDocument]:
    """Current documents of every operator whose validity ends in the next `within_days`."""
    require(ctx, Permission.OPERATOR_VIEW)
    start = as_of or office_today(ctx)
    with ctx.database.read() as session:
        rows = session.execute(
            expiring_query(start, start + timedelta(days=within_days))
            .order_by(RegistrationDocument.valid_until, Operator.sort_name)
            .limit(limit)
        ).all()
        result = []
        for document, operator in rows:
            item = checklist_item(ctx.office.jurisdiction, document.kind)
            result.append(
                ExpiringDocument(
                    operator.id,
                    operator.legal_name,
                    format_cnpj(operator.cnpj),
                    document.kind,
                    item.title if item else document.kind,
                    item.article if item else "",
                    document.valid_until,
                )
            )
        return result
