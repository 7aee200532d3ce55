"""The CRE/RR cancels an autorização de serviço (Lei RR 664/2008, art. 22, parágrafo único,
I: "a qualquer tempo, nos termos da Lei", on a ground of the caput, I to V): recorded as an
event pointing at the autorização, which is never rewritten, and audited. Its term over,
the autorização is already cancelled by itself (II) and takes no act."""

import uuid
from datetime import date, datetime, time

from sqlalchemy import select

from desktop.models.licences import LicenceEvent
from desktop.rules.dates import br_date
from desktop.rules.licence_state import EXPIRY, CancellationGround, cancellation_article
from desktop.services.calendar import office_today, office_zone, today_in
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.events import record_event
from desktop.services.licences.records import load_licence, subject_of
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

MAX_ACT = 100


def _check_input(ctx: ServiceContext, ground: str, act: str, on: date | None) -> None:
    errors = FieldErrors()
    if ground not in CancellationGround.codes():
        errors.add(
            "ground",
            "Escolha o motivo do cancelamento entre os do art. 22, I a V, da Lei RR "
            "664/2008: o parágrafo único, I, admite o cancelamento a qualquer tempo, "
            "nos termos da Lei.",
        )
    errors.add("act", check_required(act))
    if len((act or "").strip()) > MAX_ACT:
        errors.add("act", f"Use no máximo {MAX_ACT} caracteres.")
    if on is None:
        errors.add("on", "Informe a data do ato de cancelamento.")
    elif on > office_today(ctx):
        errors.add("on", "O ato de cancelamento não pode estar no futuro.")
    errors.raise_if_any()


def cancel_authorisation(
    ctx: ServiceContext, licence_id: uuid.UUID, ground: str, act: str, on: date | None
) -> None:
    """Records the CRE/RR's cancellation of the autorização on `ground` (a
    `CancellationGround`), by the act `act` of the day `on`. Each problem is refused next
    to its field, with nothing written."""
    require(ctx, Permission.LICENCE_CANCEL)
    if ctx.office.jurisdiction != "RR":
        raise ServiceError("O cancelamento da autorização pelo órgão não é ato deste escritório.")
    _check_input(ctx, ground, act, on)
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        before = session.scalar(
            select(LicenceEvent.occurred_at).where(
                LicenceEvent.licence_id == licence.id, LicenceEvent.kind == "cancelamento"
            )
        )
        if before is not None:
            raise ServiceError(
                f"A autorização {licence.number} já foi cancelada em "
                f"{br_date(today_in('RR', before))}."
            )
        if on < licence.issued_on:
            raise ValidationError(
                {
                    "on": "O ato não pode ser anterior à emissão da autorização "
                    f"({br_date(licence.issued_on)})."
                }
            )
        if on > licence.end_on:
            raise ValidationError(
                {
                    "on": "A autorização já estava cancelada automaticamente: prazo de "
                    f"vigência decorrido em {br_date(licence.end_on)} ({EXPIRY})."
                }
            )
        label = CancellationGround(ground).label
        event = record_event(
            session,
            ctx,
            licence,
            "cancelamento",
            datetime.combine(on, time(), office_zone(ctx)),
            f"{label}; ato: {act.strip()}.",
            cancellation_article(ground),
        )
        restate(session, event.created_at, subjects=[subject_of(licence.id)])
