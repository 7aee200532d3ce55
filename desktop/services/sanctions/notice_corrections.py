"""Correct a formal error of an auto de infração before notification.

A recorded notice is never changed (Res. AGR 105/2017, art. 80 §3; Lei RR 664, art. 76 §3):
a formal error is fixed by a motivated correction record before notification (art. 79
sole §), and the notice as corrected is printed again; after notification the nullity is
declared by decision in the process.
"""

import uuid
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.sanctions import NoticeCorrection, ProcessEvent, SanctionProcess
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.notice_records import (
    CORRECTABLE_FIELDS,
    NoticeDetail,
    load_notice,
    notice_detail,
    print_notice,
)
from desktop.services.sanctions.notices import check_plate, normalize_plate
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


def correct_notice(
    ctx: ServiceContext,
    notice_id: uuid.UUID,
    field: str,
    new_value: str,
    reason: str,
    key_dir: Path | None = None,
) -> NoticeDetail:
    """A motivated correction of a formal error before notification (Res. 105, art. 79
    sole §): a new record pointing at the notice; the corrected notice is printed again."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    errors = FieldErrors()
    rr = ctx.office.jurisdiction == "RR"
    if field not in CORRECTABLE_FIELDS:
        errors.add(
            "field",
            "Este elemento do auto não pode ser corrigido como erro formal; "
            + (
                "o engano é apontado no processo, que segue até a decisão final "
                "(Lei RR 664/2008, art. 76, § 3º)."
                if rr
                else "a nulidade é declarada por decisão (art. 80, § 3º)."
            ),
        )
    errors.add(
        "reason",
        check_required(reason)
        and (
            "A correção deve ser motivada: o engano é apontado expressamente "
            "(Lei RR 664/2008, art. 76, § 3º)."
            if rr
            else "A correção deve ser motivada (Res. AGR 105/2017, art. 79, parágrafo único)."
        ),
    )
    value = new_value.strip()
    if field == "plate":
        errors.add("new_value", check_plate(value, ctx.office.jurisdiction))
        value = normalize_plate(value)
    elif field not in ("line", "description"):
        errors.add("new_value", check_required(value))
    errors.raise_if_any()
    now = ctx.clock()
    with ctx.database.write() as session:
        notice = load_notice(session, notice_id)
        if is_notified(session, notice_id):
            raise Conflict(
                "O auto já foi notificado: erro formal só pode ser corrigido até a notificação "
                "(Res. AGR 105/2017, art. 79, parágrafo único). A nulidade é declarada por "
                "decisão no processo."
            )
        current = getattr(notice_detail(session, notice), field)
        if current == value:
            raise ValidationError({"new_value": "O novo valor é igual ao atual."})
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
        process = session.scalar(
            select(SanctionProcess).where(SanctionProcess.notice_id == notice.id)
        )
        assert process is not None  # every notice opens its process with it
        add_event(
            session,
            ctx,
            process.id,
            "correcao",
            office_today(ctx),
            f"Correção de erro formal ({CORRECTABLE_FIELDS[field]}): {reason.strip()}",
            "Res. AGR 105/2017, art. 79, parágrafo único",
            issued.number,
        )
        return notice_detail(session, notice)
