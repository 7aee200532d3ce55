"""The office this database belongs to (a single row) and the days it is closed."""

from datetime import date

from sqlalchemy import CheckConstraint, Date, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey


class Office(UUIDPrimaryKey, CreatedStamp, Base):
    """`business_weekdays` holds `date.weekday()` numbers separated by commas ("0,1,2,3,4")."""

    __tablename__ = "office"
    __table_args__ = (CheckConstraint("singleton = 1", name="single_row"),)

    singleton: Mapped[int] = mapped_column(Integer, unique=True, default=1)
    name: Mapped[str] = mapped_column(String(200))
    code: Mapped[str] = mapped_column(String(5))
    jurisdiction: Mapped[str] = mapped_column(String(2))
    street: Mapped[str] = mapped_column(String(200))
    number: Mapped[str] = mapped_column(String(20))
    complement: Mapped[str] = mapped_column(String(100), default="")
    district: Mapped[str] = mapped_column(String(100))
    municipality: Mapped[str] = mapped_column(String(100))
    uf: Mapped[str] = mapped_column(String(2))
    cep: Mapped[str] = mapped_column(String(8))
    business_weekdays: Mapped[str] = mapped_column(String(20))
    # Past this many hours without news from the sede the home page warns that the statewide
    # data is old (issue 19; `rules.state_data`).
    stale_after_hours: Mapped[int] = mapped_column(Integer, default=24, server_default="24")
    key_id: Mapped[str] = mapped_column(String(100))
    public_key_pem: Mapped[bytes] = mapped_column(LargeBinary)


class OfficeClosure(UUIDPrimaryKey, CreatedStamp, Base):
    """A day the office does not open (local holiday, ponto facultativo, ...)."""

    __tablename__ = "office_closures"

    day: Mapped[date] = mapped_column(Date, unique=True)
    reason: Mapped[str] = mapped_column(String(200))
