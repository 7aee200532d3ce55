"""Audit entries: written in the same transaction as the change, JSON-safe, in order."""

import uuid
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from desktop.models.audit import AuditEntry
from desktop.models.numbering import DocumentCounter
from desktop.services.office.audit import json_value, record_audit, snapshot
from desktop.services.office.audit_records import history

pytestmark = pytest.mark.postgres


def test_json_value_serialises_dates_money_ids_and_sets():
    record_id = uuid.UUID("12345678-1234-5678-1234-567812345678")
    value = {
        "dia": date(2026, 3, 1),
        "quando": datetime(2026, 3, 1, 12, 0, tzinfo=UTC),
        "multa": Decimal("1234.50"),
        "id": record_id,
        "perfis": frozenset({"fiscal", "analista"}),
        "lista": (1, "a"),
        "nada": None,
    }
    assert json_value(value) == {
        "dia": "2026-03-01",
        "quando": "2026-03-01T12:00:00+00:00",
        "multa": "1234.50",
        "id": "12345678-1234-5678-1234-567812345678",
        "perfis": ["analista", "fiscal"],
        "lista": [1, "a"],
        "nada": None,
    }


def test_entries_come_back_in_order_with_who_and_what(admin_context):
    record_id = uuid.uuid4()
    actor = admin_context.actor
    with admin_context.database.write() as session:
        counter = DocumentCounter(office_code="GYN", kind="crc", year=2026, last_number=0)
        session.add(counter)
        session.flush()
        record_audit(session, actor, "counter", record_id, "create", None, snapshot(counter))
    with admin_context.database.write() as session:
        before = snapshot(counter)
        record_audit(
            session, actor, "counter", record_id, "update", before, before | {"last_number": 5}
        )
    records = history(admin_context, "counter", record_id)
    assert [r.action for r in records] == ["create", "update"]
    assert records[0].before is None and records[0].after["kind"] == "crc"
    assert records[1].after["last_number"] == 5
    assert records[1].username == "admin"
    assert records[1].display_name == "Administradora do Escritório"
    assert records[0].at <= records[1].at and records[1].at.tzinfo is not None
    assert history(admin_context, "counter", uuid.uuid4()) == []


def test_entry_is_rolled_back_with_the_change(admin_context):
    database = admin_context.database
    with database.read() as session:
        before = session.scalar(select(func.count()).select_from(AuditEntry))
    with pytest.raises(RuntimeError):
        with database.write() as session:
            record_audit(session, admin_context.actor, "x", uuid.uuid4(), "create", None, {})
            session.flush()
            raise RuntimeError("falhou depois de auditar")
    with database.read() as session:
        assert session.scalar(select(func.count()).select_from(AuditEntry)) == before


def test_entries_at_the_same_instant_keep_their_order(admin_context):
    record_id = uuid.uuid4()
    instant = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
    actions = ["create", "update", "approve", "print", "annul"]
    with admin_context.database.write() as session:
        for action in actions[:3]:
            record_audit(session, admin_context.actor, "x", record_id, action, None, {}, instant)
    for action in actions[3:]:
        with admin_context.database.write() as session:
            record_audit(session, admin_context.actor, "x", record_id, action, None, {}, instant)
    assert [r.action for r in history(admin_context, "x", record_id)] == actions
