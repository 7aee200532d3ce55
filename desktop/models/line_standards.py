"""The standards of Roraima's alternative transport adopted by its delegatária (Lei RR
664/2008, art. 68, II, III and VIII, within the 90 days of its §1º): one record per item, as
the office verified it, written once and never rewritten."""

import uuid
from datetime import date

from sqlalchemy import Date, ForeignKey, String, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class AlternativeStandard(UUIDPrimaryKey, CreatedStamp, Base):
    """`item` is a key of `rules.lines.alternative_standards.STANDARDS`; `met_on` the day the
    office verified it; `reference` what shows it (the model of ticket released, the policy)."""

    __tablename__ = "alternative_standards"
    __table_args__ = (UniqueConstraint("delegation_id", "item"),)

    delegation_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_delegations.id"))
    item: Mapped[str] = mapped_column(String(20))
    met_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(300))


mark_insert_only(
    AlternativeStandard.__table__,
    "O registro da padronização do transporte alternativo não é alterado nem apagado "
    "(Lei RR 664/2008, art. 68)",
)
