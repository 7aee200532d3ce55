"""What one transaction reads once (issue 18 §4): the actor's account and the audit chain's
head are read at the first ask of a transaction and kept until it ends — a new transaction
reads them again, so a deactivation still stops the next write (issue 16 §2) and the chain
stays whole across transactions and workstations (issue 16 §3)."""

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import event, select

from desktop.models.audit import AuditEntry
from desktop.models.transaction_memo import keep, per_transaction
from desktop.services.errors import PermissionDenied
from desktop.services.office.audit import record_audit
from desktop.services.office.audit_chain import verify_chain
from desktop.services.office.permissions import Permission, require_in
from desktop.services.office.users import update_user

pytestmark = pytest.mark.postgres


@contextmanager
def statements(database) -> Iterator[list[str]]:
    sent: list[str] = []

    def remember(_connection, _cursor, statement, *_args) -> None:
        sent.append(" ".join(statement.split()))

    event.listen(database.engine, "before_cursor_execute", remember)
    try:
        yield sent
    finally:
        event.remove(database.engine, "before_cursor_execute", remember)


def reads_of_the_account(sent: list[str]) -> int:
    return sum(statement.startswith("SELECT users.active, users.roles") for statement in sent)


def reads_of_the_chain_head(sent: list[str]) -> int:
    return sum("ORDER BY audit_entries.position DESC" in statement for statement in sent)


def test_a_value_is_read_once_per_transaction_and_again_in_the_next(database):
    reads = []

    def read() -> int:
        reads.append(1)
        return len(reads)

    with database.write() as session:
        session.execute(select(1))
        assert per_transaction(session, "value", read) == 1
        assert per_transaction(session, "value", read) == 1
        keep(session, "value", 7)
        assert per_transaction(session, "value", read) == 7
        session.commit()
        session.execute(select(1))
        assert per_transaction(session, "value", read) == 2


def test_an_act_reads_the_account_once_and_the_next_act_reads_it_again(admin_context, context_for):
    clerk = context_for("atendente")
    with statements(clerk.database) as sent, clerk.database.write() as session:
        require_in(session, clerk, Permission.OPERATOR_VIEW)
        for _ in range(3):
            record_audit(session, clerk.actor, "teste", uuid.uuid4(), "create", None, {"x": 1})
    assert reads_of_the_account(sent) == 1
    update_user(admin_context, clerk.actor.user_id, active=False)
    with pytest.raises(PermissionDenied, match="desativada"):
        with clerk.database.write() as session:
            record_audit(session, clerk.actor, "teste", uuid.uuid4(), "create", None, {"x": 2})


def test_entries_of_one_transaction_link_to_each_other_after_one_read_of_the_head(
    admin_context,
):
    ctx = admin_context
    with statements(ctx.database) as sent:
        for entries in (3, 1, 2):
            with ctx.database.write() as session:
                for _ in range(entries):
                    record_audit(session, ctx.actor, "teste", uuid.uuid4(), "create", None, {})
    assert reads_of_the_chain_head(sent) == 3
    with ctx.database.read() as session:
        positions = session.scalars(select(AuditEntry.position).order_by(AuditEntry.position))
        positions = list(positions)
    assert positions == list(range(1, len(positions) + 1))
    report = verify_chain(ctx.database)
    assert report.intact and report.entries == len(positions)
