"""Queries of `desktop.services.lines.timetables`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, time

from sqlalchemy import select

from desktop.models.lines import LineDeparture, LineTimetable
from desktop.rules.lines import timetable as rules
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class DepartureRow:
    direction: str
    direction_label: str
    leaves: time
    weekdays: frozenset[int]
    weekdays_text: str
    vehicle_type: str
    sections: str

    @property
    def departure(self) -> rules.Departure:
        return rules.Departure(self.direction, self.leaves, self.weekdays)


@dataclass(frozen=True)
class TimetableRow:
    id: uuid.UUID
    effective_from: date
    reference: str
    article: str
    changed_on: date | None
    communicated_on: date | None
    late: bool
    departures: tuple[DepartureRow, ...]


def timetables(ctx: ServiceContext | None, line_id: uuid.UUID, session=None) -> list[TimetableRow]:
    """Every quadro of the line, by date of effect then as recorded."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return timetables(ctx, line_id, reading)
    rows = []
    tables = session.scalars(
        select(LineTimetable)
        .where(LineTimetable.line_id == line_id)
        .order_by(LineTimetable.effective_from, LineTimetable.created_at)
    ).all()
    for table in tables:
        departures = session.scalars(
            select(LineDeparture)
            .where(LineDeparture.timetable_id == table.id)
            .order_by(LineDeparture.direction, LineDeparture.leaves, LineDeparture.position)
        ).all()
        rows.append(
            TimetableRow(
                table.id,
                table.effective_from,
                table.reference,
                table.article,
                table.changed_on,
                table.communicated_on,
                table.late,
                tuple(_departure_row(item) for item in departures),
            )
        )
    return rows


def _departure_row(item: LineDeparture) -> DepartureRow:
    days = frozenset(int(day) for day in item.weekdays)
    return DepartureRow(
        item.direction,
        rules.DIRECTION_LABELS[rules.Direction(item.direction)],
        item.leaves,
        days,
        rules.weekdays_text(days),
        item.vehicle_type,
        item.sections,
    )
