"""Documents numbered but not yet printed (pending print orders), and printing them all.

An act commits its document's number with a print order; the PDF is rendered after the
commit (`issuing`). When that rendering failed — a damaged key file, a full disk — the act
and its number stay, and the order waits. Here the office sees every waiting order and
renders them in one go, each in its own short transaction, so one that fails again does not
hold back the others and a cancelled run keeps what was already printed.
"""

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from sqlalchemy import select

from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import render_order
from desktop.services.errors import DocumentNotRendered
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class PendingOrder:
    id: uuid.UUID
    title: str
    number: str
    issue_date: date
    created_at: datetime


@dataclass(frozen=True)
class PendingRun:
    """What a run printed (numbers) and what failed again (number, the message)."""

    printed: tuple[str, ...]
    failed: tuple[tuple[str, str], ...] = field(default=())


def pending_orders(ctx: ServiceContext) -> list[PendingOrder]:
    """Every print order with no PDF registered, oldest first."""
    require(ctx, Permission.DOCUMENT_PRINT)
    query = (
        select(
            PrintOrder.id,
            PrintOrder.kind,
            PrintOrder.number,
            PrintOrder.issue_date,
            PrintOrder.created_at,
        )
        .outerjoin(IssuedDocument, IssuedDocument.id == PrintOrder.id)
        .where(IssuedDocument.id.is_(None))
        .order_by(PrintOrder.created_at, PrintOrder.number)
    )
    from desktop.documents.kinds import title_of

    with ctx.database.read() as session:
        return [
            PendingOrder(order_id, title_of(kind), number, issued, created)
            for order_id, kind, number, issued, created in session.execute(query)
        ]


def print_pending(
    ctx: ServiceContext,
    key_dir: Path | None = None,
    after_each: Callable[[int, int], None] | None = None,
) -> PendingRun:
    """Renders every pending order; `after_each(done, total)` is called after each one (a
    caller that wants to stop raises from it: what was printed stays printed)."""
    orders = pending_orders(ctx)
    printed: list[str] = []
    failed: list[tuple[str, str]] = []
    for done, order in enumerate(orders, start=1):
        try:
            printed.append(render_order(ctx, order.id, key_dir).number)
        except DocumentNotRendered as again:
            failed.append((order.number, again.message))
        if after_each is not None:
            after_each(done, len(orders))
    return PendingRun(tuple(printed), tuple(failed))
