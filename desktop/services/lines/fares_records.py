"""Queries of `desktop.services.lines.fares`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import LineFareIntervention, LineFareItem, LineFareTable
from desktop.rules.lines import fares as rules
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class FareItemRow:
    origin: str
    destination: str
    km: Decimal
    value: Decimal


@dataclass(frozen=True)
class FareTableRow:
    id: uuid.UUID
    effective_from: date
    communicated_on: date | None
    kind: str
    label: str
    reference: str
    article: str
    coefficient: Decimal | None
    terminal_fee: Decimal | None
    items: tuple[FareItemRow, ...]
    relevant_fact: str = ""


LABELS = {
    "comunicada": "Tarifa comunicada",
    "fixada": "Tarifa fixada no contrato",
    "reajuste": "Reajuste",
    "revisao": "Revisão trienal",
    "planilha": "Planilha tarifária",
}


def fare_tables(ctx: ServiceContext | None, line_id: uuid.UUID, session=None) -> list[FareTableRow]:
    """Every fare table of the line, by date of effect then as recorded."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return fare_tables(ctx, line_id, reading)
    tables = session.scalars(
        select(LineFareTable)
        .where(LineFareTable.line_id == line_id)
        .order_by(LineFareTable.effective_from, LineFareTable.created_at)
    ).all()
    rows = []
    for table in tables:
        items = session.scalars(
            select(LineFareItem)
            .where(LineFareItem.table_id == table.id)
            .order_by(LineFareItem.position)
        ).all()
        rows.append(
            FareTableRow(
                table.id,
                table.effective_from,
                table.communicated_on,
                table.kind,
                LABELS[table.kind],
                table.reference,
                table.article,
                table.coefficient,
                table.terminal_fee,
                tuple(FareItemRow(i.origin, i.destination, i.km, i.value) for i in items),
                table.relevant_fact,
            )
        )
    return rows


def interventions(
    ctx: ServiceContext | None, line_id: uuid.UUID, session: Session | None = None
) -> list[rules.Intervention]:
    """Every intervention on the line's fares, as recorded."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return interventions(ctx, line_id, reading)
    found = session.scalars(
        select(LineFareIntervention)
        .where(LineFareIntervention.line_id == line_id)
        .order_by(LineFareIntervention.created_at)
    )
    return [
        rules.Intervention(row.minimum, row.maximum, row.starts_on, row.ends_on, row.reference)
        for row in found
    ]
