"""The company's ciência of the notification of its autorização's cancellation by the CRE/RR
(Lei RR 664/2008, arts. 22 and 92): the day and how (the representative's signature or the
Aviso de Recebimento, art. 89, I and II), recorded once, insert-only and audited, as an event
of the autorização, which is never rewritten. From it the terms run as art. 95 counts
(`desktop.rules.cancellation_ciencia_rr`)."""

import uuid
from datetime import date, datetime, time

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.licences import LicenceEvent
from desktop.rules.cancellation_ciencia_rr import (
    AppealCount,
    CienciaMeans,
    appeal_count,
    means_article,
)
from desktop.rules.dates import br_date
from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.calendar import office_calendar, office_today, office_zone, today_in
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.events import record_event
from desktop.services.licences.records import load_licence, subject_of
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

KIND = "ciencia"
MAX_REFERENCE = 100


def _check_input(ctx: ServiceContext, means: str, reference: str, on: date | None) -> None:
    errors = FieldErrors()
    if means not in CienciaMeans.codes():
        errors.add(
            "means",
            "Escolha como a empresa tomou ciência: pela assinatura na notificação ou pela "
            "data do Aviso de Recebimento (Lei RR 664/2008, art. 89, I e II).",
        )
    errors.add("reference", check_required(reference))
    if len((reference or "").strip()) > MAX_REFERENCE:
        errors.add("reference", f"Use no máximo {MAX_REFERENCE} caracteres.")
    if on is None:
        errors.add("on", "Informe a data da ciência.")
    elif on > office_today(ctx):
        errors.add("on", "A ciência é um fato ocorrido: a data não pode ser futura.")
    errors.raise_if_any()


def _event(session: Session, licence_id: uuid.UUID, kind: str) -> LicenceEvent | None:
    return session.scalar(
        select(LicenceEvent).where(LicenceEvent.licence_id == licence_id, LicenceEvent.kind == kind)
    )


def record_cancellation_ciencia(
    ctx: ServiceContext, licence_id: uuid.UUID, means: str, reference: str, on: date | None
) -> AppealCount:
    """Records the ciência of the cancellation's notification on `on`, by `means` (a
    `CienciaMeans`) proved by `reference`; the count of art. 95 it opens. Each problem is
    refused next to its field, with nothing written."""
    require(ctx, Permission.LICENCE_CANCEL)
    if ctx.office.jurisdiction != "RR":
        raise ServiceError("A ciência do cancelamento da autorização não é ato deste escritório.")
    _check_input(ctx, means, reference, on)
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        cancelled = _event(session, licence.id, "cancelamento")
        if cancelled is None:
            raise ServiceError(
                f"A autorização {licence.number} não foi cancelada pelo CRE/RR: não há "
                "notificação de cancelamento de que a empresa tome ciência."
            )
        known = _event(session, licence.id, KIND)
        if known is not None:
            raise ServiceError(
                "A ciência do cancelamento já foi registrada em "
                f"{br_date(today_in('RR', known.occurred_at))}: o registro não é alterado."
            )
        decided = today_in("RR", cancelled.occurred_at)
        if on < decided:
            before = f"A ciência não pode ser anterior ao ato de cancelamento ({br_date(decided)})."
            raise ValidationError({"on": before})
        label = CienciaMeans(means).label
        event = record_event(
            session,
            ctx,
            licence,
            KIND,
            datetime.combine(on, time(), office_zone(ctx)),
            f"Ciência do cancelamento — {label}: {reference.strip()}.",
            f"{means_article(means)}; art. 95",
        )
        restate(session, event.created_at, subjects=[subject_of(licence.id)])
        return appeal_count(office_calendar(ctx), on)


def cancellation_appeal(
    calendar: OfficeCalendar, session: Session, licence_id: uuid.UUID
) -> AppealCount | None:
    """The count of art. 95 opened by the recorded ciência of the cancellation, on the
    office's `calendar`, or None: the autorização's tab and Verificar documento both say it."""
    known = _event(session, licence_id, KIND)
    if known is None:
        return None
    return appeal_count(calendar, today_in("RR", known.occurred_at))
