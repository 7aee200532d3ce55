"""Users: argon2id login, lockout, management by administrators, permissions, audit."""

from datetime import timedelta

import pytest
from argon2 import Type, extract_parameters

from desktop.models.users import User
from desktop.services.errors import AuthenticationFailed, PermissionDenied, ValidationError
from desktop.services.office import users
from desktop.services.office.audit_records import history
from desktop.services.office.users import (
    LOCKOUT_DURATION,
    MAX_FAILED_ATTEMPTS,
    NewUser,
    authenticate,
    change_own_password,
    create_user,
    reset_password,
    update_user,
)
from desktop.services.office.users_records import list_users
from tests.conftest import TEST_PASSWORD

pytestmark = pytest.mark.postgres


def stored_user(database, username):
    with database.read() as session:
        return session.query(User).filter_by(username=username).one()


def test_the_application_hashes_with_argon2id_at_the_recommended_cost(
    cheap_password_hashing, monkeypatch
):
    """The suite hashes at the cheapest cost (tests/conftest.py); the application keeps the
    RFC 9106 low-memory profile: 3 passes over 64 MiB in 4 lanes, 32-byte hash, 16-byte salt."""
    monkeypatch.setattr(users, "PASSWORD_HASHER", cheap_password_hashing)
    hashed = users.hash_password(TEST_PASSWORD)
    parameters = extract_parameters(hashed)
    assert parameters.type is Type.ID
    assert (parameters.time_cost, parameters.memory_cost, parameters.parallelism) == (3, 65536, 4)
    assert (parameters.hash_len, parameters.salt_len) == (32, 16)
    assert users.PASSWORD_HASHER.verify(hashed, TEST_PASSWORD)
    assert not users.PASSWORD_HASHER.check_needs_rehash(hashed)


def test_first_administrator_logs_in_and_hash_is_argon2id(admin_context):
    actor = authenticate(admin_context.database, "admin", TEST_PASSWORD)
    assert actor.username == "admin"
    assert actor.roles == frozenset({"administrador"})
    user = stored_user(admin_context.database, "admin")
    assert extract_parameters(user.password_hash).type is Type.ID
    assert TEST_PASSWORD not in user.password_hash
    assert user.created_by_id == user.id
    assert user.last_login_at is not None


def test_username_is_case_insensitive_and_trimmed(admin_context):
    assert authenticate(admin_context.database, "  ADMIN ", TEST_PASSWORD).username == "admin"


def test_wrong_password_and_unknown_user_get_the_same_message(admin_context):
    with pytest.raises(AuthenticationFailed) as wrong:
        authenticate(admin_context.database, "admin", "senha-errada")
    with pytest.raises(AuthenticationFailed) as unknown:
        authenticate(admin_context.database, "ninguem", "senha-errada")
    assert wrong.value.message == unknown.value.message == "Usuário ou senha incorretos."


def test_lockout_after_five_failures_for_fifteen_minutes(admin_context):
    database = admin_context.database
    start = admin_context.clock()
    for attempt in range(MAX_FAILED_ATTEMPTS - 1):
        with pytest.raises(AuthenticationFailed, match="incorretos"):
            authenticate(database, "admin", f"errada-{attempt}", now=start)
    with pytest.raises(AuthenticationFailed, match="bloqueado após 5 tentativas") as locked:
        authenticate(database, "admin", "errada-final", now=start)
    assert "15 minuto" in locked.value.message
    with pytest.raises(AuthenticationFailed, match="bloqueado.*10 minuto"):
        authenticate(database, "admin", TEST_PASSWORD, now=start + timedelta(minutes=5))
    assert stored_user(database, "admin").locked_until == start + LOCKOUT_DURATION
    after = start + LOCKOUT_DURATION + timedelta(seconds=1)
    assert authenticate(database, "admin", TEST_PASSWORD, now=after).username == "admin"
    user = stored_user(database, "admin")
    assert user.locked_until is None and user.failed_attempts == 0


def test_success_resets_the_failure_count(admin_context):
    database = admin_context.database
    for attempt in range(MAX_FAILED_ATTEMPTS - 1):
        with pytest.raises(AuthenticationFailed):
            authenticate(database, "admin", f"errada-{attempt}")
    authenticate(database, "admin", TEST_PASSWORD)
    with pytest.raises(AuthenticationFailed, match="incorretos"):
        authenticate(database, "admin", "errada-de-novo")
    assert stored_user(database, "admin").failed_attempts == 1


def test_reset_password_lifts_the_lockout(admin_context, context_for):
    clerk = context_for("atendente")
    for attempt in range(MAX_FAILED_ATTEMPTS):
        with pytest.raises(AuthenticationFailed):
            authenticate(admin_context.database, clerk.actor.username, f"errada-{attempt}")
    reset_password(admin_context, clerk.actor.user_id, "nova-senha-123")
    actor = authenticate(admin_context.database, clerk.actor.username, "nova-senha-123")
    assert actor.user_id == clerk.actor.user_id


def test_create_user_validates_every_field_and_stores_nothing(admin_context):
    with pytest.raises(ValidationError) as error:
        create_user(admin_context, NewUser("a", " ", "curta", frozenset({"chefe"})))
    assert set(error.value.field_errors) == {"username", "display_name", "password", "roles"}
    assert "8 caracteres" in error.value.field_errors["password"]
    assert [user.username for user in list_users(admin_context)] == ["admin"]


def test_duplicate_username_is_refused(admin_context):
    create_user(admin_context, NewUser("maria", "Maria", TEST_PASSWORD, frozenset({"analista"})))
    with pytest.raises(ValidationError) as error:
        create_user(admin_context, NewUser("Maria", "Outra", TEST_PASSWORD, frozenset({"fiscal"})))
    assert error.value.field_errors == {"username": "Já existe um usuário com este nome."}


def test_created_user_records_its_creator_and_audit(admin_context):
    info = create_user(
        admin_context, NewUser("joao", "João Silva", TEST_PASSWORD, frozenset({"fiscal"}))
    )
    assert info.created_by_id == admin_context.actor.user_id
    [entry] = history(admin_context, "user", info.id)
    assert (entry.username, entry.action, entry.before) == ("admin", "create", None)
    assert entry.after["username"] == "joao"
    assert entry.after["roles"] == "fiscal"
    assert "password_hash" not in entry.after


def test_only_administrators_manage_users(context_for):
    clerk = context_for("atendente", "analista")
    with pytest.raises(PermissionDenied) as denied:
        create_user(clerk, NewUser("pedro", "Pedro", TEST_PASSWORD, frozenset({"fiscal"})))
    assert denied.value.message == (
        "Você não tem permissão para gerenciar usuários. "
        "Esta ação é permitida aos perfis: Administrador."
    )
    with pytest.raises(PermissionDenied):
        list_users(clerk)
    with pytest.raises(PermissionDenied):
        reset_password(clerk, clerk.actor.user_id, "outra-senha-1")


def test_update_roles_and_deactivate_with_audit(admin_context, context_for):
    inspector = context_for("fiscal")
    updated = update_user(
        admin_context, inspector.actor.user_id, roles=frozenset({"fiscal", "julgador"})
    )
    assert updated.roles == frozenset({"fiscal", "julgador"})
    update_user(admin_context, inspector.actor.user_id, active=False)
    with pytest.raises(AuthenticationFailed, match="desativado"):
        authenticate(admin_context.database, inspector.actor.username, TEST_PASSWORD)
    actions = [e.action for e in history(admin_context, "user", inspector.actor.user_id)]
    assert actions == ["create", "update", "update"]
    last = history(admin_context, "user", inspector.actor.user_id)[-1]
    assert (last.before["active"], last.after["active"]) == (True, False)


def test_last_active_administrator_cannot_be_removed(admin_context, context_for):
    admin_id = admin_context.actor.user_id
    with pytest.raises(ValidationError) as error:
        update_user(admin_context, admin_id, active=False)
    assert "pelo menos um administrador" in error.value.field_errors["active"]
    with pytest.raises(ValidationError):
        update_user(admin_context, admin_id, roles=frozenset({"fiscal"}))
    other = context_for("administrador")
    update_user(other, admin_id, roles=frozenset({"fiscal"}))
    assert stored_user(admin_context.database, "admin").roles == "fiscal"


def test_change_own_password_checks_the_current_one(context_for):
    clerk = context_for("atendente")
    with pytest.raises(ValidationError) as error:
        change_own_password(clerk, "nao-e-ela", "outra")
    assert set(error.value.field_errors) == {"current_password", "new_password"}
    change_own_password(clerk, TEST_PASSWORD, "nova-senha-456")
    assert authenticate(clerk.database, clerk.actor.username, "nova-senha-456")
