"""The DOE publication of the extract of the resolution that authorised a Goiás registration
(Res. AGR 105/2017, art. 12), recorded after the approval when the extract came out later:
once, audited, never rewriting the resolution nor the CRC already issued on it (the CRC does
not wait for the publication, `desktop.rules.registration_act`). A publication typed wrongly
is corrected by its own insert-only record with the reason, who and when; the publication
recorded stays as it was, and the latest correction is the one read (`act_text`)."""

import uuid
from datetime import date

from desktop.models.operators import PublicationCorrection
from desktop.rules.registration_act import (
    REGISTRATION_ACT,
    publication_faults,
    registration_act_required,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications import audit_application, require_status
from desktop.services.registration.applications_records import (
    ApplicationDetail,
    application_detail,
    current_publication,
    latest_correction,
    load_application,
)
from desktop.services.validation import FieldErrors, check_required


def require_registration_act(ctx: ServiceContext) -> None:
    """Refuses a clerk who may not decide registrations, and a Roraima office: the resolution
    and its DOE extract are Goiás's (Res. AGR 105/2017, art. 12), Lei RR 664/2008 has none."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    if not registration_act_required(ctx.office.jurisdiction):
        raise Conflict("A Lei RR 664/2008 não prevê resolução nem extrato do registro no DOE.")


def record_publication(
    ctx: ServiceContext, application_id: uuid.UUID, published_on: date | None, reference: str
) -> ApplicationDetail:
    """Records the DOE edition and page that published the extract of the approved
    registration's resolution, refused next to the field when either is missing or the date
    is before the resolution or after today."""
    require_registration_act(ctx)
    today = office_today(ctx)
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("aprovada",))
        if application.doe_published_on is not None:
            raise Conflict(
                f"A publicação do extrato do pedido {application.protocol_number} já foi "
                "registrada (Res. AGR 105/2017, art. 12)."
            )
        errors = FieldErrors()
        for field, message in publication_faults(
            published_on, reference, application.resolution_date, today
        ).items():
            errors.add(field, message)
        errors.raise_if_any()
        before = snapshot(application)
        application.doe_published_on = published_on
        application.doe_reference = reference.strip()
        application.updated_at = ctx.clock()
        session.flush()
        audit_application(session, ctx, application, "publication", before)
        return application_detail(application)


def correct_publication(
    ctx: ServiceContext,
    application_id: uuid.UUID,
    published_on: date | None,
    reference: str,
    reason: str,
) -> ApplicationDetail:
    """Corrects the DOE publication recorded for the approved registration (art. 12) with a
    new record, its reason, who and when: checked as the publication is, refused next to the
    field when the reason is missing or nothing changes; audited with the publication before
    and after, so the history shows both."""
    require_registration_act(ctx)
    today = office_today(ctx)
    with ctx.database.write() as session:
        application = load_application(session, application_id)
        require_status(application, ("aprovada",))
        if application.doe_published_on is None:
            raise Conflict(
                f"A publicação do extrato do pedido {application.protocol_number} ainda não foi "
                f"registrada: registre-a antes de corrigi-la ({REGISTRATION_ACT})."
            )
        errors = FieldErrors()
        for field, message in publication_faults(
            published_on, reference, application.resolution_date, today
        ).items():
            errors.add(field, message)
        errors.add(
            "reason",
            check_required(reason)
            and f"Informe o motivo da correção da publicação ({REGISTRATION_ACT}).",
        )
        current_on, current_reference = current_publication(application)
        if (published_on, reference.strip()) == (current_on, current_reference):
            errors.add("doe_reference", "A publicação corrigida é igual à registrada.")
        errors.raise_if_any()
        assert published_on is not None  # publication_faults refused a missing date
        previous = latest_correction(session, application.id)
        correction = PublicationCorrection(
            application_id=application.id,
            sequence=(previous.sequence + 1) if previous else 1,
            published_on=published_on,
            doe_reference=reference.strip(),
            reason=reason.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        session.add(correction)
        session.flush()
        assert current_on is not None  # the publication was recorded (checked above)
        record_audit(
            session,
            ctx.actor,
            "registration_application",
            application.id,
            "publication_correction",
            {"doe_published_on": current_on.isoformat(), "doe_reference": current_reference},
            {
                "doe_published_on": published_on.isoformat(),
                "doe_reference": correction.doe_reference,
                "correction_reason": correction.reason,
            },
            at=correction.created_at,
        )
        return application_detail(application)
