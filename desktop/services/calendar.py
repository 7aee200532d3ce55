"""The office's clock and calendar: its time zone, today, and the business days (holidays,
closures). Screens, services and documents ask here; none works out a time zone itself."""

from datetime import UTC, date, datetime, timedelta, timezone

from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.context import OfficeInfo, ServiceContext

# Brazil has kept standard time all year since 2019: Goiás UTC-3, Roraima UTC-4.
OFFICE_UTC_OFFSETS = {"GO": timedelta(hours=-3), "RR": timedelta(hours=-4)}


def zone_of(jurisdiction: str) -> timezone:
    """The time zone of the offices of `jurisdiction` (GO when unknown)."""
    return timezone(OFFICE_UTC_OFFSETS.get(jurisdiction, OFFICE_UTC_OFFSETS["GO"]))


def today_in(jurisdiction: str, now: datetime) -> date:
    """The day it is at `now` (aware) in the offices of `jurisdiction`: before there is an
    office (the setup wizard, the demo builder), from a clock of their own."""
    return now.astimezone(UTC).astimezone(zone_of(jurisdiction)).date()


def office_zone(ctx: ServiceContext) -> timezone:
    return zone_of(ctx.office.jurisdiction)


def office_time(ctx: ServiceContext, instant: datetime) -> datetime:
    """`instant` (aware) as the office's clock shows it."""
    return instant.astimezone(office_zone(ctx))


def office_now(ctx: ServiceContext) -> datetime:
    """Now on the office's clock (the context's clock, in the office's time zone)."""
    return office_time(ctx, ctx.clock())


def office_today(ctx: ServiceContext) -> date:
    return today_in(ctx.office.jurisdiction, ctx.clock())


def calendar_of(office: OfficeInfo) -> OfficeCalendar:
    """The business days of `office`: its state's holidays, its closures, its weekdays."""
    return OfficeCalendar(office.jurisdiction, office.closures, office.business_weekdays)


def office_calendar(ctx: ServiceContext) -> OfficeCalendar:
    return calendar_of(ctx.office)
