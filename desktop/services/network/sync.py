"""The state network as the application sees it through its own connection (issue 19): the
Rede panel, the home page banner and the date a CND prints. PostgreSQL's replication
statistics are readable by any role, so no folder nor superuser is needed; a SQLite office,
or a server that never joined a network, has no subscription and is standalone."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import text
from sqlalchemy.orm import Session

from desktop.services.context import ServiceContext
from desktop.services.network.state import (
    OFFICE_SUBSCRIPTION,
    NetworkStatus,
    SlotStatus,
    SubscriptionStatus,
)
from desktop.services.office.permissions import Permission, require

_SUBSCRIPTIONS = text(
    """
    SELECT s.subname, s.subenabled,
           greatest(st.last_msg_receipt_time, st.latest_end_time),
           coalesce(ss.apply_error_count + ss.sync_error_count, 0)
    FROM pg_subscription s
    JOIN pg_database d ON d.oid = s.subdbid AND d.datname = current_database()
    LEFT JOIN pg_stat_subscription st ON st.subid = s.oid AND st.relid IS NULL
    LEFT JOIN pg_stat_subscription_stats ss ON ss.subid = s.oid
    ORDER BY s.subname
    """
)
_SLOTS = text(
    """
    SELECT slot_name, active, wal_status,
           pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)::bigint,
           pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)::bigint
    FROM pg_replication_slots WHERE database = current_database() ORDER BY slot_name
    """
)


@dataclass(frozen=True)
class StateSync:
    """An office's link with the sede: when the sede was last heard from (None: never)."""

    last_heard: datetime | None


def status_from_rows(
    office_code: str, subscriptions: tuple[SubscriptionStatus, ...], slots: tuple[SlotStatus, ...]
) -> NetworkStatus | None:
    """The role follows the subscriptions `balcao rede` creates: an office subscribes to
    `balcao_sede`, the sede to `balcao_de_<código>` of each office; none: standalone."""
    names = {subscription.name for subscription in subscriptions}
    if OFFICE_SUBSCRIPTION in names:
        return NetworkStatus("escritorio", office_code, subscriptions, slots)
    if any(name.startswith("balcao_de_") for name in names):
        return NetworkStatus("sede", office_code, subscriptions, slots)
    return None


def _read_status(session: Session, office_code: str) -> NetworkStatus | None:
    if session.get_bind().dialect.name != "postgresql":
        return None
    subscriptions = tuple(
        SubscriptionStatus(name, enabled, heard, int(errors))
        for name, enabled, heard, errors in session.execute(_SUBSCRIPTIONS)
    )
    slots = tuple(SlotStatus(*row) for row in session.execute(_SLOTS))
    return status_from_rows(office_code, subscriptions, slots)


def session_network_status(ctx: ServiceContext) -> NetworkStatus | None:
    """What `balcao rede estado` shows, for the Rede panel; None for a standalone office."""
    require(ctx, Permission.OFFICE_MANAGE)
    with ctx.database.read() as session:
        return _read_status(session, ctx.office.code)


def state_sync(ctx: ServiceContext) -> StateSync | None:
    """When an office last heard from the sede (pg_stat_subscription of `balcao_sede`);
    None at the sede and at a standalone office, which have no statewide data to date."""
    with ctx.database.read() as session:
        status = _read_status(session, ctx.office.code)
    if status is None or status.role != "escritorio":
        return None
    heard = [s.last_heard for s in status.subscriptions if s.name == OFFICE_SUBSCRIPTION]
    return StateSync(heard[0] if heard else None)
