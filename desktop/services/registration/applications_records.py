"""Queries of `desktop.services.registration.applications`, read by its screens: nothing here
writes."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session, object_session

from desktop.models.operators import PublicationCorrection, RegistrationApplication
from desktop.rules.choices import ApplicationStatus
from desktop.rules.registration_act import registration_act_text
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import load_operator, split_codes

OPEN_STATUSES = tuple(status.value for status in ApplicationStatus if status.is_open)


@dataclass(frozen=True)
class ApplicationDetail:
    id: uuid.UUID
    operator_id: uuid.UUID
    protocol_number: str
    protocol_date: date
    modalities: tuple[str, ...]
    status: str
    status_label: str
    analysis_due: date | None
    barred_until: date | None
    bar_article: str
    pendency_number: str | None
    pendency_text: str
    pendency_notified_on: date | None
    pendency_due: date | None
    pendency_answered_on: date | None
    archived_on: date | None
    decided_on: date | None
    approved_modalities: tuple[str, ...]
    # Res. AGR 105/2017, art. 12: the resolution and its extract as shown ("" in Roraima),
    # and the DOE publication as it stands (its latest correction's; None and "" before it).
    registration_act: str
    published_on: date | None
    doe_reference: str
    refusal_reason: str
    forged_documents: bool
    refusal_notified_on: date | None
    appeal_due: date | None

    @property
    def published(self) -> bool:
        return self.published_on is not None


def latest_correction(session: Session, application_id: uuid.UUID) -> PublicationCorrection | None:
    """The last correction of the application's DOE publication; None when it has none."""
    return session.scalar(
        select(PublicationCorrection)
        .where(PublicationCorrection.application_id == application_id)
        .order_by(PublicationCorrection.sequence.desc())
        .limit(1)
    )


def current_publication(application: RegistrationApplication) -> tuple[date | None, str]:
    """The DOE publication of the extract as it stands (Res. AGR 105/2017, art. 12): the
    latest correction's, else the one recorded on the application."""
    session = object_session(application)
    assert session is not None  # read inside the transaction that loaded it
    correction = latest_correction(session, application.id)
    if correction is None:
        return application.doe_published_on, application.doe_reference
    return correction.published_on, correction.doe_reference


def act_text(application: RegistrationApplication) -> str:
    """The resolution and its DOE extract (Res. AGR 105/2017, art. 12), the publication as
    corrected; "" when none was recorded (Roraima, or an application not approved)."""
    if not application.resolution_number:
        return ""
    published_on, reference = current_publication(application)
    return registration_act_text(
        application.resolution_number, application.resolution_date, published_on, reference
    )


def application_detail(application: RegistrationApplication) -> ApplicationDetail:
    published_on, doe_reference = current_publication(application)
    return ApplicationDetail(
        id=application.id,
        operator_id=application.operator_id,
        protocol_number=application.protocol_number,
        protocol_date=application.protocol_date,
        modalities=split_codes(application.modalities),
        status=application.status,
        status_label=ApplicationStatus(application.status).label,
        analysis_due=application.analysis_due,
        barred_until=application.barred_until,
        bar_article=application.bar_article,
        pendency_number=application.pendency_number,
        pendency_text=application.pendency_text,
        pendency_notified_on=application.pendency_notified_on,
        pendency_due=application.pendency_due,
        pendency_answered_on=application.pendency_answered_on,
        archived_on=application.archived_on,
        decided_on=application.decided_on,
        approved_modalities=split_codes(application.approved_modalities),
        registration_act=act_text(application),
        published_on=published_on,
        doe_reference=doe_reference,
        refusal_reason=application.refusal_reason,
        forged_documents=application.forged_documents,
        refusal_notified_on=application.refusal_notified_on,
        appeal_due=application.appeal_due,
    )


def load_application(session: Session, application_id: uuid.UUID) -> RegistrationApplication:
    application = session.get(RegistrationApplication, application_id)
    if application is None:
        raise NotFound("Pedido de registro não encontrado.")
    return application


def list_applications(ctx: ServiceContext, operator_id: uuid.UUID) -> list[ApplicationDetail]:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        load_operator(session, operator_id)
        return [
            application_detail(application)
            for application in session.scalars(
                select(RegistrationApplication)
                .where(RegistrationApplication.operator_id == operator_id)
                .order_by(RegistrationApplication.protocol_date.desc())
            )
        ]


def get_application(ctx: ServiceContext, application_id: uuid.UUID) -> ApplicationDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return application_detail(load_application(session, application_id))
