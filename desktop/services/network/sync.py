"""The state network as the application sees it through its own connection (issue 19): the
Rede panel, the home page banner and the date a CND prints. PostgreSQL's replication
statistics are readable by any role, so no folder nor superuser is needed; a SQLite office,
or a server that never joined a network, has no subscription and is standalone."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import text
from sqlalchemy.orm import Session

from desktop.rules.state_data import data_date_line
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext
from desktop.services.network.status import (
    OFFICE_SUBSCRIPTION,
    SLOTS_SQL,
    SUBSCRIPTIONS_SQL,
    NetworkStatus,
    SlotStatus,
    SubscriptionStatus,
    slot_rows,
    subscription_rows,
)
from desktop.services.office.permissions import Permission, require

_SUBSCRIPTIONS = text(SUBSCRIPTIONS_SQL)
_SLOTS = text(SLOTS_SQL)


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


def read_status(session: Session, office_code: str) -> NetworkStatus | None:
    if session.get_bind().dialect.name != "postgresql":
        return None
    subscriptions = subscription_rows(session.execute(_SUBSCRIPTIONS))
    slots = slot_rows(session.execute(_SLOTS))
    return status_from_rows(office_code, subscriptions, slots)


def state_data_line(session: Session, ctx: ServiceContext) -> str:
    """What a decision that used statewide data prints of it, read through the caller's own
    transaction: "Dados estaduais atualizados em …" (the last news from the sede) at an
    office of the state network; empty elsewhere, where the data is the office's own."""
    status = read_status(session, ctx.office.code)
    if status is None or status.role != "escritorio":
        return ""
    heard = [s.last_heard for s in status.subscriptions if s.name == OFFICE_SUBSCRIPTION]
    last = heard[0] if heard else None
    return data_date_line(None if last is None else office_time(ctx, last))


def session_network_status(ctx: ServiceContext) -> NetworkStatus | None:
    """What `balcao rede estado` shows, for the Rede panel; None for a standalone office."""
    require(ctx, Permission.OFFICE_MANAGE)
    with ctx.database.read() as session:
        return read_status(session, ctx.office.code)


def state_sync(ctx: ServiceContext) -> StateSync | None:
    """When an office last heard from the sede (pg_stat_subscription of `balcao_sede`);
    None at the sede and at a standalone office, which have no statewide data to date."""
    with ctx.database.read() as session:
        status = read_status(session, ctx.office.code)
    if status is None or status.role != "escritorio":
        return None
    heard = [s.last_heard for s in status.subscriptions if s.name == OFFICE_SUBSCRIPTION]
    return StateSync(heard[0] if heard else None)
