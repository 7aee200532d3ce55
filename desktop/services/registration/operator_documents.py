"""Documents an operator presents for the registration (Res. 105 arts. 9-11; Lei 664 art. 18).

A document is recorded with the date it was received, its validity and the clerk who checked
it. The newest document of a kind is the current one (art. 9 §1: documentation kept up to
date). A checklist item is pending when no current document is on file or it has expired.
"""

import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import and_, exists, func, select
from sqlalchemy.orm import Session, aliased

from desktop.models.operators import Operator, RegistrationDocument
from desktop.models.users import User
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.checklist import (
    ChecklistItem,
    checklist_for,
    checklist_item,
)
from desktop.services.registration.operators import load_operator, split_codes
from desktop.services.validation import FieldErrors, format_cnpj

STATE_LABELS = {
    "pendente": "Pendente",
    "vencido": "Vencido",
    "vencendo": "Vence em breve",
    "em_dia": "Em dia",
}


@dataclass(frozen=True)
class DocumentInput:
    kind: str
    received_on: date | None
    valid_until: date | None = None
    issued_on: date | None = None
    notes: str = ""


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


def _row(ctx: ServiceContext, document: RegistrationDocument, checked_by: str) -> DocumentRow:
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


def _validate(ctx: ServiceContext, data: DocumentInput, today: date) -> ChecklistItem | None:
    errors = FieldErrors()
    item = checklist_item(ctx.office.jurisdiction, data.kind)
    if item is None:
        errors.add("kind", "Escolha o documento na lista de documentos exigidos.")
    if data.received_on is None:
        errors.add("received_on", "Informe a data de recebimento.")
    elif data.received_on > today:
        errors.add("received_on", "A data de recebimento não pode ser posterior a hoje.")
    if data.issued_on is not None:
        if data.issued_on > today:
            errors.add("issued_on", "A data de emissão não pode ser posterior a hoje.")
        elif data.received_on is not None and data.issued_on > data.received_on:
            errors.add(
                "issued_on", "A data de emissão não pode ser posterior à data de recebimento."
            )
    if data.valid_until is None:
        if item is not None and item.expires:
            errors.add("valid_until", "Informe a validade deste documento.")
    elif data.issued_on is not None and data.valid_until < data.issued_on:
        errors.add("valid_until", "A validade não pode ser anterior à data de emissão.")
    elif data.received_on is not None and data.valid_until < data.received_on:
        errors.add(
            "valid_until",
            "O documento já estava vencido quando foi recebido: peça um documento atualizado "
            "(Res. 105, art. 9º, §1º).",
        )
    elif data.valid_until < today:
        errors.add(
            "valid_until",
            f"Validade já vencida ({data.valid_until.strftime('%d/%m/%Y')}): o documento não "
            "pode ser registrado como atual (Res. 105, art. 9º, §1º).",
        )
    errors.raise_if_any()
    return item


def record_document(
    ctx: ServiceContext, operator_id: uuid.UUID, data: DocumentInput
) -> DocumentRow:
    """Records a document as received and checked by the acting user."""
    require(ctx, Permission.OPERATOR_EDIT)
    today = office_today(ctx)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        _validate(ctx, data, today)
        document = RegistrationDocument(
            id=uuid.uuid4(),
            operator_id=operator.id,
            kind=data.kind,
            received_on=data.received_on,
            issued_on=data.issued_on,
            valid_until=data.valid_until,
            checked_by_id=ctx.actor.user_id,
            notes=data.notes.strip(),
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        session.add(document)
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "operator_document",
            document.id,
            "record",
            None,
            snapshot(document),
            at=document.created_at,
        )
        return _row(ctx, document, ctx.actor.display_name)


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
        found = current.get(item.kind)
        if found is None:
            statuses.append(ChecklistStatus(item, None, "pendente"))
            continue
        document = _row(ctx, *found)
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
        return [_row(ctx, document, name) for document, name in rows]


def pending_documents(
    ctx: ServiceContext, operator_id: uuid.UUID, as_of: date | None = None
) -> list[ChecklistStatus]:
    """Checklist items missing or expired: what the operator still has to present."""
    return [
        status
        for status in document_checklist(ctx, operator_id, as_of)
        if status.state in ("pendente", "vencido")
    ]


def _expiring_query(start: date, end: date):
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


def count_expiring_documents(session: Session, start: date, end: date) -> int:
    return session.execute(
        select(func.count()).select_from(_expiring_query(start, end).subquery())
    ).scalar_one()


def expiring_documents(
    ctx: ServiceContext, within_days: int = 30, as_of: date | None = None, limit: int = 200
) -> list[ExpiringDocument]:
    """Current documents of every operator whose validity ends in the next `within_days`."""
    require(ctx, Permission.OPERATOR_VIEW)
    start = as_of or office_today(ctx)
    with ctx.database.read() as session:
        rows = session.execute(
            _expiring_query(start, start + timedelta(days=within_days))
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
