"""Who holds a concession contract on a day (Lei RR 664/2008, art. 15): the company that signed
it until a transfer, the interessado from the transfer's day on. Read by the line's detail, its
fleet and the transfer itself: nothing here writes."""

import uuid
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_transfers import ConcessionTransfer
from desktop.models.lines import LineDelegation


def transfers_of(session: Session, line_id: uuid.UUID) -> list[ConcessionTransfer]:
    """The line's transfers, oldest first."""
    return list(
        session.scalars(
            select(ConcessionTransfer)
            .where(ConcessionTransfer.line_id == line_id)
            .order_by(ConcessionTransfer.transferred_on, ConcessionTransfer.created_at)
        )
    )


def holder_on(
    delegation: LineDelegation, transfers: list[ConcessionTransfer], day: date
) -> uuid.UUID:
    """The delegatária of `delegation` on `day`, from the line's `transfers` (oldest first)."""
    holder = delegation.operator_id
    for item in transfers:
        if item.delegation_id == delegation.id and item.transferred_on <= day:
            holder = item.to_operator_id
    return holder
