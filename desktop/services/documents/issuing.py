"""Issuing a printed document in two steps, and printing it again.

1. In the act's write transaction, `issue_document` takes the number (gapless, see
   `numbering.py`), signs the QR payload and stores a `PrintOrder`: kind, number, office,
   subject, issue date, the signed payload and a JSON snapshot of the template's data
   (`desktop.documents.snapshot`), so the PDF can be rebuilt from committed rows alone.
2. Once that transaction has committed (`Database.write` runs the queued `after_commit`
   actions after releasing the write lock), the orders the act made are rendered and signed
   — the slow part — with no transaction open, from the snapshot each order stored (what a
   reprint reads back), then one short second write transaction stores every
   `IssuedDocument` (same id as its order) and their audit entries. `render_order` does the
   same for one order read back from the database (reprints, pending orders).

If rendering fails, the act and its number stay committed: the failure goes to the log
and the caller gets `DocumentNotRendered`, whose message says the document is registered
and can be printed again; `reprint` renders a pending order, and Administração >
Documentos pendentes lists them and renders them all (`pending`). The register is never
updated nor deleted, so a reprint of a rendered document is the file first handed over.
"""

import hashlib
import logging
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.data import DocumentData, OfficeLetterhead
from desktop.documents.icp import A1Certificate
from desktop.documents.keys import OfficeSigner
from desktop.documents.payload import parse_payload, sign_payload
from desktop.documents.snapshot import from_json, to_json
from desktop.models.database import after_commit
from desktop.models.documents import IssuedDocument, PrintOrder, revoked_keys
from desktop.models.errors import DatabaseBusy
from desktop.models.rows import insert_rows
from desktop.models.transaction_memo import per_transaction
from desktop.services.context import ServiceContext
from desktop.services.documents.icp import KEYS_TAB, office_a1
from desktop.services.documents.keys import office_signer
from desktop.services.documents.numbering import next_document_number
from desktop.services.documents.statewide_status import VERSIONED_KINDS, record_issue, restate
from desktop.services.errors import Conflict, DocumentNotRendered, NotFound, ServiceError
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import Permission, require, require_in

logger = logging.getLogger("desktop.documents")
ORDERS = "balcao_print_orders"  # the orders of a write transaction, rendered after it


@dataclass
class Issued:
    """A numbered document. Its PDF (and SHA-256) exist once the transaction that numbered
    it has committed and the PDF was rendered."""

    id: uuid.UUID
    kind: str
    number: str
    verification_code: str
    sha256: str = ""
    rendered: bytes | None = field(default=None, repr=False)

    @property
    def pdf(self) -> bytes:
        if self.rendered is None:
            raise RuntimeError(
                f"{self.kind} {self.number}: the PDF is rendered after the transaction commits"
            )
        return self.rendered

    @property
    def pending(self) -> bool:
        return self.rendered is None

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
    first_version: bool = False,
) -> Issued:
    """Numbers the document in the caller's write transaction and orders its PDF, which is
    rendered once that transaction commits (`Issued.pdf` is readable after the block).

    `number` defaults to the next `kind` number of the office for the issue year;
    `subject_ref` says what the document is about (e.g. the operator's id) for lookups;
    `first_version`: a versioned kind's first, about a subject made in this transaction
    (nothing earlier to replace, nothing that withdraws it yet).
    """
    require_in(session, ctx, Permission.DOCUMENT_PRINT)
    # The act's documents share the key, read and decrypted once.
    signer = per_transaction(
        session, ("office_signer", key_dir), lambda: office_signer(ctx, key_dir)
    )
    # ReportLab and the templates load with the first document issued, not at start.
    from desktop.documents.kinds import document_kind

    if not isinstance(data, document_kind(kind).data_type):
        raise TypeError(f"{kind} não imprime {type(data).__name__}")
    if number is None:
        number = next_document_number(session, ctx.office.code, kind, data.issue_date.year)
    elif session.scalar(
        select(PrintOrder.id).where(PrintOrder.kind == kind, PrintOrder.number == number)
    ):
        raise Conflict(f"O documento {number} já foi emitido; use a reimpressão.")
    a1 = office_a1(ctx, session, key_dir)  # an expired certificate refuses the act here
    _refuse_revoked(session, signer.key_id, a1.key_id if a1 else None)
    payload = sign_payload(
        signer, kind, number, ctx.office.code, data.issue_date, data.signed_fields()
    )
    order = PrintOrder(
        id=uuid.uuid4(),
        kind=kind,
        number=number,
        office_code=ctx.office.code,
        issue_date=data.issue_date,
        verification_code=payload.verification_code(),
        payload=payload.text(),
        data_json=to_json(data),
        subject_ref=subject_ref,
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    insert_rows(session, [order])
    record_issue(session, order, order.created_at)
    if kind in VERSIONED_KINDS and not first_version:
        # The new version replaces the earlier ones of its kind (standing.py); the other
        # documents about the subject stand as they did.
        restate(session, order.created_at, kind=kind, subjects=[subject_ref])
    issued = Issued(order.id, kind, number, order.verification_code)
    _render_after_commit(ctx, session, _Ordered(issued, order, signer, a1))
    return issued


@dataclass(frozen=True)
class _Ordered:
    """A print order of the act being written, to render once it has committed."""

    issued: Issued
    order: PrintOrder
    signer: OfficeSigner
    a1: A1Certificate | None


def _render_after_commit(ctx: ServiceContext, session: Session, ordered: _Ordered) -> None:
    """Queues `ordered` with the other orders of the session's transaction; the first queues
    their rendering (all of them, registered in one write transaction) after the commit."""
    queued: list[_Ordered] | None = session.info.get(ORDERS)
    if queued is None:
        queued = session.info[ORDERS] = []
        after_commit(session, partial(_render_all, ctx, queued))
    queued.append(ordered)


def _render_all(ctx: ServiceContext, queued: list[_Ordered]) -> None:
    """Renders the act's orders and registers those rendered; a PDF that could not be made
    leaves its order pending (DocumentNotRendered once the others are registered)."""
    rendered: list[tuple[PrintOrder, bytes, str]] = []
    failure: DocumentNotRendered | None = None
    for ordered in queued:
        try:
            pdf = _render(ctx, ordered.order, ordered.signer, ordered.a1)
        except DocumentNotRendered as error:
            failure = failure or error
            continue
        rendered.append((ordered.order, pdf, ordered.signer.key_id))
    try:
        registered = {done.id: done for done in _register(ctx, rendered)} if rendered else {}
    except DatabaseBusy as busy:
        # The act and its numbers are committed ("nada foi gravado" would be untrue): the
        # PDFs wait in their print orders for the reprint.
        logger.warning("register busy: %d print orders left pending", len(rendered))
        raise _not_rendered(rendered[0][0]) from busy
    for ordered in queued:
        done = registered.get(ordered.issued.id)
        if done is not None:
            ordered.issued.sha256 = done.sha256
            ordered.issued.rendered = done.rendered
    if failure is not None:
        raise failure


def _refuse_revoked(session: Session, *key_ids: str | None) -> None:
    """A key the sede revoked verifies nowhere (docs/network.md): issuing with it would hand
    out documents no office recognises, so the act is refused until the key is renewed."""
    revocations = per_transaction(session, "revoked_keys", lambda: revoked_keys(session))
    for key_id in key_ids:
        if key_id in revocations:
            raise ServiceError(
                f"{revocations[key_id]} Renove a chave do escritório (ou configure um novo "
                f"certificado) em {KEYS_TAB} antes de emitir documentos."
            )


def render_order(ctx: ServiceContext, order_id: uuid.UUID, key_dir: Path | None = None) -> Issued:
    """Renders the committed print order `order_id` outside any write transaction, then
    registers the PDF; an order already rendered gives back its stored PDF.
    Raises DocumentNotRendered (and logs why) when the PDF cannot be made."""
    require(ctx, Permission.DOCUMENT_PRINT)
    with ctx.database.read() as session:
        done = session.get(IssuedDocument, order_id)
        if done is not None:
            return issued(done)
        order = session.get(PrintOrder, order_id)
        if order is None:
            raise NotFound("Ordem de impressão não encontrada.")
        a1 = office_a1(ctx, session, key_dir)
    signer = office_signer(ctx, key_dir)
    pdf = _render(ctx, order, signer, a1)
    return _register(ctx, [(order, pdf, signer.key_id)])[0]


def _render(
    ctx: ServiceContext, order: PrintOrder, signer: OfficeSigner, a1: A1Certificate | None
) -> bytes:
    """The signed PDF of `order`, made from the snapshot it stored; DocumentNotRendered (and
    the reason in the log) when it cannot be made."""
    try:
        from desktop.documents.kinds import document_kind
        from desktop.documents.render import render_signed

        data = from_json(document_kind(order.kind).data_type, order.data_json)
        return render_signed(
            data, office_letterhead(ctx), parse_payload(order.payload), signer, a1
        ).pdf
    except Exception as error:
        logger.exception("render failed: print order %s (%s)", order.id, order.kind)
        raise _not_rendered(order) from error


def _not_rendered(order: PrintOrder) -> DocumentNotRendered:
    return DocumentNotRendered(
        f"O documento nº {order.number} ({order.kind}) foi registrado, mas o PDF não pôde "
        "ser gerado agora. O registro e o número estão salvos: imprima-o de novo pela "
        "reimpressão, informando o número."
    )


def _register(ctx: ServiceContext, rendered: list[tuple[PrintOrder, bytes, str]]) -> list[Issued]:
    """Stores each order's PDF in the register with its audit entry, in one write
    transaction (the PDFs in one statement); an order another workstation printed meanwhile
    keeps the PDF it stored."""
    with ctx.database.write() as session:
        ids = [order.id for order, _, _ in rendered]
        done = {
            row.id: row
            for row in session.scalars(select(IssuedDocument).where(IssuedDocument.id.in_(ids)))
        }
        now = ctx.clock()
        rows = [
            done.get(order.id) or _issued_document(ctx, order, pdf, key_id, now)
            for order, pdf, key_id in rendered
        ]
        new = [row for row in rows if row.id not in done]
        insert_rows(session, new)
        for row in new:
            record_audit(
                session,
                ctx.actor,
                "issued_document",
                row.id,
                "issue",
                None,
                {
                    "kind": row.kind,
                    "number": row.number,
                    "verification_code": row.verification_code,
                    "sha256": row.sha256,
                    "subject_ref": row.subject_ref,
                },
                now,
                new_entity=True,
            )
        return [issued(row) for row in rows]


def _issued_document(
    ctx: ServiceContext, order: PrintOrder, pdf: bytes, key_id: str, now: datetime
) -> IssuedDocument:
    return IssuedDocument(
        id=order.id,
        kind=order.kind,
        number=order.number,
        office_code=order.office_code,
        issue_date=order.issue_date,
        verification_code=order.verification_code,
        key_id=key_id,
        payload=order.payload,
        sha256=hashlib.sha256(pdf).hexdigest(),
        pdf=pdf,
        subject_ref=order.subject_ref,
        created_at=now,
        created_by_id=ctx.actor.user_id,
    )


def issued(row: IssuedDocument) -> Issued:
    return Issued(row.id, row.kind, row.number, row.verification_code, row.sha256, row.pdf)


def reprint(
    ctx: ServiceContext, number: str, kind: str | None = None, key_dir: Path | None = None
) -> bytes:
    """The stored PDF of document `number`, byte for byte as issued; a document whose PDF
    could not be made when it was issued (pending print order) is rendered now."""
    require(ctx, Permission.DOCUMENT_PRINT)
    query = select(PrintOrder).where(PrintOrder.number == number.strip())
    if kind is not None:
        query = query.where(PrintOrder.kind == kind)
    with ctx.database.read() as session:
        rows = session.scalars(query).all()
    if not rows:
        raise NotFound(f"Nenhum documento nº {number} foi emitido neste escritório.")
    if len(rows) > 1:
        raise Conflict(
            f"Há mais de um documento nº {number}; informe o tipo "
            f"({', '.join(sorted(row.kind for row in rows))})."
        )
    return render_order(ctx, rows[0].id, key_dir).pdf
