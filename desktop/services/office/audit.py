"""Audit entries: every change a service makes is recorded in the same transaction."""

import uuid
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Any

from sqlalchemy import func, inspect, select
from sqlalchemy.orm import Session

from desktop.models.audit import AuditEntry
from desktop.models.base import utc_now
from desktop.services.context import Actor, ServiceContext
from desktop.services.office.audit_chain import chain_to
from desktop.services.office.permissions import stored_roles


def json_value(value: Any) -> Any:
    """`value` as JSON can hold it: dates ISO, Decimals and UUIDs as strings, sets sorted."""
    if isinstance(value, Enum):
        return json_value(value.value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal | uuid.UUID):
        return str(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, dict):
        return {str(key): json_value(item) for key, item in value.items()}
    if isinstance(value, set | frozenset):
        return sorted(json_value(item) for item in value)
    if isinstance(value, list | tuple):
        return [json_value(item) for item in value]
    return value


def snapshot(instance: object, exclude: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The column values of a mapped object, ready for `record_audit`."""
    mapper = inspect(instance).mapper
    return {
        attr.key: json_value(getattr(instance, attr.key))
        for attr in mapper.column_attrs
        if attr.key not in exclude
    }


def record_audit(
    session: Session,
    actor: Actor,
    entity: str,
    entity_id: uuid.UUID,
    action: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    at: datetime | None = None,
    new_entity: bool = False,
) -> None:
    """Adds the entry to the caller's transaction: it is stored only if the change is. The
    actor's account is read again in this transaction, so a deactivation that landed after
    the permission check still stops the write. A change to the actor's own account (an
    administrator deactivating it) was judged by that check: its new state is not read.
    `new_entity`: the entity was made in this transaction under an id of its own (a new
    licence, a PDF registered), so this is its first entry, sequence 1, with nothing to read
    (issue 18 §4)."""
    if (entity, entity_id) != ("user", actor.user_id):
        stored_roles(session, actor.user_id)
    last = None
    if not new_entity:
        last = session.scalar(
            select(func.max(AuditEntry.sequence)).where(
                AuditEntry.entity == entity, AuditEntry.entity_id == entity_id
            )
        )
    entry = AuditEntry(
        at=at or utc_now(),
        actor_id=actor.user_id,
        entity=entity,
        entity_id=entity_id,
        sequence=(last or 0) + 1,
        action=action,
        before=json_value(before) if before is not None else None,
        after=json_value(after) if after is not None else None,
    )
    chain_to(session, entry)
    session.add(entry)


def insert_audited(
    session: Session,
    ctx: ServiceContext,
    row: Any,
    action: str,
    entity: str | None = None,
    at: datetime | None = None,
) -> None:
    """Adds a new record (a mapped row with an `id`) and its audit entry: the row as written,
    by the context's actor — under `entity` (its table's name unless told) and at `at` (the
    context's clock unless told; the row's own `created_at`, where it has one)."""
    session.add(row)
    session.flush()
    record_audit(
        session,
        ctx.actor,
        entity or row.__tablename__,
        row.id,
        action,
        None,
        snapshot(row),
        at or ctx.clock(),
    )
