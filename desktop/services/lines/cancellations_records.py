"""Queries of `desktop.services.lines.cancellations`, read by the line's screens: the departures
cancelled in a season of low demand (Lei RR 664/2008, art. 51) and, month by month, the trips
they take off, declared in the Quadro Demonstrativo do Movimento de Passageiros. Nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_cancellations import DepartureCancellation
from desktop.rules.dates import br_date
from desktop.rules.lines.cancellation_rr import (
    cancelled_trips,
    sold_text,
    sold_trips,
    trips_by_month,
)
from desktop.rules.lines.timetable import (
    Departure,
    departure_label,
    parse_departure_key,
)
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require

SEPARATOR = "; "


@dataclass(frozen=True)
class CancellationRow:
    starts_on: date
    ends_on: date
    departures: tuple[Departure, ...]
    kept: tuple[date, ...]  # days with tickets sold on which a chosen departure runs
    consent: str
    consent_on: date
    article: str
    months: dict[date, int]  # trips cancelled, by first day of the month

    @property
    def text(self) -> str:
        """What the line's screens say of it."""
        departures = ", ".join(departure_label(item) for item in self.departures)
        said = (
            f"Horários cancelados de {br_date(self.starts_on)} a {br_date(self.ends_on)}: "
            f"{departures}; anuência prévia do CRE/RR em {br_date(self.consent_on)} "
            f"({self.consent}; {self.article})."
        )
        return f"{said} {sold_text(self.kept)}".strip()


def cancellation_row(item: DepartureCancellation) -> CancellationRow:
    departures = tuple(parse_departure_key(key) for key in item.departures.split(SEPARATOR))
    sold = [date.fromisoformat(day) for day in item.sold_dates.split(SEPARATOR) if day]
    trips = cancelled_trips(departures, item.starts_on, item.ends_on, sold)
    return CancellationRow(
        item.starts_on,
        item.ends_on,
        departures,
        tuple(sold_trips(departures, item.starts_on, item.ends_on, sold)),
        item.consent,
        item.consent_on,
        item.article,
        trips_by_month(trips),
    )


def cancellations(
    ctx: ServiceContext | None, line_id: uuid.UUID, session: Session | None = None
) -> list[CancellationRow]:
    """The line's cancellations, by first day cancelled."""
    if session is None:
        assert ctx is not None  # reading on its own needs the caller's context
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return cancellations(ctx, line_id, reading)
    return [
        cancellation_row(item)
        for item in session.scalars(
            select(DepartureCancellation)
            .where(DepartureCancellation.line_id == line_id)
            .order_by(DepartureCancellation.starts_on, DepartureCancellation.created_at)
        )
    ]


def declared_months(rows: list[CancellationRow]) -> dict[date, int]:
    """The cancelled trips each month's Quadro Demonstrativo declares (art. 51)."""
    months: dict[date, int] = {}
    for row in rows:
        for month, count in row.months.items():
            months[month] = months.get(month, 0) + count
    return months
