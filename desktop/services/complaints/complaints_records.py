"""Queries of `desktop.services.complaints.complaints`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from desktop.models.complaints import (
    ComplaintAnswer,
    ComplaintAppreciation,
    ComplaintForwarding,
    UserComplaint,
)
from desktop.rules.complaints import (
    OUTCOMES,
    ComplaintState,
    Hold,
    is_late,
    requests_hold,
)
from desktop.rules.dates import br_date
from desktop.services.calendar import office_time, office_today, today_in
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require

CHANNELS = {
    "presencial": "Presencial",
    "telefone": "Telefone",
    "email": "E-mail",
    "internet": "Internet (ouvidoria)",
    "carta": "Carta",
}


@dataclass(frozen=True)
class ComplaintRow:
    id: uuid.UUID
    operator_id: uuid.UUID
    received_at: datetime
    channel_label: str
    summary: str
    forwarded_on: date | None
    due: date | None
    answered_on: date | None
    answer: str
    appreciated_on: date | None
    outcome_label: str
    conclusion: str
    late: bool

    @property
    def status(self) -> str:
        if self.appreciated_on is not None:
            return f"apreciada em {br_date(self.appreciated_on)} ({self.outcome_label})"
        if self.answered_on is not None:
            timing = "fora do prazo" if self.late else "no prazo"
            return f"respondida em {br_date(self.answered_on)}, {timing}"
        if self.due is not None:
            return f"sem resposta, prazo {'vencido' if self.late else 'até'} {br_date(self.due)}"
        return "recebida, não encaminhada"


def one_of(session: Session, model, complaint_id: uuid.UUID):
    return session.scalar(select(model).where(model.complaint_id == complaint_id))


def complaint_row(ctx: ServiceContext, session: Session, complaint: UserComplaint) -> ComplaintRow:
    forwarding = one_of(session, ComplaintForwarding, complaint.id)
    answer = one_of(session, ComplaintAnswer, complaint.id)
    appreciation = one_of(session, ComplaintAppreciation, complaint.id)
    due = forwarding.due if forwarding else None
    answered_on = answer.received_on if answer else None
    return ComplaintRow(
        id=complaint.id,
        operator_id=complaint.operator_id,
        received_at=office_time(ctx, complaint.received_at),
        channel_label=CHANNELS.get(complaint.channel, complaint.channel),
        summary=complaint.summary,
        forwarded_on=forwarding.forwarded_on if forwarding else None,
        due=due,
        answered_on=answered_on,
        answer=answer.summary if answer else "",
        appreciated_on=appreciation.appreciated_on if appreciation else None,
        outcome_label=OUTCOMES.get(appreciation.outcome, "") if appreciation else "",
        conclusion=appreciation.conclusion if appreciation else "",
        late=due is not None and is_late(due, answered_on, office_today(ctx)),
    )


def operator_complaints(ctx: ServiceContext, operator_id: uuid.UUID) -> list[ComplaintRow]:
    """The operator's complaints, newest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        complaints = session.scalars(
            select(UserComplaint)
            .where(UserComplaint.operator_id == operator_id)
            .order_by(UserComplaint.received_at.desc())
        )
        return [complaint_row(ctx, session, complaint) for complaint in complaints]


# Built once: the licence check asks it on every issue (issue 18 §4).
_COMPLAINT_STATES = (
    select(UserComplaint.received_at, ComplaintAppreciation.appreciated_on)
    .outerjoin(ComplaintAppreciation, ComplaintAppreciation.complaint_id == UserComplaint.id)
    .where(UserComplaint.operator_id == bindparam("operator_id"))
)


def hold_in(session: Session, jurisdiction: str, operator_id: uuid.UUID, day: date) -> Hold:
    """Whether the operator's matters are held on `day` (art. 100 sole §); never in RR."""
    if jurisdiction != "GO":
        return Hold(False, 0)
    states = [
        ComplaintState(today_in(jurisdiction, received_at), appreciated_on)
        for received_at, appreciated_on in session.execute(
            _COMPLAINT_STATES, {"operator_id": operator_id}
        )
    ]
    return requests_hold(states, day)


def hold_of(ctx: ServiceContext, operator_id: uuid.UUID) -> Hold:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return hold_in(session, ctx.office.jurisdiction, operator_id, office_today(ctx))
