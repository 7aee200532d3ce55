"""The notification of an autorização's cancellation by the CRE/RR (Lei RR 664/2008, art. 22)
as read back: its number, for the licence's detail, and its 2ª via, byte for byte."""

import uuid

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import AUTHORISATION_CANCELLATION_KIND as KIND
from desktop.models.documents import PrintOrder
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import reprint
from desktop.services.errors import NotFound
from desktop.services.licences.records import subject_of


def cancellation_number(session: Session, licence_id: uuid.UUID) -> str | None:
    """The number of the notification of the autorização's cancellation, if any."""
    return session.scalar(
        select(PrintOrder.number).where(
            PrintOrder.kind == KIND, PrintOrder.subject_ref == subject_of(licence_id)
        )
    )


def cancellation_pdf(ctx: ServiceContext, licence_id: uuid.UUID, key_dir=None) -> bytes:
    """The notification of the cancellation as issued, byte for byte (its 2ª via)."""
    with ctx.database.read() as session:
        number = cancellation_number(session, licence_id)
    if number is None:
        raise NotFound("A autorização não foi cancelada pelo CRE/RR: não há notificação.")
    return reprint(ctx, number, KIND, key_dir)
