"""Change requests on a regular line as processes (GO Decreto 8.444/2015, art. 43; Lei RR
664/2008, arts. 50 and 57-62): the request as protocolled, with the engine's analysis of
the article's conditions at that moment, and the decision that approves or refuses it.

Both are insert-only: a request is never rewritten, its decision is a record of its own
(one per request), and an approval points at the new `LineVersion` it made from its date.
"""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import Date, ForeignKey, Integer, String, Text, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only
from desktop.models.lines import KM


class LineChangeRequest(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_change_requests"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    protocol: Mapped[str] = mapped_column(String(60))
    requested_on: Mapped[date] = mapped_column(Date)
    description: Mapped[str] = mapped_column(Text)
    # The facts the clerk answered (JSON: name -> number as text, or yes/no).
    facts: Mapped[str] = mapped_column(Text)
    # The itinerary the approval gives the line (blank / None: unchanged).
    new_roads: Mapped[str] = mapped_column(String(400), default="")
    new_length_km: Mapped[Decimal | None] = mapped_column(KM, nullable=True)
    # GO art. 43 I: the section implanted (place, municipality, km from the origin) or, for
    # a suppression, the place of the section suppressed. A change that moves the line's
    # terminal point (GO art. 43 §11, I; RR arts. 58-59): the new terminal, km None.
    section_place: Mapped[str] = mapped_column(String(200), default="")
    section_municipality_code: Mapped[str] = mapped_column(String(7), default="")
    section_km: Mapped[Decimal | None] = mapped_column(KM, nullable=True)
    # GO art. 3º XIX: a fusion names the code of the new line (the lines merged with this
    # one are its `LineChangeMergedLine` rows).
    resulting_code: Mapped[str] = mapped_column(String(20), default="")
    # The analysis when protocolled (JSON list of [reason, article, message]; [] = none fail).
    findings: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(200))


class LineChangeMergedLine(UUIDPrimaryKey, Base):
    """GO art. 3º XIX and art. 43 §9º: one of the other lines a fusion request merges with
    the request's line, in the order typed (two or more lines in all, each once)."""

    __tablename__ = "line_change_merged_lines"
    __table_args__ = (UniqueConstraint("request_id", "line_id"),)

    request_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_change_requests.id"), index=True
    )
    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"))
    position: Mapped[int] = mapped_column(Integer)


class LineChangeDecision(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_change_decisions"

    request_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_change_requests.id"), unique=True
    )
    outcome: Mapped[str] = mapped_column(String(10))
    decided_on: Mapped[date] = mapped_column(Date)
    effective_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    reference: Mapped[str] = mapped_column(String(200))
    reasons: Mapped[str] = mapped_column(Text)
    version_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("line_versions.id"), nullable=True
    )
    # GO art. 3º XIX: the new line an approved fusion originated.
    resulting_line_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("lines.id"), nullable=True
    )


class LineChangeCancellation(UUIDPrimaryKey, CreatedStamp, Base):
    """An approved change cancelled, the line back to its condition before it (RR Lei
    664/2008, art. 57 §2º for a fusion, art. 62 for the other changes of arts. 57-61): the
    version it gives the line is a copy of the version the change replaced."""

    __tablename__ = "line_change_cancellations"

    request_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_change_requests.id"), unique=True
    )
    decided_on: Mapped[date] = mapped_column(Date)
    effective_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))
    reasons: Mapped[str] = mapped_column(Text)
    article: Mapped[str] = mapped_column(String(200))
    version_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_versions.id"))


# The database refuses with this message in either state's office, so it cites neither
# state's act (GO Decreto 8.444/2015 art. 43; RR Lei 664/2008 arts. 57-62).
CHANGE_MESSAGE = "O pedido de alteração de linha e sua decisão não são alterados nem apagados"

for _table in (
    LineChangeRequest,
    LineChangeMergedLine,
    LineChangeDecision,
    LineChangeCancellation,
):
    mark_insert_only(_table.__table__, CHANGE_MESSAGE)
