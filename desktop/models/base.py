"""Declarative base, naming convention and the column types every model shares.

Keys are UUIDs, instants are timezone-aware and stored in UTC, money is Decimal in
NUMERIC(14, 2). Every record says who created it (`CreatedStamp`).
"""

import uuid
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import DateTime, ForeignKey, MetaData, Numeric, Uuid
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, declared_attr, mapped_column
from sqlalchemy.types import TypeDecorator

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

CENT = Decimal("0.01")


def utc_now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class UtcDateTime(TypeDecorator[datetime]):
    """An instant: accepts only aware datetimes, stores UTC, returns aware UTC datetimes."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(f"naive datetime {value!r}: instants must be timezone-aware")
        utc = value.astimezone(UTC)
        if dialect.name == "sqlite":
            return utc.replace(tzinfo=None)
        return utc

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class Money(TypeDecorator[Decimal]):
    """An amount in reais: Decimal in, Decimal out (never float), NUMERIC(14, 2) in the base."""

    impl = Numeric(14, 2, asdecimal=True)
    cache_ok = True

    def process_bind_param(self, value: Decimal | int | None, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        if isinstance(value, float) or not isinstance(value, Decimal | int):
            raise TypeError(f"money must be Decimal, got {type(value).__name__}")
        return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)

    def process_result_value(self, value: object, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return Decimal(str(value)).quantize(CENT, rounding=ROUND_HALF_UP)


MILLIONTH = Decimal("0.000001")


class RuleNumber(TypeDecorator[Decimal]):
    """A dated value of the rulebook: money, an index number or a tariff coefficient in R$ per
    km (Decreto 8.444/2015, art. 11 §4º: "0,187654"), NUMERIC(15, 6): fifteen digits, all a
    SQLite REAL gives back exactly. Decimal in, Decimal out, read back with the cents of money
    or every decimal a coefficient has."""

    impl = Numeric(15, 6, asdecimal=True)
    cache_ok = True

    def process_bind_param(self, value: Decimal | int | None, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        if isinstance(value, float) or not isinstance(value, Decimal | int):
            raise TypeError(f"rule value must be Decimal, got {type(value).__name__}")
        return Decimal(value).quantize(MILLIONTH, rounding=ROUND_HALF_UP)

    def process_result_value(self, value: object, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        exact = Decimal(str(value)).quantize(MILLIONTH, rounding=ROUND_HALF_UP)
        cents = exact.quantize(CENT)
        return cents if cents == exact else exact.normalize()


class UUIDPrimaryKey:
    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)


class CreatedStamp:
    """When the record was created and by which user (users.id)."""

    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)

    @declared_attr
    def created_by_id(cls) -> Mapped[uuid.UUID]:
        return mapped_column(Uuid, ForeignKey("users.id"), index=True)
