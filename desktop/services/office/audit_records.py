"""Queries of `desktop.services.office.audit`, read by its screens: nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.users import User
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class AuditRecord:
    at: datetime
    username: str
    display_name: str
    action: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None


def history(ctx: ServiceContext, entity: str, entity_id: uuid.UUID) -> list[AuditRecord]:
    """Every audit entry of one record, oldest first."""
    require(ctx, Permission.AUDIT_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(AuditEntry, User.username, User.display_name)
            .join(User, User.id == AuditEntry.actor_id)
            .where(AuditEntry.entity == entity, AuditEntry.entity_id == entity_id)
            .order_by(AuditEntry.sequence, AuditEntry.at)
        ).all()
        return [
            AuditRecord(entry.at, username, display_name, entry.action, entry.before, entry.after)
            for entry, username, display_name in rows
        ]
