"""User accounts: argon2id password hash, roles, lockout state."""

from datetime import datetime

from sqlalchemy import Boolean, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UtcDateTime, UUIDPrimaryKey


class User(UUIDPrimaryKey, CreatedStamp, Base):
    """`roles` holds role names separated by spaces; the first administrator created
    itself (`created_by_id` is its own id)."""

    __tablename__ = "users"

    username: Mapped[str] = mapped_column(String(64), unique=True)
    display_name: Mapped[str] = mapped_column(String(120))
    password_hash: Mapped[str] = mapped_column(String(255))
    roles: Mapped[str] = mapped_column(String(255))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    failed_attempts: Mapped[int] = mapped_column(Integer, default=0)
    locked_until: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    last_login_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)
    password_changed_at: Mapped[datetime | None] = mapped_column(UtcDateTime, nullable=True)

    @property
    def role_names(self) -> frozenset[str]:
        return frozenset(self.roles.split())
