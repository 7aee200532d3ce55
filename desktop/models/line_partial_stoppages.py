"""A partial stoppage authorised: only some departures or a stretch of the line stop (RR Lei
664/2008, art. 55, caput; GO Decreto 8.444/2015, art. 25, caput), on the same grounds and with
the same term as `LineStoppage` — `resume_on` and `limit_on` both None for a Roraima road
obstruction, which lasts while the impediment does (art. 55 §2º). `departures` names the
departures of the quadro in force ("ida 06:30 1-5; …",
`rules.lines.timetable.departure_key`), `stretch` the places between which the line does
not run ("Mucajaí — Caracaraí"); either may be empty, not both. The act recording it is
`act_id`; the line stays in operation. Written once, never rewritten."""

import uuid
from datetime import date

from sqlalchemy import Date, ForeignKey, Integer, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class LinePartialStoppage(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_partial_stoppages"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    act_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_acts.id"), unique=True)
    starts_on: Mapped[date] = mapped_column(Date)
    departures: Mapped[str] = mapped_column(String(400), default="")
    stretch: Mapped[str] = mapped_column(String(200), default="")
    basis: Mapped[str] = mapped_column(String(20))
    occupancy: Mapped[str] = mapped_column(String(200), default="")
    authorised_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    requested_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    # Início seeks the stoppages due to end (`partial_stoppages_due`).
    resume_on: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    limit_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    article: Mapped[str] = mapped_column(String(200))


# Both states' laws provide it: the database's message cites neither act.
mark_insert_only(
    LinePartialStoppage.__table__,
    "A paralisação parcial autorizada não é alterada nem apagada: cada mudança é um novo ato",
)


class LinePartialStoppageEnd(UUIDPrimaryKey, CreatedStamp, Base):
    """The departures or stretch of `stoppage_id` serve again from `resumed_on`, by the act
    `act_id`: how a stoppage for a blocked road ends, the impediment over (RR art. 55 §2º), or
    any partial stoppage before its term. Written once, never rewritten."""

    __tablename__ = "line_partial_stoppage_ends"

    stoppage_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_partial_stoppages.id"), unique=True
    )
    act_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_acts.id"), unique=True)
    resumed_on: Mapped[date] = mapped_column(Date)


mark_insert_only(
    LinePartialStoppageEnd.__table__,
    "O fim da paralisação parcial não é alterado nem apagado: cada mudança é um novo ato",
)
