"""The correction of the article a GO Termo de Autorização was recorded under (Decreto
8.444/2015, arts. 11 and 12) by an act of its own: the Termo is never rewritten; its article
is the one of its latest correction (`desktop.services.lines.termo_basis_records`). Written
once, never rewritten."""

import uuid
from datetime import date

from sqlalchemy import Date, ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class TermoBasisCorrection(UUIDPrimaryKey, CreatedStamp, Base):
    """`basis` the article from the act on ("art11" or "art12",
    `desktop.rules.lines.termo_basis`), `previous` the one it corrects; `act` the act that
    corrects it, dated `act_on`, and `reason` why; who recorded it and when in the stamp."""

    __tablename__ = "line_termo_basis_corrections"

    delegation_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("line_delegations.id"), index=True
    )
    previous: Mapped[str] = mapped_column(String(10))
    basis: Mapped[str] = mapped_column(String(10))
    act: Mapped[str] = mapped_column(String(200))
    act_on: Mapped[date] = mapped_column(Date)
    reason: Mapped[str] = mapped_column(Text)


mark_insert_only(
    TermoBasisCorrection.__table__,
    "A correção do artigo do Termo de Autorização não é alterada nem apagada: uma nova "
    "correção é um novo ato (Decreto 8.444/2015, arts. 11 e 12)",
)
