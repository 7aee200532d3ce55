"""Queries of `desktop.services.registration.analysis`, read by its screens:
nothing here writes."""

import uuid
from datetime import date

from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications_records import (
    load_application,
)
from desktop.services.registration.operator_documents_records import checklist_status
from desktop.services.registration.operators_records import load_operator, split_codes


def missing_items(ctx: ServiceContext, application_id: uuid.UUID) -> list[str]:
    """Titles of the required documents missing or expired for the requested modalities."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        application = load_application(session, application_id)
        operator = load_operator(session, application.operator_id)
        return missing_of(session, ctx, operator, application, office_today(ctx))


def missing_of(session, ctx, operator, application, on: date) -> list[str]:
    return [
        f"{status.item.title} ({status.item.article})"
        for status in checklist_status(
            session, ctx, operator, split_codes(application.modalities), on
        )
        if status.state in ("pendente", "vencido")
    ]
