"""The drafts service (issue 17 §5): one draft per user, form and record, replaced on each
save; a user sees only their own; a draft goes when its form is saved or discarded, and
every draft older than 30 days goes at the next listing (personal data typed and never
saved is not kept)."""

import dataclasses
import uuid
from datetime import timedelta

import pytest

from desktop.models.base import utc_now
from desktop.models.drafts import DRAFT_DAYS, Draft
from desktop.services.office.drafts import delete_draft, discard_draft, list_drafts, save_draft
from tests.factories.reading import count

pytestmark = pytest.mark.postgres


def later(ctx, days: float):
    moment = utc_now() + timedelta(days=days)
    return dataclasses.replace(ctx, clock=lambda: moment)


def rows(ctx) -> int:
    return count(ctx.database, Draft)


def test_a_draft_is_replaced_and_belongs_to_its_user(admin_context, context_for):
    save_draft(admin_context, "vehicles", None, "Novo veículo", {"plate": "BRA2E19"})
    save_draft(admin_context, "vehicles", None, "Novo veículo", {"plate": "BRA2E19", "seats": 46})
    record = uuid.uuid4()
    save_draft(admin_context, "vehicles", record, "BRA2E19 — Scania", {"make": "Scania"})
    drafts = list_drafts(admin_context)
    assert rows(admin_context) == 2
    assert {(draft.record_id, tuple(draft.values.items())) for draft in drafts} == {
        (None, (("plate", "BRA2E19"), ("seats", 46))),
        (record, (("make", "Scania"),)),
    }
    clerk = context_for("atendente")
    assert list_drafts(clerk) == []
    discard_draft(clerk, drafts[0].id)
    assert rows(admin_context) == 2

    delete_draft(admin_context, "vehicles", None)
    assert [draft.record_id for draft in list_drafts(admin_context)] == [record]
    discard_draft(admin_context, list_drafts(admin_context)[0].id)
    assert rows(admin_context) == 0


def test_drafts_older_than_30_days_are_deleted_for_everyone(admin_context, context_for):
    clerk = context_for("atendente")
    save_draft(admin_context, "operators", None, "Novo operador", {"legal_name": "Viação"})
    save_draft(later(clerk, 2), "lines", None, "Nova linha", {"code": "GO-001"})
    assert DRAFT_DAYS == 30
    assert [draft.form for draft in list_drafts(later(clerk, DRAFT_DAYS - 1))] == ["lines"]
    assert rows(admin_context) == 2
    # Day 31: the administrator's draft goes, though another user listed hers.
    assert [draft.form for draft in list_drafts(later(clerk, DRAFT_DAYS + 1))] == ["lines"]
    assert rows(admin_context) == 1
    assert list_drafts(later(admin_context, DRAFT_DAYS + 3)) == []
    assert rows(admin_context) == 0
