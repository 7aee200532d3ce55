"""Documents an operator presents for the registration (Res. 105 arts. 9-11; Lei 664 art. 18).

A document is recorded with the date it was received, its validity and the clerk who checked
it. The newest document of a kind is the current one (art. 9 §1: documentation kept up to
date). A checklist item is pending when no current document is on file or it has expired.
"""

import uuid
from dataclasses import dataclass
from datetime import date

from desktop.models.operators import RegistrationDocument
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.checklist import (
    ChecklistItem,
    checklist_item,
)
from desktop.services.registration.operator_documents_records import (
    ChecklistStatus,
    DocumentRow,
    document_checklist,
    document_row,
)
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import FieldErrors

# Why an expired document is not the current one: GO, documentation kept up to date (Res. 105
# art. 9 §1); RR, the documentation the registration needs (Lei 664 art. 2 sole §).
_UP_TO_DATE = {
    "GO": "Res. AGR 105/2017, art. 9º, §1º",
    "RR": "documentação necessária ao cadastro, Lei RR 664/2008, art. 2º, parágrafo único",
}


@dataclass(frozen=True)
class DocumentInput:
    kind: str
    received_on: date | None
    valid_until: date | None = None
    issued_on: date | None = None
    notes: str = ""


def _validate(ctx: ServiceContext, data: DocumentInput, today: date) -> ChecklistItem | None:
    errors = FieldErrors()
    item = checklist_item(ctx.office.jurisdiction, data.kind)
    basis = _UP_TO_DATE[ctx.office.jurisdiction]
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
            f"({basis}).",
        )
    elif data.valid_until < today:
        errors.add(
            "valid_until",
            f"Validade já vencida ({data.valid_until.strftime('%d/%m/%Y')}): o documento não "
            f"pode ser registrado como atual ({basis}).",
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
        insert_audited(
            session, ctx, document, "record", entity="operator_document", at=document.created_at
        )
        return document_row(ctx, document, ctx.actor.display_name)


def pending_documents(
    ctx: ServiceContext, operator_id: uuid.UUID, as_of: date | None = None
) -> list[ChecklistStatus]:
    """Checklist items missing or expired: what the operator still has to present."""
    return [
        status
        for status in document_checklist(ctx, operator_id, as_of)
        if status.state in ("pendente", "vencido")
    ]
