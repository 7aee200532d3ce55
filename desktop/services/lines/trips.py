"""Trips per line and half-year as the operator reports them, and the RR infraction
coefficient of each of its lines (Lei RR 664/2008, art. 84, II and sole §): fines on the
line / trips made on it, January-June or July-December; 0.10 or more gives a written
warning. Without a half-year count, the trips of the monthly statistics recorded for the
half-year (`statistics`) are summed. A notice names its line by number and end points
(art. 75 sole § I): its fines count for the registered line whose number begins the text."""

import uuid
from datetime import date

from desktop.models.lines import Line, LineTripCount
from desktop.rules import half_year
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.lines.trips_records import rr_only
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import check_required

ARTICLE = "Lei RR 664/2008, art. 84, parágrafo único"


def record_trips(
    ctx: ServiceContext,
    line_id: uuid.UUID | None,
    day: date | None,
    trips: int,
    reported_on: date | None,
    reference: str,
) -> None:
    """The trips of the line in the half-year containing `day`, reported by the operator
    on `reported_on` (its letter or protocol in `reference`)."""
    require(ctx, Permission.LINE_EDIT)
    rr_only(ctx)
    errors = {}
    if line_id is None:
        errors["line"] = f"Escolha a linha ({ARTICLE})."
    if day is None:
        errors["half_year"] = "Informe uma data do semestre (Lei RR 664/2008, art. 84, II)."
    if isinstance(trips, bool) or not isinstance(trips, int) or trips < 0:
        errors["trips"] = f"Informe o número de viagens realizadas, zero ou mais ({ARTICLE})."
    if reported_on is None or reported_on > office_today(ctx):
        errors["reported_on"] = "Informe quando a delegatária informou (não posterior a hoje)."
    if check_required(reference):
        errors["reference"] = "Informe o documento em que a delegatária informou as viagens."
    if errors:
        raise ValidationError(errors)
    assert line_id is not None and day is not None and reported_on is not None  # refused above
    first, _last = half_year(day)
    if first > office_today(ctx):
        raise ValidationError(
            {"half_year": "O semestre ainda não começou (Lei RR 664/2008, art. 84, II)."}
        )
    with ctx.database.write() as session:
        if session.get(Line, line_id) is None:
            raise NotFound("Linha não encontrada.")
        row = LineTripCount(
            line_id=line_id,
            half_start=first,
            trips=trips,
            reported_on=reported_on,
            reference=reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "create", entity="line_trip_count", at=row.created_at)
