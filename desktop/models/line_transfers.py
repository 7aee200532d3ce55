"""The transfer of a Roraima concession contract to another company (Lei RR 664/2008, art. 15):
the contract itself is never rewritten; from `transferred_on` the line's delegatária is
`to_operator_id`, the one before stays in this history. Written once, never rewritten."""

import uuid
from datetime import date

from sqlalchemy import Boolean, Date, ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class ConcessionTransfer(UUIDPrimaryKey, CreatedStamp, Base):
    """`request` the joint request of the delegatária and the interessado; `consent` the act of
    the CRE/RR's express consent, dated `transferred_on`; `edital_met` the analyst's finding of
    inciso II; `articles` what the transfer rests on."""

    __tablename__ = "line_concession_transfers"

    delegation_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_delegations.id"), index=True
    )
    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    from_operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    to_operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    transferred_on: Mapped[date] = mapped_column(Date)
    request: Mapped[str] = mapped_column(String(200))
    consent: Mapped[str] = mapped_column(String(200))
    edital_met: Mapped[bool] = mapped_column(Boolean)
    articles: Mapped[str] = mapped_column(String(200))


mark_insert_only(
    ConcessionTransfer.__table__,
    "A transferência do contrato de concessão não é alterada nem apagada "
    "(Lei RR 664/2008, art. 15)",
)
