"""A new line in the register: its row and its version 1 with the points of its itinerary,
as a line created by its act (`register`) and the line a fusão originates (`fusion`,
Decreto 8.444/2015, art. 3º, XIX) are both recorded. The caller writes the act."""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineVersion
from desktop.rules.lines.register import LineStatus
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import Point, add_points
from desktop.services.lines.records import search_text_of


@dataclass(frozen=True)
class FirstVersion:
    code: str
    name: str
    origin_code: str
    destination_code: str
    service_kind: str
    origin_terminal: str
    destination_terminal: str
    roads: str
    length_km: Decimal
    effective_on: date
    parent_line_id: uuid.UUID | None = None


def add_line(
    session: Session,
    ctx: ServiceContext,
    now: datetime,
    first: FirstVersion,
    points: Iterable[Point],
) -> tuple[Line, LineVersion]:
    """Adds the line in operation, its version 1 in force from `first.effective_on` and the
    version's points in order; the line points at that version."""
    stamp = {"created_by_id": ctx.actor.user_id, "created_at": now}
    line = Line(
        id=uuid.uuid4(),
        code=first.code,
        name=first.name,
        origin_code=first.origin_code,
        destination_code=first.destination_code,
        service_kind=first.service_kind,
        parent_line_id=first.parent_line_id,
        status=LineStatus.EM_OPERACAO,
        updated_at=now,
        **stamp,
    )
    line.search_text = search_text_of(line)
    session.add(line)
    session.flush()
    version = LineVersion(
        id=uuid.uuid4(),
        line_id=line.id,
        number=1,
        effective_on=first.effective_on,
        name=first.name,
        origin_code=first.origin_code,
        destination_code=first.destination_code,
        origin_terminal=first.origin_terminal,
        destination_terminal=first.destination_terminal,
        roads=first.roads,
        length_km=first.length_km,
        service_kind=first.service_kind,
        parent_line_id=first.parent_line_id,
        **stamp,
    )
    session.add(version)
    session.flush()
    add_points(session, version.id, points)
    line.current_version_id = version.id
    return line, version
