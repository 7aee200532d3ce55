"""Commands of the register of lines: create a line (its first version, points and the act of
creation) and record a change of its status as a dated act (GO Decreto 8.444/2015 arts. 4º,
6º §1º II, 11 §1º, 25 and 42; Lei RR 664/2008 arts. 4º, 5º (a line on the other itinerary of
a principal line), 8º I, 47, 55 and 66, and for who ends a line arts. 22, 69 XIV, 87 and 93).

Each command checks the permission, validates with `desktop.rules.lines.register` (every
problem next to its field, nothing written), writes and audits in one transaction."""

import re
import uuid
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineVersion
from desktop.models.lines import LinePoint as LinePointRecord
from desktop.rules.dates import br_date
from desktop.rules.lines.complementary import ParentRoute, check_complementary_route
from desktop.rules.lines.exclusivity_rr import Route
from desktop.rules.lines.extinction_rr import (
    ExtinctionBasis,
    check_extinction,
    extinction_article,
)
from desktop.rules.lines.register import (
    COMPLEMENTARY,
    STOPPAGE_ARTICLE,
    LinePoint,
    LineStatus,
    PointKind,
    check_end_points,
    check_itinerary,
    check_service_kind,
    check_status_change,
    state_article,
)
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.first_version import FirstVersion, add_line
from desktop.services.lines.records import LineDetail, line_detail, load_line
from desktop.services.lines.second_itinerary import (
    SecondItineraryInput,
    second_itinerary_problems,
)
from desktop.services.lines.stoppages import StoppageInput, check_stoppage, record_stoppage
from desktop.services.municipalities import municipality_index
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import FieldErrors, check_required

KM_LIMIT = Decimal("100000000")
ARTICLE_5 = "Lei RR 664/2008, art. 5º e §1º"
_CODE = re.compile(r"^[0-9A-Z][0-9A-Z./-]{0,19}$")


@dataclass(frozen=True)
class PointInput:
    """A section point or stop as typed; `km` from the origin as the clerk writes it."""

    kind: str
    place: str
    municipality_code: str
    km: str


@dataclass(frozen=True)
class LineInput:
    code: str
    name: str
    origin_code: str
    destination_code: str
    roads: str
    length_km: str
    service_kind: str
    origin_terminal: str = ""
    destination_terminal: str = ""
    parent_line_id: uuid.UUID | None = None
    points: tuple[PointInput, ...] = field(default_factory=tuple)
    act_reference: str = ""
    # Roraima: a line created on the other itinerary of a principal line (art. 5º).
    second_itinerary: SecondItineraryInput | None = None


@dataclass(frozen=True)
class StatusInput:
    """A new status; a stoppage (GO art. 25; RR art. 55) also says what it is authorised on,
    and `effective_on` is then its first day without service. A Roraima extinction says who
    ends the line (`extinction_basis`, a key of `EXTINCTION_BASES`) and, asked by the
    delegatária, the day it asked to cancel its delegation (art. 69, XIV)."""

    status: str
    effective_on: date | None
    reference: str
    details: str = ""
    stoppage: StoppageInput = field(default_factory=StoppageInput)
    extinction_basis: str = ""
    cancellation_requested_on: date | None = None


def parse_km(text: str) -> Decimal | None:
    """'128,5' or '128.5' -> Decimal('128.5'); None when it is not a number of km."""
    cleaned = (text or "").strip().replace(" ", "")
    if "," in cleaned:
        cleaned = cleaned.replace(".", "").replace(",", ".")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    # Beyond what the km columns hold (Numeric(9, 1)) is no line's distance either; quantize
    # itself would raise on a number longer than the decimal context's precision.
    if not value.is_finite() or abs(value) >= KM_LIMIT:
        return None
    return value.quantize(Decimal("0.1"))


def _points(errors: FieldErrors, data: LineInput) -> list[LinePoint]:
    points = []
    for index, item in enumerate(data.points):
        km = parse_km(item.km)
        if km is None:
            errors.add(f"points[{index}]", f"Ponto {index + 1}: informe a distância em km.")
            km = Decimal(-1)
        if item.kind not in set(PointKind):
            errors.add(f"points[{index}]", f"Ponto {index + 1}: seção ou parada.")
        if municipality_index().get(item.municipality_code) is None:
            errors.add(f"points[{index}]", f"Ponto {index + 1}: escolha o município.")
        points.append(LinePoint(item.kind, item.place.strip(), item.municipality_code, km))
    return points


def _parent_route(session: Session, parent: Line) -> ParentRoute:
    """The route of `parent` as its current version records it (GO art. 42 II)."""
    version = session.get(LineVersion, parent.current_version_id)
    assert version is not None  # current_version_id is a foreign key
    sections = session.scalars(
        select(LinePointRecord.municipality_code).where(
            LinePointRecord.version_id == version.id, LinePointRecord.kind == PointKind.SECAO
        )
    )
    return ParentRoute(
        version.origin_code, version.destination_code, version.length_km, frozenset(sections)
    )


def _validate(session: Session, ctx: ServiceContext, data: LineInput) -> tuple:
    jurisdiction = ctx.office.jurisdiction
    rulebook = load_rulebook(jurisdiction)
    errors = FieldErrors()
    code = data.code.strip().upper()
    if not code:
        errors.add("code", "Informe o número da linha.")
    elif not _CODE.match(code):
        errors.add("code", "Número da linha: letras, algarismos, ponto, barra ou traço.")
    elif session.scalar(select(Line.id).where(Line.code == code)) is not None:
        errors.add("code", f"Já existe a linha número {code}.")
    errors.add("name", check_required(data.name))
    for problem in check_end_points(jurisdiction, data.origin_code, data.destination_code):
        errors.add(problem.field, problem.message)
    for name, code_ in (("origin", data.origin_code), ("destination", data.destination_code)):
        if code_ and municipality_index().get(code_) is None:
            errors.add(name, f"Município IBGE {code_} inexistente ({state_article(jurisdiction)}).")
    parent = None
    if data.parent_line_id is not None:
        parent = session.get(Line, data.parent_line_id)
        if parent is None:
            errors.add("parent_line", "Linha de origem não encontrada.")
    for problem in check_service_kind(
        jurisdiction,
        data.service_kind,
        data.parent_line_id is not None,
        parent.service_kind if parent else None,
    ):
        errors.add(problem.field, problem.message)
    length = parse_km(data.length_km)
    points = _points(errors, data)
    for problem in check_itinerary(rulebook, data.roads, length, points):
        errors.add(problem.field, problem.message)
    if parent is not None and jurisdiction == "GO" and data.service_kind in COMPLEMENTARY:
        route = _parent_route(session, parent)
        for problem in check_complementary_route(
            data.service_kind, data.origin_code, data.destination_code, length, points, route
        ):
            errors.add(problem.field, problem.message)
    second = ""
    if data.second_itinerary is not None:
        new_route = Route(data.origin_code, data.destination_code, data.roads)
        problems, second = second_itinerary_problems(
            session, ctx, rulebook, data.second_itinerary, (new_route, length)
        )
        for problem in problems:
            errors.add(problem.field, problem.message)
    errors.raise_if_any()
    return code, length, points, second


def create_line(ctx: ServiceContext, data: LineInput) -> LineDetail:
    """Registers the line in operation from today, with its first version and points."""
    require(ctx, Permission.LINE_EDIT)
    with ctx.database.write() as session:
        code, length, points, second = _validate(session, ctx, data)
        today = office_today(ctx)
        now = ctx.clock()
        stamp = {"created_by_id": ctx.actor.user_id, "created_at": now}
        first = FirstVersion(
            code=code,
            name=data.name.strip(),
            origin_code=data.origin_code,
            destination_code=data.destination_code,
            service_kind=data.service_kind,
            origin_terminal=data.origin_terminal.strip(),
            destination_terminal=data.destination_terminal.strip(),
            roads=data.roads.strip(),
            length_km=length,
            effective_on=today,
            parent_line_id=data.parent_line_id,
        )
        line, version = add_line(
            session,
            ctx,
            now,
            first,
            ((p.kind, p.place, p.municipality_code, p.km) for p in points),
        )
        if data.second_itinerary is not None:
            # Art. 5º § 1º: the principal's concessionária keeps the preference to run it.
            line.principal_line_id = data.second_itinerary.principal_line_id
        act = LineAct(
            id=uuid.uuid4(),
            line_id=line.id,
            sequence=1,
            kind="criacao",
            effective_on=today,
            reference=data.act_reference.strip(),
            article=_creation_article(ctx.office.jurisdiction, data),
            status=line.status,
            version_id=version.id,
            details=f"Versão 1: {data.roads.strip()}, {length} km, {len(points)} ponto(s). "
            f"{second}".strip(),
            **stamp,
        )
        session.add(act)
        session.flush()
        record_audit(session, ctx.actor, "line", line.id, "create", None, snapshot(line), at=now)
        return line_detail(session, ctx, line)


def _creation_article(jurisdiction: str, data: LineInput) -> str:
    kind = data.service_kind
    if jurisdiction == "RR":
        alternative = kind == "alternativo"
        if data.second_itinerary is not None:
            return "Lei RR 664/2008, arts. 5º, §1º, e 66" if alternative else ARTICLE_5
        return "Lei RR 664/2008, arts. 4º e 66" if alternative else "Lei RR 664/2008, art. 4º"
    if kind in COMPLEMENTARY:
        return "Decreto 8.444/2015, art. 42, II"
    return "Decreto 8.444/2015, arts. 4º, I, e 11 §1º"


def change_status(ctx: ServiceContext, line_id: uuid.UUID, data: StatusInput) -> LineDetail:
    """Records the line's new status as a dated act (stoppage authorised under GO art. 25 /
    RR art. 55, suspension, resumption, extinction); the line's entry follows it."""
    require(ctx, Permission.LINE_EDIT)
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        for problem in check_status_change(ctx.office.jurisdiction, line.status, data.status):
            errors.add(problem.field, problem.message)
        if data.effective_on is None:
            errors.add("effective_on", "Informe a data do ato.")
        errors.add("reference", check_required(data.reference))
        stopping = data.status == LineStatus.PARALISADA
        dates = (
            check_stoppage(session, office_calendar(ctx), data.effective_on, data.stoppage, errors)
            if stopping
            else None
        )
        article = _act_article(session, ctx, data, errors)
        errors.raise_if_any()
        before = snapshot(line)
        now = ctx.clock()
        act = add_act(
            session,
            ctx,
            line,
            data.status,
            data.effective_on,
            data.reference.strip(),
            article,
            _details(data),
            now,
            status=data.status,
        )
        if dates is not None:
            session.flush()  # the act's row, which the stoppage names
            record_stoppage(session, ctx, line, act, data.stoppage, dates)
        line.status = data.status
        line.updated_at = now
        session.flush()
        record_audit(session, ctx.actor, "line", line.id, "status", before, snapshot(line), at=now)
        return line_detail(session, ctx, line)


def _act_article(
    session: Session, ctx: ServiceContext, data: StatusInput, errors: FieldErrors
) -> str:
    """The article the status act is recorded under: the stoppage's (GO art. 25; RR art. 55)
    or, in Roraima, the extinction's by who ends the line (arts. 69, XIV; 22, 87 e 93), whose
    problems are added next to their fields."""
    jurisdiction = ctx.office.jurisdiction
    if data.status == LineStatus.PARALISADA:
        return STOPPAGE_ARTICLE[jurisdiction]
    if data.status != LineStatus.EXTINTA or jurisdiction != "RR" or data.effective_on is None:
        return ""
    problems = check_extinction(
        office_rulebook_in(session, jurisdiction),
        office_calendar(ctx),
        data.extinction_basis,
        data.cancellation_requested_on,
        data.effective_on,
    )
    for problem in problems:
        errors.add(problem.field, problem.message)
    return "" if problems else extinction_article(data.extinction_basis)


def _details(data: StatusInput) -> str:
    """The act's reason as typed, after the day the delegatária asked to cancel its
    delegation when it is the one ending the line (art. 69, XIV)."""
    details = data.details.strip()
    asked = data.cancellation_requested_on
    if (
        data.status != LineStatus.EXTINTA
        or data.extinction_basis != ExtinctionBasis.PEDIDO
        or asked is None
    ):
        return details
    asked_text = f"Cancelamento da delegação pedido pela delegatária em {br_date(asked)}."
    return f"{asked_text} {details}".strip()
