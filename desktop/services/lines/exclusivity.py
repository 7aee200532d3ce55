"""Lei RR 664/2008, art. 12: the concession of a Roraima line over 250 km is refused to the
company that holds, over the same period, the concession of another line linking the same end
points by the same roads (`desktop.rules.lines.exclusivity_rr`)."""

from datetime import date

from sqlalchemy import and_, select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineDelegation, LineVersion
from desktop.models.operators import Operator
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.exclusivity_rr import HeldConcession, Route, check_not_exclusive
from desktop.rules.lines.register import LineProblem, LineStatus
from desktop.rules.rulebook import Rulebook


def _route(version: LineVersion) -> Route:
    return Route(version.origin_code, version.destination_code, version.roads)


def exclusivity_problems(
    session: Session,
    rulebook: Rulebook,
    line: Line,
    operator_id,
    span: tuple[date, date],
) -> list[LineProblem]:
    """The problems of conceding `line` to `operator_id` over `span` (first and last day)."""
    version = session.get(LineVersion, line.current_version_id)
    assert version is not None  # current_version_id is a foreign key
    route = _route(version)
    starts, last = span
    rows = session.execute(
        select(Line.code, LineVersion, LineDelegation, Operator.legal_name)
        .join(LineVersion, LineVersion.id == Line.current_version_id)
        .join(LineDelegation, LineDelegation.line_id == Line.id)
        .join(Operator, Operator.id == LineDelegation.operator_id)
        .where(
            Line.id != line.id,
            Line.status != LineStatus.EXTINTA,
            LineDelegation.kind == DelegationKind.CONCESSAO,
            and_(LineDelegation.starts_on <= last, LineDelegation.last_day >= starts),
        )
    )
    held = [
        HeldConcession(code, _route(other), item.operator_id, name, item.last_day)
        for code, other, item, name in rows
    ]
    return check_not_exclusive(rulebook, route, version.length_km, operator_id, held)
