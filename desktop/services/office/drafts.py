"""The drafts of the forms a user is typing (issue 17 §5; `desktop.models.drafts`).

Every call concerns the drafts of the signed-in user in this office only. A draft is not a
legal record: no permission, audit or validation applies, and its rows are deleted.
"""

import json
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from desktop.models.drafts import DRAFT_DAYS, Draft
from desktop.services.context import ServiceContext


@dataclass(frozen=True)
class DraftInfo:
    id: uuid.UUID
    form: str
    record_id: uuid.UUID | None
    title: str
    values: dict[str, Any]
    saved_at: datetime


def _mine(ctx: ServiceContext):
    return (Draft.user_id == ctx.actor.user_id, Draft.office_code == ctx.office.code)


def _of_form(ctx: ServiceContext, form: str, record_id: uuid.UUID | None):
    same_record = Draft.record_id.is_(None) if record_id is None else Draft.record_id == record_id
    return (*_mine(ctx), Draft.form == form, same_record)


def save_draft(
    ctx: ServiceContext,
    form: str,
    record_id: uuid.UUID | None,
    title: str,
    values: dict[str, Any],
) -> None:
    """Keeps `values` as the draft of this form and record, replacing the one before."""
    with ctx.database.write() as session:
        draft = session.scalar(select(Draft).where(*_of_form(ctx, form, record_id)))
        if draft is None:
            draft = Draft(
                user_id=ctx.actor.user_id,
                office_code=ctx.office.code,
                form=form,
                record_id=record_id,
            )
            session.add(draft)
        draft.title = title[:200]
        draft.values_json = json.dumps(values, ensure_ascii=False)
        draft.saved_at = ctx.clock()


def delete_draft(ctx: ServiceContext, form: str, record_id: uuid.UUID | None) -> None:
    """The form was saved or its changes discarded: its draft goes."""
    with ctx.database.write() as session:
        session.execute(delete(Draft).where(*_of_form(ctx, form, record_id)))


def discard_draft(ctx: ServiceContext, draft_id: uuid.UUID) -> None:
    with ctx.database.write() as session:
        session.execute(delete(Draft).where(Draft.id == draft_id, *_mine(ctx)))


def _delete_old(session: Session, now: datetime) -> None:
    session.execute(delete(Draft).where(Draft.saved_at < now - timedelta(days=DRAFT_DAYS)))


def list_drafts(ctx: ServiceContext) -> list[DraftInfo]:
    """The user's drafts, the newest first, after deleting every draft of this database
    older than `DRAFT_DAYS` days (whoever typed it)."""
    with ctx.database.write() as session:
        _delete_old(session, ctx.clock())
        drafts = session.scalars(
            select(Draft).where(*_mine(ctx)).order_by(Draft.saved_at.desc())
        ).all()
        return [
            DraftInfo(
                draft.id,
                draft.form,
                draft.record_id,
                draft.title,
                json.loads(draft.values_json),
                draft.saved_at,
            )
            for draft in drafts
        ]
