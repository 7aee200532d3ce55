"""The Council's preventive suspension of a company while the ordinary process of an
infraction of art. 78, I runs (Res. AGR 105/2017, art. 93 §9): recorded in the process, in
force from the Council's decision until the process is judged, and read by the licence check
(no licence while it runs)."""

import uuid
from collections.abc import Sequence
from datetime import date
from typing import Protocol

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.sanctions import NoticeInfraction, OperatorSanction, SanctionProcess
from desktop.rules.errors import RulesError
from desktop.rules.preventive_suspension import (
    ARTICLE,
    PreventiveSuspension,
    preventive_suspension,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook_in
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process import add_event
from desktop.services.sanctions.process_records import ProcessDetail, load_process, process_detail
from desktop.services.validation import FieldErrors, check_required

KIND = "suspensao_preventiva"


def suspend_preventively(
    ctx: ServiceContext, process_id: uuid.UUID, decided_on: date | None, act: str
) -> ProcessDetail:
    """Records the Council's preventive suspension (art. 93 §9); bad input or a process where
    it does not fit is refused with the article, nothing written."""
    require(ctx, Permission.PROCESS_JUDGE)
    require_provided(ctx, "suspensao_preventiva")
    today = office_today(ctx)
    errors = FieldErrors()
    if decided_on is not None and decided_on > today:
        errors.add("decided_on", "A data da decisão do Conselho não pode ser posterior a hoje.")
    errors.add("act", check_required(act) and f"Informe a decisão do Conselho ({ARTICLE}).")
    errors.raise_if_any()
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        if process.operator_id is None:
            raise Conflict("O auto não é de uma autorizatária registrada.")
        if latest_decision(session, process.id) is not None:
            raise Conflict(f"O processo já foi julgado: não cabe suspensão preventiva ({ARTICLE}).")
        if _preventive(session, process.id) is not None:
            raise Conflict("A suspensão preventiva deste processo já foi registrada.")
        codes = session.scalars(
            select(NoticeInfraction.code).where(NoticeInfraction.notice_id == process.notice_id)
        ).all()
        try:
            decision = preventive_suspension(
                office_rulebook_in(session, "GO"), codes, process.kind, decided_on
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        sanction = OperatorSanction(
            id=uuid.uuid4(),
            operator_id=process.operator_id,
            cnpj=_operator_cnpj(session, process),
            kind=KIND,
            decided_on=decision.first_day,
            first_day=decision.first_day,
            last_day=None,
            articles="; ".join(decision.articles),
            reason=act.strip(),
            process_id=process.id,
            created_by_id=ctx.actor.user_id,
            created_at=ctx.clock(),
        )
        session.add(sanction)
        session.flush()
        record_audit(
            session, ctx.actor, "operator_sanction", sanction.id, "create", None, snapshot(sanction)
        )
        add_event(
            session,
            ctx,
            process,
            KIND,
            decision.first_day,
            f"Suspensão preventiva da autorizatária até a conclusão do processo: {act.strip()}",
            ARTICLE,
        )
        return process_detail(session, process)


def _operator_cnpj(session: Session, process: SanctionProcess) -> str:
    operator = session.get(Operator, process.operator_id)
    assert operator is not None  # the caller refused a process without a registered operator
    return operator.cnpj


class PreventiveRow(Protocol):
    """A sanction as `preventively_suspended` reads it."""

    @property
    def operator_id(self) -> uuid.UUID | None: ...
    @property
    def kind(self) -> str: ...
    @property
    def first_day(self) -> date | None: ...
    @property
    def process_id(self) -> uuid.UUID | None: ...


def _preventive(session: Session, process_id: uuid.UUID) -> OperatorSanction | None:
    return session.scalar(
        select(OperatorSanction).where(
            OperatorSanction.process_id == process_id,
            OperatorSanction.kind == KIND,
            OperatorSanction.revoked_on.is_(None),
        )
    )


def preventively_suspended(
    session: Session,
    operator_id: uuid.UUID,
    sanctions: Sequence[PreventiveRow],
    start: date,
    end: date,
) -> bool:
    """A preventive suspension among the operator's `sanctions` not revoked running on a day
    from `start` to `end`: decided by `end` and its process not judged before `start` (art.
    93 §9: until the process is concluded)."""
    for sanction in sanctions:
        if sanction.operator_id != operator_id or sanction.kind != KIND:
            continue
        # recorded by suspend_preventively, with its process and first day
        assert sanction.process_id is not None and sanction.first_day is not None
        if sanction.first_day > end:
            continue
        decision = latest_decision(session, sanction.process_id)
        running = PreventiveSuspension(sanction.first_day, (ARTICLE,))
        if running.runs_during(start, end, decision.decided_on if decision else None):
            return True
    return False
