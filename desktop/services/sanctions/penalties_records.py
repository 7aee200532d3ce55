"""Queries of `desktop.services.sanctions.penalties`, read by its screens:
nothing here writes."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, fields
from datetime import date
from typing import Protocol, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    OperatorSanction,
    Penalty,
    ProcessDecision,
    SanctionProcess,
)
from desktop.rules import PastInfraction, decide_fine
from desktop.rules.errors import RulesError
from desktop.rules.fines import FineDecision
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ValidationError
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.process_records import load_process
from desktop.services.sanctions.rr_sanction_lines_records import counted_line, with_stated_line


@dataclass(frozen=True, kw_only=True)
class PenaltyProposal(FineDecision):
    """The rules' decision on one infraction of a notice (`decide_fine`), with the article the
    notice recorded it under."""

    article: str

    @property
    def code(self) -> str:
        return self.infraction


@dataclass(frozen=True)
class SanctionStatus:
    """What the licence check and the counter need of the sanctions (Res. 105, arts.
    69-70; Lei RR 664/2008, arts. 84-88); debts are read on their own, on the day they bear
    on (`payments_records.overdue_debts`)."""

    suspended_from: date | None
    suspended_until: date | None
    caducity_declared_on: date | None
    warnings: int
    articles: tuple[str, ...]
    inidoneous_since: date | None = None
    cassation_bar_until: date | None = None
    # The processo administrativo the first declaration of inidoneidade was made in (RR art.
    # 86, parágrafo único).
    inidoneous_process: str = ""
    # Each suspension running on the day or later, by its first day: (line, first day, last
    # day); in Roraima the line whose service it suspends (Lei RR 664/2008, arts. 85 and 87,
    # IV): the one recorded or stated since, empty when recorded before suspensions named it
    # and none was stated.
    suspensions: tuple[tuple[str, date, date], ...] = ()


def history_of(
    session: Session, cnpj: str, before_notice: uuid.UUID | None = None
) -> list[PastInfraction]:
    """The operator's earlier infractions (by CNPJ) from processes whose decision in effect
    upholds them, with the penalties applied; those of cancelled notices come as annulled.

    Four statements whatever the length of the history: the processes with their notices,
    every decision of them (the one in effect is picked as `latest_decision` does: last
    decided, then last recorded), the infractions of the notices and the penalties of the
    decisions, each fetched by joining on the CNPJ."""
    of_operator = InfractionNotice.operator_cnpj == cnpj
    rows = session.execute(
        select(SanctionProcess, InfractionNotice)
        .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
        .where(of_operator)
    ).all()
    in_effect: dict[uuid.UUID, ProcessDecision] = {}
    for latest in session.scalars(
        select(ProcessDecision)
        .join(SanctionProcess, SanctionProcess.id == ProcessDecision.process_id)
        .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
        .where(of_operator)
        .order_by(ProcessDecision.decided_on.desc(), ProcessDecision.created_at.desc())
    ):
        in_effect.setdefault(latest.process_id, latest)
    codes: dict[uuid.UUID, list[str]] = {}
    for notice_id, code in session.execute(
        select(NoticeInfraction.notice_id, NoticeInfraction.code)
        .join(InfractionNotice, InfractionNotice.id == NoticeInfraction.notice_id)
        .where(of_operator)
    ):
        codes.setdefault(notice_id, []).append(code)
    penalties: dict[uuid.UUID, list[tuple[str, str]]] = {}
    for decision_id, applied, code in session.execute(
        select(Penalty.decision_id, Penalty.penalties, NoticeInfraction.code)
        .join(NoticeInfraction, NoticeInfraction.id == Penalty.notice_infraction_id)
        .join(ProcessDecision, ProcessDecision.id == Penalty.decision_id)
        .join(SanctionProcess, SanctionProcess.id == ProcessDecision.process_id)
        .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
        .where(of_operator)
    ):
        penalties.setdefault(decision_id, []).append((applied, code))
    history = []
    for process, notice in rows:
        if notice.id == before_notice:
            continue
        decision = in_effect.get(process.id)
        if decision is None:
            continue
        if not decision.upholds:
            history += [
                PastInfraction(
                    code, notice.occurred_on, ("multa",), "annulled", notice.line or None
                )
                for code in codes.get(notice.id, ())
            ]
            continue
        history += [
            PastInfraction(
                code, notice.occurred_on, tuple(applied.split()), "valid", notice.line or None
            )
            for applied, code in penalties.get(decision.id, ())
        ]
    return history


def proposals_of(
    session: Session, ctx: ServiceContext, process: SanctionProcess
) -> list[tuple[NoticeInfraction, PenaltyProposal]]:
    notice = session.get(InfractionNotice, process.notice_id)
    assert notice is not None  # the process's notice (foreign key)
    rulebook = office_rulebook_in(session, ctx.office.jurisdiction)
    history = history_of(session, notice.operator_cnpj, notice.id)
    result = []
    for infraction in session.scalars(
        select(NoticeInfraction)
        .where(NoticeInfraction.notice_id == notice.id)
        .order_by(NoticeInfraction.position)
    ):
        try:
            fine = decide_fine(
                rulebook, infraction.code, notice.occurred_on, history, line=notice.line or None
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        result.append(
            (
                infraction,
                PenaltyProposal(
                    **{field.name: getattr(fine, field.name) for field in fields(fine)},
                    article=infraction.article,
                ),
            )
        )
    return result


def propose_penalties(ctx: ServiceContext, process_id: uuid.UUID) -> list[PenaltyProposal]:
    """The engine's proposal for each infraction of the notice (art. 68 §3: each one is
    penalised), from the operator's stored history, with the articles applied."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return [
            proposal
            for _, proposal in proposals_of(session, ctx, load_process(session, process_id))
        ]


def operator_sanction_status(
    ctx: ServiceContext, operator_id: uuid.UUID, on: date
) -> SanctionStatus:
    """Suspension running on `on` or later (first and last day; Res. 105, art. 69; RR art.
    85), caducity (art. 70), warnings in force, and in RR the declaration of inidoneidade
    (art. 86) and the bar after cassação (art. 88), for the licence issue and the counter."""
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return sanction_status_in(session, ctx, operator_id, on)


class DatedSanction(Protocol):
    """A sanction's kind and days, as `OperatorSanction` and the licence check's rows hold
    them."""

    @property
    def kind(self) -> str: ...
    @property
    def decided_on(self) -> date: ...
    @property
    def last_day(self) -> date | None: ...


Sanction = TypeVar("Sanction", bound=DatedSanction)


def running_suspensions(sanctions: Sequence[Sanction], on: date) -> list[Sanction]:
    """The suspensions not over by `on` (Res. AGR 105/2017, art. 69; Lei RR 664/2008, art.
    85), in the order given."""
    return [
        s
        for s in sanctions
        if s.kind == "suspensao" and s.last_day is not None and s.last_day >= on
    ]


def caducity_declared(sanctions: Sequence[DatedSanction]) -> date | None:
    """The first caducity declared among `sanctions` (Res. AGR 105/2017, art. 70)."""
    return min((s.decided_on for s in sanctions if s.kind == "caducidade"), default=None)


def sanction_status_in(
    session: Session, ctx: ServiceContext, operator_id: uuid.UUID, on: date
) -> SanctionStatus:
    """`operator_sanction_status` read inside a use case's own transaction."""
    operator = session.get(Operator, operator_id)
    if operator is None:
        raise NotFound("Operador não encontrado.")
    rows = session.execute(
        with_stated_line(select(OperatorSanction, counted_line()))
        .where(
            (OperatorSanction.operator_id == operator_id)
            | (OperatorSanction.cnpj == operator.cnpj),
            OperatorSanction.revoked_on.is_(None),
            OperatorSanction.decided_on <= on,
        )
        .order_by(OperatorSanction.first_day)
    ).all()
    sanctions = [sanction for sanction, _ in rows]
    lines = {sanction.id: line for sanction, line in rows}
    suspensions = running_suspensions(sanctions, on)
    inidoneous = sorted(
        (s for s in sanctions if s.kind == "inidoneidade"), key=lambda s: s.decided_on
    )
    grounding = (
        session.get(SanctionProcess, inidoneous[0].process_id)
        if inidoneous and inidoneous[0].process_id
        else None
    )
    cassation = [
        s.last_day
        for s in sanctions
        if s.kind == "cassacao" and s.last_day is not None and s.last_day >= on
    ]
    articles = tuple(
        dict.fromkeys(
            a
            for s in suspensions
            + [s for s in sanctions if s.kind in ("caducidade", "inidoneidade", "cassacao")]
            for a in s.articles.split("; ")
            if a
        )
    )
    return SanctionStatus(
        suspended_from=suspensions[0].first_day if suspensions else None,
        suspended_until=suspensions[0].last_day if suspensions else None,
        caducity_declared_on=caducity_declared(sanctions),
        warnings=sum(1 for s in sanctions if s.kind == "advertencia"),
        articles=articles,
        inidoneous_since=inidoneous[0].decided_on if inidoneous else None,
        cassation_bar_until=max(cassation) if cassation else None,
        inidoneous_process=grounding.number if grounding else "",
        suspensions=tuple(
            (lines[s.id], s.first_day, s.last_day)
            for s in suspensions
            if s.first_day is not None and s.last_day is not None
        ),
    )
