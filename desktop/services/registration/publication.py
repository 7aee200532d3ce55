"""The DOE publication of the extract of the resolution that authorised a Goiás registration
(Res. AGR 105/2017, art. 12), recorded after the approval when the extract came out later:
once, audited, never rewriting the resolution nor the CRC already issued on it (the CRC does
not wait for the publication, `desktop.rules.registration_act`)."""

import uuid
from datetime import date

from desktop.rules.registration_act import publication_faults, registration_act_required
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict
from desktop.services.office.audit import snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.applications import audit_application, require_status
from desktop.services.registration.applications_records import (
    ApplicationDetail,
    application_detail,
    load_application,
)
from desktop.services.validation import FieldErrors


def record_publication(
    ctx: ServiceContext, application_id: uuid.UUID, published_on: date | None, reference: str
) -> ApplicationDetail:
    """Records the DOE edition and page that published the extract of the approved
    registration's resolution, refused next to the field when either is missing or the date
    is before the resolution or after today."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    if not registration_act_required(ctx.office.jurisdiction):
        raise Conflict("A Lei RR 664/2008 não prevê resolução nem extrato do registro no DOE.")
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
