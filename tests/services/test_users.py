"""Users: argon2id login, lockout, management by administrators, permissions, audit."""

from datetime import timedelta

import pytest
from argon2 import PasswordHasher, Type, extract_parameters, profiles

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


def test_the_application_hashes_with_argon2id_at_owasps_minimum(
    cheap_password_hashing, monkeypatch
):
    """The suite hashes at the cheapest cost (tests/conftest.py); the application hashes at
    OWASP's first minimum for argon2id: 2 passes over 19 MiB in 1 lane, 32-byte hash, 16-byte
    salt (issue 18 §2: the sign-in no longer takes both cores of a two-core workstation)."""
    monkeypatch.setattr(users, "PASSWORD_HASHER", cheap_password_hashing)
    hashed = users.hash_password(TEST_PASSWORD)
    parameters = extract_parameters(hashed)
    assert parameters.type is Type.ID
    assert (parameters.time_cost, parameters.memory_cost, parameters.parallelism) == (2, 19456, 1)
    assert (parameters.hash_len, parameters.salt_len) == (32, 16)
    assert users.PASSWORD_HASHER.verify(hashed, TEST_PASSWORD)
    assert not users.PASSWORD_HASHER.check_needs_rehash(hashed)


def store_password_hash(database, username, password_hash):
    with database.write() as session:
        session.query(User).filter_by(username=username).one().password_hash = password_hash


def test_a_hash_of_the_old_parameters_signs_in_and_is_made_again_at_the_new(
    admin_context, cheap_password_hashing, monkeypatch
):
    """A hash stored before 8 Dec 2026, at RFC 9106's second recommended option (64 MiB, 3
    passes, 4 lanes), still signs in; a wrong password leaves it as it is, and the right one
    has it made again at the application's parameters, in the sign-in's own transaction and
    audited beside the sign-in."""
    monkeypatch.setattr(users, "PASSWORD_HASHER", cheap_password_hashing)
    database = admin_context.database
    old_hash = PasswordHasher.from_parameters(profiles.RFC_9106_LOW_MEMORY).hash(TEST_PASSWORD)
    store_password_hash(database, "admin", old_hash)

    with pytest.raises(AuthenticationFailed, match="incorretos"):
        authenticate(database, "admin", "senha-errada")
    assert stored_user(database, "admin").password_hash == old_hash

    authenticate(database, "admin", TEST_PASSWORD)
    new_hash = stored_user(database, "admin").password_hash
    parameters = extract_parameters(new_hash)
    assert (parameters.time_cost, parameters.memory_cost, parameters.parallelism) == (2, 19456, 1)
    assert users.PASSWORD_HASHER.verify(new_hash, TEST_PASSWORD)
    entries = history(admin_context, "user", admin_context.actor.user_id)
    assert [entry.action for entry in entries[-3:]] == ["login_failed", "login", "rehash_password"]
    assert entries[-1].before == {"password_parameters": "argon2id m=65536,t=3,p=4"}
    assert entries[-1].after == {"password_parameters": "argon2id m=19456,t=2,p=1"}
    assert old_hash not in str(entries[-1].before) + str(entries[-1].after)

    authenticate(database, "admin", TEST_PASSWORD)
    assert stored_user(database, "admin").password_hash == new_hash
    assert history(admin_context, "user", admin_context.actor.user_id)[-1].action == "login"


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
