"""The statewide register of operators (issue 19, docs/network.md): which office registered a
company and what its registration stands at — the CRC issued, its validity, a cancellation.

The register itself (operators, partners, CRCs) stays with the office that keeps it; the
facts another office needs at its counter travel on their own: each act that registers a
company or changes its CRC writes, in its transaction, one `operator_register_events` row
owned by the registering office, insert-only, replicated to every office through the sede.
The latest row of a company at an office is where it stands there.
"""

from datetime import date, datetime

from sqlalchemy import Date, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only
from desktop.models.ownership import OwnedByOffice


class OperatorRegisterEvent(UUIDPrimaryKey, OwnedByOffice, Base):
    """Company `cnpj` at office `office_code` from `recorded_at`: `situation` is the pt-BR
    sentence of its register then; `crc_number` and `crc_valid_until` its CRC, if any."""

    __tablename__ = "operator_register_events"

    cnpj: Mapped[str] = mapped_column(String(14), index=True)
    legal_name: Mapped[str] = mapped_column(String(200))
    registered_on: Mapped[date] = mapped_column(Date)
    crc_number: Mapped[str | None] = mapped_column(String(40))
    crc_valid_until: Mapped[date | None] = mapped_column(Date)
    situation: Mapped[str] = mapped_column(Text)
    recorded_at: Mapped[datetime] = mapped_column(UtcDateTime)


mark_insert_only(
    OperatorRegisterEvent.__table__,
    "situação registrada de empresa na rede estadual não pode ser alterada nem apagada",
)
