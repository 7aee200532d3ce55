"""Values of the rulebook updated after a release (Res. AGR 105/2017, art. 98: IGP-DI)."""

from datetime import date
from decimal import Decimal

from sqlalchemy import Date, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, RuleNumber, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class RuleValueUpdate(UUIDPrimaryKey, CreatedStamp, Base):
    """`name` is the rulebook's value name; `source` the act that published the value."""

    __tablename__ = "rule_value_updates"
    __table_args__ = (UniqueConstraint("jurisdiction", "name", "effective_from"),)

    jurisdiction: Mapped[str] = mapped_column(String(2))
    name: Mapped[str] = mapped_column(String(100))
    effective_from: Mapped[date] = mapped_column(Date)
    value: Mapped[Decimal] = mapped_column(RuleNumber)
    source: Mapped[str] = mapped_column(String(300))


mark_insert_only(
    RuleValueUpdate.__table__,
    "valor atualizado registrado não pode ser alterado nem apagado: as multas já calculadas "
    "o leram; um novo valor é um novo registro (Res. AGR 105/2017, art. 98; Lei RR 664/2008, "
    "art. 78)",
)
