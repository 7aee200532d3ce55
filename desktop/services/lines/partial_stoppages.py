"""The partial stoppage of a line (RR Lei 664/2008, art. 55, caput; GO Decreto 8.444/2015,
art. 25, caput): some departures of the quadro in force, or a stretch between two of the
line's places, stop while the line stays in operation. It is authorised on the same grounds and
keeps the same term as the total stoppage (`stoppages.check_stoppage`: RR art. 55, I or II and,
asked by the delegatária, art. 69, XIV; GO art. 25); its scope is checked by
`desktop.rules.lines.partial_stoppage`. An insert-only record and a dated act of the line."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.line_partial_stoppages import LinePartialStoppage, LinePartialStoppageEnd
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.partial_stoppage import (
    PARTIAL_ARTICLE,
    check_partial_scope,
    check_resumption,
    departures_off_the_quadro,
    partial_article,
)
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.timetable import departure_key, parse_departure_key
from desktop.services.calendar import office_calendar
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.partial_stoppages_records import (
    SEPARATOR,
    partial_row,
    stretch_places,
)
from desktop.services.lines.records import LineDetail, line_detail, load_line
from desktop.services.lines.stoppages import (
    BASIS_OBSTRUCTION,
    StoppageInput,
    authorised_on,
    check_stoppage,
)
from desktop.services.lines.timetables_records import timetables
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class PartialStoppageInput:
    effective_on: date | None  # the first day without the departures or the stretch
    reference: str  # the act that authorises it
    departures: tuple[str, ...]  # `departure_key`s of the quadro in force on that day
    stretch_from: str  # "" when no stretch stops
    stretch_to: str
    stoppage: StoppageInput  # what it is authorised on, as for the total stoppage


def stop_partially(
    ctx: ServiceContext, line_id: uuid.UUID, data: PartialStoppageInput
) -> LineDetail:
    """Records the partial stoppage, or refuses it next to the field at fault, nothing
    written."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        article = PARTIAL_ARTICLE[jurisdiction]
        if line.status != LineStatus.EM_OPERACAO:
            errors.add(
                "departures",
                f"Só uma linha em operação tem parte do serviço paralisada ({article}).",
            )
        if check_required(data.reference):
            errors.add(
                "reference", f"Informe o ato que autoriza a paralisação parcial ({article})."
            )
        if data.effective_on is None:
            errors.add(
                "effective_on",
                "Informe o primeiro dia sem serviço: dele corre a paralisação parcial "
                f"({partial_article(jurisdiction, data.stoppage.obstruction)}).",
            )
        dates = check_stoppage(
            session, office_calendar(ctx), data.effective_on, data.stoppage, errors
        )
        quadros = timetables(None, line.id, session)
        quadro = (
            in_force([(item.effective_from, item) for item in quadros], data.effective_on)
            if data.effective_on
            else None
        )
        offered = [item.departure for item in quadro.departures] if quadro else []
        keys = {departure_key(item) for item in offered}
        unknown = [parse_departure_key(key) for key in data.departures if key not in keys]
        if unknown and data.effective_on is not None:
            errors.add(
                "departures",
                departures_off_the_quadro(
                    jurisdiction,
                    unknown,
                    quadro.effective_from if quadro else None,
                    data.effective_on,
                ),
            )
        chosen = [parse_departure_key(key) for key in data.departures if key in keys]
        stretch = (data.stretch_from, data.stretch_to) if data.stretch_from else None
        # The places of the version in force on the first day, not of a change approved for
        # later (GO Decreto 8.444/2015, art. 43; RR Lei 664/2008, arts. 58 a 61).
        places = (
            stretch_places(None, line.id, data.effective_on, session) if data.effective_on else []
        )
        problems = check_partial_scope(
            jurisdiction, chosen, offered, stretch, places, data.effective_on
        )
        for problem in problems:
            errors.add(problem.field, problem.message)
        errors.raise_if_any()
        assert dates is not None  # refused above when not authorised
        record = LinePartialStoppage(
            id=uuid.uuid4(),
            line_id=line.id,
            departures=SEPARATOR.join(departure_key(item) for item in chosen),
            stretch=" — ".join(stretch) if stretch else "",
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
            **authorised_on(data.stoppage, dates),
        )
        record.article = partial_article(jurisdiction, data.stoppage.obstruction)
        act = add_act(
            session,
            ctx,
            line,
            "paralisacao_parcial",
            data.effective_on,
            data.reference.strip(),
            record.article,
            partial_row(record).text,
        )
        session.flush()  # the act's row, which the stoppage names
        record.act_id = act.id
        insert_audited(session, ctx, record, "create")
        return line_detail(session, ctx, line)


def end_partial_stoppage(
    ctx: ServiceContext,
    line_id: uuid.UUID,
    stoppage_id: uuid.UUID | None,
    resumed_on: date | None,
    reference: str,
) -> LineDetail:
    """The departures or stretch of the partial stoppage serve again from `resumed_on`: the
    road open again (RR art. 55 §2º) or before the term; refused next to its field."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        stoppage = session.get(LinePartialStoppage, stoppage_id) if stoppage_id else None
        ended = stoppage is not None and session.scalar(
            select(LinePartialStoppageEnd.id).where(
                LinePartialStoppageEnd.stoppage_id == stoppage.id
            )
        )
        if stoppage is None or stoppage.line_id != line.id or ended:
            stoppage = None
            errors.add(
                "stoppage",
                "Escolha uma paralisação parcial da linha ainda não encerrada: é ela que o ato "
                f"encerra ({PARTIAL_ARTICLE[jurisdiction]}).",
            )
        # The case and term it was authorised on, cited by the office's state (RR art. 55,
        # I and §1º or II and §2º; GO art. 25 and §1º); the caput without a stoppage chosen.
        article = (
            partial_article(jurisdiction, stoppage.basis == BASIS_OBSTRUCTION)
            if stoppage is not None
            else PARTIAL_ARTICLE[jurisdiction]
        )
        if check_required(reference):
            errors.add("reference", f"Informe o ato que encerra a paralisação parcial ({article}).")
        for problem in check_resumption(
            stoppage.starts_on if stoppage else None,
            stoppage.resume_on if stoppage else None,
            resumed_on,
            article,
        ):
            errors.add(problem.field, problem.message)
        errors.raise_if_any()
        assert stoppage is not None and resumed_on is not None  # refused above otherwise
        act = add_act(
            session,
            ctx,
            line,
            "fim_paralisacao_parcial",
            resumed_on,
            reference.strip(),
            stoppage.article,
            f"{partial_row(stoppage, resumed_on).text}",
        )
        session.flush()  # the act's row, which the end names
        end = LinePartialStoppageEnd(
            id=uuid.uuid4(),
            stoppage_id=stoppage.id,
            act_id=act.id,
            resumed_on=resumed_on,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        insert_audited(session, ctx, end, "create")
        return line_detail(session, ctx, line)
