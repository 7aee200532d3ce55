"""Notifications of the supplementary inspection (Res. AGR 105/2017, arts. 60 §2, 61 §1 and
85): the office notifies the operator to present documents or information, or to solve a
specific non-conformity, within the term it fixes; the simplified process does not start with
an auto then (art. 85). What the operator presents is a new record; a term passed unmet is
late and leads to the auto (art. 60 §2; art. 77 XII). Insert-only, audited, one transaction."""

import uuid
from datetime import date

from sqlalchemy import select

from desktop.models.complaints import InspectionNotification, InspectionPresentation
from desktop.rules.complaints import NOTIFICATION_ARTICLE, notification_deadline, term_columns
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.services.calendar import office_calendar, office_today
from desktop.services.complaints.inspection_records import NotificationRow, notification_row
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator
from desktop.services.validation import FieldErrors, check_required

# Lei RR 664/2008 knows the duty to give the information the CRE/RR asks in its term (art.
# 69, VIII) and its breach, infraction 81-IX, drawn up in an auto (art. 75); it has no
# notification that comes before the auto.


def notify_operator(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    notified_on: date | None,
    requested: str,
    days: int | None,
) -> NotificationRow:
    """Records the notification with its ciência on `notified_on` and `days` to meet it,
    due as art. 83 counts (art. 60 §2)."""
    require(ctx, Permission.NOTICE_RECORD)
    require_provided(ctx, "fiscalizacao_complementar")
    errors = FieldErrors()
    if notified_on is None or notified_on > office_today(ctx):
        errors.add(
            "notified_on", "Informe a data da ciência da notificação (não posterior a hoje)."
        )
    errors.add(
        "requested",
        check_required(requested)
        and f"Diga o que a autorizatária deve apresentar ou corrigir ({NOTIFICATION_ARTICLE}).",
    )
    term = None
    if notified_on is not None:
        try:
            term = notification_deadline(office_calendar(ctx), notified_on, days)
        except RulesError as error:
            errors.add(error.field, error.message)
    errors.raise_if_any()
    assert term is not None  # every failure above was raised
    with ctx.database.write() as session:
        load_operator(session, operator_id)
        row = InspectionNotification(
            operator_id=operator_id,
            notified_on=term.ciencia,
            requested=requested.strip(),
            **term_columns(term),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "notified")
        return notification_row(ctx, row, None)


def record_presentation(
    ctx: ServiceContext, notification_id: uuid.UUID, on: date | None, presented: str
) -> NotificationRow:
    """What the operator presented and when, on time or late (art. 60 §2); once."""
    require(ctx, Permission.NOTICE_RECORD)
    require_provided(ctx, "fiscalizacao_complementar")
    with ctx.database.write() as session:
        notification = session.get(InspectionNotification, notification_id)
        if notification is None:
            raise NotFound("Notificação não encontrada.")
        found = session.scalar(
            select(InspectionPresentation).where(
                InspectionPresentation.notification_id == notification_id
            )
        )
        if found is not None:
            raise Conflict("O atendimento desta notificação já foi registrado.")
        errors = FieldErrors()
        if on is None or on > office_today(ctx):
            errors.add("presented_on", "Informe a data da apresentação (não posterior a hoje).")
        elif on < notification.notified_on:
            errors.add(
                "presented_on",
                "A apresentação não pode ser anterior à ciência "
                f"({br_date(notification.notified_on)}).",
            )
        errors.add("presented", check_required(presented) and "Diga o que foi apresentado.")
        errors.raise_if_any()
        assert on is not None  # refused above when missing
        row = InspectionPresentation(
            notification_id=notification_id,
            presented_on=on,
            presented=presented.strip(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "presented")
        return notification_row(ctx, notification, row)
