"""Stoppages of lines, from their authorisation to their end (GO Decreto 8.444/2015, art. 25;
RR Lei 664/2008, art. 55).

The act that stops a line (`register.change_status` to "paralisada") runs the state's rule
on the occupancy of the last 6 months and the days asked (`rules.lines.stoppage_term`) and,
authorised, records the stoppage with its term here; the act that returns the line to
operation ends it. The term is read back for the line's detail and for Início, which lists
the stoppages whose day to resume is near or past, and those past the 360 days of §1º
(subject to caducity).
"""

import re
import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineStoppage
from desktop.rules.errors import RulesError
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.stoppage_rr import service_after_request
from desktop.rules.lines.stoppage_term import OCCUPANCY_ARTICLE, StoppageTerm, authorise, term
from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.context import ServiceContext
from desktop.services.lines.stoppages_records import term_of
from desktop.services.office.audit import insert_audited
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.validation import FieldErrors

_SEPARATORS = re.compile(r"[;\s]+")
CENT = Decimal("0.01")
BASIS_LOW_DEMAND = "aproveitamento"
BASIS_OBSTRUCTION = "obstrucao"
# Which field of the status form each reason of the rules concerns.
_REASON_FIELDS = {"aproveitamento": "occupancy", "duracao": "days"}


@dataclass(frozen=True)
class StoppageInput:
    """What the stoppage is authorised on: the occupancy coefficients of the last months,
    in %, as typed ("28; 25,5; …"), the days authorised, and — in Roraima — whether the
    cause is a blocked road (art. 55, II) instead of low demand (I), and the day the
    delegatária asked for a low-demand stoppage (art. 69, XIV)."""

    occupancy: str = ""
    days: int | None = None
    obstruction: bool = False
    requested_on: date | None = None


def parse_occupancy(text: str) -> list[Decimal] | None:
    """'28; 25,5 29' -> [28, 25.5, 29]; None when a value is not a number."""
    values = []
    for part in _SEPARATORS.split((text or "").strip()):
        if not part:
            continue
        try:
            values.append(Decimal(part.replace("%", "").replace(",", ".")))
        except InvalidOperation:
            return None
    return values


def check_stoppage(
    session: Session,
    calendar: OfficeCalendar,
    starts_on: date | None,
    data: StoppageInput,
    errors: FieldErrors,
) -> StoppageTerm | None:
    """The term of the stoppage asked, or None with its problems added next to their
    fields; the rules of the office's state decide (GO art. 25; RR arts. 55 and, for the
    low-demand stoppage the delegatária asks for, 69, XIV)."""
    jurisdiction = calendar.jurisdiction
    occupancy_article = OCCUPANCY_ARTICLE[jurisdiction]
    months = parse_occupancy(data.occupancy)
    if months is None:
        errors.add(
            "occupancy",
            "Informe os coeficientes de aproveitamento de cada mês, em %, separados por "
            f"ponto e vírgula (ex.: 28; 25,5; 29) ({occupancy_article}).",
        )
    if starts_on is None or months is None:
        return None
    rulebook = office_rulebook_in(session, jurisdiction)
    if jurisdiction == "RR" and not data.obstruction:
        for problem in service_after_request(rulebook, calendar, data.requested_on, starts_on):
            errors.add(problem.field, problem.message)
    try:
        decision = authorise(rulebook, months, starts_on, data.days, data.obstruction)
    except RulesError as refused:
        field = refused.field if refused.field in ("days", "obstruction") else "occupancy"
        # A coefficient out of range is read against the state's rule on occupancy.
        cited = f"{refused.sentence[:-1]} ({occupancy_article})."
        errors.add(field, cited if field == "occupancy" else refused.sentence)
        return None
    for finding in decision.findings:
        reason = finding.message.rstrip(".")
        errors.add(
            _REASON_FIELDS[finding.reason],
            f"Paralisação não autorizada: {reason[:1].lower()}{reason[1:]} ({finding.article}).",
        )
    if not decision.allowed:
        return None
    return term(jurisdiction, decision, starts_on, data.days)


def authorised_on(data: StoppageInput, dates: StoppageTerm) -> dict[str, object]:
    """The columns a stoppage, total or partial, keeps of what it was authorised on."""
    return {
        "starts_on": dates.start,
        "basis": BASIS_OBSTRUCTION if data.obstruction else BASIS_LOW_DEMAND,
        # The months the rule read (the last 6), not what else was typed; none for a blocked
        # road, whatever the occupancy (RR art. 55, II).
        "occupancy": ""
        if data.obstruction
        else "; ".join(f"{month.quantize(CENT)}" for month in dates.months),
        "authorised_days": data.days,
        "requested_on": None if data.obstruction else data.requested_on,
        "resume_on": dates.resume_on,
        "limit_on": dates.limit_on,
        "article": dates.article,
    }


def record_stoppage(
    session: Session,
    ctx: ServiceContext,
    line: Line,
    act: LineAct,
    data: StoppageInput,
    dates: StoppageTerm,
) -> LineStoppage:
    stoppage = LineStoppage(
        id=uuid.uuid4(),
        line_id=line.id,
        act_id=act.id,
        created_by_id=ctx.actor.user_id,
        created_at=act.created_at,
        **authorised_on(data, dates),
    )
    insert_audited(session, ctx, stoppage, "create")
    return stoppage


def current_stoppage(session: Session, line: Line) -> StoppageTerm | None:
    """The term of the stoppage the line is in (None when it is not stopped)."""
    if line.status != LineStatus.PARALISADA:
        return None
    latest = session.scalar(
        select(LineStoppage)
        .where(LineStoppage.line_id == line.id)
        .order_by(LineStoppage.created_at.desc())
        .limit(1)
    )
    return None if latest is None else term_of(latest)


def stoppage_text(session: Session, line: Line, today: date) -> str:
    """What the line's detail says of its stoppage on `today` ("" when it runs)."""
    dates = current_stoppage(session, line)
    return "" if dates is None else dates.describe(today)
