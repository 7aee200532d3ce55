"""Accidents, interruptions and other incidents on a regular line and the operator's
communication of each (GO Decreto 8.444/2015, arts. 23 §2º and 24; RR Lei 664/2008, arts. 56
and 69, IX). Each is written once and never rewritten: the database refuses UPDATE and DELETE
(desktop/models/insert_only.py)."""

import uuid
from datetime import date

from sqlalchemy import JSON, Boolean, Date, ForeignKey, Index, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class LineIncident(UUIDPrimaryKey, CreatedStamp, Base):
    """The incident as the office learned of it: the line and its operator then, the kind,
    the day it happened (RR art. 69, IX: the day the operator learned of it), whether there
    was death or grave injury, what happened, how the office knows, and the term it runs
    under."""

    __tablename__ = "line_incidents"
    __table_args__ = (Index("ix_line_incidents_line", "line_id", "occurred_on"),)

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"))
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    occurred_on: Mapped[date] = mapped_column(Date)
    grave: Mapped[bool] = mapped_column(Boolean)
    description: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(500))
    due_on: Mapped[date] = mapped_column(Date, index=True)
    article: Mapped[str] = mapped_column(Text)


class LineIncidentCommunication(UUIDPrimaryKey, CreatedStamp, Base):
    """The operator's communication: the day it came and what it brought (`items`, by the
    keys of `rules.lines.incidents`)."""

    __tablename__ = "line_incident_communications"

    incident_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_incidents.id"), unique=True
    )
    communicated_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))
    items: Mapped[dict[str, str]] = mapped_column(JSON)
    late: Mapped[bool] = mapped_column(Boolean)


# The database's message cites neither state's act: both offices keep these records.
for _table, _what in (
    (LineIncident.__table__, "ocorrência da linha"),
    (LineIncidentCommunication.__table__, "comunicação de ocorrência da linha"),
):
    mark_insert_only(_table, f"O registro de {_what} não é alterado nem apagado")
