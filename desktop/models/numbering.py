"""Counters behind the human document numbers (GYN-2026-000123): one per office, kind, year."""

from sqlalchemy import Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UUIDPrimaryKey


class DocumentCounter(UUIDPrimaryKey, Base):
    __tablename__ = "document_counters"
    __table_args__ = (UniqueConstraint("office_code", "kind", "year"),)

    office_code: Mapped[str] = mapped_column(String(5))
    kind: Mapped[str] = mapped_column(String(40))
    year: Mapped[int] = mapped_column(Integer)
    last_number: Mapped[int] = mapped_column(Integer, default=0)
