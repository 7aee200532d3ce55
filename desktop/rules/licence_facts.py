"""What a trip licence is checked on in both jurisdictions, and the shape of the answer.

The facts (a vehicle, the municipalities of the trip) and the two checks that read the same
way in Goiás and in Roraima: the passengers insured on every day of travel, and a trip
between two municipalities of the office's own state. Each jurisdiction's module
(`licences` for GO, `licences_rr` for RR) attaches its own articles and messages to the
reasons these checks return.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from desktop.rules.errors import RulesError

# The first two digits of an IBGE municipality code are the state's code.
STATE_IBGE_PREFIX = {"GO": "52", "RR": "14"}

InsurancePeriod = tuple[date, date]


@dataclass(frozen=True)
class VehicleStatus:
    """A vehicle as the licence checks see it. `plate` (as printed, e.g. "GOI-2B34") names it
    in the findings. `insurance_periods`, when given, replaces `insurance_valid_until`: the
    policy periods, first and last day included. `manufacture_year` is read in RR only.
    `minimum_cover_periods` (GO, Res. 105 art. 51 §§1º and 3º), when given, are the days of
    those policies whose cover reaches the minimum the AGR set (`rules.insurance`)."""

    registered: bool
    capacity: int
    inspection_valid_until: date | None
    insurance_valid_until: date | None
    school_inspection: bool = False
    withdrawn_from_traffic: bool = False
    plate: str = ""
    insurance_periods: tuple[InsurancePeriod, ...] | None = None
    manufacture_year: int | None = None
    minimum_cover_periods: tuple[InsurancePeriod, ...] | None = None


@dataclass(frozen=True)
class LicenceFinding:
    """`plate` names the vehicle of a reason about a vehicle (already in `message`)."""

    reason: str
    article: str
    message: str
    plate: str = ""


@dataclass(frozen=True)
class LicenceDecision:
    allowed: bool
    findings: tuple[LicenceFinding, ...] = field(default=())

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(finding.reason for finding in self.findings)

    @property
    def articles(self) -> tuple[str, ...]:
        return tuple(finding.article for finding in self.findings)


def valid_through(last_day: date | None, end: date) -> bool:
    """A validity whose last day is `last_day` (inclusive) still runs on `end`."""
    return last_day is not None and last_day >= end


def check_insurance_periods(periods: object, field_name: str) -> tuple[InsurancePeriod, ...]:
    """The policy periods as dates, each `[first_day, last_day]` with first <= last."""
    if not isinstance(periods, Sequence) or isinstance(periods, str):
        raise RulesError(field_name, "informe uma lista de períodos [primeiro dia, último dia]")
    checked = []
    for index, period in enumerate(periods):
        where = f"{field_name}[{index}]"
        if not isinstance(period, Sequence) or isinstance(period, str) or len(period) != 2:
            raise RulesError(where, "cada período é [primeiro dia, último dia]")
        first, last = period
        if not isinstance(first, date) or not isinstance(last, date):
            raise RulesError(where, "informe as datas do período")
        if last < first:
            raise RulesError(where, "último dia do seguro anterior ao primeiro")
        checked.append((first, last))
    return tuple(checked)


def covered_every_day(periods: Sequence[InsurancePeriod], start: date, end: date) -> bool:
    """Every day from `start` to `end` lies in one of the inclusive `periods`; a period that
    starts the day after another ends leaves no gap."""
    day = start
    for first, last in sorted(periods):
        if first > day:
            return False
        if last >= day:
            day = last + timedelta(days=1)
        if day > end:
            return True
    return day > end


def insured_for_the_trip(vehicle: VehicleStatus, start: date, end: date) -> bool:
    """The passengers are insured on every day of travel: by the policy periods when given,
    else by an insurance in force through the last day."""
    if vehicle.insurance_periods is not None:
        return covered_every_day(vehicle.insurance_periods, start, end)
    return valid_through(vehicle.insurance_valid_until, end)


def check_municipality(code: object, field_name: str) -> str:
    """An IBGE municipality code: 7 digits, as text."""
    if not isinstance(code, str) or len(code) != 7 or not code.isdigit():
        raise RulesError(field_name, f"código IBGE de município inválido {code!r}; use 7 dígitos")
    return code


def route_field_reasons(
    jurisdiction: str, origin: str | None, destination: str | None
) -> list[tuple[str, str]]:
    """`(field, reason)` for each municipality that stops the trip: `fora_da_jurisdicao` on
    each one given outside the office's state; `mesmo_municipio` on `destination` when both
    are given and the same."""
    prefix = STATE_IBGE_PREFIX[jurisdiction]
    given = [
        (name, check_municipality(code, name))
        for code, name in ((origin, "origin"), (destination, "destination"))
        if code is not None
    ]
    found = [(name, "fora_da_jurisdicao") for name, code in given if not code.startswith(prefix)]
    if len(given) == 2 and given[0][1] == given[1][1]:
        found.append(("destination", "mesmo_municipio"))
    return found


def route_reasons(jurisdiction: str, origin: str | None, destination: str | None) -> list[str]:
    """`fora_da_jurisdicao` when a municipality given is outside the office's state;
    `mesmo_municipio` when origin and destination are both given and the same."""
    found = [reason for _, reason in route_field_reasons(jurisdiction, origin, destination)]
    return [reason for reason in ("fora_da_jurisdicao", "mesmo_municipio") if reason in found]
