"""What a server of the state network reports about its replication, read the same way by
`balcao rede estado` (the superuser, `state.network_status`) and by the application's own
role (`sync`: the Rede panel, the home banner, the CND's data date): each subscription —
enabled, when the other side was last heard from, its errors — and each slot the other side
reads here — the WAL it keeps and the bytes not yet confirmed (its lag)."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

# An office's subscription to the sede (`rede entrar`), by whose last message the office knows
# the age of its statewide data.
OFFICE_SUBSCRIPTION = "balcao_sede"

SUBSCRIPTIONS_SQL = """
    SELECT s.subname, s.subenabled,
           greatest(st.last_msg_receipt_time, st.latest_end_time),
           coalesce(ss.apply_error_count + ss.sync_error_count, 0)
    FROM pg_subscription s
    JOIN pg_database d ON d.oid = s.subdbid AND d.datname = current_database()
    LEFT JOIN pg_stat_subscription st ON st.subid = s.oid AND st.relid IS NULL
    LEFT JOIN pg_stat_subscription_stats ss ON ss.subid = s.oid
    ORDER BY s.subname
"""
SLOTS_SQL = """
    SELECT slot_name, active, wal_status,
           pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)::bigint,
           pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)::bigint
    FROM pg_replication_slots WHERE database = current_database() ORDER BY slot_name
"""


@dataclass(frozen=True)
class SubscriptionStatus:
    name: str
    enabled: bool
    last_heard: datetime | None
    errors: int


@dataclass(frozen=True)
class SlotStatus:
    name: str
    active: bool
    wal_status: str | None
    retained_bytes: int | None
    pending_bytes: int | None


@dataclass(frozen=True)
class NetworkStatus:
    role: str
    office_code: str | None
    subscriptions: tuple[SubscriptionStatus, ...]
    slots: tuple[SlotStatus, ...]


def subscription_rows(rows: Iterable[Any]) -> tuple[SubscriptionStatus, ...]:
    return tuple(
        SubscriptionStatus(name, enabled, heard, int(errors))
        for name, enabled, heard, errors in rows
    )


def slot_rows(rows: Iterable[Any]) -> tuple[SlotStatus, ...]:
    return tuple(SlotStatus(*row) for row in rows)


# How the panel and `balcao rede estado` name a slot and its retained WAL for the office's IT
# person, and PostgreSQL's `wal_status` of pg_replication_slots in words.
SLOT = "ponto de replicação"
RETAINED = "dados retidos"
RETENTION = {
    "reserved": "retenção normal",
    "extended": "retenção acima do limite normal",
    "unreserved": "em risco: dados retidos podem ser descartados",
    "lost": "perdido: a outra ponta precisa entrar de novo na rede",
}


def slot_state(slot: SlotStatus) -> str:
    """ "em uso (retenção normal)": whether the other side reads the slot now, and how its
    retained data stands (PostgreSQL's name when it is one this list does not know)."""
    reader = "em uso" if slot.active else "sem leitor"
    retention = RETENTION.get(slot.wal_status or "", slot.wal_status or "sem informação")
    return f"{reader} ({retention})"
