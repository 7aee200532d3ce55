"""What the operators did not answer or present in the term the AGR set (Res. AGR 105/2017,
art. 100; art. 60 §2): the infraction of art. 77 XII, "não prestar informações nos prazos
estabelecidos pela AGR"; and the occurrences not communicated in their term (arts. 48-49):
the infraction of art. 77 IX. An item leaves the list once an auto typing its infraction
against the operator was drawn up after its due day."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.complaints import (
    ComplaintAnswer,
    ComplaintForwarding,
    InspectionNotification,
    InspectionPresentation,
    UserComplaint,
)
from desktop.models.occurrences import Occurrence, OccurrenceCommunication
from desktop.models.operators import Operator
from desktop.rules.complaints import LATE_INFRACTION, is_late
from desktop.rules.occurrences import KINDS, CommunicationTerm
from desktop.rules.occurrences import LATE_INFRACTION as OCCURRENCE_INFRACTION
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj


@dataclass(frozen=True)
class LateItem:
    kind: str  # "reclamacao" (art. 100), "notificacao" (art. 60 §2), "ocorrencia" (arts. 48-49)
    record_id: uuid.UUID
    operator_id: uuid.UUID
    operator_name: str
    operator_cnpj: str
    due: date
    met_on: date | None
    what: str

    @property
    def label(self) -> str:
        if self.kind == "reclamacao":
            return f"Resposta a reclamação (Res. AGR 105/2017, art. 100): {self.what}"
        if self.kind == "ocorrencia":
            return f"Comunicação de ocorrência (Res. AGR 105/2017, arts. 48 e 49): {self.what}"
        return (
            f"Notificação de fiscalização complementar (Res. AGR 105/2017, art. 60 §2): {self.what}"
        )


def _autos(session: Session, code: str) -> dict[uuid.UUID, list[date]]:
    # The sanctions' models load with the first operator list, not at start-up
    # (tests/documents/test_lazy_imports.py): the home page imports this module.
    from desktop.models.sanctions import InfractionNotice, NoticeInfraction

    found: dict[uuid.UUID, list[date]] = {}
    for operator_id, occurred_on in session.execute(
        select(InfractionNotice.operator_id, InfractionNotice.occurred_on)
        .join(NoticeInfraction, NoticeInfraction.notice_id == InfractionNotice.id)
        .where(NoticeInfraction.code == code)
    ):
        if operator_id is not None:  # an auto against an unregistered company
            found.setdefault(operator_id, []).append(occurred_on)
    return found


def late_items(ctx: ServiceContext, as_of: date | None = None) -> list[LateItem]:
    """Late answers and notifications on `as_of` (today) not yet followed by an auto 77-XII,
    oldest due first; none in Roraima (Lei 664/2008 has neither)."""
    require(ctx, Permission.OPERATOR_VIEW)
    if ctx.office.jurisdiction != "GO":
        return []
    today = as_of or office_today(ctx)
    with ctx.database.read() as session:
        autos = _autos(session, LATE_INFRACTION)
        occurrence_autos = _autos(session, OCCURRENCE_INFRACTION)
        rows: list[LateItem] = []
        for complaint, forwarding, answered_on, operator in session.execute(
            select(UserComplaint, ComplaintForwarding, ComplaintAnswer.received_on, Operator)
            .join(ComplaintForwarding, ComplaintForwarding.complaint_id == UserComplaint.id)
            .outerjoin(ComplaintAnswer, ComplaintAnswer.complaint_id == UserComplaint.id)
            .join(Operator, Operator.id == UserComplaint.operator_id)
            .where(ComplaintForwarding.due < today)
        ):
            rows.append(
                LateItem(
                    "reclamacao",
                    complaint.id,
                    operator.id,
                    operator.legal_name,
                    format_cnpj(operator.cnpj),
                    forwarding.due,
                    answered_on,
                    complaint.summary,
                )
            )
        for notification, presented_on, operator in session.execute(
            select(InspectionNotification, InspectionPresentation.presented_on, Operator)
            .outerjoin(
                InspectionPresentation,
                InspectionPresentation.notification_id == InspectionNotification.id,
            )
            .join(Operator, Operator.id == InspectionNotification.operator_id)
            .where(InspectionNotification.due < today)
        ):
            rows.append(
                LateItem(
                    "notificacao",
                    notification.id,
                    operator.id,
                    operator.legal_name,
                    format_cnpj(operator.cnpj),
                    notification.due,
                    presented_on,
                    notification.requested,
                )
            )
        late = [
            item
            for item in rows
            if is_late(item.due, item.met_on, today)
            and not any(day > item.due for day in autos.get(item.operator_id, []))
        ]
        late += _late_occurrences(session, occurrence_autos, today)
    return sorted(late, key=lambda item: (item.due, item.operator_name))


def _late_occurrences(
    session: Session, autos: dict[uuid.UUID, list[date]], today: date
) -> list[LateItem]:
    """The occurrences whose communication did not come in the term (arts. 48-49), still
    missing after it or received late, not yet followed by an auto 77-IX."""
    found = []
    for occurrence, communicated_at, operator in session.execute(
        select(Occurrence, OccurrenceCommunication.communicated_at, Operator)
        .outerjoin(OccurrenceCommunication, OccurrenceCommunication.occurrence_id == Occurrence.id)
        .join(Operator, Operator.id == Occurrence.operator_id)
        .where(Occurrence.due_on < today)
    ):
        # Its last day is over (the WHERE): missing, or received after the term.
        term = CommunicationTerm(occurrence.due_on, occurrence.due_at, occurrence.article)
        if communicated_at is not None and not term.missed(communicated_at, communicated_at):
            continue
        if any(day > occurrence.due_on for day in autos.get(operator.id, [])):
            continue
        found.append(
            LateItem(
                "ocorrencia",
                occurrence.id,
                operator.id,
                operator.legal_name,
                format_cnpj(operator.cnpj),
                occurrence.due_on,
                communicated_at.date() if communicated_at else None,
                f"{KINDS.get(occurrence.kind, occurrence.kind)} em {occurrence.place}",
            )
        )
    return found
