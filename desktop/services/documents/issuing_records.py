"""Queries of `desktop.services.documents.issuing`, read by its screens:
nothing here writes."""

from sqlalchemy import select

from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issued
from desktop.services.office.permissions import Permission, require


def issued_documents_of(ctx: ServiceContext, subject_ref: str) -> list[Issued]:
    """Every document issued about `subject_ref`, oldest first; one whose PDF is not made
    yet is `pending` (print it with `reprint`)."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(PrintOrder, IssuedDocument)
            .outerjoin(IssuedDocument, IssuedDocument.id == PrintOrder.id)
            .where(PrintOrder.subject_ref == subject_ref)
            .order_by(PrintOrder.created_at, PrintOrder.number)
        ).all()
    return [
        issued(document)
        if document is not None
        else Issued(order.id, order.kind, order.number, order.verification_code)
        for order, document in rows
    ]
