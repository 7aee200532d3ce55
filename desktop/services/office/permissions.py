"""Roles, permissions and the check every service makes before it acts.

Later issues add their permissions to `Permission`, a label to `PERMISSION_LABELS` and the
roles that hold them to `ROLE_PERMISSIONS`.
"""

from collections.abc import Iterable
from enum import StrEnum
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import ScalarSelect, Select, bindparam, select
from sqlalchemy.orm import Session

from desktop.models.transaction_memo import per_transaction
from desktop.models.users import User
from desktop.services.context import Actor, ServiceContext
from desktop.services.errors import PermissionDenied

DEACTIVATED = (
    "Sua conta foi desativada pelo administrador do escritório; nada foi gravado. "
    "Procure o administrador."
)


class Role(StrEnum):
    ATENDENTE = "atendente"
    ANALISTA = "analista"
    FISCAL = "fiscal"
    JULGADOR = "julgador"
    ADMINISTRADOR = "administrador"


ROLE_LABELS: dict[Role, str] = {
    Role.ATENDENTE: "Atendente",
    Role.ANALISTA: "Analista",
    Role.FISCAL: "Fiscal",
    Role.JULGADOR: "Julgador",
    Role.ADMINISTRADOR: "Administrador",
}


class Permission(StrEnum):
    OPERATOR_VIEW = "operator_view"
    OPERATOR_EDIT = "operator_edit"
    REGISTRATION_ANALYSE = "registration_analyse"
    REGISTRATION_DECIDE = "registration_decide"
    CRC_ISSUE = "crc_issue"
    DOCUMENT_PRINT = "document_print"
    DOCUMENT_VERIFY = "document_verify"
    USER_MANAGE = "user_manage"
    OFFICE_MANAGE = "office_manage"
    KEYS_MANAGE = "keys_manage"
    RULE_VALUE_MANAGE = "rule_value_manage"
    AUDIT_VIEW = "audit_view"
    BACKUP_RUN = "backup_run"
    NOTICE_RECORD = "notice_record"
    PROCESS_INSTRUCT = "process_instruct"
    PROCESS_JUDGE = "process_judge"
    PAYMENT_REGISTER = "payment_register"
    VEHICLE_VIEW = "vehicle_view"
    VEHICLE_EDIT = "vehicle_edit"
    VEHICLE_TRAFFIC = "vehicle_traffic"
    LICENCE_VIEW = "licence_view"
    LICENCE_ISSUE = "licence_issue"
    LICENCE_ANNOTATE = "licence_annotate"
    LICENCE_CANCEL = "licence_cancel"
    LINE_VIEW = "line_view"
    LINE_EDIT = "line_edit"
    LINE_DECIDE = "line_decide"


PERMISSION_LABELS: dict[Permission, str] = {
    Permission.OPERATOR_VIEW: "consultar operadores",
    Permission.OPERATOR_EDIT: "cadastrar e alterar operadores",
    Permission.REGISTRATION_ANALYSE: "analisar pedidos de registro cadastral",
    Permission.REGISTRATION_DECIDE: "deferir ou indeferir pedidos de registro cadastral",
    Permission.CRC_ISSUE: "emitir o Certificado de Registro Cadastral",
    Permission.DOCUMENT_PRINT: "imprimir documentos",
    Permission.DOCUMENT_VERIFY: "verificar documentos emitidos",
    Permission.USER_MANAGE: "gerenciar usuários",
    Permission.OFFICE_MANAGE: "alterar os dados do escritório",
    Permission.KEYS_MANAGE: "gerenciar as chaves de assinatura",
    Permission.RULE_VALUE_MANAGE: "registrar valores atualizados",
    Permission.AUDIT_VIEW: "consultar o histórico de alterações",
    Permission.BACKUP_RUN: "fazer cópias de segurança do banco de dados",
    Permission.NOTICE_RECORD: "registrar autos de infração",
    Permission.PROCESS_INSTRUCT: "instruir processos de penalidade (notificações, defesas, "
    "recursos)",
    Permission.PROCESS_JUDGE: "julgar processos de penalidade",
    Permission.PAYMENT_REGISTER: "registrar pagamentos e emitir a certidão de débitos",
    Permission.VEHICLE_VIEW: "consultar veículos",
    Permission.VEHICLE_EDIT: "registrar veículos, vistorias, seguros, transferências e baixas",
    Permission.VEHICLE_TRAFFIC: "afastar veículos de tráfego, liberá-los e exigir nova vistoria",
    Permission.LICENCE_VIEW: "consultar licenças de viagem",
    Permission.LICENCE_ISSUE: "emitir licenças de viagem",
    Permission.LICENCE_ANNOTATE: (
        "registrar desistência, continuação da viagem e alterações de passageiros"
    ),
    # Roraima's CRE/RR cancels an autorização (Lei RR 664/2008, art. 22); Goiás has no such act.
    Permission.LICENCE_CANCEL: "cancelar autorizações de serviço",
    Permission.LINE_VIEW: "consultar linhas regulares",
    Permission.LINE_EDIT: "registrar linhas regulares, suas delegações e seus atos",
    Permission.LINE_DECIDE: "aprovar ou recusar alterações de linhas regulares",
}

# A label shown in an office cites that office's own act only (never a Goiás act to a
# Roraima office): these permissions serve both states, each on its own law. Where Lei 664
# names no act for a permission, the Roraima office reads the label without a citation.
JURISDICTION_LABELS: dict[str, dict[Permission, str]] = {
    "GO": {
        Permission.RULE_VALUE_MANAGE: "registrar valores atualizados (Res. AGR 105/2017, art. 98)",
        Permission.NOTICE_RECORD: "registrar autos de infração (Res. AGR 105/2017, art. 80)",
        Permission.PROCESS_JUDGE: (
            "julgar processos de penalidade (Res. AGR 105/2017, arts. 86-96)"
        ),
        Permission.PAYMENT_REGISTER: (
            "registrar pagamentos e emitir a certidão de débitos (Res. AGR 105/2017, art. 101)"
        ),
        Permission.VEHICLE_TRAFFIC: (
            "afastar veículos de tráfego, liberá-los e exigir nova vistoria "
            "(Res. AGR 105/2017, arts. 23 §3º e 38, VIII)"
        ),
        Permission.LICENCE_ISSUE: (
            "emitir licenças de viagem (Res. AGR 105/2017, arts. 27-30 e 59)"
        ),
        Permission.LICENCE_ANNOTATE: (
            "registrar desistência, continuação da viagem e alterações de passageiros "
            "(Res. AGR 105/2017, arts. 28 e 36)"
        ),
        Permission.LINE_EDIT: (
            "registrar linhas regulares, suas delegações e seus atos "
            "(Decreto 8.444/2015, arts. 6º a 8º)"
        ),
        Permission.LINE_DECIDE: (
            "aprovar ou recusar alterações de linhas regulares (Decreto 8.444/2015, art. 43)"
        ),
    },
    "RR": {
        # Lei 664 never says licença: the trip's act is the autorização (arts. 2º and 19).
        Permission.LICENCE_VIEW: "consultar autorizações de serviço",
        Permission.LICENCE_ISSUE: "emitir autorizações de serviço",
        Permission.LICENCE_CANCEL: (
            "cancelar autorizações de serviço e registrar a finalidade satisfeita "
            "(Lei RR 664/2008, art. 22, parágrafo único, I e II)"
        ),
        Permission.NOTICE_RECORD: (
            "registrar autos de infração (Lei RR 664/2008, art. 75, parágrafo único)"
        ),
        Permission.PAYMENT_REGISTER: (
            "registrar pagamentos e emitir a certidão de débitos "
            "(Lei RR 664/2008, art. 89, parágrafo único)"
        ),
        Permission.LINE_EDIT: (
            "registrar linhas regulares, suas delegações e seus atos "
            "(Lei RR 664/2008, arts. 13 a 24)"
        ),
        Permission.LINE_DECIDE: (
            "aprovar ou recusar alterações de linhas regulares (Lei RR 664/2008, arts. 57 a 62)"
        ),
    },
}


def permission_label(permission: Permission, jurisdiction: str) -> str:
    """The action's label as shown in an office of `jurisdiction` (GO or RR)."""
    labels = JURISDICTION_LABELS.get(jurisdiction, {})
    return labels.get(permission, PERMISSION_LABELS[permission])


_EVERYONE = {
    Permission.OPERATOR_VIEW,
    Permission.DOCUMENT_VERIFY,
    Permission.AUDIT_VIEW,
    Permission.VEHICLE_VIEW,
    Permission.LICENCE_VIEW,
    Permission.LINE_VIEW,
}
_LICENCE_DESK = {Permission.LICENCE_ISSUE, Permission.LICENCE_ANNOTATE}

ROLE_PERMISSIONS: dict[Role, frozenset[Permission]] = {
    Role.ATENDENTE: frozenset(
        _EVERYONE
        | {Permission.OPERATOR_EDIT, Permission.DOCUMENT_PRINT, Permission.VEHICLE_EDIT}
        | {Permission.PAYMENT_REGISTER}
        | _LICENCE_DESK
    ),
    Role.ANALISTA: frozenset(
        _EVERYONE
        | {
            Permission.OPERATOR_EDIT,
            Permission.REGISTRATION_ANALYSE,
            Permission.DOCUMENT_PRINT,
            Permission.VEHICLE_EDIT,
        }
        | {Permission.PROCESS_INSTRUCT, Permission.LINE_EDIT, Permission.LICENCE_CANCEL}
        | _LICENCE_DESK
    ),
    Role.FISCAL: frozenset(
        _EVERYONE
        | {Permission.DOCUMENT_PRINT, Permission.VEHICLE_TRAFFIC}
        | {Permission.NOTICE_RECORD}
    ),
    Role.JULGADOR: frozenset(
        _EVERYONE
        | {
            Permission.REGISTRATION_DECIDE,
            Permission.CRC_ISSUE,
            Permission.DOCUMENT_PRINT,
            Permission.PROCESS_JUDGE,
            Permission.LINE_DECIDE,
        }
    ),
    Role.ADMINISTRADOR: frozenset(Permission),
}


def parse_roles(names: Iterable[str]) -> frozenset[Role]:
    """Known roles among `names`; raises ValueError on an unknown one."""
    return frozenset(Role(name) for name in names)


def permissions_of(roles: Iterable[str]) -> frozenset[Permission]:
    return _permissions_of(frozenset(roles))


@cache
def _permissions_of(roles: frozenset[str]) -> frozenset[Permission]:
    known = {role.value: role for role in Role}
    granted: set[Permission] = set()
    for name in roles:
        if name in known:
            granted |= ROLE_PERMISSIONS[known[name]]
    return frozenset(granted)


def has_permission(actor: Actor, permission: Permission) -> bool:
    return permission in permissions_of(actor.roles)


def roles_with(permission: Permission) -> list[Role]:
    return [role for role in Role if permission in ROLE_PERMISSIONS[role]]


# Built once: every service call checks the account, and building the statement cost more
# than running it (issue 18 §3).
_STORED_ROLES = select(User.active, User.roles).where(
    User.id == bindparam("user_id", type_=User.id.type)
)


def stored_roles(session: Session, user_id: object) -> frozenset[str]:
    """The user's roles as stored now; PermissionDenied when the account is gone or
    deactivated (a change by the administrator takes effect at once, not at logout).
    Read once per transaction: the use case's later checks and its audit entries see what
    its first check read (`desktop.models.transaction_memo`)."""
    return per_transaction(
        session,
        ("stored_roles", user_id),
        lambda: _roles_of(session.execute(_STORED_ROLES, {"user_id": user_id}).first()),
    )


def _roles_of(account: Any) -> frozenset[str]:
    """The roles of a row of `_STORED_ROLES` (None: no such account)."""
    return account_roles(account.roles if account is not None and account.active else None)


def roles_column() -> ScalarSelect[str]:
    """The account's roles as stored now, as a column of a list's own statement: the page
    and the check in one statement, which sees both at the same moment (issue 18 §3: the
    check was half of a short search). NULL when the account is gone or deactivated; the
    statement binds the actor's id as `actor_id`. A page without rows carries no value, so
    its caller checks with `stored_roles` instead."""
    return (
        select(User.roles)
        .where(User.id == bindparam("actor_id", type_=User.id.type), User.active.is_(True))
        .scalar_subquery()
    )


def account_roles(stored: str | None) -> frozenset[str]:
    """The roles of an account read by `roles_column` (None: gone or deactivated)."""
    if stored is None:
        raise PermissionDenied(DEACTIVATED)
    return _split_roles(stored)


@lru_cache(maxsize=64)
def _split_roles(stored: str) -> frozenset[str]:
    """Kept for the few ways an office's accounts are stored: every page of a list reads
    its account again (issue 18 §3)."""
    return frozenset(stored.split())


def checked_rows(
    ctx: ServiceContext, permission: Permission, statement: Select, values: dict[str, object]
) -> list[Any]:
    """The rows of a list's `statement`, whose first column is `roles_column()`, once the
    account it read allows `permission`; PermissionDenied otherwise, and no row handed out.
    A page without rows carries no account, which is then read on its own, on the same
    connection (`Database.reading_pages`)."""
    with ctx.database.reading_pages() as read:
        found = read(statement, {**values, "actor_id": ctx.actor.user_id})
        if found:
            roles = account_roles(found[0][0])
        else:
            account = read(_STORED_ROLES, {"user_id": ctx.actor.user_id})
            roles = _roles_of(account[0] if account else None)
    check_roles(roles, permission, ctx.office.jurisdiction)
    return found


def require(ctx: ServiceContext, permission: Permission) -> None:
    """Checks the account as stored now, not as it was at login; raises PermissionDenied
    naming the action and the roles allowed to do it."""
    with ctx.database.read() as session:
        roles = stored_roles(session, ctx.actor.user_id)
    check_roles(roles, permission, ctx.office.jurisdiction)


def require_in(session: Session, ctx: ServiceContext, permission: Permission) -> None:
    """`require` inside a use case's own transaction (no second session)."""
    check_roles(stored_roles(session, ctx.actor.user_id), permission, ctx.office.jurisdiction)


def check_roles(roles: Iterable[str], permission: Permission, jurisdiction: str) -> None:
    if permission in permissions_of(roles):
        return
    allowed = ", ".join(ROLE_LABELS[role] for role in roles_with(permission))
    raise PermissionDenied(
        f"Você não tem permissão para {permission_label(permission, jurisdiction)}. "
        f"Esta ação é permitida aos perfis: {allowed}."
    )
