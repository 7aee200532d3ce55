"""The statewide register status of issued documents (issue 19, docs/network.md).

A licence printed in one office is checked on the road in another. The signature says who
issued it (the trust list of keys); whether it still stands — cancelled, replaced, withdrawn
by an act — is known only to the register of the issuing office, which stays local. So each
act that issues a document or changes its standing also writes, in the same transaction, one
`document_status_events` row: owned by the issuing office, insert-only, replicated to every
office through the sede. The latest row of a document is its status.
"""

from datetime import datetime

from sqlalchemy import Boolean, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only
from desktop.models.ownership import OwnedByOffice


class DocumentStatusEvent(UUIDPrimaryKey, OwnedByOffice, Base):
    """The status of document `kind` `number` of `office_code` from `recorded_at` on:
    `in_force`, and `situation`, the pt-BR sentence of the register (the act's date and
    reason when it no longer stands). `sequence` orders one document's events (1: issued)."""

    __tablename__ = "document_status_events"
    __table_args__ = (UniqueConstraint("office_code", "kind", "number", "sequence"),)

    kind: Mapped[str] = mapped_column(String(40))
    number: Mapped[str] = mapped_column(String(40), index=True)
    sequence: Mapped[int] = mapped_column(Integer)
    in_force: Mapped[bool] = mapped_column(Boolean)
    situation: Mapped[str] = mapped_column(Text)
    recorded_at: Mapped[datetime] = mapped_column(UtcDateTime)


mark_insert_only(
    DocumentStatusEvent.__table__,
    "situação registrada de documento emitido não pode ser alterada nem apagada",
)
