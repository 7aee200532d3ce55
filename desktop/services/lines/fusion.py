"""The approval of a fusion of GO lines (Decreto 8.444/2015, art. 3º XIX and art. 43 §9º),
inside `decide_change`'s transaction: the new line the fusion originates, its itinerary
from the request, and the act that cancels each merged line at the end of its history
(lines, versions and acts are kept). The new line has no delegation: it waits for the new
contract or authorisation of art. 43 §9º, registered like any other."""

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_changes import LineChangeRequest
from desktop.models.lines import Line, LinePoint, LineVersion
from desktop.rules.lines.fusion import (
    FUSION_DEFINITION,
    FUSION_INSTRUMENT,
    FusionOutcome,
    merged_operator_problem,
)
from desktop.rules.lines.register import LinePoint as RulePoint
from desktop.rules.lines.register import LineStatus, PointKind, check_itinerary
from desktop.rules.numbers import br_km
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.first_version import FirstVersion, add_line
from desktop.services.lines.records import municipality_name
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import FieldErrors


def check_fusion(
    session: Session, line: Line, merged: Line | None, code: str, errors: FieldErrors
) -> None:
    """Art. 3º XIX: another existing line merged, and a number free for the new line."""
    if merged is None:
        errors.add(
            "merged_line_code", f"Informe a outra linha existente a fundir ({FUSION_DEFINITION})."
        )
    elif merged.id == line.id:
        errors.add("merged_line_code", "A fusão é com outra linha, não com a própria.")
    elif merged.status == LineStatus.EXTINTA:
        errors.add("merged_line_code", f"A linha {merged.code} está extinta.")
    else:
        same = merged.operator_id is not None and merged.operator_id == line.operator_id
        errors.add("merged_line_code", merged_operator_problem(merged.code, same))
    if not code:
        errors.add("resulting_code", f"Informe o número da nova linha ({FUSION_DEFINITION}).")
    elif session.scalar(select(Line.id).where(Line.code == code)) is not None:
        errors.add("resulting_code", f"Já existe a linha número {code}.")


def _chain(session: Session, first: Line, other: Line) -> list[tuple[LineVersion, Decimal]]:
    """The merged versions in the order of the new itinerary, each with its km offset: one
    after the other when one ends where the other starts (itineraries that complement each
    other); superposed itineraries follow the line the request was protocolled on."""
    one = session.get(LineVersion, first.current_version_id)
    two = session.get(LineVersion, other.current_version_id)
    assert one is not None and two is not None  # a line is created with its version
    if one.destination_code == two.origin_code:
        return [(one, Decimal(0)), (two, one.length_km)]
    if two.destination_code == one.origin_code:
        return [(two, Decimal(0)), (one, two.length_km)]
    return [(one, Decimal(0))]


def _points(session: Session, chain) -> list[tuple[str, str, str, Decimal]]:
    """Both lines' points on the new itinerary; where one line ended and the other began
    becomes a section, its market kept (art. 43 §9º, II)."""
    points: list[tuple[str, str, str, Decimal]] = []
    for index, (version, offset) in enumerate(chain):
        if index:
            joint = chain[index - 1][0]
            place = joint.destination_terminal or municipality_name(joint.destination_code)
            points.append((str(PointKind.SECAO), place, joint.destination_code, offset))
        for point in session.scalars(
            select(LinePoint).where(LinePoint.version_id == version.id).order_by(LinePoint.position)
        ):
            points.append((point.kind, point.place, point.municipality_code, point.km + offset))
    return points


@dataclass(frozen=True)
class FusionItinerary:
    """The new line's: from `first`'s origin to `last`'s destination."""

    first: LineVersion
    last: LineVersion
    roads: str
    length: Decimal
    points: list[tuple[str, str, str, Decimal]]


def fusion_itinerary(
    session: Session, line: Line, other: Line, roads: str, length: Decimal | None
) -> FusionItinerary:
    """The request's roads and length, when blank the merged lines' one after the other."""
    chain = _chain(session, line, other)
    return FusionItinerary(
        chain[0][0],
        chain[-1][0],
        roads
        or ", ".join(
            dict.fromkeys(road.strip() for version, _ in chain for road in version.roads.split(","))
        ),
        length or sum((version.length_km for version, _ in chain), Decimal(0)),
        _points(session, chain),
    )


def itinerary_problem(session: Session, ctx: ServiceContext, itinerary: FusionItinerary) -> str:
    """The new line's itinerary checked as any line's (points inside its length, in order)."""
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    points = [RulePoint(*point) for point in itinerary.points]
    problems = check_itinerary(rulebook, itinerary.roads, itinerary.length, points)
    if not problems:
        return ""
    return "Itinerário da nova linha: " + " ".join(problem.message for problem in problems)


def approve_fusion(
    session: Session,
    ctx: ServiceContext,
    line: Line,
    request: LineChangeRequest,
    effective_on: date,
    reference: str,
    outcome: FusionOutcome,
    now: datetime,
) -> Line:
    """The new line from `effective_on` and each merged line cancelled on that date."""
    other = session.get(Line, request.merged_line_id)
    assert other is not None  # checked when protocolled and when decided
    itinerary = fusion_itinerary(session, line, other, request.new_roads, request.new_length_km)
    first, last = itinerary.first, itinerary.last
    roads, length = itinerary.roads, itinerary.length
    name = f"{municipality_name(first.origin_code)} — {municipality_name(last.destination_code)}"
    first_version = FirstVersion(
        code=request.resulting_code,
        name=name,
        origin_code=first.origin_code,
        destination_code=last.destination_code,
        service_kind=first.service_kind,
        origin_terminal=first.origin_terminal,
        destination_terminal=last.destination_terminal,
        roads=roads,
        length_km=length,
        effective_on=effective_on,
    )
    new, version = add_line(session, ctx, now, first_version, itinerary.points)
    new.status = outcome.status
    merged = f"{line.code} e {other.code}"
    add_act(
        session,
        ctx,
        new,
        "criacao",
        effective_on,
        reference,
        f"{FUSION_DEFINITION}; {FUSION_INSTRUMENT}",
        f"Linha resultante da fusão das linhas {merged} (protocolo {request.protocol}): "
        f"versão 1, {roads}, {br_km(length)} km. Aguarda {outcome.instrument} "
        f"({FUSION_INSTRUMENT}).",
        now,
        version_id=version.id,
    )
    session.flush()
    record_audit(session, ctx.actor, "line", new.id, "create", None, snapshot(new), at=now)
    for ended in (line, other):
        before = snapshot(ended)
        add_act(
            session,
            ctx,
            ended,
            "fusao",
            effective_on,
            reference,
            FUSION_DEFINITION,
            f"Cancelada pela fusão das linhas {merged} (protocolo {request.protocol}), que "
            f"origina a linha {new.code}.",
            now,
            status=LineStatus.EXTINTA,
        )
        ended.status = LineStatus.EXTINTA
        ended.updated_at = now
        session.flush()
        record_audit(
            session, ctx.actor, "line", ended.id, "status", before, snapshot(ended), at=now
        )
    return new
