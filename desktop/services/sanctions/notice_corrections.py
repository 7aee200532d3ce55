"""Correct a formal error of an auto de infração.

A recorded notice is never changed (Res. AGR 105/2017, art. 80 §3; Lei RR 664, art. 76 §3):
a formal error is fixed by a motivated correction record, and the notice as corrected is
printed again. What may be corrected and until when is each state's law
(`desktop.rules.notice_corrections`): in Goiás until the notification (art. 79 sole §); in
Roraima the error is pointed out whenever a servant notices it (art. 76 §3).
"""

import uuid
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import NoticeCorrection, ProcessEvent, SanctionProcess
from desktop.rules.choices import ProcessStage
from desktop.rules.errors import RulesError
from desktop.rules.notice_corrections import formal_correction, reason_required
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import (
    NoticeDetail,
    load_notice,
    notice_detail,
    print_notice,
)
from desktop.services.sanctions.notices import check_plate, check_role, normalize_plate
from desktop.services.sanctions.process_events import add_event
from desktop.services.validation import FieldErrors, check_required


def is_notified(session: Session, notice_id: uuid.UUID) -> bool:
    return (
        session.scalar(
            select(ProcessEvent.id)
            .join(SanctionProcess, SanctionProcess.id == ProcessEvent.process_id)
            .where(SanctionProcess.notice_id == notice_id, ProcessEvent.kind == "notificacao")
            .limit(1)
        )
        is not None
    )


def _process(session: Session, notice_id: uuid.UUID) -> SanctionProcess:
    process = session.scalar(select(SanctionProcess).where(SanctionProcess.notice_id == notice_id))
    assert process is not None  # every notice opens its process with it
    return process


def correct_notice(
    ctx: ServiceContext,
    notice_id: uuid.UUID,
    field: str,
    new_value: str,
    reason: str,
    key_dir: Path | None = None,
) -> NoticeDetail:
    """A motivated correction of a formal error (GO Res. 105, art. 79 sole §; RR Lei 664,
    art. 76 §3): a new record pointing at the notice; the corrected notice is printed
    again."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    jurisdiction = ctx.office.jurisdiction
    try:
        formal_correction(jurisdiction, field, notified=False)
    except RulesError as error:
        errors.add(error.field, error.sentence)
    errors.add("reason", check_required(reason) and reason_required(jurisdiction))
    value = new_value.strip()
    # The role is chosen from its own list ("new_role"); every other value is typed.
    value_field = "new_role" if field == "responsible_role" else "new_value"
    if field == "plate":
        errors.add("new_value", check_plate(value, ctx.office.jurisdiction))
        value = normalize_plate(value)
    elif field == "responsible_role":
        errors.add(value_field, check_role(value, ctx.office.jurisdiction))
    elif field not in ("line", "description"):
        errors.add("new_value", check_required(value))
    errors.raise_if_any()
    now = ctx.clock()
    with ctx.database.write() as session:
        notice = load_notice(session, notice_id)
        try:
            correction = formal_correction(
                jurisdiction,
                field,
                is_notified(session, notice_id),
                closed=_process(session, notice_id).stage == ProcessStage.ENCERRADO,
            )
        except RulesError as error:
            raise Conflict(error.sentence) from error
        current = getattr(notice_detail(session, notice), field)
        if current == value:
            raise ValidationError({value_field: "O novo valor é igual ao atual."})
        row = NoticeCorrection(
            notice_id=notice.id,
            field=field,
            old_value=str(current),
            new_value=value,
            reason=reason.strip(),
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(row)
        session.flush()
        record_audit(
            session, ctx.actor, "infraction_notice", notice.id, "correct", None, snapshot(row), now
        )
        issued = print_notice(session, ctx, notice, key_dir)
        add_event(
            session,
            ctx,
            _process(session, notice.id).id,
            "correcao",
            office_today(ctx),
            f"Correção de erro formal ({correction.label}): {reason.strip()}",
            correction.article,
            issued.number,
        )
        return notice_detail(session, notice)
