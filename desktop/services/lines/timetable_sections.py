"""The sections a line's quadro de horários names, kept in step with its itinerary (GO
Decreto 8.444/2015, art. 19: the quadro gives the line's "percursos [...] e seus
seccionamentos"; art. 20: no departure serves a place off them).

A change that takes a section point or terminal off the line (GO art. 43, I and §2º: a
section suppressed; RR Lei 664/2008, art. 59: the points past a shortened line's new end)
leaves the quadro in force naming it. Its approval — the regulator's act, which the decree
does not make wait for a new quadro from the delegatária — reissues, from the date the change
takes effect, the quadro then in force without those places, in the caller's transaction.
The previous quadro is not rewritten: it ends where the new one starts, as every quadro does.
"""

import uuid
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineDeparture, LinePoint, LineTimetable, LineVersion
from desktop.rules.lines import timetable as rules
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.register import PointKind
from desktop.rules.text import fold_text
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.records import municipality_name
from desktop.services.lines.timetables_records import timetables
from desktop.services.office.audit import record_audit, snapshot


def section_names_of(session: Session, version: LineVersion) -> frozenset[str]:
    """The folded names of the version's section points and terminals, by place and by
    municipality."""
    names = {
        version.origin_terminal,
        version.destination_terminal,
        municipality_name(version.origin_code),
        municipality_name(version.destination_code),
    }
    for point in session.scalars(
        select(LinePoint).where(
            LinePoint.version_id == version.id, LinePoint.kind == PointKind.SECAO
        )
    ):
        names |= {point.place, municipality_name(point.municipality_code)}
    return frozenset(fold_text(name) for name in names if name)


def follow_sections(
    session: Session,
    ctx: ServiceContext,
    line: Line,
    version: LineVersion,
    reference: str,
    change_article: str,
    now: datetime,
) -> None:
    """The quadro in force when `version` takes effect, reissued from that day without the
    places `version` no longer has; nothing when it names none of them."""
    effective_on: date = version.effective_on
    previous = in_force(
        [(row.effective_from, row) for row in timetables(None, line.id, session)], effective_on
    )
    if previous is None:
        return
    served = [item.sections for item in previous.departures]
    kept = rules.sections_still_served(served, section_names_of(session, version), fold_text)
    if kept == served:
        return
    article = f"{rules.timetable_article(ctx.office.jurisdiction)}; {change_article}"
    table = LineTimetable(
        id=uuid.uuid4(),
        line_id=line.id,
        effective_from=effective_on,
        reference=reference,
        article=article,
        changed_on=effective_on if ctx.office.jurisdiction == "RR" else None,
        created_by_id=ctx.actor.user_id,
        created_at=now,
    )
    session.add(table)
    session.flush()
    for position, (item, sections) in enumerate(zip(previous.departures, kept, strict=True), 1):
        session.add(
            LineDeparture(
                id=uuid.uuid4(),
                timetable_id=table.id,
                position=position,
                direction=item.direction,
                leaves=item.leaves,
                weekdays="".join(str(day) for day in sorted(item.weekdays)),
                vehicle_type=item.vehicle_type,
                sections=sections,
            )
        )
    gone = sorted(
        {name for text in served for name in rules.section_names(text)}
        - {name for text in kept for name in rules.section_names(text)}
    )
    add_act(
        session,
        ctx,
        line,
        "horarios",
        effective_on,
        reference,
        article,
        f"{len(kept)} partida(s): quadro de {previous.effective_from:%d/%m/%Y} sem "
        f"{', '.join(gone)}, que deixa(m) a linha.",
        now,
    )
    session.flush()
    record_audit(session, ctx.actor, "line_timetable", table.id, "create", None, snapshot(table))
