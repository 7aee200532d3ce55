"""The CRE/RR cancels an autorização de serviço (Lei RR 664/2008, art. 22, parágrafo único,
I: "a qualquer tempo, nos termos da Lei", on a ground of the caput, I to V): recorded as an
event pointing at the autorização, which is never rewritten, and audited, and notified to
the company in a signed document of the register (its appeal, art. 92; its terms, art. 95),
printed again as its 2ª via. Its term over or its purpose fulfilled, the autorização is
already cancelled by itself (II) and takes no act."""

import uuid
from datetime import date, datetime, time
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.kind import AUTHORISATION_CANCELLATION_KIND as KIND
from desktop.documents.licence_data import AuthorisationCancellationData
from desktop.models.licences import Licence, LicenceEvent
from desktop.models.operators import Operator
from desktop.rules.choices import licence_label
from desktop.rules.dates import br_date
from desktop.rules.licence_state import (
    CANCELLATION_APPEAL,
    CANCELLATION_EFFECT,
    EXPIRY,
    CancellationGround,
    cancellation_article,
    ground_text,
)
from desktop.services.calendar import office_today, office_zone, today_in
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.events import operator_identity, record_event
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


def refuse_if_ended(session: Session, licence: Licence, on: date) -> None:
    """An autorização the CRE/RR cancelled, or whose purpose was declared fulfilled, takes
    no other end (Lei RR 664/2008, art. 22, parágrafo único); nor does one whose term had
    run out by `on`, the day the new end would come: it was cancelled by itself then."""
    event = session.scalar(
        select(LicenceEvent).where(
            LicenceEvent.licence_id == licence.id,
            LicenceEvent.kind.in_(("cancelamento", "finalidade")),
        )
    )
    if event is not None:
        ended = br_date(today_in("RR", event.occurred_at))
        if event.kind == "cancelamento":
            raise ServiceError(f"A autorização {licence.number} já foi cancelada em {ended}.")
        raise ServiceError(
            f"A autorização {licence.number} já está cancelada automaticamente: finalidade "
            f"satisfeita em {ended} ({EXPIRY})."
        )
    if on > licence.end_on:
        raise ValidationError(
            {
                "on": "A autorização já estava cancelada automaticamente: prazo de "
                f"vigência decorrido em {br_date(licence.end_on)} ({EXPIRY})."
            }
        )


def cancel_authorisation(
    ctx: ServiceContext,
    licence_id: uuid.UUID,
    ground: str,
    act: str,
    on: date | None,
    key_dir: Path | None = None,
) -> Issued:
    """Records the CRE/RR's cancellation of the autorização on `ground` (a
    `CancellationGround`), by the act `act` of the day `on`, and issues its notification to
    the company. Each problem is refused next to its field, with nothing written."""
    require(ctx, Permission.LICENCE_CANCEL)
    if ctx.office.jurisdiction != "RR":
        raise ServiceError("O cancelamento da autorização pelo órgão não é ato deste escritório.")
    _check_input(ctx, ground, act, on)
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        refuse_if_ended(session, licence, on)
        if on < licence.issued_on:
            raise ValidationError(
                {
                    "on": "O ato não pode ser anterior à emissão da autorização "
                    f"({br_date(licence.issued_on)})."
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
        return _notify(ctx, session, licence, ground, act.strip(), on, key_dir)


def _notify(
    ctx: ServiceContext,
    session: Session,
    licence: Licence,
    ground: str,
    act: str,
    on: date,
    key_dir: Path | None,
) -> Issued:
    operator = session.get(Operator, licence.operator_id)
    assert operator is not None  # the licence's operator (foreign key)
    data = AuthorisationCancellationData(
        licence_number=licence.number,
        operator=operator_identity(operator),
        modality_label=licence_label(ctx.office.jurisdiction, licence.modality),
        start_on=licence.start_on,
        end_on=licence.end_on,
        ground=ground_text(ground),
        article=cancellation_article(ground),
        act=act,
        decided_on=on,
        effect=CANCELLATION_EFFECT,
        appeal=CANCELLATION_APPEAL,
        issue_date=office_today(ctx),
        issued_by=ctx.actor.display_name,
    )
    return issue_document(ctx, session, KIND, data, None, subject_of(licence.id), key_dir)
