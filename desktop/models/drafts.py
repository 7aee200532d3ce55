"""Drafts of the forms being typed (issue 17 §5: a draft survives a crash).

A draft is not a legal record: it is what a clerk had typed in a form with unsaved changes,
kept so that a crash (power cut, frozen workstation) does not lose it, and offered back at
the next start. It is the one table whose rows are deleted: saving the form or discarding
its changes deletes its draft, and `desktop.services.office.drafts.list_drafts` deletes
every draft older than `DRAFT_DAYS` days (personal data typed and never saved is not kept).
Drafts live only in this office's local database and belong to the user who typed them.
"""

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UtcDateTime, UUIDPrimaryKey

DRAFT_DAYS = 30


class Draft(UUIDPrimaryKey, Base):
    """`form` is the area of the form ("vehicles"), `record_id` the record it edits (None
    for a new one), `title` how the clerk knew the form ("Novo veículo"), `values_json` the
    fields' values by name as JSON."""

    __tablename__ = "drafts"

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id"), index=True)
    office_code: Mapped[str] = mapped_column(String(5))
    form: Mapped[str] = mapped_column(String(40))
    record_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, nullable=True)
    title: Mapped[str] = mapped_column(String(200))
    values_json: Mapped[str] = mapped_column(Text)
    saved_at: Mapped[datetime] = mapped_column(UtcDateTime, index=True)
