"""The approval of a fusion of two or more GO lines (Decreto 8.444/2015, art. 3º XIX and
art. 43 §§9º-10), inside `decide_change`'s transaction: the new line the fusion originates,
its itinerary from the request or the merged lines' (each run either way, art. 19), and the
act that cancels each merged line at the end of its history (lines, versions and acts are
kept). The new line has no delegation: it waits for
the new contract or authorisation of art. 43 §9º, registered like any other."""

from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_changes import LineChangeMergedLine, LineChangeRequest
from desktop.models.lines import Line, LinePoint, LineVersion
from desktop.rules.lines.fusion import (
    FUSION_DEFINITION,
    FUSION_INSTRUMENT,
    Crossing,
    Fork,
    FusedLeg,
    FusionOutcome,
    Place,
    complementary_problem,
    crossing_problem,
    fork_problem,
    fuse,
    joined,
    merged_codes,
    merged_operator_problem,
    point_place,
    unplaced_problem,
)
from desktop.rules.lines.register import LinePoint as RulePoint
from desktop.rules.lines.register import LineStatus, check_itinerary
from desktop.rules.numbers import br_km
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.first_version import FirstVersion, add_line
from desktop.services.lines.records import municipality_name
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import FieldErrors


def merged_lines(session: Session, line: Line, text: str, errors: FieldErrors) -> list[Line]:
    """Art. 3º XIX and art. 43 §9º: the other existing lines typed, each once, none of them
    this line; each run by this line's operator (§9º, I) and none a complementary service
    (§10). The lines found, in the order typed (a problem leaves them out)."""
    codes, problem = merged_codes(text)
    errors.add("merged_line_code", problem)
    found = {
        other.code: other for other in session.scalars(select(Line).where(Line.code.in_(codes)))
    }
    problems: list[str | None] = [complementary_problem(line.code, line.service_kind)]
    for code in codes:
        other = found.get(code)
        if other is None:
            problems.append(f"Não existe a linha número {code} ({FUSION_DEFINITION}).")
        elif other.id == line.id:
            problems.append("A fusão é com outra linha, não com a própria.")
        elif other.status == LineStatus.EXTINTA:
            problems.append(f"A linha {other.code} está extinta.")
        else:
            same = other.operator_id is not None and other.operator_id == line.operator_id
            problems.append(merged_operator_problem(other.code, same))
            problems.append(complementary_problem(other.code, other.service_kind))
    errors.add("merged_line_code", " ".join(filter(None, problems)) or None)
    return [] if problem else [found[code] for code in codes if code in found]


def check_resulting_code(session: Session, code: str, errors: FieldErrors) -> None:
    """Art. 3º XIX: a number free for the new line."""
    if not code:
        errors.add("resulting_code", f"Informe o número da nova linha ({FUSION_DEFINITION}).")
    elif session.scalar(select(Line.id).where(Line.code == code)) is not None:
        errors.add("resulting_code", f"Já existe a linha número {code}.")


def request_merged_lines(session: Session, request: LineChangeRequest) -> list[Line]:
    """The other lines a fusion request merges, in the order typed."""
    return list(
        session.scalars(
            select(Line)
            .join(LineChangeMergedLine, LineChangeMergedLine.line_id == Line.id)
            .where(LineChangeMergedLine.request_id == request.id)
            .order_by(LineChangeMergedLine.position)
        )
    )


def _recorded(place: str, code: str) -> str:
    """A place as `rules.lines.fusion.Place` compares it: "" where the register records only
    the municipality — no terminal, or the municipality's own name, as
    `rules.lines.partial_stoppage.place_named` reads it."""
    return "" if place.strip().casefold() == municipality_name(code).casefold() else place


def _named(place: Place) -> str:
    """The place's name on the new line: the municipality's where only that is recorded."""
    return place.name or municipality_name(place.municipality_code)


def _leg(session: Session, line: Line) -> tuple[LineVersion, FusedLeg]:
    version = session.get(LineVersion, line.current_version_id)
    assert version is not None  # a line is created with its version
    points = session.scalars(
        select(LinePoint).where(LinePoint.version_id == version.id).order_by(LinePoint.position)
    )
    return version, FusedLeg(
        version.origin_code,
        _recorded(version.origin_terminal, version.origin_code),
        version.destination_code,
        _recorded(version.destination_terminal, version.destination_code),
        version.length_km,
        tuple(
            RulePoint(p.kind, _recorded(p.place, p.municipality_code), p.municipality_code, p.km)
            for p in points
        ),
    )


def _end(version: LineVersion, at_origin: bool) -> tuple[str, str]:
    """A terminal of the new line: a merged line's, its municipality and its place."""
    if at_origin:
        return version.origin_code, version.origin_terminal
    return version.destination_code, version.destination_terminal


@dataclass(frozen=True)
class FusionItinerary:
    """The new line's: `origin` and `destination` (municipality, terminal) the ends of the
    merged lines placed first and last, run the way they are placed (art. 19)."""

    first: LineVersion
    origin: tuple[str, str]
    destination: tuple[str, str]
    roads: str
    length: Decimal
    points: list[RulePoint]
    # The merged lines the itinerary could not place (art. 43 §9º, II refuses them) and
    # why a line that would branch off it or cross it cannot be placed (art. 3º XIX).
    unplaced: list[str]
    apart: str


def _roads(version: LineVersion, backwards: bool) -> list[str]:
    """The line's roads in the order it runs them (art. 3º XXI)."""
    roads = [road.strip() for road in version.roads.split(",")]
    return roads[::-1] if backwards else roads


def fusion_itinerary(
    session: Session, lines: list[Line], roads: str, length: Decimal | None
) -> FusionItinerary:
    """The request's roads and length; when blank, the merged lines' fused as
    rules.lines.fusion.fuse places them, each run either way, their section points each
    once."""
    pairs = [_leg(session, line) for line in lines]
    fused = fuse([leg for _, leg in pairs])
    # A line branching off or crossing is refused for that alone (art. 3º XIX), not as
    # unplaced too.
    apart = [found for found in (fused.fork, fused.crossing) if found is not None]
    accounted = {leg.index for leg in fused.order}.union(found.leg for found in apart)
    return FusionItinerary(
        pairs[fused.first.index][0],
        _end(pairs[fused.first.index][0], not fused.first.backwards),
        _end(pairs[fused.last.index][0], fused.last.backwards),
        roads
        or ", ".join(
            dict.fromkeys(
                road for leg in fused.order for road in _roads(pairs[leg.index][0], leg.backwards)
            )
        ),
        length or fused.length,
        [replace(point, place=_named(point_place(point))) for point in fused.points],
        [line.code for index, line in enumerate(lines) if index not in accounted],
        " ".join(_apart_problem(lines, found) for found in apart),
    )


def _where(place: Place) -> str:
    """A place as a refusal names it: its municipality, then the place recorded there."""
    town = municipality_name(place.municipality_code)
    return f"{town} ({place.name})" if place.name else town


def _apart_problem(lines: list[Line], found: Fork | Crossing) -> str:
    along = [lines[index].code for index in found.along]
    if isinstance(found, Crossing):
        return crossing_problem(lines[found.leg].code, along, _where(found.at))
    return fork_problem(
        lines[found.leg].code, along, _where(found.at), _where(found.to), _where(found.end)
    )


def itinerary_problem(session: Session, ctx: ServiceContext, itinerary: FusionItinerary) -> str:
    """The new line's itinerary checked as any line's (points inside its length, in order)
    once every merged line has its place on it: none branching off it (art. 3º XIX), none
    left out (art. 43 §9º, II)."""
    placing = " ".join(filter(None, (itinerary.apart, unplaced_problem(itinerary.unplaced))))
    if placing:
        return placing
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    problems = check_itinerary(rulebook, itinerary.roads, itinerary.length, itinerary.points)
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
    lines = [line, *request_merged_lines(session, request)]
    itinerary = fusion_itinerary(session, lines, request.new_roads, request.new_length_km)
    origin, origin_terminal = itinerary.origin
    destination, destination_terminal = itinerary.destination
    roads, length = itinerary.roads, itinerary.length
    name = f"{municipality_name(origin)} — {municipality_name(destination)}"
    first_version = FirstVersion(
        code=request.resulting_code,
        name=name,
        origin_code=origin,
        destination_code=destination,
        service_kind=itinerary.first.service_kind,
        origin_terminal=origin_terminal,
        destination_terminal=destination_terminal,
        roads=roads,
        length_km=length,
        effective_on=effective_on,
    )
    points = [(p.kind, p.place, p.municipality_code, p.km) for p in itinerary.points]
    new, version = add_line(session, ctx, now, first_version, points)
    new.status = outcome.status
    merged = joined([ended.code for ended in lines])
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
    for ended in lines:
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
