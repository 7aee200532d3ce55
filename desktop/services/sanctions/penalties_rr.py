"""Roraima penalties beyond the fine (Lei RR 664/2008, arts. 84-88): written warning from
the half-year infraction coefficient (art. 84 II), suspension of up to 30 days after three
warnings within 6 months (art. 85), declaration of inidoneidade (art. 86) and cassação with
its bar of 1 to 5 years (arts. 87-88). The rules engine decides whether each applies; the
julgador applies it with a reason, recorded as an `OperatorSanction`."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.models.lines import Line
from desktop.models.operators import Operator
from desktop.models.sanctions import (
    InfractionNotice,
    OperatorSanction,
    Penalty,
    SanctionProcess,
)
from desktop.rules import (
    half_year,
    infraction_coefficient,
    rr_cassation_bar,
    suspension_period,
)
from desktop.rules.errors import RulesError
from desktop.rules.rr_line_penalties import (
    SUSPENSION_GROUND,
    WARNING_GROUND,
    cassation_scope,
    cassation_without_suspensions,
    line_of_operator,
    names_line,
    suspension_of_line,
    suspension_without_warnings,
)
from desktop.rules.rr_penalties import (
    ProcessFacts,
    cassation_without_ground,
    process_without_ground,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process_events import add_event
from desktop.services.sanctions.rr_sanction_lines_records import counted_line, with_stated_line
from desktop.services.validation import check_required


@dataclass(frozen=True)
class RrSanctionOutcome:
    kind: str
    applied: bool
    first_day: date | None
    last_day: date | None
    detail: str
    articles: tuple[str, ...]


def rr_rulebook(ctx: ServiceContext):
    require_provided(ctx, "penalidade_rr", "jurisdiction")
    return office_rulebook(ctx)


def _operator(session: Session, operator_id: uuid.UUID) -> Operator:
    operator = session.get(Operator, operator_id)
    if operator is None:
        raise NotFound("Operador não encontrado.")
    return operator


def operator_lines(session: Session, operator: Operator) -> dict[str, str]:
    """The operator's lines in the register of lines: each code with the line's name."""
    rows = session.execute(select(Line.code, Line.name).where(Line.operator_id == operator.id))
    return {code: name for code, name in rows}


def check_decision(decided_on: date | None, reason: str, ctx: ServiceContext) -> None:
    errors = {}
    if decided_on is None or decided_on > office_today(ctx):
        errors["decided_on"] = "Informe a data da decisão (não posterior a hoje)."
    if check_required(reason):
        errors["reason"] = "A decisão deve ser motivada."
    if errors:
        raise ValidationError(errors)


def _store(
    session: Session,
    ctx: ServiceContext,
    operator: Operator,
    kind: str,
    on: date,
    reason: str,
    articles: tuple[str, ...],
    line: str = "",
    first_day: date | None = None,
    last_day: date | None = None,
    process_id: uuid.UUID | None = None,
) -> None:
    row = OperatorSanction(
        operator_id=operator.id,
        cnpj=operator.cnpj,
        kind=kind,
        decided_on=on,
        first_day=first_day,
        last_day=last_day,
        articles="; ".join(articles),
        reason=reason.strip(),
        line=line.strip(),
        process_id=process_id,
        created_at=ctx.clock(),
        created_by_id=ctx.actor.user_id,
    )
    insert_audited(session, ctx, row, "apply", entity="operator_sanction", at=row.created_at)


def fines_by_line(session: Session, cnpj: str, first: date, last: date) -> dict[str, int]:
    """Fines applied (decision in effect upholding them) for infractions between `first` and
    `last`, by the line the notice names (lower case, art. 75 sole § I)."""
    totals: dict[str, int] = {}
    for process, line in session.execute(
        select(SanctionProcess, InfractionNotice.line)
        .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
        .where(
            InfractionNotice.operator_cnpj == cnpj,
            InfractionNotice.occurred_on.between(first, last),
        )
    ):
        decision = latest_decision(session, process.id)
        if decision is not None and decision.upholds:
            key = line.strip().lower()
            totals[key] = (
                totals.get(key, 0)
                + session.execute(
                    select(func.count())
                    .select_from(Penalty)
                    .where(Penalty.decision_id == decision.id, Penalty.amount > 0)
                ).scalar_one()
            )
    return totals


def fines_on_line(session: Session, cnpj: str, line: str, first: date, last: date) -> int:
    """Fines applied for infractions on `line` (its number, or as the notices name it)
    between `first` and `last`."""
    key = line.strip().lower()
    return sum(
        count
        for text, count in fines_by_line(session, cnpj, first, last).items()
        if names_line(text, key)
    )


def half_year_warning(
    ctx: ServiceContext, operator_id: uuid.UUID, line: str, at: date, trips: int, reason: str
) -> RrSanctionOutcome:
    """Art. 84 II: fines / trips on `line`, one of the operator's lines in the register, in
    the half-year containing `at`; at least 0.10 gives a written warning, applied here and
    recorded with the register's code of the line, the one art. 85 counts warnings by."""
    require(ctx, Permission.PROCESS_JUDGE)
    rulebook = rr_rulebook(ctx)
    check_decision(at, reason, ctx)
    first, last = half_year(at)
    with ctx.database.write() as session:
        operator = _operator(session, operator_id)
        try:
            code = line_of_operator(line, operator_lines(session, operator), WARNING_GROUND)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        fines = fines_on_line(session, operator.cnpj, code, first, last)
        try:
            outcome = infraction_coefficient(rulebook, fines, trips)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        detail = (
            f"{fines} multa(s) em {trips} viagem(ns) na linha {code} entre "
            f"{first:%d/%m/%Y} e {last:%d/%m/%Y}: coeficiente {outcome.coefficient}"
        )
        if outcome.warning:
            _store(session, ctx, operator, "advertencia", at, reason, outcome.articles, code)
        return RrSanctionOutcome(
            "advertencia", outcome.warning, None, None, detail, outcome.articles
        )


def suspend_after_warnings(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    line: str,
    decided_on: date,
    first_day: date | None,
    days: int,
    reason: str,
) -> RrSanctionOutcome:
    """Art. 85: after 3 successive written warnings of `line` within 6 months, a suspension
    of up to 30 days of `line`, one of the operator's lines (the line involved, art. 87, IV),
    starting when the CRE/RR sets (§2). The warnings of the operator's other lines, and
    those recorded with no line and none stated since, do not count."""
    require(ctx, Permission.PROCESS_JUDGE)
    rulebook = rr_rulebook(ctx)
    check_decision(decided_on, reason, ctx)
    with ctx.database.write() as session:
        operator = _operator(session, operator_id)
        try:
            code = line_of_operator(line, operator_lines(session, operator), SUSPENSION_GROUND)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        warnings = session.execute(
            with_stated_line(select(counted_line(), OperatorSanction.decided_on)).where(
                OperatorSanction.cnpj == operator.cnpj,
                OperatorSanction.kind == "advertencia",
                OperatorSanction.revoked_on.is_(None),
            )
        ).all()
        given = [(text, day) for text, day in warnings]
        refusal = suspension_without_warnings(rulebook, code, given, decided_on)
        if refusal:
            raise ValidationError({"line": refusal})
        decision = suspension_of_line(rulebook, code, given, decided_on)
        try:
            period = suspension_period(rulebook, first_day, days, decided_on)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        articles = tuple(dict.fromkeys(decision.articles + period.articles))
        _store(
            session,
            ctx,
            operator,
            "suspensao",
            decided_on,
            reason,
            articles,
            code,
            first_day=period.first_day,
            last_day=period.last_day,
        )
        return RrSanctionOutcome(
            "suspensao",
            True,
            period.first_day,
            period.last_day,
            f"Suspensão de {period.days} dia(s) da linha {code}",
            articles,
        )


def _grounding_process(
    session: Session, kind: str, operator: Operator, process_id: uuid.UUID | None
) -> SanctionProcess:
    """The processo administrativo a declaration of inidoneidade or a cassação stands on
    (arts. 86 sole § and 87 caput), refused next to its field when it is not the operator's
    or was not opened with the commission of the CRE/RR."""
    process = session.get(SanctionProcess, process_id) if process_id is not None else None
    facts = None
    if process is not None:
        notice = session.get(InfractionNotice, process.notice_id)
        facts = ProcessFacts(
            process.number,
            process.operator_id == operator.id
            or (notice is not None and notice.operator_cnpj == operator.cnpj),
            process.kind == "ordinario",
        )
    refusal = process_without_ground(kind, facts)
    if refusal:
        raise ValidationError({"process_id": refusal})
    assert process is not None  # refused above when missing
    return process


def _record_in_process(
    session: Session,
    ctx: ServiceContext,
    process: SanctionProcess,
    kind: str,
    decided_on: date,
    detail: str,
    reason: str,
    articles: tuple[str, ...],
) -> None:
    add_event(
        session,
        ctx,
        process.id,
        kind,
        decided_on,
        f"{detail}. Motivo: {reason.strip()}",
        "; ".join(articles),
    )


def declare_inidoneidade(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    decided_on: date,
    inciso: str,
    reason: str,
    process_id: uuid.UUID | None,
) -> RrSanctionOutcome:
    """Art. 86: false denunciation or forged document (I), advantages offered to DEIT staff
    (II), after the administrative process `process_id` with full defence (sole §), which
    records the declaration in its timeline."""
    require(ctx, Permission.PROCESS_JUDGE)
    rr_rulebook(ctx)
    check_decision(decided_on, reason, ctx)
    if inciso not in ("I", "II"):
        raise ValidationError({"inciso": "Indique o inciso I ou II do art. 86 da Lei RR 664/2008."})
    articles = (f"Lei RR 664/2008, art. 86, {inciso}", "Lei RR 664/2008, art. 86, parágrafo único")
    with ctx.database.write() as session:
        operator = _operator(session, operator_id)
        process = _grounding_process(session, "inidoneidade", operator, process_id)
        detail = f"Declarada inidônea no processo nº {process.number}"
        _store(
            session,
            ctx,
            operator,
            "inidoneidade",
            decided_on,
            reason,
            articles,
            process_id=process.id,
        )
        _record_in_process(
            session, ctx, process, "inidoneidade", decided_on, detail, reason, articles
        )
    return RrSanctionOutcome("inidoneidade", True, None, None, detail, articles)


def declare_cassacao(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    decided_on: date,
    inciso: str,
    bar_years: int,
    reason: str,
    process_id: uuid.UUID | None,
    line: str = "",
) -> RrSanctionOutcome:
    """Arts. 87-88: cassação in the cases of art. 87 I-V, on the result of the administrative
    process `process_id` (caput), which records it in its timeline; company and owners barred
    for 1 to 5 years as the CRE/RR sets. On incisos I, II and V it reaches every line of the
    operator, on III and IV only `line`, the line involved (sole §), which is recorded."""
    require(ctx, Permission.PROCESS_JUDGE)
    rulebook = rr_rulebook(ctx)
    check_decision(decided_on, reason, ctx)
    if inciso not in ("I", "II", "III", "IV", "V"):
        raise ValidationError({"inciso": "Indique o inciso (I a V) do art. 87 da Lei RR 664/2008."})
    try:
        bar = rr_cassation_bar(rulebook, decided_on, bar_years)
    except RulesError as error:
        raise ValidationError({"bar_years": error.message}) from error
    with ctx.database.write() as session:
        operator = _operator(session, operator_id)
        try:
            scope = cassation_scope(inciso, line, operator_lines(session, operator))
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        articles = (f"Lei RR 664/2008, art. 87, {inciso}", scope.article) + bar.articles
        declared = session.scalars(
            select(OperatorSanction.decided_on).where(
                OperatorSanction.cnpj == operator.cnpj,
                OperatorSanction.kind == "inidoneidade",
                OperatorSanction.revoked_on.is_(None),
            )
        ).all()
        suspended = session.execute(
            with_stated_line(select(counted_line(), OperatorSanction.first_day)).where(
                OperatorSanction.cnpj == operator.cnpj,
                OperatorSanction.kind == "suspensao",
                OperatorSanction.revoked_on.is_(None),
                OperatorSanction.decided_on <= decided_on,
            )
        ).all()
        lines = [(code, day) for code, day in suspended if day is not None]
        refusal = cassation_without_ground(
            inciso, declared, decided_on
        ) or cassation_without_suspensions(inciso, scope.line, lines, decided_on)
        if refusal:
            raise ValidationError({"inciso": refusal})
        process = _grounding_process(session, "cassacao", operator, process_id)
        detail = (
            f"Cassação {scope.text} no processo nº {process.number}: impedimento até "
            f"{bar.barred_until:%d/%m/%Y}"
        )
        _store(
            session,
            ctx,
            operator,
            "cassacao",
            decided_on,
            reason,
            articles,
            scope.line,
            first_day=decided_on,
            last_day=bar.barred_until,
            process_id=process.id,
        )
        _record_in_process(session, ctx, process, "cassacao", decided_on, detail, reason, articles)
    return RrSanctionOutcome("cassacao", True, decided_on, bar.barred_until, detail, articles)
