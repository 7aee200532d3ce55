"""The office learns that the purpose of an autorização was fulfilled — the eventual,
especial or turismo trip performed, the chartered service rendered — and records it: the
autorização is then cancelled automatically from that day (Lei RR 664/2008, art. 22,
parágrafo único, II: "quando [...] estiverem satisfeitas as finalidades para as quais
tiverem sido concedidas"). A declared fact, dated, insert-only and audited, pointing at the
autorização, which is never rewritten; nobody decides it, so nothing is notified."""

import uuid
from datetime import date, datetime, time

from desktop.rules.dates import br_date
from desktop.rules.licence_state import EXPIRY
from desktop.services.calendar import office_today, office_zone
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.events import record_event
from desktop.services.licences.records import load_licence, subject_of
from desktop.services.licences.revocation import refuse_if_ended
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

MAX_FACT = 200


def _check_input(ctx: ServiceContext, fact: str, on: date | None) -> None:
    errors = FieldErrors()
    errors.add("fact", check_required(fact))
    if len((fact or "").strip()) > MAX_FACT:
        errors.add("fact", f"Use no máximo {MAX_FACT} caracteres.")
    if on is None:
        errors.add("on", "Informe a data em que a finalidade foi satisfeita.")
    elif on > office_today(ctx):
        errors.add("on", "A finalidade satisfeita é um fato ocorrido: a data não pode ser futura.")
    errors.raise_if_any()


def declare_fulfilment(
    ctx: ServiceContext, licence_id: uuid.UUID, fact: str, on: date | None
) -> None:
    """Records that the autorização's purpose was fulfilled on `on`, as `fact` tells (what
    happened and how the office learned it). Each problem is refused next to its field,
    with nothing written."""
    require(ctx, Permission.LICENCE_CANCEL)
    if ctx.office.jurisdiction != "RR":
        raise ServiceError(
            "O encerramento da autorização por finalidade satisfeita não é ato deste escritório."
        )
    _check_input(ctx, fact, on)
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        refuse_if_ended(session, licence, on)
        if on < licence.start_on:
            raise ValidationError(
                {
                    "on": "A finalidade não pode ter sido satisfeita antes do início da "
                    f"autorização ({br_date(licence.start_on)})."
                }
            )
        event = record_event(
            session,
            ctx,
            licence,
            "finalidade",
            datetime.combine(on, time(), office_zone(ctx)),
            f"Finalidade satisfeita: {fact.strip()}",
            EXPIRY,
        )
        restate(session, event.created_at, subjects=[subject_of(licence.id)])
