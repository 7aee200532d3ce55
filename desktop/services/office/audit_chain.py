"""The audit log as a hash chain (issue 16 §3): every entry stores the SHA-256 of the entry
before it and of its own content, so an entry edited, deleted or moved outside Balcão (raw
SQL, a database tool) is found by walking the chain, which `balcao audit verificar`, the
self-test and the administration screen do.

What the chain cannot show by itself: entries removed from the *end* leave a shorter chain
that is still whole; the number of entries is reported so that it can be compared with an
earlier report.
"""

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from desktop.models.audit import AuditEntry
from desktop.models.database import Database
from desktop.models.transaction_memo import keep, per_transaction
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require

GENESIS = "0" * 64
# pg_advisory_xact_lock key: appends to the chain take turns on PostgreSQL (SQLite's write
# transaction already excludes other writers).
CHAIN_LOCK = 0x42414C43
CHAIN_HEAD = "audit_chain_head"


@dataclass(frozen=True)
class ChainLink:
    position: int
    previous_hash: str
    entry_hash: str


@dataclass(frozen=True)
class ChainReport:
    entries: int
    broken_at: int | None = None
    problem: str | None = None

    @property
    def intact(self) -> bool:
        return self.broken_at is None

    def message(self) -> str:
        if self.intact:
            return f"Histórico de alterações íntegro: {self.entries} entradas encadeadas."
        return (
            f"Histórico de alterações ADULTERADO na entrada nº {self.broken_at}: "
            f"{self.problem} Procure o suporte e guarde uma cópia do banco como está."
        )


def entry_digest(entry: AuditEntry, previous_hash: str) -> str:
    content: dict[str, Any] = {
        "position": entry.position,
        "previous": previous_hash,
        "at": entry.at.astimezone(UTC).isoformat(timespec="microseconds"),
        "actor": str(entry.actor_id),
        "entity": entry.entity,
        "entity_id": str(entry.entity_id),
        "sequence": entry.sequence,
        "action": entry.action,
        "before": entry.before,
        "after": entry.after,
    }
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def chain_to(session: Session, entry: AuditEntry) -> None:
    """Gives `entry` the next position and its links, inside the caller's transaction. The
    chain's head is read once per transaction (under the lock on PostgreSQL); the entries
    after the first link to the one before them in the same transaction."""
    position, previous_hash = per_transaction(session, CHAIN_HEAD, lambda: _head(session))
    entry.position = position + 1
    entry.previous_hash = previous_hash
    entry.entry_hash = entry_digest(entry, previous_hash)
    keep(session, CHAIN_HEAD, (entry.position, entry.entry_hash))


def _head(session: Session) -> tuple[int, str]:
    """The last entry's position and hash, (0, GENESIS) for an empty chain; on PostgreSQL
    after taking the lock that makes appends take turns until the transaction ends."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": CHAIN_LOCK})
    last = session.execute(
        select(AuditEntry.position, AuditEntry.entry_hash)
        .order_by(AuditEntry.position.desc())
        .limit(1)
    ).first()
    return (last.position, last.entry_hash) if last else (0, GENESIS)


def verify_chain(database: Database) -> ChainReport:
    """Walks every entry in order and reports the first broken link."""
    expected_position = 1
    previous_hash = GENESIS
    with database.read() as session:
        entries = session.scalars(
            select(AuditEntry).order_by(AuditEntry.position).execution_options(yield_per=2000)
        )
        for entry in entries:
            problem = _broken_link(entry, expected_position, previous_hash)
            if problem is not None:
                return ChainReport(expected_position - 1, expected_position, problem)
            previous_hash = entry.entry_hash
            expected_position += 1
    return ChainReport(expected_position - 1)


def _broken_link(entry: AuditEntry, expected_position: int, previous_hash: str) -> str | None:
    if entry.position != expected_position:
        return (
            f"a entrada seguinte é a nº {entry.position}; "
            f"{entry.position - expected_position} entrada(s) foram apagadas."
        )
    if entry.previous_hash != previous_hash:
        return "ela não aponta para a entrada anterior (entradas apagadas ou trocadas de lugar)."
    if entry_digest(entry, previous_hash) != entry.entry_hash:
        return "o conteúdo foi alterado depois de gravado."
    return None


def check_audit_chain(ctx: ServiceContext) -> ChainReport:
    require(ctx, Permission.AUDIT_VIEW)
    return verify_chain(ctx.database)
