"""Every dated act of a line's history is added here, at the end of it (the history only
grows; GO Decreto 8.444/2015 art. 43, RR Lei 664/2008 art. 42 §2º): in the caller's
transaction, the act's number the next of the line, and the line's next version. The read
side is `records`."""

import uuid
from collections.abc import Iterable
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LinePoint, LineVersion
from desktop.rules.lines.line_end import LineEnd, line_name
from desktop.services.context import ServiceContext
from desktop.services.lines.records import municipality_name, search_text_of


def next_act_sequence(session: Session, line_id: uuid.UUID) -> int:
    last = session.scalar(select(func.max(LineAct.sequence)).where(LineAct.line_id == line_id))
    return (last or 0) + 1


def add_act(
    session: Session,
    ctx: ServiceContext,
    line: Line,
    kind: str,
    effective_on: date | None,
    reference: str,
    article: str,
    details: str,
    now: datetime | None = None,
    status: str | None = None,
    version_id: uuid.UUID | None = None,
    delegation_id: uuid.UUID | None = None,
) -> LineAct:
    """A dated act at the end of the line's history (the history only grows). `status` is
    the line's after the act, its current one unless the act changes it."""
    act = LineAct(
        id=uuid.uuid4(),
        line_id=line.id,
        sequence=next_act_sequence(session, line.id),
        kind=kind,
        effective_on=effective_on,
        reference=reference,
        article=article,
        status=status or line.status,
        version_id=version_id,
        delegation_id=delegation_id,
        details=details,
        created_by_id=ctx.actor.user_id,
        created_at=now or ctx.clock(),
    )
    session.add(act)
    return act


def next_version(
    session: Session,
    ctx: ServiceContext,
    line: Line,
    source: LineVersion,
    effective_on: date,
    now: datetime,
    roads: str = "",
    length_km: Decimal | None = None,
    end: LineEnd | None = None,
) -> LineVersion:
    """The line's next version from `effective_on`: `source` as it was, with the itinerary
    given (blank / None: unchanged) and, when `end` is given, that terminal point and the
    name it gives the line. Its points are the caller's to add."""
    number = session.scalar(
        select(func.max(LineVersion.number)).where(LineVersion.line_id == line.id)
    )
    assert number is not None  # a line is created with its first version
    version = LineVersion(
        id=uuid.uuid4(),
        line_id=line.id,
        number=number + 1,
        effective_on=effective_on,
        name=line_name(
            municipality_name(source.origin_code), municipality_name(end.municipality_code)
        )
        if end
        else source.name,
        origin_code=source.origin_code,
        destination_code=end.municipality_code if end else source.destination_code,
        origin_terminal=source.origin_terminal,
        destination_terminal=end.place if end else source.destination_terminal,
        roads=roads or source.roads,
        length_km=length_km or source.length_km,
        service_kind=source.service_kind,
        parent_line_id=source.parent_line_id,
        created_by_id=ctx.actor.user_id,
        created_at=now,
    )
    session.add(version)
    session.flush()
    return version


def follow_version(line: Line, version: LineVersion, now: datetime) -> None:
    """The line in force as `version`: the register repeats its name and end points, which
    the list searches and shows."""
    line.current_version_id = version.id
    line.name = version.name
    line.origin_code = version.origin_code
    line.destination_code = version.destination_code
    line.search_text = search_text_of(line)
    line.updated_at = now


# A point of a version's itinerary: its kind, place, municipality (IBGE code) and km.
Point = tuple[str, str, str, Decimal]


def add_points(session: Session, version_id: uuid.UUID, points: Iterable[Point]) -> None:
    """The points of a version's itinerary, in the order given, numbered from 1."""
    for position, (kind, place, municipality_code, km) in enumerate(points, start=1):
        session.add(
            LinePoint(
                id=uuid.uuid4(),
                version_id=version_id,
                position=position,
                kind=kind,
                place=place,
                municipality_code=municipality_code,
                km=km,
            )
        )
