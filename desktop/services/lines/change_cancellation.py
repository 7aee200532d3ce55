"""Cancelling an approved change to a Roraima line (Lei RR 664/2008, art. 57 §2º: a fusion, at
any time, "retornando à sua condição original"; art. 62: the other changes of arts. 57-61,
once the reasons that determined them cease). The cancellation is a new dated act: the line
gets a new version copied from the one the change replaced, with its points; nothing of the
change or its decision is rewritten. The Goiás Decreto provides no such act."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.line_changes import (
    LineChangeCancellation,
    LineChangeDecision,
    LineChangeRequest,
)
from desktop.models.lines import Line, LinePoint, LineVersion
from desktop.rules.lines.change_requests import change_kind
from desktop.rules.lines.changes_rr import cancellation_article, cancellation_problems
from desktop.rules.numbers import br_km
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.jurisdiction import require_provided
from desktop.services.lines.acts import add_act, add_points, follow_version, next_version
from desktop.services.lines.change_records import ChangeRequestRow, change_requests
from desktop.services.lines.records import load_line
from desktop.services.office.audit import insert_audited, record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

APPROVED = "aprovada"


@dataclass(frozen=True)
class CancellationInput:
    decided_on: date | None
    effective_on: date | None
    reference: str
    reasons: str


def _copy_version(
    session: Session, ctx: ServiceContext, line: Line, source: LineVersion, effective_on: date
) -> LineVersion:
    """A new version of `line` equal to `source`, points included, from `effective_on`."""
    version = next_version(session, ctx, line, source, effective_on, ctx.clock())
    points = session.scalars(
        select(LinePoint).where(LinePoint.version_id == source.id).order_by(LinePoint.position)
    )
    add_points(session, version.id, ((p.kind, p.place, p.municipality_code, p.km) for p in points))
    return version


def cancel_change(
    ctx: ServiceContext, request_id: uuid.UUID, data: CancellationInput
) -> list[ChangeRequestRow]:
    """Cancels the approved change `request_id`: the line returns, from `effective_on`, to the
    version the change replaced. Refused, nothing written, while the rules say it cannot."""
    require(ctx, Permission.LINE_DECIDE)
    require_provided(ctx, "cancelamento_alteracao")
    with ctx.database.write() as session:
        request = session.get(LineChangeRequest, request_id)
        if request is None:
            raise NotFound("Pedido de alteração não encontrado.")
        line = load_line(session, request.line_id)
        decision = session.scalar(
            select(LineChangeDecision).where(LineChangeDecision.request_id == request.id)
        )
        cancelled = session.scalar(
            select(LineChangeCancellation.id).where(LineChangeCancellation.request_id == request.id)
        )
        approved = decision is not None and decision.outcome == APPROVED
        latest = (
            approved and decision is not None and line.current_version_id == decision.version_id
        )
        errors = FieldErrors()
        for problem in cancellation_problems(request.kind, approved, cancelled is not None, latest):
            errors.add("request", problem)
        errors.add("reference", check_required(data.reference))
        errors.add("reasons", check_required(data.reasons) and "Diga por que os motivos cessaram.")
        if data.decided_on is None:
            errors.add("decided_on", "Informe a data da decisão.")
        elif data.decided_on > office_today(ctx):
            errors.add("decided_on", "A decisão não pode ter data futura.")
        elif decision is not None and data.decided_on < decision.decided_on:
            errors.add("decided_on", "O cancelamento não pode ser anterior à aprovação.")
        if data.effective_on is None:
            errors.add("effective_on", "Informe desde quando a linha volta à condição anterior.")
        elif data.decided_on and data.effective_on < data.decided_on:
            errors.add("effective_on", "A volta não vale antes da decisão.")
        errors.raise_if_any()
        assert decision is not None and data.effective_on is not None and data.decided_on
        changed = session.get(LineVersion, decision.version_id)
        assert changed is not None  # an approval made this version
        replaced = session.scalar(
            select(LineVersion)
            .where(LineVersion.line_id == line.id, LineVersion.number < changed.number)
            .order_by(LineVersion.number.desc())
            .limit(1)
        )
        assert replaced is not None  # the change replaced a version
        before = snapshot(line)
        version = _copy_version(session, ctx, line, replaced, data.effective_on)
        article = cancellation_article(request.kind)
        insert_audited(
            session,
            ctx,
            LineChangeCancellation(
                request_id=request.id,
                decided_on=data.decided_on,
                effective_on=data.effective_on,
                reference=data.reference.strip(),
                reasons=data.reasons.strip(),
                article=article,
                version_id=version.id,
                created_by_id=ctx.actor.user_id,
                created_at=ctx.clock(),
            ),
            "cancel",
        )
        label = change_kind(ctx.office.jurisdiction, request.kind).label
        add_act(
            session,
            ctx,
            line,
            "alteracao_cancelada",
            data.effective_on,
            data.reference.strip(),
            article,
            f"{label}, protocolo {request.protocol}, cancelada: a linha volta à versão "
            f"{replaced.number} ({replaced.roads}, {br_km(replaced.length_km)} km) como versão "
            f"{version.number}. {data.reasons.strip()}",
            version_id=version.id,
        )
        follow_version(line, version, ctx.clock())
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "line",
            line.id,
            "cancel_change",
            before,
            snapshot(line),
            ctx.clock(),
        )
        return change_requests(ctx, line.id, session)
