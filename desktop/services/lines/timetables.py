"""The approved timetables of a line as dated values (GO Decreto 8.444/2015 art. 19; RR Lei
664/2008 art. 42): record a quadro, list them, and answer the one in force on a date. In
Goiás a quadro with more or fewer departures than the one in force follows an approved
request of art. 43, VI (§12). In Roraima a quadro adding trips to a line whose end points
and itinerary other lines share takes no more than its share of the route's increase
(art. 54, `route_trips`).

A quadro replaces the previous one from its own date; none is rewritten. In Roraima the
quadro records a change of the regime, which the delegatária communicates within 10 days
(art. 42 §1º): a late communication is recorded as late, with the message saying so."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.timetable import KIND as TIMETABLE_KIND
from desktop.documents.timetable import TimetableData
from desktop.models.line_changes import LineChangeDecision, LineChangeRequest
from desktop.models.lines import Line, LineDeparture, LineTimetable, LineVersion
from desktop.rules.lines import timetable as rules
from desktop.rules.lines.alternative import RegularDeparture, check_alternative_slots
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.register import LineProblem, LineStatus, ServiceKind
from desktop.rules.text import fold_text
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.errors import NotFound
from desktop.services.lines.acts import add_act
from desktop.services.lines.change_records import APPROVED
from desktop.services.lines.printouts import holder_of, route_text, section_texts
from desktop.services.lines.records import line_detail, load_line
from desktop.services.lines.route_trips import route_increase_check
from desktop.services.lines.timetable_sections import section_names_of
from desktop.services.lines.timetable_suspensions import suspended_texts
from desktop.services.lines.timetables_records import TimetableRow, timetables
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class DepartureInput:
    direction: str
    leaves: str
    weekdays: str
    vehicle_type: str = ""
    sections: str = ""


@dataclass(frozen=True)
class TimetableInput:
    effective_from: date | None
    reference: str
    departures: tuple[DepartureInput, ...]
    changed_on: date | None = None
    communicated_on: date | None = None
    # RR art. 54: the increase of weekly trips the CRE/RR approved for the line's route.
    route_increase: int | None = None


def _departures(errors: FieldErrors, data: TimetableInput) -> list[rules.Departure]:
    found = []
    bad = []
    for index, item in enumerate(data.departures):
        leaves = rules.parse_time(item.leaves)
        days = rules.parse_weekdays(item.weekdays)
        if item.direction not in set(rules.Direction):
            bad.append(f"Partida {index + 1}: ida ou volta.")
        elif leaves is None:
            bad.append(f"Partida {index + 1}: horário como 06:30.")
        elif days is None:
            bad.append(f"Partida {index + 1}: dias da semana como 1-5, 6 7 ou todos (1 = segunda).")
        else:
            found.append(rules.Departure(item.direction, leaves, days))
    errors.add("departures", "\n".join(bad))
    return found


def _regular_departures(session: Session, line: Line, day: date) -> list[RegularDeparture]:
    """The departures in force on `day` of the conventional lines between the same two
    municipalities run by another operator (Lei RR 664/2008, art. 68 §3º)."""
    ends = {line.origin_code, line.destination_code}
    found = []
    for other in session.scalars(
        select(Line).where(
            Line.id != line.id,
            Line.service_kind == ServiceKind.CONVENCIONAL,
            Line.status != LineStatus.EXTINTA,
            Line.origin_code.in_(ends),
            Line.destination_code.in_(ends),
        )
    ):
        if line.operator_id is not None and other.operator_id == line.operator_id:
            continue
        table = session.scalars(
            select(LineTimetable)
            .where(LineTimetable.line_id == other.id, LineTimetable.effective_from <= day)
            .order_by(LineTimetable.effective_from.desc(), LineTimetable.created_at.desc())
        ).first()
        if table is None:
            continue
        for item in session.scalars(
            select(LineDeparture).where(LineDeparture.timetable_id == table.id)
        ):
            leaves_from = (
                other.origin_code
                if item.direction == rules.Direction.IDA
                else other.destination_code
            )
            days = frozenset(int(day_) for day_ in item.weekdays)
            found.append(RegularDeparture(other.code, leaves_from, item.leaves, days))
    return found


def _count_problems(
    session: Session, line: Line, departures: list[rules.Departure], day: date
) -> list[LineProblem]:
    """GO art. 43, VI and §12: the quadro in force on `day` against the new one; a change of
    the number of departures needs a request of art. 43, VI approved to take effect after
    that quadro and by `day`."""
    previous = in_force(
        [(row.effective_from, row) for row in timetables(None, line.id, session)], day
    )
    if previous is None:
        return []
    authorised = session.scalar(
        select(LineChangeDecision.id)
        .join(LineChangeRequest, LineChangeRequest.id == LineChangeDecision.request_id)
        .where(
            LineChangeRequest.line_id == line.id,
            LineChangeRequest.kind == "horarios",
            LineChangeDecision.outcome == APPROVED,
            LineChangeDecision.effective_on > previous.effective_from,
            LineChangeDecision.effective_on <= day,
        )
    )
    before = [rules.Departure(d.direction, d.leaves, d.weekdays) for d in previous.departures]
    return rules.check_departure_count(before, departures, authorised is not None)


def record_timetable(ctx: ServiceContext, line_id: uuid.UUID, data: TimetableInput):
    """Stores the quadro from `effective_from`, with an act in the line's history."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if line.status == LineStatus.EXTINTA:
            errors.add("effective_from", "A linha está extinta.")
        if data.effective_from is None:
            errors.add("effective_from", "Informe a data de início da vigência.")
        errors.add("reference", check_required(data.reference))
        departures = _departures(errors, data)
        if "departures" not in errors.messages:
            problems = rules.check_departures(jurisdiction, departures)
            if jurisdiction == "GO":
                version = session.get(LineVersion, line.current_version_id)
                assert version is not None  # current_version_id is a foreign key
                problems += rules.check_served_sections(
                    [item.sections for item in data.departures],
                    section_names_of(session, version),
                    fold_text,
                )
            if not problems and line.service_kind == ServiceKind.ALTERNATIVO:
                day = data.effective_from or office_today(ctx)
                regular = _regular_departures(session, line, day)
                problems = check_alternative_slots(
                    line.origin_code, line.destination_code, departures, regular
                )
            if not problems and jurisdiction == "GO" and data.effective_from is not None:
                problems = _count_problems(session, line, departures, data.effective_from)
            errors.add("departures", "\n".join(problem.message for problem in problems))
        division = ""
        if jurisdiction == "RR" and data.effective_from and "departures" not in errors.messages:
            shared, division = route_increase_check(
                session, line, departures, data.effective_from, data.route_increase
            )
            errors.add("route_increase", "\n".join(problem.message for problem in shared))
        late = None
        if jurisdiction == "RR":
            if data.changed_on is None or data.communicated_on is None:
                errors.add(
                    "communicated_on",
                    "Informe quando a alteração ocorreu e quando foi comunicada "
                    "(Lei RR 664/2008, art. 42 §1º).",
                )
            elif data.communicated_on < data.changed_on:
                errors.add("communicated_on", "A comunicação não precede a alteração.")
            elif data.communicated_on > office_today(ctx):
                errors.add("communicated_on", "A comunicação não pode ter data futura.")
            else:
                late = rules.rr_communication_late(
                    office_calendar(ctx), data.changed_on, data.communicated_on
                )
        errors.raise_if_any()
        now = ctx.clock()
        article = rules.timetable_article(jurisdiction)
        table = LineTimetable(
            id=uuid.uuid4(),
            line_id=line.id,
            effective_from=data.effective_from,
            reference=data.reference.strip(),
            article=article,
            changed_on=data.changed_on if jurisdiction == "RR" else None,
            communicated_on=data.communicated_on if jurisdiction == "RR" else None,
            late=late is not None,
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        session.add(table)
        session.flush()
        for position, (item, typed) in enumerate(zip(departures, data.departures, strict=True), 1):
            session.add(
                LineDeparture(
                    id=uuid.uuid4(),
                    timetable_id=table.id,
                    position=position,
                    direction=item.direction,
                    leaves=item.leaves,
                    weekdays="".join(str(day) for day in sorted(item.weekdays)),
                    vehicle_type=typed.vehicle_type.strip(),
                    sections=typed.sections.strip(),
                )
            )
        add_act(
            session,
            ctx,
            line,
            "horarios",
            data.effective_from,
            table.reference,
            article,
            " ".join(part for part in (f"{len(departures)} partida(s).", division, late) if part),
            now,
        )
        session.flush()
        record_audit(
            session, ctx.actor, "line_timetable", table.id, "create", None, snapshot(table)
        )
        return timetables(ctx, line.id, session)


def timetable_in_force(ctx: ServiceContext, line_id: uuid.UUID, at: date) -> TimetableRow | None:
    tables = timetables(ctx, line_id)
    return in_force([(table.effective_from, table) for table in tables], at)


def print_timetable(ctx: ServiceContext, timetable_id: uuid.UUID, key_dir=None) -> Issued:
    """Issues the quadro as a signed document (GO art. 19; RR art. 42 §2º), in the register
    of issued documents like every other; the line's delegatária and delegation on it."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.write() as session:
        table = session.get(LineTimetable, timetable_id)
        if table is None:
            raise NotFound("Quadro de horários não encontrado.")
        line = load_line(session, table.line_id)
        detail = line_detail(session, ctx, line)
        delegation = holder_of(detail)
        quadros = timetables(ctx, line.id, session)
        (row,) = [item for item in quadros if item.id == table.id]
        later = min(
            (item.effective_from for item in quadros if item.effective_from > row.effective_from),
            default=None,
        )
        today = office_today(ctx)
        data = TimetableData(
            line_code=detail.code,
            line_name=detail.name,
            route=route_text(detail),
            sections=section_texts(detail),
            operator_name=delegation.operator_name,
            operator_cnpj=delegation.operator_cnpj,
            delegation=f"{delegation.kind_label} nº {delegation.number}, até "
            f"{delegation.last_day:%d/%m/%Y}",
            effective_from=row.effective_from,
            reference=row.reference,
            departures=tuple(
                " — ".join(
                    part
                    for part in (
                        f"{item.direction_label} {item.leaves:%H:%M}",
                        item.weekdays_text,
                        item.vehicle_type,
                        f"seções: {item.sections}" if item.sections else "",
                    )
                    if part
                )
                for item in row.departures
            ),
            issued_on=today,
            suspended=suspended_texts(session, line.id, row, later, today),
        )
        return issue_document(
            ctx, session, TIMETABLE_KIND, data, subject_ref=f"line:{line.id}", key_dir=key_dir
        )
