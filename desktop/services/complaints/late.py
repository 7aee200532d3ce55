"""What the operators did not answer or present in the term the AGR set (Res. AGR 105/2017,
art. 100; art. 60 §2): the infraction of art. 77 XII, "não prestar informações nos prazos
estabelecidos pela AGR". An item leaves the list once an auto typing 77-XII against the
operator was drawn up after its due day."""

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
from desktop.models.operators import Operator
from desktop.rules.complaints import LATE_INFRACTION, is_late
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import format_cnpj


@dataclass(frozen=True)
class LateItem:
    kind: str  # "reclamacao" (art. 100) or "notificacao" (art. 60 §2)
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
            return f"Resposta a reclamação (art. 100): {self.what}"
        return f"Notificação de fiscalização complementar (art. 60 §2): {self.what}"


def _autos_77_xii(session: Session) -> dict[uuid.UUID, list[date]]:
    # The sanctions' models load with the first operator list, not at start-up
    # (tests/documents/test_lazy_imports.py): the home page imports this module.
    from desktop.models.sanctions import InfractionNotice, NoticeInfraction

    found: dict[uuid.UUID, list[date]] = {}
    for operator_id, occurred_on in session.execute(
        select(InfractionNotice.operator_id, InfractionNotice.occurred_on)
        .join(NoticeInfraction, NoticeInfraction.notice_id == InfractionNotice.id)
        .where(NoticeInfraction.code == LATE_INFRACTION)
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
        autos = _autos_77_xii(session)
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
    return sorted(
        (
            item
            for item in rows
            if is_late(item.due, item.met_on, today)
            and not any(day > item.due for day in autos.get(item.operator_id, []))
        ),
        key=lambda item: (item.due, item.operator_name),
    )
