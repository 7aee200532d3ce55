"""Regular departures of a Roraima line cancelled in a season of low demand, with the CRE/RR's
prior consent (Lei RR 664/2008, art. 51). The quadro in force (`timetable_id`) is never
rewritten: from `starts_on` to `ends_on` the departures named in `departures` ("ida 06:30 1-5;
volta 17:00 1-5", `rules.lines.timetable.departure_key`) do not run, but on the days in
`sold_dates` (ISO dates, "2026-07-10; …"), whose tickets were already sold (sole paragraph).
Written once, never rewritten."""

import uuid
from datetime import date

from sqlalchemy import Date, ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class DepartureCancellation(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_departure_cancellations"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    timetable_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_timetables.id"))
    starts_on: Mapped[date] = mapped_column(Date)
    ends_on: Mapped[date] = mapped_column(Date)
    departures: Mapped[str] = mapped_column(String(400))
    sold_dates: Mapped[str] = mapped_column(String(400), default="")
    consent: Mapped[str] = mapped_column(String(200))
    consent_on: Mapped[date] = mapped_column(Date)
    article: Mapped[str] = mapped_column(String(200))


mark_insert_only(
    DepartureCancellation.__table__,
    "O cancelamento de horários não é alterado nem apagado (Lei RR 664/2008, art. 51)",
)
