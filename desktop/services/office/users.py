"""User accounts: login with argon2id hashes and lockout, and their management by admins."""

import re
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache

from argon2 import PasswordHasher, extract_parameters
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.users import User
from desktop.services.context import Actor, ServiceContext
from desktop.services.errors import AuthenticationFailed, NotFound, ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, Role, require
from desktop.services.office.users_records import UserInfo, user_info

MIN_PASSWORD_LENGTH = 8
MAX_FAILED_ATTEMPTS = 5
LOCKOUT_DURATION = timedelta(minutes=15)
USERNAME_PATTERN = re.compile(r"[a-z0-9][a-z0-9._-]{2,63}")
AUDIT_EXCLUDED = frozenset({"password_hash"})
WRONG_CREDENTIALS = "Usuário ou senha incorretos."

# argon2id at OWASP's first minimum (Password Storage Cheat Sheet: 19 MiB, two passes, one
# lane), tuned as RFC 9106 §4 lets a deployment tune it. The database is the office's own (its
# disk or its server) and MAX_FAILED_ATTEMPTS bounds guessing through the login; a copied
# database costs an attacker 19 MiB and two passes a guess. RFC 9106's second recommended
# option (64 MiB, three passes, four lanes: the library's default, used until 8 Dec 2026) took
# both cores of a two-core workstation for 0.12 s at every sign-in (issue 18 §2). Hashes made
# with other parameters are made again at their account's next sign-in (`_record_success`).
PASSWORD_HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


@dataclass(frozen=True)
class NewUser:
    username: str
    display_name: str
    password: str
    roles: frozenset[str]


def hash_password(password: str) -> str:
    return PASSWORD_HASHER.hash(password)


@cache
def _unknown_user_hash() -> str:
    return PASSWORD_HASHER.hash("balcao-unknown-user")


def _password_matches(password_hash: str, password: str) -> bool:
    try:
        return PASSWORD_HASHER.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def normalize_username(username: str) -> str:
    return username.strip().lower()


def password_error(password: str) -> str | None:
    if len(password) < MIN_PASSWORD_LENGTH:
        return f"A senha deve ter pelo menos {MIN_PASSWORD_LENGTH} caracteres."
    if not password.strip():
        return "A senha não pode ser só de espaços."
    return None


def username_error(username: str) -> str | None:
    if not USERNAME_PATTERN.fullmatch(username):
        return (
            "O nome de usuário deve ter de 3 a 64 caracteres: letras minúsculas sem acento, "
            "números, ponto, hífen ou sublinhado."
        )
    return None


def roles_error(roles: frozenset[str]) -> str | None:
    known = {role.value for role in Role}
    if not roles:
        return "Escolha pelo menos um perfil."
    unknown = sorted(roles - known)
    if unknown:
        return f"Perfil desconhecido: {', '.join(unknown)}."
    return None


def new_user_errors(new_user: NewUser, prefix: str = "") -> dict[str, str]:
    """Field errors of a new account (field names with `prefix`), empty when valid."""
    errors = {
        "username": username_error(normalize_username(new_user.username)),
        "display_name": None if new_user.display_name.strip() else "Informe o nome completo.",
        "password": password_error(new_user.password),
        "roles": roles_error(frozenset(new_user.roles)),
    }
    return {prefix + field: message for field, message in errors.items() if message}


def actor_of(user: User) -> Actor:
    return Actor(user.id, user.username, user.display_name, user.role_names)


def add_user(
    session: Session, new_user: NewUser, created_by_id: uuid.UUID | None, now: datetime
) -> User:
    """Inserts a validated account; `created_by_id=None` for the first administrator, who
    is recorded as created by itself."""
    username = normalize_username(new_user.username)
    if session.scalar(select(User.id).where(User.username == username)) is not None:
        raise ValidationError({"username": "Já existe um usuário com este nome."})
    user_id = uuid.uuid4()
    user = User(
        id=user_id,
        username=username,
        display_name=new_user.display_name.strip(),
        password_hash=hash_password(new_user.password),
        roles=" ".join(sorted(new_user.roles)),
        active=True,
        failed_attempts=0,
        created_at=now,
        created_by_id=created_by_id or user_id,
        password_changed_at=now,
    )
    session.add(user)
    session.flush()
    return user


def authenticate(
    database: Database, username: str, password: str, now: datetime | None = None
) -> Actor:
    """The Actor for a correct password; AuthenticationFailed otherwise. After
    MAX_FAILED_ATTEMPTS wrong passwords in a row the account is locked for
    LOCKOUT_DURATION. An unknown user costs the same hash verification as a known one."""
    now = now or utc_now()
    failure: str | None = None
    with database.write() as session:
        # The row stays locked until the commit (PostgreSQL; SQLite's write transaction
        # already excludes other writers), so parallel attempts cannot lose a failure.
        user = session.scalar(
            select(User).where(User.username == normalize_username(username)).with_for_update()
        )
        if user is None:
            _password_matches(_unknown_user_hash(), password)
            failure = WRONG_CREDENTIALS
        elif not user.active:
            # The same answer and the same cost whatever the password: a deactivated
            # account does not tell whether the password was right.
            _password_matches(_unknown_user_hash(), password)
            failure = "Este usuário está desativado. Procure o administrador do escritório."
        elif user.locked_until is not None and user.locked_until > now:
            _password_matches(_unknown_user_hash(), password)
            failure = _locked_message(user.locked_until, now)
        elif not _password_matches(user.password_hash, password):
            failure = _record_failure(session, user, now)
        else:
            _record_success(session, user, password, now)
            return actor_of(user)
    raise AuthenticationFailed(failure)


def _locked_message(locked_until: datetime, now: datetime) -> str:
    minutes = max(1, -(-int((locked_until - now).total_seconds()) // 60))
    return (
        f"Usuário bloqueado após {MAX_FAILED_ATTEMPTS} tentativas com senha errada. "
        f"Tente de novo em {minutes} minuto(s) ou peça ao administrador para redefinir a senha."
    )


def _record_failure(session: Session, user: User, now: datetime) -> str:
    user.failed_attempts += 1
    actor = actor_of(user)
    if user.failed_attempts < MAX_FAILED_ATTEMPTS:
        record_audit(session, actor, "user", user.id, "login_failed", None, None, at=now)
        return WRONG_CREDENTIALS
    user.failed_attempts = 0
    user.locked_until = now + LOCKOUT_DURATION
    record_audit(
        session, actor, "user", user.id, "locked", None, {"locked_until": user.locked_until}, now
    )
    return _locked_message(user.locked_until, now)


def _record_success(session: Session, user: User, password: str, now: datetime) -> None:
    user.failed_attempts = 0
    user.locked_until = None
    user.last_login_at = now
    actor = actor_of(user)
    record_audit(session, actor, "user", user.id, "login", None, None, at=now)
    if PASSWORD_HASHER.check_needs_rehash(user.password_hash):
        before = {"password_parameters": _parameters(user.password_hash)}
        user.password_hash = hash_password(password)
        after = {"password_parameters": _parameters(user.password_hash)}
        record_audit(session, actor, "user", user.id, "rehash_password", before, after, at=now)


def _parameters(password_hash: str) -> str:
    """The hash's cost, never the hash: "argon2id m=19456,t=2,p=1"."""
    parameters = extract_parameters(password_hash)
    return (
        f"argon2{parameters.type.name.lower()} m={parameters.memory_cost},"
        f"t={parameters.time_cost},p={parameters.parallelism}"
    )


def create_user(ctx: ServiceContext, new_user: NewUser) -> UserInfo:
    require(ctx, Permission.USER_MANAGE)
    errors = new_user_errors(new_user)
    if errors:
        raise ValidationError(errors)
    now = ctx.clock()
    with ctx.database.write() as session:
        user = add_user(session, new_user, ctx.actor.user_id, now)
        record_audit(
            session,
            ctx.actor,
            "user",
            user.id,
            "create",
            None,
            snapshot(user, AUDIT_EXCLUDED),
            now,
        )
        return user_info(user)


def _get_user(session: Session, user_id: uuid.UUID) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise NotFound("Usuário não encontrado.")
    return user


def _other_active_administrators(session: Session, user_id: uuid.UUID) -> int:
    others = session.scalars(select(User).where(User.active, User.id != user_id))
    return sum(1 for user in others if Role.ADMINISTRADOR.value in user.role_names)


def update_user(
    ctx: ServiceContext,
    user_id: uuid.UUID,
    display_name: str | None = None,
    roles: frozenset[str] | None = None,
    active: bool | None = None,
) -> UserInfo:
    """Changes name, roles or the active flag. The last active administrator stays one."""
    require(ctx, Permission.USER_MANAGE)
    errors: dict[str, str] = {}
    if display_name is not None and not display_name.strip():
        errors["display_name"] = "Informe o nome completo."
    if roles is not None and (message := roles_error(frozenset(roles))):
        errors["roles"] = message
    if errors:
        raise ValidationError(errors)
    now = ctx.clock()
    with ctx.database.write() as session:
        user = _get_user(session, user_id)
        before = snapshot(user, AUDIT_EXCLUDED)
        stays_admin = (active if active is not None else user.active) and (
            Role.ADMINISTRADOR.value in (roles if roles is not None else user.role_names)
        )
        if not stays_admin and _other_active_administrators(session, user.id) == 0:
            field = "active" if active is False else "roles"
            raise ValidationError(
                {field: "O escritório precisa de pelo menos um administrador ativo."}
            )
        if display_name is not None:
            user.display_name = display_name.strip()
        if roles is not None:
            user.roles = " ".join(sorted(roles))
        if active is not None:
            user.active = active
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "user",
            user.id,
            "update",
            before,
            snapshot(user, AUDIT_EXCLUDED),
            now,
        )
        return user_info(user)


def reset_password(ctx: ServiceContext, user_id: uuid.UUID, new_password: str) -> None:
    """Sets a new password chosen by an administrator and lifts a lockout."""
    require(ctx, Permission.USER_MANAGE)
    if message := password_error(new_password):
        raise ValidationError({"password": message})
    now = ctx.clock()
    with ctx.database.write() as session:
        user = _get_user(session, user_id)
        _set_password(user, new_password, now)
        record_audit(session, ctx.actor, "user", user.id, "reset_password", None, None, now)


def change_own_password(ctx: ServiceContext, current_password: str, new_password: str) -> None:
    errors = {}
    if message := password_error(new_password):
        errors["new_password"] = message
    now = ctx.clock()
    with ctx.database.write() as session:
        user = _get_user(session, ctx.actor.user_id)
        if not _password_matches(user.password_hash, current_password):
            errors["current_password"] = "A senha atual não confere."
        if errors:
            raise ValidationError(errors)
        _set_password(user, new_password, now)
        record_audit(session, ctx.actor, "user", user.id, "change_password", None, None, now)


def _set_password(user: User, password: str, now: datetime) -> None:
    user.password_hash = hash_password(password)
    user.password_changed_at = now
    user.failed_attempts = 0
    user.locked_until = None
