"""The office calendar: which days are business days ("dias úteis") for deadlines.

A business day is one of the office's business weekdays (Monday to Friday by default) that
is neither a holiday that `holidays.Brazil(subdiv=...)` lists in its default (public)
category nor an office closure. Optional days off (Carnival, Corpus Christi, public
servants' day) count only when the office registers them as closures.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache

import holidays

from desktop.rules.errors import RulesError
from desktop.rules.rulebook import JURISDICTIONS

MONDAY_TO_FRIDAY = frozenset(range(5))


@lru_cache(maxsize=512)
def _holidays_of(jurisdiction: str, year: int) -> frozenset[date]:
    return frozenset(holidays.Brazil(subdiv=jurisdiction, years=year))


@dataclass(frozen=True)
class OfficeCalendar:
    jurisdiction: str
    closures: frozenset[date] = field(default_factory=frozenset)
    business_weekdays: frozenset[int] = MONDAY_TO_FRIDAY

    def __post_init__(self) -> None:
        if self.jurisdiction not in JURISDICTIONS:
            raise RulesError(
                "jurisdiction", f"jurisdição {self.jurisdiction!r} desconhecida; use GO ou RR"
            )
        object.__setattr__(self, "closures", frozenset(self.closures))
        weekdays = frozenset(self.business_weekdays)
        if not weekdays or not weekdays <= frozenset(range(7)):
            raise RulesError(
                "business_weekdays", "dias de expediente devem estar entre 0 (segunda) e 6"
            )
        object.__setattr__(self, "business_weekdays", weekdays)

    @classmethod
    def of(cls, jurisdiction: str, closures: Iterable[date] = ()) -> "OfficeCalendar":
        return cls(jurisdiction, frozenset(closures))

    def holiday_name(self, day: date) -> str | None:
        if day not in _holidays_of(self.jurisdiction, day.year):
            return None
        return holidays.Brazil(subdiv=self.jurisdiction, years=day.year).get(day)

    def is_holiday(self, day: date) -> bool:
        return day in _holidays_of(self.jurisdiction, day.year)

    def is_business_day(self, day: date) -> bool:
        return (
            day.weekday() in self.business_weekdays
            and day not in self.closures
            and not self.is_holiday(day)
        )

    def next_business_day(self, day: date) -> date:
        """`day` itself when it is a business day, else the first business day after it."""
        while not self.is_business_day(day):
            day += timedelta(days=1)
        return day

    def first_business_day_after(self, day: date) -> date:
        return self.next_business_day(day + timedelta(days=1))
