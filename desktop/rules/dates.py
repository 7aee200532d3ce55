"""Calendar arithmetic the regulations use.

Months and years run "de data a data"; when the month of the end has no such day, the term
is the last day of that month (Res. AGR 105/2017, art. 83 §4).
"""

import calendar
from datetime import date, datetime, timedelta

from desktop.rules.errors import RulesError


def add_months(start: date, months: int) -> date:
    """`start` moved by `months` (negative goes back), last day of the month as fallback."""
    index = start.year * 12 + (start.month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    last_day = calendar.monthrange(year, month)[1]
    return date(year, month, min(start.day, last_day))


def add_years(start: date, years: int) -> date:
    """`start` moved by whole years; 29 February falls back to 28 February."""
    return add_months(start, 12 * years)


def add_days(start: date, days: int) -> date:
    """Calendar days counted continuously, the start day excluded (art. 83 §§1 and 3)."""
    return start + timedelta(days=days)


NO_DATE = "—"


def br_date(day: date | None) -> str:
    """A date as people read it at the counter and on paper: 21/04/2026 (— when none)."""
    return NO_DATE if day is None else day.strftime("%d/%m/%Y")


def br_date_time(moment: datetime) -> str:
    """A date and time as the clock on the wall shows it: 21/04/2026 14:05. The caller
    passes it in the office's time zone."""
    return moment.strftime("%d/%m/%Y %H:%M")


def parse_br_date(text: str) -> date | None:
    """'01/07/2026' -> date(2026, 7, 1); None when it is not a date so written."""
    try:
        return datetime.strptime(text.strip(), "%d/%m/%Y").date()
    except ValueError:
        return None


def parse_date(value: object, field: str) -> date:
    """An ISO date (`2026-03-10`) or a `date`; anything else is a RulesError naming `field`."""
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or len(value) != 10:
        raise RulesError(field, f"data inválida {value!r}; use o formato AAAA-MM-DD")
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise RulesError(field, f"data inválida {value!r}; use o formato AAAA-MM-DD") from exc
