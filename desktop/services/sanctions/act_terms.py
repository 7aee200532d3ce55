"""Terms the processing commission sets for acts of the ordinary process (Res. AGR 105/2017,
art. 93 §§3 and 8): the act asked for, the ciência and the days given, at least 3 when no
other provision sets the term. The term joins the process's deadlines and timeline; the
judgment closes those still open (art. 94: the process goes to judgment once instructed),
and the act that came is recorded against its term."""

import uuid
from datetime import date

from desktop.models.sanctions import ProcessDeadline
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.ordinary_terms import MINIMUM_KEY, ordinary_act_day_error, ordinary_act_term
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.process import add_deadline, add_event
from desktop.services.sanctions.process_records import ProcessDetail, load_process, process_detail
from desktop.services.validation import FieldErrors, check_required

KIND = "ato"


def set_act_term(
    ctx: ServiceContext, process_id: uuid.UUID, act: str, ciencia: date | None, days: int
) -> ProcessDetail:
    """Records the term of `days` days for `act`, counted from `ciencia` (art. 93 §8); a term
    under the minimum or bad input is refused with the article, nothing written."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "prazo_ato_ordinario")
    errors = FieldErrors()
    errors.add("act", check_required(act) and "Informe o ato a realizar no prazo.")
    if ciencia is None or ciencia > office_today(ctx):
        errors.add("ciencia", "Informe a data da ciência do ato (não posterior a hoje).")
    errors.raise_if_any()
    assert ciencia is not None  # refused above when missing
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        rulebook = office_rulebook_in(session, "GO")
        article = rulebook.period(MINIMUM_KEY).article
        if process.kind != "ordinario" or process.stage == "encerrado":
            raise Conflict(f"Prazos de atos ({article}) são do processo ordinário em curso.")
        try:
            term = ordinary_act_term(rulebook, office_calendar(ctx), ciencia, days)
        except RulesError as error:
            errors.add(error.field, error.message)
            errors.raise_if_any()
        row = add_deadline(session, ctx, process, KIND, term)
        record_audit(
            session,
            ctx.actor,
            "process_deadline",
            row.id,
            "act_term",
            None,
            snapshot(row),
            ctx.clock(),
        )
        moved = f" ({term.moved_because})" if term.moved_because else ""
        add_event(
            session,
            ctx,
            process,
            "prazo_ato",
            ciencia,
            f"Prazo de {term.days} dias para {act.strip()}: ciência em {br_date(ciencia)}, "
            f"vencimento em {br_date(term.due)}{moved}.",
            "; ".join(term.articles),
        )
        return process_detail(session, process)


def record_act_done(ctx: ServiceContext, deadline_id: uuid.UUID, on: date | None) -> ProcessDetail:
    """The act asked for came on `on`: its term is met (on time or late, as the timeline
    says); bad input — a day without business hours too (Res. AGR 105/2017, art. 93 §7) —
    is refused, nothing written."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    if on is None or on > office_today(ctx):
        errors.add("on", "Informe a data do ato (não posterior a hoje).")
    else:
        errors.add("on", ordinary_act_day_error(office_calendar(ctx), on))
    errors.raise_if_any()
    assert on is not None  # refused above when missing
    with ctx.database.write() as session:
        row = session.get(ProcessDeadline, deadline_id)
        if row is None or row.kind != KIND:
            raise NotFound("Prazo de ato do processo ordinário não encontrado.")
        if row.met_on is not None or row.closed_on is not None:
            raise Conflict("Este prazo já foi cumprido ou encerrado.")
        if on < row.ciencia:
            errors.add("on", f"O ato não é anterior à ciência ({br_date(row.ciencia)}).")
            errors.raise_if_any()
        before = snapshot(row)
        row.met_on = on
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "process_deadline",
            row.id,
            "act_done",
            before,
            snapshot(row),
            ctx.clock(),
        )
        process = load_process(session, row.process_id)
        timing = "no prazo" if on <= row.due else "fora do prazo"
        add_event(
            session,
            ctx,
            process,
            "ato_cumprido",
            on,
            f"Ato realizado em {br_date(on)}, {timing} (vencimento em {br_date(row.due)}).",
            row.articles,
        )
        return process_detail(session, process)
