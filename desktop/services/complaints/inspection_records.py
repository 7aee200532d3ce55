"""Queries of `desktop.services.complaints.inspection`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.complaints import InspectionNotification, InspectionPresentation
from desktop.rules.complaints import is_late
from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class NotificationRow:
    id: uuid.UUID
    operator_id: uuid.UUID
    notified_on: date
    requested: str
    days: int
    due: date
    presented_on: date | None
    presented: str
    late: bool

    @property
    def status(self) -> str:
        if self.presented_on is not None:
            timing = "fora do prazo" if self.late else "no prazo"
            return f"atendida em {br_date(self.presented_on)}, {timing}"
        return f"sem atendimento, prazo {'vencido' if self.late else 'até'} {br_date(self.due)}"


def notification_row(
    ctx: ServiceContext, notification: InspectionNotification, presentation
) -> NotificationRow:
    presented_on = presentation.presented_on if presentation else None
    return NotificationRow(
        id=notification.id,
        operator_id=notification.operator_id,
        notified_on=notification.notified_on,
        requested=notification.requested,
        days=notification.days,
        due=notification.due,
        presented_on=presented_on,
        presented=presentation.presented if presentation else "",
        late=is_late(notification.due, presented_on, office_today(ctx)),
    )


def operator_notifications(ctx: ServiceContext, operator_id: uuid.UUID) -> list[NotificationRow]:
    """The operator's notifications, newest first."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        rows = session.execute(
            select(InspectionNotification, InspectionPresentation)
            .outerjoin(
                InspectionPresentation,
                InspectionPresentation.notification_id == InspectionNotification.id,
            )
            .where(InspectionNotification.operator_id == operator_id)
            .order_by(InspectionNotification.notified_on.desc())
        )
        return [
            notification_row(ctx, notification, presentation) for notification, presentation in rows
        ]
