"""Users' complaints against an operator and the notifications of the supplementary
inspection, Goiás (Res. AGR 105/2017, arts. 52 VII, 60 §2, 61 §1, 85 and 100).

Each step is its own record, written once and never rewritten: the complaint as received, its
forwarding to the operator with the term the AGR set, the operator's answer and the AGR's
appreciation (which lifts the hold of art. 100 sole §); the notification with its term and
what the operator presented. The database refuses UPDATE and DELETE on them
(desktop/models/insert_only.py).
"""

import uuid
from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import Base, CreatedStamp, UtcDateTime, UUIDPrimaryKey
from desktop.models.insert_only import mark_insert_only


class UserComplaint(UUIDPrimaryKey, CreatedStamp, Base):
    """A user's complaint (denúncia or reclamação) against an operator, as received by the
    AGR (art. 52 VII): when, by which channel and what it says."""

    __tablename__ = "user_complaints"
    __table_args__ = (Index("ix_user_complaints_operator", "operator_id", "received_at"),)

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    received_at: Mapped[datetime] = mapped_column(UtcDateTime)
    channel: Mapped[str] = mapped_column(String(30))
    summary: Mapped[str] = mapped_column(String(2000))


class ComplaintForwarding(UUIDPrimaryKey, CreatedStamp, Base):
    """The complaint forwarded to the operator on `forwarded_on` with `days` to answer,
    due on `due` (art. 100; counted as art. 83 counts)."""

    __tablename__ = "complaint_forwardings"

    complaint_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("user_complaints.id"), unique=True
    )
    forwarded_on: Mapped[date] = mapped_column(Date)
    days: Mapped[int] = mapped_column(Integer)
    due: Mapped[date] = mapped_column(Date)
    articles: Mapped[str] = mapped_column(Text)


class ComplaintAnswer(UUIDPrimaryKey, CreatedStamp, Base):
    """The operator's answer to a forwarded complaint, received on `received_on` (art. 100)."""

    __tablename__ = "complaint_answers"

    complaint_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("user_complaints.id"), unique=True
    )
    received_on: Mapped[date] = mapped_column(Date)
    summary: Mapped[str] = mapped_column(String(2000))


class ComplaintAppreciation(UUIDPrimaryKey, CreatedStamp, Base):
    """The AGR's appreciation of the complaint (art. 52 VII: solved, mediated or deliberated),
    which ends the hold on the operator's matters (art. 100 sole §)."""

    __tablename__ = "complaint_appreciations"

    complaint_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("user_complaints.id"), unique=True
    )
    appreciated_on: Mapped[date] = mapped_column(Date)
    outcome: Mapped[str] = mapped_column(String(30))
    conclusion: Mapped[str] = mapped_column(String(2000))


class InspectionNotification(UUIDPrimaryKey, CreatedStamp, Base):
    """A notification of the supplementary inspection (art. 60 §2; art. 61 §1): what the
    operator must present or solve, the ciência and the term fixed, due on `due`. No auto
    opens the matter (art. 85); the auto comes if the term passes unmet."""

    __tablename__ = "inspection_notifications"
    __table_args__ = (Index("ix_inspection_notifications_operator", "operator_id", "due"),)

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"))
    notified_on: Mapped[date] = mapped_column(Date)
    requested: Mapped[str] = mapped_column(String(2000))
    days: Mapped[int] = mapped_column(Integer)
    due: Mapped[date] = mapped_column(Date)
    articles: Mapped[str] = mapped_column(Text)


class InspectionPresentation(UUIDPrimaryKey, CreatedStamp, Base):
    """What the operator presented in answer to a notification, and when (art. 60 §2)."""

    __tablename__ = "inspection_presentations"

    notification_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("inspection_notifications.id"), unique=True
    )
    presented_on: Mapped[date] = mapped_column(Date)
    presented: Mapped[str] = mapped_column(String(2000))


for _table, _what in (
    (UserComplaint, "reclamação de usuário"),
    (ComplaintForwarding, "encaminhamento de reclamação"),
    (ComplaintAnswer, "resposta a reclamação"),
    (ComplaintAppreciation, "apreciação de reclamação"),
):
    mark_insert_only(
        _table.__table__,
        f"O registro de {_what} não é alterado nem apagado (Res. AGR 105/2017, arts. 52 VII e 100)",
    )
for _inspection_table, _what in (
    (InspectionNotification.__table__, "notificação de fiscalização complementar"),
    (InspectionPresentation.__table__, "apresentação à fiscalização complementar"),
):
    mark_insert_only(
        _inspection_table,
        f"O registro de {_what} não é alterado nem apagado (Res. AGR 105/2017, art. 60 §2)",
    )
