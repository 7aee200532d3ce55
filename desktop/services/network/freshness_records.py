"""Queries of `desktop.services.network.freshness`, read by its screens:
nothing here writes."""

from sqlalchemy import select

from desktop.models.office import Office
from desktop.rules.state_data import DEFAULT_STALE_AFTER_HOURS
from desktop.services.context import ServiceContext


def stale_after_hours(ctx: ServiceContext) -> int:
    with ctx.database.read() as session:
        hours = session.scalar(select(Office.stale_after_hours))
    return DEFAULT_STALE_AFTER_HOURS if hours is None else hours
