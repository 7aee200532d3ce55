"""Permissions that take effect now (issue 16 §2): the account and its roles are read again
at every action and inside every write, and failed logins are counted without losing one
to a parallel attempt."""

import threading
import uuid

import pytest
from sqlalchemy import func, select

from desktop.models.audit import AuditEntry
from desktop.models.users import User
from desktop.services.errors import AuthenticationFailed, PermissionDenied
from desktop.services.office.audit import record_audit
from desktop.services.office.permissions import DEACTIVATED
from desktop.services.office.users import (
    MAX_FAILED_ATTEMPTS,
    NewUser,
    authenticate,
    create_user,
    update_user,
)
from desktop.services.office.users_records import list_users
from tests.conftest import TEST_PASSWORD
from tests.factories.reading import count

pytestmark = pytest.mark.postgres


def user_count(database) -> int:
    return count(database, User)


def new_user(username: str) -> NewUser:
    return NewUser(username, f"Usuária {username}", TEST_PASSWORD, frozenset({"atendente"}))


def test_a_deactivated_account_is_refused_at_its_next_action(admin_context, context_for):
    deputy = context_for("administrador")
    create_user(deputy, new_user("antes"))
    update_user(admin_context, deputy.actor.user_id, active=False)
    before = user_count(admin_context.database)
    with pytest.raises(PermissionDenied) as refused:
        create_user(deputy, new_user("depois"))
    assert refused.value.message == DEACTIVATED
    with pytest.raises(PermissionDenied, match="desativada"):
        list_users(deputy)
    assert user_count(admin_context.database) == before


def test_a_role_taken_away_is_refused_without_logging_out(admin_context, context_for):
    deputy = context_for("administrador")
    assert deputy.actor.roles == frozenset({"administrador"})  # as it was at login
    update_user(admin_context, deputy.actor.user_id, roles=frozenset({"fiscal"}))
    with pytest.raises(PermissionDenied, match="gerenciar usuários.*Administrador"):
        create_user(deputy, new_user("novo"))
    update_user(admin_context, deputy.actor.user_id, roles=frozenset({"administrador"}))
    assert create_user(deputy, new_user("novo")).username == "novo"


def test_a_deactivation_after_the_check_still_stops_the_write(admin_context, context_for):
    """The check before the write has passed; the account is deactivated before the write
    commits: the write's own transaction reads the account again and nothing is stored."""
    clerk = context_for("atendente")
    update_user(admin_context, clerk.actor.user_id, active=False)
    entity_id = uuid.uuid4()
    with pytest.raises(PermissionDenied, match="desativada"):
        with admin_context.database.write() as session:
            record_audit(session, clerk.actor, "teste", entity_id, "create", None, {"x": 1})
    with admin_context.database.read() as session:
        stored = session.scalar(
            select(func.count()).select_from(AuditEntry).where(AuditEntry.entity_id == entity_id)
        )
    assert stored == 0


def test_a_deactivated_account_does_not_tell_whether_the_password_was_right(
    admin_context, context_for
):
    clerk = context_for("atendente")
    update_user(admin_context, clerk.actor.user_id, active=False)
    database = admin_context.database
    with pytest.raises(AuthenticationFailed) as right:
        authenticate(database, clerk.actor.username, TEST_PASSWORD)
    with pytest.raises(AuthenticationFailed) as wrong:
        authenticate(database, clerk.actor.username, "senha-errada")
    assert right.value.message == wrong.value.message
    assert "desativado" in right.value.message


def test_parallel_wrong_passwords_lose_no_failure(admin_context, context_for):
    """Five attempts at once must lock the account as five in a row do: with the count read
    and written back in Python, parallel attempts overwrote each other's increments."""
    clerk = context_for("atendente")
    database = admin_context.database
    start = threading.Barrier(MAX_FAILED_ATTEMPTS)
    messages: list[str] = []

    def attempt(number: int) -> None:
        start.wait()
        try:
            authenticate(database, clerk.actor.username, f"errada-{number}")
        except AuthenticationFailed as failure:
            messages.append(failure.message)

    threads = [
        threading.Thread(target=attempt, args=(number,)) for number in range(MAX_FAILED_ATTEMPTS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(messages) == MAX_FAILED_ATTEMPTS
    assert sum("bloqueado" in message for message in messages) == 1
    with database.read() as session:
        user = session.get(User, clerk.actor.user_id)
        assert user is not None and user.locked_until is not None
        actions = session.scalars(
            select(AuditEntry.action).where(AuditEntry.entity_id == clerk.actor.user_id)
        ).all()
    assert sorted(actions).count("login_failed") == MAX_FAILED_ATTEMPTS - 1
    assert "locked" in actions


def test_an_administrator_may_deactivate_their_own_account(admin_context, context_for):
    deputy = context_for("administrador")
    update_user(deputy, deputy.actor.user_id, active=False)
    with pytest.raises(PermissionDenied, match="desativada"):
        list_users(deputy)
    assert not {user.username: user for user in list_users(admin_context)}[
        deputy.actor.username
    ].active
