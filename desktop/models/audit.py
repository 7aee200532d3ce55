"""Audit trail: who changed what, when, with the record before and after."""

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UtcDateTime, UUIDPrimaryKey, utc_now
from desktop.models.insert_only import mark_insert_only


class AuditEntry(UUIDPrimaryKey, Base):
    """`sequence` numbers the entries of one record (1, 2, ...), so their order is kept
    even when two changes carry the same instant. `position` numbers every entry of the
    office (1, 2, ...) and each entry stores the SHA-256 of the one before and its own
    (`services/office/audit_chain`), so an entry edited, deleted or moved with raw SQL
    breaks the chain where it happened. The database refuses any UPDATE or DELETE of an
    entry, so that takes dropping its triggers first."""

    __tablename__ = "audit_entries"
    __table_args__ = (Index("ix_audit_entries_entity", "entity", "entity_id", "sequence"),)

    position: Mapped[int] = mapped_column(Integer, unique=True)
    previous_hash: Mapped[str] = mapped_column(String(64))
    entry_hash: Mapped[str] = mapped_column(String(64))

    at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)
    actor_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id"))
    entity: Mapped[str] = mapped_column(String(64))
    entity_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    sequence: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(64))
    before: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


mark_insert_only(
    AuditEntry.__table__,
    "o histórico de alterações não pode ser alterado nem apagado: cada entrada é a prova "
    "do que foi feito, por quem e quando",
)
