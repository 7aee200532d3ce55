"""The analysis of a registration application (Res. 105 art. 7, I-II).

The process goes to the analyst; incomplete documents get a pendency notice with 10 days to
cure (II), the application returns to analysis when the operator answers within the term and
is archived when the term lapses. Every date comes from the rules engine on the office
calendar (registration_dates).
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import select

from desktop.models.operators import RegistrationApplication
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.documents.numbering import next_document_number
from desktop.services.office.audit import snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration import dates
from desktop.services.registration.analysis_records import missing_of
from desktop.services.registration.applications import (
    audit_application,
    check_day,
    require_status,
    settle_operator_status,
)
from desktop.services.registration.applications_records import (
    ApplicationDetail,
    application_detail,
    load_application,
)
from desktop.services.registration.operators_records import load_operator
from desktop.services.registration.printouts import print_pendency_notice
from desktop.services.validation import FieldErrors


@dataclass(frozen=True)
class PendencyResult:
    application: ApplicationDetail
    printout: Issued


def start_analysis(ctx: ServiceContext, application_id: uuid.UUID) -> ApplicationDetail:
    """The process goes to the analyst (art. 7, I)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("protocolada",))
        before = snapshot(application)
        application.status = "em_analise"
        application.updated_at = ctx.clock()
        audit_application(session, ctx, application, "start_analysis", before)
        return application_detail(application)


def issue_pendency_notice(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    notified_on: date | None = None,
    items: tuple[str, ...] | None = None,
    key_dir: Path | None = None,
) -> PendencyResult:
    """Notifies the operator of incomplete documents: 10 days to cure (art. 7, II)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    today = office_today(ctx)
    day = notified_on or today
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("protocolada", "em_analise"))
        operator = load_operator(session, application.operator_id)
        errors = FieldErrors()
        check_day(errors, "notified_on", day, application.protocol_date, today, "da notificação")
        listed = tuple(item.strip() for item in items if item.strip()) if items else ()
        listed = listed or tuple(missing_of(session, ctx, operator, application, day))
        if not listed:
            errors.add("items", "Informe os documentos ou as correções pendentes.")
        errors.raise_if_any()
        before = snapshot(application)
        application.status = "pendente"
        application.pendency_number = next_document_number(
            session, ctx.office.code, "PEN", day.year
        )
        application.pendency_text = "\n".join(listed)
        application.pendency_notified_on = day
        application.pendency_due = dates.pendency_due(ctx, day)
        application.pendency_answered_on = None
        application.updated_at = ctx.clock()
        session.flush()
        audit_application(session, ctx, application, "pendency_notice", before)
        printout = print_pendency_notice(session, ctx, operator, application, listed, key_dir)
        return PendencyResult(application_detail(application), printout)


def answer_pendency(
    ctx: ServiceContext, application_id: uuid.UUID, answered_on: date | None = None
) -> ApplicationDetail:
    """The operator cured the pendency within the term: back to analysis."""
    require(ctx, Permission.OPERATOR_EDIT)
    today = office_today(ctx)
    day = answered_on or today
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("pendente",))
        assert application.pendency_notified_on is not None  # "pendente" since the notice
        errors = FieldErrors()
        check_day(
            errors, "answered_on", day, application.pendency_notified_on, today, "da resposta"
        )
        if application.pendency_due is not None and day > application.pendency_due:
            errors.add(
                "answered_on",
                f"O prazo da notificação venceu em "
                f"{application.pendency_due.strftime('%d/%m/%Y')}: o processo é arquivado "
                "(Res. AGR 105/2017, art. 7º, II).",
            )
        errors.raise_if_any()
        before = snapshot(application)
        application.status = "em_analise"
        application.pendency_answered_on = day
        application.updated_at = ctx.clock()
        audit_application(session, ctx, application, "pendency_answered", before)
        return application_detail(application)


def archive_lapsed(ctx: ServiceContext, as_of: date | None = None) -> list[ApplicationDetail]:
    """Archives every pending application whose cure term ended before `as_of` (art. 7, II)."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    day = as_of or office_today(ctx)
    with ctx.database.write() as session:
        lapsed = list(
            session.scalars(
                select(RegistrationApplication)
                .where(
                    RegistrationApplication.status == "pendente",
                    RegistrationApplication.pendency_due < day,
                )
                .order_by(RegistrationApplication.protocol_number)
            )
        )
        for application in lapsed:
            before = snapshot(application)
            application.status = "arquivada"
            application.archived_on = day
            application.updated_at = ctx.clock()
            session.flush()
            settle_operator_status(session, load_operator(session, application.operator_id), day)
            audit_application(session, ctx, application, "archive_lapsed", before)
        return [application_detail(application) for application in lapsed]
