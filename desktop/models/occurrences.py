"""Occurrences of a charter trip and their communication to the AGR, Goiás (Res. AGR
105/2017, arts. 48-49 and 77 IX).

The occurrence as the office learned of it (an inspector's report, the police, the press)
and the operator's communication are each a record written once and never rewritten; the
database refuses UPDATE and DELETE on them (desktop/models/insert_only.py).
"""

import uuid
from datetime import date, datetime

from sqlalchemy import JSON, Boolean, Date, ForeignKey, Index, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class Occurrence(UUIDPrimaryKey, CreatedStamp, Base):
    """An accident, theft or other occurrence with an operator's vehicle or passengers
    (art. 48), its moment, place, whether it caused death or injury (art. 49), how the office
    learned of it, and the communication term it runs under."""

    __tablename__ = "operator_occurrences"
    __table_args__ = (Index("ix_operator_occurrences_operator", "operator_id", "occurred_at"),)

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    kind: Mapped[str] = mapped_column(String(20))
    occurred_at: Mapped[datetime] = mapped_column(UtcDateTime)
    plate: Mapped[str] = mapped_column(String(10))
    place: Mapped[str] = mapped_column(String(200))
    with_victims: Mapped[bool] = mapped_column(Boolean)
    fatal_victims: Mapped[bool] = mapped_column(Boolean)
    source: Mapped[str] = mapped_column(String(500))
    due_on: Mapped[date] = mapped_column(Date)
    due_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    article: Mapped[str] = mapped_column(Text)


class OccurrenceCommunication(UUIDPrimaryKey, CreatedStamp, Base):
    """The operator's communication of the occurrence: when it came, the police report and,
    with victims, the items of art. 49 I-IX (`items`, by key) and the results of its sole §."""

    __tablename__ = "occurrence_communications"

    occurrence_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("operator_occurrences.id"), unique=True
    )
    communicated_at: Mapped[datetime] = mapped_column(UtcDateTime)
    police_report: Mapped[str] = mapped_column(String(60))
    items: Mapped[dict[str, str]] = mapped_column(JSON)
    late: Mapped[bool] = mapped_column(Boolean)


for _table, _what in (
    (Occurrence.__table__, "ocorrência"),
    (OccurrenceCommunication.__table__, "comunicação de ocorrência"),
):
    mark_insert_only(
        _table,
        f"O registro de {_what} não é alterado nem apagado (Res. AGR 105/2017, arts. 48 e 49)",
    )
