"""Debts with the regulator (fines, depot fees, the instalments of a GO line's outorga) and
the payments registered against them.

A fine becomes a debt when the decision that applies it is notified; it is overdue when its
due date passed and it is not fully paid (Res. AGR 105/2017, art. 89; Lei RR 664/2008,
art. 89 sole §). An instalment of the outorga of a line (Decreto 8.444/2015, art. 11 §5º)
is a debt from the Termo's signature, due on its date in the schedule. Without overdue debts
the office issues the certidão negativa de débito (Res. 105, art. 101).
"""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, Money, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only, set_once, set_with
from desktop.models.ownership import OwnedByOffice


class Debt(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """`cnpj` is the debtor as written on the notice (`operator_id` when registered);
    `cancelled_on` when a later decision (Council, revision) removed or reduced it - the
    reduced amount is a new debt. Never deleted; `cancelled_on` and its `cancel_reason` are
    the only columns an UPDATE may write, once, from empty (the database refuses the rest)."""

    __tablename__ = "debts"
    __table_args__ = (Index("ix_debts_cnpj_due", "cnpj", "due_on"),)

    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    cnpj: Mapped[str] = mapped_column(String(14))
    kind: Mapped[str] = mapped_column(String(20))
    description: Mapped[str] = mapped_column(Text)
    articles: Mapped[str] = mapped_column(Text)
    amount: Mapped[Decimal] = mapped_column(Money)
    due_on: Mapped[date] = mapped_column(Date)
    process_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("sanction_processes.id"), nullable=True, index=True
    )
    penalty_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("penalties.id"), nullable=True
    )
    line_delegation_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("line_delegations.id"), nullable=True, index=True
    )
    instalment: Mapped[int | None] = mapped_column(Integer, nullable=True)
    cancelled_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    cancel_reason: Mapped[str] = mapped_column(Text, default="")


class Payment(UUIDPrimaryKey, CreatedStamp, OwnedByOffice, Base):
    """A payment of a debt: the day the money was received and the bank reference."""

    __tablename__ = "payments"

    debt_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("debts.id"), index=True)
    paid_on: Mapped[date] = mapped_column(Date)
    amount: Mapped[Decimal] = mapped_column(Money)
    reference: Mapped[str] = mapped_column(String(100))
    # "moeda" (money) or "compensacao": an outorga instalment paid with credits of earlier
    # operations (GO Decreto 8.444/2015, art. 12 §1º).
    means: Mapped[str] = mapped_column(String(20), default="moeda")


mark_insert_only(
    Payment.__table__,
    "pagamento registrado não pode ser alterado nem apagado: a certidão de débitos o lê "
    "(Res. AGR 105/2017, arts. 89 e 101; Lei RR 664/2008, art. 89, parágrafo único)",
)
mark_insert_only(
    Debt.__table__,
    "débito registrado não pode ser apagado nem alterado; só se registra, uma vez, seu "
    "cancelamento por decisão posterior (Res. AGR 105/2017, arts. 89, 91, 96 e 101; "
    "Decreto 8.444/2015, art. 11, §5º; Lei RR 664/2008, arts. 89, parágrafo único, e 91)",
    (set_once("cancelled_on"), set_with("cancel_reason", "cancelled_on")),
)
