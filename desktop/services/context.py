"""Who is acting, in which office: passed to every service call (no global state)."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime

from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.services.validation import format_cep


@dataclass(frozen=True)
class Actor:
    user_id: uuid.UUID
    username: str
    display_name: str
    roles: frozenset[str]


@dataclass(frozen=True)
class OfficeAddress:
    street: str
    number: str
    complement: str
    district: str
    municipality: str
    uf: str
    cep: str

    def one_line(self) -> str:
        parts = [f"{self.street}, {self.number}"]
        if self.complement:
            parts.append(self.complement)
        parts.append(self.district)
        parts.append(f"{self.municipality}/{self.uf}")
        parts.append(f"CEP {format_cep(self.cep)}")
        return " — ".join(parts)


@dataclass(frozen=True)
class OfficeInfo:
    """The office as services and documents need it; weekdays follow `date.weekday()`."""

    name: str
    code: str
    jurisdiction: str
    address: OfficeAddress
    business_weekdays: frozenset[int]
    closures: frozenset[date]
    key_id: str


@dataclass(frozen=True)
class ServiceContext:
    database: Database
    actor: Actor
    office: OfficeInfo
    clock: Callable[[], datetime] = field(default=utc_now)
