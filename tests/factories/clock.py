"""Service contexts on a stopped clock, shared by every test folder."""

import dataclasses
from datetime import UTC, date, datetime, time


def at_day(ctx, day: date):
    """The context with its clock stopped at 15:00 UTC (12:00 in Goiânia) of `day`."""
    return at_instant(ctx, datetime.combine(day, time(15, 0), tzinfo=UTC))


def at_instant(ctx, instant: datetime):
    """The context with its clock stopped at `instant`."""
    return dataclasses.replace(ctx, clock=lambda: instant)
