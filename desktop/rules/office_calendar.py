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
from types import MappingProxyType

from desktop.rules.choices import Jurisdiction
from desktop.rules.errors import RulesError

MONDAY_TO_FRIDAY = frozenset(range(5))


WEEKDAY_NAMES = (
    "segunda-feira",
    "terça-feira",
    "quarta-feira",
    "quinta-feira",
    "sexta-feira",
    "sábado",
    "domingo",
)


@lru_cache(maxsize=512)
def _holidays_of(jurisdiction: str, year: int) -> MappingProxyType[date, str]:
    """Public holidays of the state in `year`, with their pt-BR names."""
    # Imported by the first date counted (6 MiB, 40 ms), not while the application starts.
    import holidays

    listed = holidays.Brazil(subdiv=jurisdiction, years=year, language="pt_BR")
    return MappingProxyType(dict(listed.items()))


@dataclass(frozen=True)
class OfficeCalendar:
    jurisdiction: str
    closures: frozenset[date] = field(default_factory=frozenset)
    business_weekdays: frozenset[int] = MONDAY_TO_FRIDAY

    def __post_init__(self) -> None:
        if self.jurisdiction not in Jurisdiction.codes():
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
        """The calendar of an office of `jurisdiction` with its closures, Monday to Friday."""
        return cls(jurisdiction, frozenset(closures))

    def holiday_name(self, day: date) -> str | None:
        """The pt-BR name of the public holiday on `day`, if any."""
        return _holidays_of(self.jurisdiction, day.year).get(day)

    def closed_because(self, day: date) -> str | None:
        """Why `day` has no business hours (pt-BR), or None on a business day."""
        name = self.holiday_name(day)
        if name is not None:
            return f"feriado: {name}"
        if day in self.closures:
            return "sem expediente no órgão"
        if day.weekday() not in self.business_weekdays:
            return WEEKDAY_NAMES[day.weekday()]
        return None

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
