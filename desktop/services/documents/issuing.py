"""Issuing a printed document: number, render, sign, register, audit — in the caller's
transaction — and reprinting it byte for byte.

The register (`IssuedDocument`) keeps the PDF, its SHA-256, the signed payload and the
verification code; it is never updated nor deleted, so a reprint is the same file that was
first handed over.
"""

import hashlib
import uuid
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.data import DocumentData, OfficeLetterhead
from desktop.models.documents import IssuedDocument
from desktop.services.context import ServiceContext
from desktop.services.documents.icp import office_a1
from desktop.services.documents.keys import office_signer
from desktop.services.documents.numbering import next_document_number
from desktop.services.errors import Conflict, NotFound
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class Issued:
    id: uuid.UUID
    kind: str
    number: str
    verification_code: str
    sha256: str
    pdf: bytes

    @property
    def file_name(self) -> str:
        return f"{self.kind}-{self.number}.pdf"


def office_letterhead(ctx: ServiceContext) -> OfficeLetterhead:
    office = ctx.office
    return OfficeLetterhead(
        name=office.name,
        code=office.code,
        jurisdiction=office.jurisdiction,
        address=office.address.one_line(),
    )


def issue_document(
    ctx: ServiceContext,
    session: Session,
    kind: str,
    data: DocumentData,
    number: str | None = None,
    subject_ref: str = "",
    key_dir: Path | None = None,
) -> Issued:
    """Issues a document inside the caller's write transaction.

    `number` defaults to the next `kind` number of the office for the issue year;
    `subject_ref` says what the document is about (e.g. the operator's id) for lookups.
    """
    require(ctx, Permission.DOCUMENT_PRINT)
    signer = office_signer(ctx, key_dir)
    if number is None:
        number = next_document_number(session, ctx.office.code, kind, data.issue_date.year)
    elif session.scalar(
        select(IssuedDocument.id).where(
            IssuedDocument.kind == kind, IssuedDocument.number == number
        )
    ):
        raise Conflict(f"O documento {number} já foi emitido; use a reimpressão.")
    a1 = office_a1(ctx, session, key_dir)
    # ReportLab and the templates load with the first document issued, not at start.
    from desktop.documents.render import render_document

    rendered = render_document(kind, data, office_letterhead(ctx), number, signer, a1)
    now = ctx.clock()
    row = IssuedDocument(
        kind=kind,
        number=number,
        office_code=ctx.office.code,
        issue_date=data.issue_date,
        verification_code=rendered.verification_code,
        key_id=signer.key_id,
        payload=rendered.payload.text(),
        sha256=hashlib.sha256(rendered.pdf).hexdigest(),
        pdf=rendered.pdf,
        subject_ref=subject_ref,
        created_at=now,
        created_by_id=ctx.actor.user_id,
    )
    session.add(row)
    session.flush()
    record_audit(
        session,
        ctx.actor,
        "issued_document",
        row.id,
        "issue",
        None,
        {
            "kind": kind,
            "number": number,
            "verification_code": row.verification_code,
            "sha256": row.sha256,
            "subject_ref": subject_ref,
        },
        now,
    )
    return _issued(row)


def _issued(row: IssuedDocument) -> Issued:
    return Issued(row.id, row.kind, row.number, row.verification_code, row.sha256, row.pdf)


def reprint(ctx: ServiceContext, number: str, kind: str | None = None) -> bytes:
    """The stored PDF of document `number`, byte for byte as issued."""
    require(ctx, Permission.DOCUMENT_PRINT)
    query = select(IssuedDocument).where(IssuedDocument.number == number.strip())
    if kind is not None:
        query = query.where(IssuedDocument.kind == kind)
    with ctx.database.read() as session:
        rows = session.scalars(query).all()
    if not rows:
        raise NotFound(f"Nenhum documento nº {number} foi emitido neste escritório.")
    if len(rows) > 1:
        raise Conflict(
            f"Há mais de um documento nº {number}; informe o tipo "
            f"({', '.join(sorted(row.kind for row in rows))})."
        )
    return rows[0].pdf


def issued_documents_of(ctx: ServiceContext, subject_ref: str) -> list[Issued]:
    """Every document issued about `subject_ref`, oldest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.scalars(
            select(IssuedDocument)
            .where(IssuedDocument.subject_ref == subject_ref)
            .order_by(IssuedDocument.created_at)
        ).all()
    return [_issued(row) for row in rows]
