"""Change requests on a line as processes (GO Decreto 8.444/2015, art. 43; Lei RR 664/2008,
arts. 50 and 57-61): protocol a request, with the engine's analysis of the article's conditions
stored beside it; approve or refuse it with reasons. The approval makes the line's new
version from its date, with a dated act; a refusal is a dated act too. Nothing is rewritten.

The conditions are `desktop.rules.lines.change_requests` (the same functions the conformance
`line_change` question answers); this module only gathers the facts the register knows —
the line's length, the extensions and shortenings already approved."""

import json
import uuid
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.models.line_changes import (
    LineChangeCancellation,
    LineChangeDecision,
    LineChangeMergedLine,
    LineChangeRequest,
)
from desktop.models.lines import Line, LinePoint, LineVersion
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines.change_requests import (
    KEEPS_ITINERARY,
    analyse,
    change_kind,
    parse_facts,
)
from desktop.rules.lines.changes import extended_length
from desktop.rules.lines.fusion import fusion_outcome, originates_line
from desktop.rules.lines.line_end import (
    MOVES_END,
    LineEnd,
    extended_points,
    moves_end,
    shortened_end,
)
from desktop.rules.lines.register import LinePoint as RulePoint
from desktop.rules.lines.register import LineStatus, check_end_points, check_itinerary
from desktop.rules.numbers import br_km
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.lines.acts import add_act, add_points, follow_version, next_version
from desktop.services.lines.change_records import (
    APPROVED,
    REFUSED,
    ChangeRequestRow,
    FindingRow,
    change_requests,
)
from desktop.services.lines.fusion import (
    approve_fusion,
    check_resulting_code,
    fusion_itinerary,
    itinerary_problem,
    merged_lines,
    request_merged_lines,
)
from desktop.services.lines.records import line_detail, load_line, municipality_name
from desktop.services.lines.register import parse_km
from desktop.services.lines.timetable_sections import follow_sections
from desktop.services.municipalities import municipality_index
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import FieldErrors, check_required

COUNTED = {
    "previous_extensions": "prolongamento",
    "previous_shortenings": "encurtamento",
    "previous_itinerary_changes": "alteracao_itinerario",
}


@dataclass(frozen=True)
class ChangeRequestInput:
    kind: str
    protocol: str
    requested_on: date | None
    description: str
    facts: dict[str, str | bool] = field(default_factory=dict)
    new_roads: str = ""
    new_length_km: str = ""
    section_place: str = ""
    section_municipality_code: str = ""
    section_km: str = ""
    # GO art. 3º XIX and art. 43 §9º: the other lines merged (their numbers, separated by
    # comma, semicolon or space) and the number of the new line.
    merged_line_code: str = ""
    resulting_code: str = ""
    # GO art. 43 §11, I; RR art. 58: the locality an extension moves the terminal point to.
    new_end_place: str = ""
    new_end_municipality_code: str = ""


@dataclass(frozen=True)
class ChangeDecisionInput:
    outcome: str
    decided_on: date | None
    reference: str
    reasons: str
    effective_on: date | None = None


def _derived(session: Session, line: Line, jurisdiction: str) -> dict[str, object]:
    """What the register knows: GO the current one-way length (art. 43 §§5, 11); RR the
    initial itinerary, version 1 (art. 58 II), the changes already approved (arts. 58 §1º,
    59 sole §, 60 sole §) and the fusions approved and not cancelled (art. 57 §2º)."""
    number = 1 if jurisdiction == "RR" else None
    query = select(LineVersion.length_km).where(LineVersion.line_id == line.id)
    if number is None:
        query = query.where(LineVersion.id == line.current_version_id)
    else:
        query = query.where(LineVersion.number == number)
    derived: dict[str, object] = {"line_km": session.scalar(query)}
    for name, kind in COUNTED.items():
        derived[name] = session.scalar(
            select(func.count())
            .select_from(LineChangeRequest)
            .join(LineChangeDecision, LineChangeDecision.request_id == LineChangeRequest.id)
            .where(
                LineChangeRequest.line_id == line.id,
                LineChangeRequest.kind == kind,
                LineChangeDecision.outcome == APPROVED,
            )
        )
    if jurisdiction == "RR":
        derived["fusions_in_force"] = session.scalar(
            select(func.count())
            .select_from(LineChangeRequest)
            .join(LineChangeDecision, LineChangeDecision.request_id == LineChangeRequest.id)
            .outerjoin(
                LineChangeCancellation, LineChangeCancellation.request_id == LineChangeRequest.id
            )
            .where(
                LineChangeRequest.line_id == line.id,
                LineChangeRequest.kind == "fusao",
                LineChangeDecision.outcome == APPROVED,
                LineChangeCancellation.id.is_(None),
            )
        )
    return derived


def _findings(session, ctx, line, kind: str, facts: dict) -> tuple[FindingRow, ...]:
    jurisdiction = ctx.office.jurisdiction
    rulebook = office_rulebook_in(session, jurisdiction)
    parsed, _ = parse_facts(jurisdiction, kind, facts)
    decision = analyse(rulebook, kind, parsed, _derived(session, line, jurisdiction))
    return tuple(FindingRow(f.reason, f.article, f.message) for f in decision.findings)


def protocol_change(
    ctx: ServiceContext, line_id: uuid.UUID, data: ChangeRequestInput
) -> list[ChangeRequestRow]:
    """Stores the request with the analysis of its article's conditions."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if line.status == LineStatus.EXTINTA:
            errors.add("kind", "A linha está extinta.")
        # GO art. 43, caput: the changes are asked by the line's delegatária or autorizatária;
        # in RR the CRE/RR may propose them too (Lei RR 664/2008, art. 57 §1º).
        if jurisdiction == "GO" and line_detail(session, ctx, line).delegation_in_force is None:
            errors.add(
                "kind",
                "Só a delegatária ou autorizatária da linha, com delegação eficaz, requer "
                "alteração (Decreto 8.444/2015, art. 43, caput).",
            )
        try:
            kind = change_kind(jurisdiction, data.kind)
        except RulesError as error:
            errors.add("kind", error.message)
            errors.raise_if_any()
        errors.add("protocol", check_required(data.protocol))
        errors.add("description", check_required(data.description))
        if data.requested_on is None:
            errors.add("requested_on", "Informe a data do protocolo.")
        elif data.requested_on > office_today(ctx):
            errors.add("requested_on", "O protocolo não pode ter data futura.")
        facts, problems = parse_facts(jurisdiction, kind.code, data.facts)
        for name, message in problems.items():
            errors.add(name, message)
        new_length = None
        if kind.code in KEEPS_ITINERARY and (data.new_roads.strip() or data.new_length_km.strip()):
            errors.add(
                "new_roads",
                f"{kind.label} não altera o itinerário: deixe rodovias e extensão em branco "
                f"({kind.article}).",
            )
        elif data.new_length_km.strip():
            new_length = parse_km(data.new_length_km)
            if new_length is None or new_length <= 0:
                errors.add("new_length_km", f"Nova extensão em km, ex.: 150,5 ({kind.article}).")
        section = _section(session, ctx, line, data, kind, errors)
        merged, resulting = _fusion(session, ctx, line, data, kind.code, new_length, errors)
        if jurisdiction == "GO" and kind.code == "prolongamento" and "extension_km" in facts:
            current = session.get(LineVersion, line.current_version_id)
            assert current is not None  # a line is created with its version
            extension = facts["extension_km"]
            assert isinstance(extension, Decimal)  # parse_facts reads km as Decimal
            new_length, problem = extended_length(current.length_km, extension, new_length)
            errors.add("new_length_km", problem)
        if moves_end(jurisdiction, kind.code):
            end = _new_end(session, ctx, line, data, kind, new_length, errors)
            section = (end.place, end.municipality_code, None)
        errors.raise_if_any()
        findings = _findings(session, ctx, line, kind.code, data.facts)
        now = ctx.clock()
        request = LineChangeRequest(
            id=uuid.uuid4(),
            line_id=line.id,
            kind=kind.code,
            protocol=data.protocol.strip(),
            requested_on=data.requested_on,
            description=data.description.strip(),
            facts=json.dumps(
                {k: str(v) if isinstance(v, Decimal) else v for k, v in facts.items()}
            ),
            new_roads=data.new_roads.strip(),
            new_length_km=new_length,
            section_place=section[0],
            section_municipality_code=section[1],
            section_km=section[2],
            resulting_code=resulting,
            findings=json.dumps([[f.reason, f.article, f.message] for f in findings]),
            article=kind.article,
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        session.add(request)
        session.flush()  # the request before the rows that point at it
        session.add_all(
            LineChangeMergedLine(
                id=uuid.uuid4(), request_id=request.id, line_id=other.id, position=n
            )
            for n, other in enumerate(merged)
        )
        session.flush()
        record_audit(
            session, ctx.actor, "line_change_request", request.id, "create", None, snapshot(request)
        )
        return change_requests(ctx, line.id, session)


def _fusion(session, ctx, line, data: ChangeRequestInput, kind: str, length, errors):
    """GO art. 3º XIX and art. 43 §§9º-10: the other lines merged, the number of the line
    it originates and its itinerary, checked as any line's."""
    if not originates_line(ctx.office.jurisdiction, kind):
        return [], ""
    resulting = data.resulting_code.strip().upper()
    problems = FieldErrors()
    merged = merged_lines(session, line, data.merged_line_code, problems)
    check_resulting_code(session, resulting, problems)
    if merged and "merged_line_code" not in problems.messages:
        itinerary = fusion_itinerary(session, [line, *merged], data.new_roads.strip(), length)
        placing = itinerary.unplaced or itinerary.apart
        field = "merged_line_code" if placing else "new_length_km"
        errors.add(field, itinerary_problem(session, ctx, itinerary))
    for name, message in problems.messages.items():
        errors.add(name, message)
    return merged, resulting


def _new_end(session, ctx, line, data: ChangeRequestInput, kind, length, errors) -> LineEnd:
    """GO art. 43 §11, I; RR art. 58: the locality an extension moves the terminal to, as
    typed. RR art. 59, III: the section point a shortening ends at, the line's point at the
    new length."""
    jurisdiction = ctx.office.jurisdiction
    current = session.get(LineVersion, line.current_version_id)
    assert current is not None  # a line is created with its version
    article = MOVES_END[jurisdiction][kind.code]
    if kind.code == "encurtamento":
        points = [
            RulePoint(p.kind, p.place, p.municipality_code, p.km)
            for p in _current_points(session, line)
        ]
        point = shortened_end(points, length) if length is not None else None
        if point is None or not length < current.length_km:
            errors.add(
                "new_length_km",
                f"Informe a nova extensão: o km de um ponto da linha, antes do atual terminal "
                f"({br_km(current.length_km)} km), onde ela passa a terminar ({article}).",
            )
            return LineEnd("", "")
        end = LineEnd(point.place, point.municipality_code)
    else:
        end = LineEnd(data.new_end_place.strip(), data.new_end_municipality_code)
        if length is None or not length > current.length_km:
            errors.add(
                "new_length_km",
                f"Informe a nova extensão, maior que a atual ({br_km(current.length_km)} km) "
                f"({article}).",
            )
        if not end.place:
            errors.add(
                "new_end_place",
                f"Informe o novo ponto terminal, para onde a linha é prolongada ({article}).",
            )
    for problem in check_end_points(jurisdiction, current.origin_code, end.municipality_code):
        errors.add("new_end_municipality", problem.message)
    return end


def _current_points(session: Session, line: Line) -> list[LinePoint]:
    return list(
        session.scalars(
            select(LinePoint)
            .where(LinePoint.version_id == line.current_version_id)
            .order_by(LinePoint.position)
        ).all()
    )


def _section(session, ctx, line, data: ChangeRequestInput, kind, errors: FieldErrors) -> tuple:
    """GO art. 43 I: the section implanted, checked with the itinerary it makes (order, km
    inside the line — art. 6º §1º II), or the section suppressed, one of the line's own."""
    place = data.section_place.strip()
    if kind.code == "supressao_secao":
        sections = {p.place.casefold() for p in _current_points(session, line) if p.kind == "secao"}
        if not place:
            errors.add("section_place", f"Informe a seção a suprimir ({kind.article}).")
        elif place.casefold() not in sections:
            errors.add("section_place", "A linha não tem seção com esse nome.")
        return place, "", None
    if kind.code != "secao":
        return "", "", None
    code = data.section_municipality_code
    if not place:
        errors.add("section_place", f"Informe o local da nova seção ({kind.article}).")
    if municipality_index().get(code) is None:
        errors.add("section_municipality", "Escolha o município da nova seção.")
    km = parse_km(data.section_km)
    if km is None or km <= 0:
        errors.add("section_km", f"Distância da nova seção desde a origem, em km ({kind.article}).")
        return place, code, None
    version = session.get(LineVersion, line.current_version_id)
    points = [
        RulePoint(p.kind, p.place, p.municipality_code, p.km)
        for p in _current_points(session, line)
    ]
    points = sorted([*points, RulePoint("secao", place, code, km)], key=lambda p: p.km)
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    for problem in check_itinerary(rulebook, version.roads, version.length_km, points):
        errors.add("section_km", problem.message)
    return place, code, km


def _new_version(session: Session, ctx, line: Line, request, effective_on: date, now):
    current = session.get(LineVersion, line.current_version_id)
    assert current is not None  # a line is created with its version
    moved = moves_end(ctx.office.jurisdiction, request.kind)
    end = LineEnd(request.section_place, request.section_municipality_code) if moved else None
    version = next_version(
        session,
        ctx,
        line,
        current,
        effective_on,
        now,
        request.new_roads,
        request.new_length_km,
        end,
    )
    length = version.length_km
    # A shortened line keeps only the points before its new end (Lei RR 664/2008, art. 59);
    # a section is implanted or suppressed (Decreto 8.444/2015, art. 43 I).
    kept = [
        (p.kind, p.place, p.municipality_code, p.km)
        for p in _current_points(session, line)
        if p.km < length
        and not (
            request.kind == "supressao_secao"
            and p.kind == "secao"
            and p.place.casefold() == request.section_place.casefold()
        )
    ]
    if request.kind == "secao":
        kept.append(
            ("secao", request.section_place, request.section_municipality_code, request.section_km)
        )
        kept.sort(key=lambda item: item[3])
    if moved and request.kind == "prolongamento":
        old_end = LineEnd(
            current.destination_terminal or municipality_name(current.destination_code),
            current.destination_code,
        )
        extended = extended_points(
            [RulePoint(*point) for point in kept], old_end, current.length_km
        )
        kept = [(p.kind, p.place, p.municipality_code, p.km) for p in extended]
    add_points(session, version.id, kept)
    return version


def _approved_text(
    label: str, protocol: str, version: LineVersion | None, effective_on: date | None
) -> str:
    """The act of an approval: the line's new version, or, for a change of its timetables
    (GO art. 43 IV and VI), the date it takes effect on the itinerary unchanged."""
    if version is None:
        assert effective_on is not None  # required for an approval
        return (
            f"{label}, protocolo {protocol}: em vigor desde {br_date(effective_on)}, "
            "itinerário inalterado."
        )
    return (
        f"{label}, protocolo {protocol}: versão {version.number}, {version.roads}, "
        f"{br_km(version.length_km)} km."
    )


def decide_change(
    ctx: ServiceContext, request_id: uuid.UUID, data: ChangeDecisionInput
) -> list[ChangeRequestRow]:
    """Approves (a new version of the line from `effective_on`) or refuses with reasons; an
    approval is refused, nothing written, while a condition of the article fails."""
    require(ctx, Permission.LINE_DECIDE)
    with ctx.database.write() as session:
        request = session.get(LineChangeRequest, request_id)
        errors = FieldErrors()
        if request is None:
            raise NotFound("Pedido de alteração não encontrado.")
        decided = session.scalar(
            select(LineChangeDecision.id).where(LineChangeDecision.request_id == request.id)
        )
        if decided is not None:
            errors.add("outcome", "Este pedido já foi decidido.")
            errors.raise_if_any()
        line = load_line(session, request.line_id)
        fused = originates_line(ctx.office.jurisdiction, request.kind)
        if data.outcome not in (APPROVED, REFUSED):
            errors.add("outcome", "Escolha aprovar ou recusar.")
        errors.add("reference", check_required(data.reference))
        if data.decided_on is None:
            errors.add("decided_on", "Informe a data da decisão.")
        elif data.decided_on > office_today(ctx):
            errors.add("decided_on", "A decisão não pode ter data futura.")
        elif data.decided_on < request.requested_on:
            errors.add("decided_on", "A decisão não pode ser anterior ao protocolo.")
        if data.outcome == REFUSED:
            errors.add("reasons", check_required(data.reasons))
        if data.outcome == APPROVED:
            if line.status == LineStatus.EXTINTA:
                errors.add("outcome", "A linha está extinta.")
            findings = _findings(session, ctx, line, request.kind, json.loads(request.facts))
            if findings:
                errors.add(
                    "outcome",
                    "Não pode ser aprovada: "
                    + " ".join(f"{f.message} ({f.article})" for f in findings),
                )
            if fused:
                # Shown next to the decision: the request's fields are not in its dialog.
                problems = FieldErrors()
                merged = request_merged_lines(session, request)
                codes = ", ".join(other.code for other in merged)
                merged_lines(session, line, codes, problems)
                check_resulting_code(session, request.resulting_code, problems)
                if not problems.messages:
                    itinerary = fusion_itinerary(
                        session, [line, *merged], request.new_roads, request.new_length_km
                    )
                    problems.add("itinerary", itinerary_problem(session, ctx, itinerary))
                errors.add("outcome", " ".join(problems.messages.values()))
            if data.effective_on is None:
                errors.add("effective_on", "Informe a data em que a alteração vigora.")
            elif data.decided_on and data.effective_on < data.decided_on:
                errors.add("effective_on", "A alteração não vigora antes da decisão.")
        errors.raise_if_any()
        now = ctx.clock()
        version = None
        before = snapshot(line)
        approved = data.outcome == APPROVED
        reference = data.reference.strip()
        label = change_kind(ctx.office.jurisdiction, request.kind).label
        if approved and request.kind not in KEEPS_ITINERARY and not fused:
            assert data.effective_on is not None  # required above for an approval
            version = _new_version(session, ctx, line, request, data.effective_on, now)
            follow_version(line, version, now)
        delegation = line_detail(session, ctx, line).delegation_in_force
        outcome = fusion_outcome(delegation.kind if delegation else None)
        if not approved:
            details = f"{label}, protocolo {request.protocol}: {data.reasons.strip()}"
        elif fused:
            lines_merged = (
                line.code,
                *(other.code for other in request_merged_lines(session, request)),
            )
            plan = outcome.plan(lines_merged, request.resulting_code)
            details = f"{label}, protocolo {request.protocol}: {plan}"
        else:
            details = _approved_text(label, request.protocol, version, data.effective_on)
        add_act(
            session,
            ctx,
            line,
            "alteracao" if approved else "alteracao_recusada",
            data.effective_on if approved else data.decided_on,
            reference,
            request.article,
            details,
            now,
            version_id=version.id if version else None,
        )
        if version is not None:
            follow_sections(session, ctx, line, version, reference, request.article, now)
        resulting = None
        if approved and fused:
            assert data.effective_on is not None  # required above for an approval
            resulting = approve_fusion(
                session, ctx, line, request, data.effective_on, reference, outcome, now
            )
        decision = LineChangeDecision(
            id=uuid.uuid4(),
            request_id=request.id,
            outcome=data.outcome,
            decided_on=data.decided_on,
            effective_on=data.effective_on if approved else None,
            reference=reference,
            reasons=data.reasons.strip(),
            version_id=version.id if version else None,
            resulting_line_id=resulting.id if resulting else None,
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        session.add(decision)
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "line_change_decision",
            decision.id,
            "create",
            None,
            snapshot(decision),
        )
        if version:
            record_audit(session, ctx.actor, "line", line.id, "version", before, snapshot(line))
        return change_requests(ctx, line.id, session)
