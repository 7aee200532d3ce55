"""The appeal against a refused registration and the Conselho Regulador's decision on it
(Res. AGR 105/2017, art. 7, parágrafo único: "Do indeferimento do pedido de registro, poderá
ser interposto recurso ao Conselho Regulador, no prazo de 10 (dez) dias, a contar da data do
recebimento da notificação").

The term's last day was counted by the rules engine when the refusal was notified
(`registration_appeal_due`, kept as the application's `appeal_due`). An appeal filed after it
is still received and recorded as late: the Council decides whether to hear it. When the
Council grants it, the refusal is reversed and the analysis resumes (the registration is then
approved with its CRC as any other, art. 7, III); when it denies it, the refusal stands.
"""

import uuid
from datetime import date

from sqlalchemy import select

from desktop.models.operators import RegistrationAppeal
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited, record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.appeals_records import AppealRow, appeal_row
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
from desktop.services.validation import FieldErrors

ARTICLE = "Res. AGR 105/2017, art. 7º, parágrafo único"


def file_registration_appeal(
    ctx: ServiceContext, application_id: uuid.UUID, filed_on: date | None, grounds: str
) -> AppealRow:
    """Receives the appeal against the refusal; late when filed after the 10 days."""
    require(ctx, Permission.REGISTRATION_ANALYSE)
    require_provided(ctx, "recurso_registro")
    today = office_today(ctx)
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("indeferida",))
        errors = FieldErrors()
        notified = application.refusal_notified_on or application.decided_on or today
        check_day(errors, "filed_on", filed_on, notified, today, "do recurso")
        if not (grounds or "").strip():
            errors.add("grounds", f"Informe as razões do recurso ({ARTICLE}).")
        errors.raise_if_any()
        assert filed_on is not None  # check_day refused a missing date
        if session.scalar(
            select(RegistrationAppeal.id).where(RegistrationAppeal.application_id == application.id)
        ):
            raise Conflict(f"Já há recurso registrado contra o indeferimento ({ARTICLE}).")
        appeal = RegistrationAppeal(
            id=uuid.uuid4(),
            application_id=application.id,
            filed_on=filed_on,
            grounds=grounds.strip(),
            late=application.appeal_due is not None and filed_on > application.appeal_due,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(
            session, ctx, appeal, "file", entity="registration_appeal", at=appeal.created_at
        )
        return appeal_row(appeal)


def decide_registration_appeal(
    ctx: ServiceContext,
    appeal_id: uuid.UUID,
    granted: bool,
    decided_on: date | None,
    reason: str,
) -> ApplicationDetail:
    """Records the Council's decision: granted, the application goes back to analysis;
    denied, the refusal stands."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    require_provided(ctx, "recurso_registro")
    today = office_today(ctx)
    with ctx.database.write() as session:
        appeal = session.get(RegistrationAppeal, appeal_id)
        if appeal is None:
            raise ValidationError({"appeal": "Recurso não encontrado."})
        if appeal.decided_on is not None:
            raise Conflict("O Conselho Regulador já decidiu este recurso.")
        errors = FieldErrors()
        check_day(errors, "decided_on", decided_on, appeal.filed_on, today, "da decisão")
        if not (reason or "").strip():
            errors.add("reason", f"Informe o fundamento da decisão do Conselho ({ARTICLE}).")
        errors.raise_if_any()
        before = snapshot(appeal)
        appeal.decided_on = decided_on
        appeal.granted = granted
        appeal.decision_reason = reason.strip()
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "registration_appeal",
            appeal.id,
            "decide",
            before,
            snapshot(appeal),
            at=ctx.clock(),
        )
        application = load_application(session, appeal.application_id)
        if granted:
            before_application = snapshot(application)
            application.status = "em_analise"
            application.updated_at = ctx.clock()
            session.flush()
            settle_operator_status(session, load_operator(session, application.operator_id), today)
            audit_application(session, ctx, application, "appeal_granted", before_application)
        return application_detail(application)
