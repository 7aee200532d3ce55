"""The ciência of the notifications of the sanction process (Res. AGR 105/2017, art. 82)
and the deadlines they open, counted by the rules engine on the office calendar: the
defence after the notice (art. 83; a Goiás regular line's by Decreto 8.444/2015, art. 51
§5; Lei RR 664/2008, art. 89), the appeal and the payment
after a decision (arts. 89 and 91; RR art. 89 sole §), the payment after the Council's
decision (art. 92) or its review of a cancellation (arts. 88-90)."""

import uuid
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.citations import cite, cite_grouped
from desktop.models.sanctions import (
    InfractionNotice,
    ProcessDeadline,
    ProcessDecision,
    SanctionProcess,
)
from desktop.rules import deadlines
from desktop.rules.choices import NotificationMethod
from desktop.rules.deadlines import Deadline
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.regular_line_terms import DECREE_ARTICLE, regular_line_deadline
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.payments import create_debts_for_decision, latest_decision
from desktop.services.sanctions.process import (
    NOTIFICATION_PURPOSES,
    add_deadline,
    add_event,
    move,
    purpose_label,
    require_stage,
)
from desktop.services.sanctions.process_records import (
    ProcessDetail,
    load_process,
    notice_on_regular_line,
    process_detail,
)
from desktop.services.validation import FieldErrors, check_required

# How the ciência is proven in Roraima (Res. 105 art. 82 in Goiás): the offender's signature,
# or the AR or the effective receipt joined to the process (Lei 664 art. 89 I-II).
RR_CIENCIA = "Lei RR 664/2008, art. 89, I e II"


def payment_deadline(
    ctx: ServiceContext, ciencia: date, session: Session | None = None, process_id=None
) -> Deadline:
    """GO: notified of the decision, the offender pays or appeals within 10 days (Res. 105,
    arts. 83 and 89). RR: `rules.rr_fine_payment_due` (Lei 664, art. 89 sole §): 10 days from
    the end of the defence term, or from the ciência of the decision on the appeal when there
    was one; `session` and `process_id` find the process's defence term and its decision."""
    calendar = office_calendar(ctx)
    if calendar.jurisdiction == "RR":
        defence_due, appealed = _rr_payment_start(session, process_id, ciencia)
        return deadlines.rr_fine_payment_due(calendar, defence_due, ciencia if appealed else None)
    period = load_rulebook("GO").period("prazo_processual_dias")
    return deadlines.procedural_deadline(
        calendar, ciencia, int(period.value), ("Res. AGR 105/2017, art. 89", period.article)
    )


def _rr_payment_start(
    session: Session | None, process_id: uuid.UUID | None, ciencia: date
) -> tuple[date, bool]:
    """The last day of the defence term of the process, and whether the decision in effect
    is the one on an appeal (or a revision, which replaces it): then the ciência counts."""
    if session is None or process_id is None:
        return ciencia, True
    decision = latest_decision(session, process_id)
    defence_due = session.scalar(
        select(ProcessDeadline.due)
        .where(ProcessDeadline.process_id == process_id, ProcessDeadline.kind == "defesa")
        .order_by(ProcessDeadline.created_at.desc())
        .limit(1)
    )
    appealed = decision is not None and decision.instance != "primeira"
    return (defence_due or ciencia), appealed or defence_due is None


def payment_term_text(deadline: Deadline, ciencia: date, regular_line: bool = False) -> str:
    """How the payment term is counted, as printed on the payment notice: from the ciência
    of the decision, or in RR from the end of the defence term (Lei 664, art. 89 sole §). A
    Goiás regular line's is Res. 105's because the decree is silent, which the notice says
    where it first cites the resolution; its articles grouped as its other citations."""
    counted = f"({cite_grouped(deadline.articles) if regular_line else cite(deadline.articles)})"
    if deadline.ciencia == ciencia:
        return f"{deadline.days} dias contados da ciência {counted}"
    return (
        f"{deadline.days} dias contados do término do prazo de defesa em "
        f"{deadline.ciencia:%d/%m/%Y} {counted}"
    )


def _check_ciencia(
    errors: FieldErrors, ctx: ServiceContext, ciencia: date | None, not_before: date, what: str
) -> None:
    if ciencia is None:
        where = "Res. AGR 105/2017, art. 82" if ctx.office.jurisdiction == "GO" else RR_CIENCIA
        errors.add("ciencia", f"Informe a data da ciência ({where}).")
    elif ciencia < not_before:
        errors.add(
            "ciencia",
            f"A ciência não pode ser anterior {what} ({not_before.strftime('%d/%m/%Y')}).",
        )
    elif ciencia > office_today(ctx):
        errors.add("ciencia", "A data da ciência não pode ser posterior a hoje.")


def _last_decision_day(session: Session, process_id: uuid.UUID) -> date:
    day = session.scalar(
        select(ProcessDecision.decided_on)
        .where(ProcessDecision.process_id == process_id)
        .order_by(ProcessDecision.decided_on.desc())
        .limit(1)
    )
    assert day is not None  # asked only at the notification of a decision
    return day


def notify(
    ctx: ServiceContext,
    process_id: uuid.UUID,
    method: str,
    ciencia: date | None,
    recipient: str,
    ar_code: str = "",
) -> ProcessDetail:
    """Records the ciência of the pending notification (art. 82: in the records, in person or
    by registered mail with the AR date) and starts the deadlines it opens: defence after
    the notice (art. 83; RR art. 89: 30 days), appeal and payment after a decision (arts.
    89 and 91; RR art. 89 sole §)."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        require_stage(process, tuple(NOTIFICATION_PURPOSES), "registrar notificação")
        purpose = NOTIFICATION_PURPOSES[process.stage]
        notice = session.get(InfractionNotice, process.notice_id)
        assert notice is not None  # the process's notice (foreign key)
        errors = FieldErrors()
        go = ctx.office.jurisdiction == "GO"
        if method not in NotificationMethod.codes():
            errors.add(
                "method",
                f"Escolha a forma da notificação ({'art. 82, I a III' if go else RR_CIENCIA}).",
            )
        if purpose == "autuacao":
            _check_ciencia(errors, ctx, ciencia, notice.occurred_on, "à data do auto")
        else:
            _check_ciencia(
                errors, ctx, ciencia, _last_decision_day(session, process.id), "à data da decisão"
            )
        errors.add(
            "recipient",
            check_required(recipient)
            and "Informe quem tomou ciência: o "
            f"interessado, o representante legal ou mandatário "
            f"({'art. 82, caput' if go else RR_CIENCIA}).",
        )
        if method == "correio" and not ar_code.strip():
            ar_basis = "art. 82, III" if go else RR_CIENCIA
            errors.add("ar_code", f"Informe o número do Aviso de Recebimento ({ar_basis}).")
        errors.raise_if_any()
        assert ciencia is not None  # _check_ciencia refused a missing date
        means = NotificationMethod(method)
        how = means.label if ctx.office.jurisdiction == "GO" else means.means
        ar = f", AR {ar_code.strip()}" if method == "correio" else ""
        articles = (
            "Res. AGR 105/2017, art. 82"
            if ctx.office.jurisdiction == "GO"
            else "Lei RR 664/2008, art. 89"
        )
        summary = (
            f"{purpose_label(purpose, ctx.office.jurisdiction)}: ciência de {recipient.strip()} em "
            f"{ciencia.strftime('%d/%m/%Y')}, {how}{ar}."
        )
        calendar = office_calendar(ctx)
        if purpose == "autuacao":
            term = _defence_or_appeal_term(session, calendar, notice, ciencia)
            add_deadline(session, ctx, process, "defesa", term)
            summary += _decree_sentence(term)
            stage = "prazo_defesa"
        elif purpose == "decisao":
            if ctx.office.jurisdiction == "GO":
                term = _defence_or_appeal_term(session, calendar, notice, ciencia)
                add_deadline(session, ctx, process, "recurso", term)
                summary += _decree_sentence(term)
            create_debts_for_decision(
                session, ctx, process, payment_deadline(ctx, ciencia, session, process.id)
            )
            stage = "prazo_recurso"
            if ctx.office.jurisdiction == "RR" and process.outcome == "cancelado":
                # Lei 664 has no review of a cancellation (Res. 105 art. 90 is Goiás's):
                # the auto cancelled on the defence, notified, ends the process.
                stage = "encerrado"
        else:
            debts = create_debts_for_decision(
                session, ctx, process, payment_deadline(ctx, ciencia, session, process.id)
            )
            stage = "encerrado"
            if purpose == "reexame":
                extra, articles = _review_outcome(ctx, process, debts, articles)
                summary = f"{summary} {extra}"
        add_event(session, ctx, process, "notificacao", ciencia, summary, articles)
        move(session, ctx, process, stage, "notify")
        return process_detail(session, process)


def _defence_or_appeal_term(
    session: Session, calendar: OfficeCalendar, notice: InfractionNotice, ciencia: date
) -> Deadline:
    """The defence or appeal term: a Goiás regular line's by the Decreto 8.444/2015, art. 51
    § 5º; a charter auto's by Res. 105, art. 83; Roraima's by Lei 664, arts. 89 and 95."""
    if notice_on_regular_line(session, notice):
        return regular_line_deadline(calendar, ciencia)
    return deadlines.defence_due(calendar, ciencia)


def _decree_sentence(term: Deadline) -> str:
    """How a regular line's term was counted, said in the record (it differs from art. 83)."""
    if term.articles[0] != DECREE_ARTICLE:
        return ""
    return (
        f" Prazo de {term.days} dias contados a partir do 1º dia útil após o recebimento, "
        f"{term.day_one:%d/%m/%Y}, até {term.due:%d/%m/%Y} ({DECREE_ARTICLE})."
    )


def _review_outcome(
    ctx: ServiceContext, process: SanctionProcess, debts: list, articles: str
) -> tuple[str, str]:
    """What the notification of the Council's review (Res. AGR 105/2017, art. 90) tells the
    autuado: the provimento of the defence when the cancellation is confirmed (art. 88), the
    fine to pay by its due date when the Council reforms it (art. 89)."""
    if process.outcome == "cancelado":
        return (
            "Cancelamento do auto confirmado pelo Conselho Regulador em reexame: provimento "
            "notificado, nenhuma multa devida.",
            f"{articles}; arts. 88 e 90",
        )
    dues = sorted({debt.due_on for debt in debts})
    due = f" com vencimento em {dues[0]:%d/%m/%Y}" if dues else ""
    return (
        f"Auto mantido pelo Conselho Regulador em reexame: notificado para pagamento da "
        f"multa{due}.",
        f"{articles}; arts. 83, 89 e 90",
    )
