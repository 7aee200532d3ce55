"""The office's today and its calendar of business days (time zone, holidays, closures)."""

from datetime import UTC, date, datetime, timedelta, timezone

from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.context import ServiceContext

# Brazil has kept standard time all year since 2019: Goiás UTC-3, Roraima UTC-4.
OFFICE_UTC_OFFSETS = {"GO": timedelta(hours=-3), "RR": timedelta(hours=-4)}


def office_today(ctx: ServiceContext) -> date:
    now: datetime = ctx.clock().astimezone(UTC)
    offset = OFFICE_UTC_OFFSETS.get(ctx.office.jurisdiction, timedelta(hours=-3))
    return now.astimezone(timezone(offset)).date()


def office_calendar(ctx: ServiceContext) -> OfficeCalendar:
    return OfficeCalendar(
        ctx.office.jurisdiction, ctx.office.closures, ctx.office.business_weekdays
    )
