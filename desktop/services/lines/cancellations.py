"""Regular departures of a Roraima line cancelled in a season of low demand (Lei RR 664/2008,
art. 51): the departures chosen from the quadro in force on the first day (art. 42), the
period, the CRE/RR's prior consent and the days whose tickets were already sold, which run
(sole paragraph) — checked by `desktop.rules.lines.cancellation_rr`. The quadro is never
rewritten: the cancellation is a new record and a dated act of the line. Goiás's Decreto
provides no such act (`desktop.rules.state_acts`)."""

import re
import uuid
from dataclasses import dataclass
from datetime import date

from desktop.models.line_cancellations import DepartureCancellation
from desktop.rules.dates import br_date, parse_br_date
from desktop.rules.lines.cancellation_rr import (
    ARTICLE,
    QUADRO_ARTICLES,
    CancellationFacts,
    check_cancellation,
    check_overlap,
)
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.timetable import departure_key, not_on_the_quadro, parse_departure_key
from desktop.services.context import ServiceContext
from desktop.services.jurisdiction import require_provided
from desktop.services.lines.acts import add_act
from desktop.services.lines.cancellations_records import (
    SEPARATOR,
    cancellation_row,
    cancellations,
)
from desktop.services.lines.records import LineDetail, line_detail, load_line
from desktop.services.lines.timetables_records import TimetableRow, timetables
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

_SEPARATORS = re.compile(r"[;,\s]+")


@dataclass(frozen=True)
class CancellationInput:
    starts_on: date | None
    ends_on: date | None
    departures: tuple[str, ...]  # `departure_key`s of the quadro in force
    consent: str  # the CRE/RR's act of consent
    consent_on: date | None
    sold_dates: str = ""  # as typed: "10/07/2026; 17/07/2026"


def parse_sold_dates(text: str) -> list[date] | None:
    """'10/07/2026; 17/07/2026' -> the dates; None when one is not a date so written."""
    days = [parse_br_date(part) for part in _SEPARATORS.split(text.strip()) if part]
    return None if None in days else [day for day in days if day is not None]


def _quadro(session, errors: FieldErrors, line_id, data: CancellationInput) -> TimetableRow | None:
    """The quadro in force on the first day cancelled, in force to the last."""
    if data.starts_on is None:
        return None
    quadros = timetables(None, line_id, session)
    quadro = in_force([(item.effective_from, item) for item in quadros], data.starts_on)
    if quadro is None:
        errors.add(
            "starts_on",
            f"A linha não tem quadro de horários em vigor em {br_date(data.starts_on)}: só se "
            f"cancelam horários regulares do quadro ({ARTICLE}).",
        )
        return None
    later = [
        item.effective_from
        for item in quadros
        if data.starts_on < item.effective_from <= (data.ends_on or data.starts_on)
    ]
    if later:
        errors.add(
            "ends_on",
            f"Outro quadro de horários vigora a partir de {br_date(min(later))}: o cancelamento "
            "vai até a véspera; registre outro para o novo quadro.",
        )
    return quadro


def cancel_departures(
    ctx: ServiceContext, line_id: uuid.UUID, data: CancellationInput
) -> LineDetail:
    """Records the cancellation, or refuses it next to the field at fault, nothing written."""
    require(ctx, Permission.LINE_EDIT)
    require_provided(ctx, "cancelamento_horarios", "departures")
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if line.status != LineStatus.EM_OPERACAO:
            errors.add("departures", "Só se cancelam horários de linha em operação.")
        quadro = _quadro(session, errors, line.id, data)
        offered = (
            {departure_key(item.departure): item for item in quadro.departures} if quadro else {}
        )
        unknown = [key for key in data.departures if key not in offered]
        if quadro is not None and unknown:
            errors.add(
                "departures",
                not_on_the_quadro(
                    [parse_departure_key(key) for key in unknown],
                    quadro.effective_from,
                    "só se cancelam horários regulares",
                    QUADRO_ARTICLES,
                ),
            )
        sold = parse_sold_dates(data.sold_dates)
        if sold is None:
            errors.add(
                "sold_dates",
                "Informe as datas com passagens vendidas como 10/07/2026, separadas por ponto "
                "e vírgula.",
            )
        errors.add("consent", check_required(data.consent))
        facts = CancellationFacts(
            starts_on=data.starts_on,
            ends_on=data.ends_on,
            consent_on=data.consent_on,
            departures=tuple(parse_departure_key(key) for key in data.departures if key in offered),
            sold=tuple(sold or ()),
        )
        problems = check_cancellation(facts)
        if not problems:
            earlier = [
                (row.starts_on, row.ends_on, row.departures)
                for row in cancellations(None, line.id, session)
            ]
            problems = check_overlap(facts, earlier)
        for problem in problems:
            errors.add(problem.field, problem.message)
        errors.raise_if_any()
        assert quadro is not None and data.starts_on is not None and data.ends_on is not None
        assert data.consent_on is not None  # refused above when missing
        cancellation = DepartureCancellation(
            id=uuid.uuid4(),
            line_id=line.id,
            timetable_id=quadro.id,
            starts_on=data.starts_on,
            ends_on=data.ends_on,
            departures=SEPARATOR.join(departure_key(item) for item in facts.departures),
            sold_dates=SEPARATOR.join(day.isoformat() for day in sorted(set(facts.sold))),
            consent=data.consent.strip(),
            consent_on=data.consent_on,
            article=ARTICLE,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(session, ctx, cancellation, "create")
        row = cancellation_row(cancellation)
        add_act(
            session,
            ctx,
            line,
            "cancelamento_horarios",
            data.starts_on,
            cancellation.consent,
            ARTICLE,
            row.text,
        )
        return line_detail(session, ctx, line)
