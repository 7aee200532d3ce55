"""Roles and permissions: the table, and the refusal message naming action and roles."""

import re
import uuid

import pytest

from desktop.services.context import Actor, ServiceContext
from desktop.services.errors import PermissionDenied
from desktop.services.office.permissions import (
    PERMISSION_LABELS,
    ROLE_LABELS,
    ROLE_PERMISSIONS,
    Permission,
    Role,
    check_roles,
    has_permission,
    parse_roles,
    permission_label,
    permissions_of,
    roles_with,
)


def context(*roles: str) -> ServiceContext:
    actor = Actor(uuid.uuid4(), "teste", "Teste", frozenset(roles))
    return ServiceContext(None, actor, None)


def test_every_permission_and_role_has_a_label_and_the_administrator_has_all():
    assert set(PERMISSION_LABELS) == set(Permission)
    assert set(ROLE_LABELS) == set(ROLE_PERMISSIONS) == set(Role)
    assert ROLE_PERMISSIONS[Role.ADMINISTRADOR] == frozenset(Permission)


@pytest.mark.parametrize(
    ("role", "permission", "allowed"),
    [
        ("atendente", Permission.OPERATOR_EDIT, True),
        ("atendente", Permission.REGISTRATION_DECIDE, False),
        ("analista", Permission.REGISTRATION_ANALYSE, True),
        ("analista", Permission.CRC_ISSUE, False),
        ("julgador", Permission.REGISTRATION_DECIDE, True),
        ("julgador", Permission.USER_MANAGE, False),
        ("fiscal", Permission.DOCUMENT_VERIFY, True),
        ("fiscal", Permission.OPERATOR_EDIT, False),
        ("administrador", Permission.KEYS_MANAGE, True),
    ],
)
def test_role_table(role, permission, allowed):
    assert has_permission(context(role).actor, permission) is allowed


def test_permissions_add_up_over_roles_and_ignore_unknown_names():
    assert permissions_of(["fiscal", "julgador"]) == (
        ROLE_PERMISSIONS[Role.FISCAL] | ROLE_PERMISSIONS[Role.JULGADOR]
    )
    assert permissions_of(["chefe"]) == frozenset()
    with pytest.raises(ValueError):
        parse_roles(["chefe"])


def test_refusal_names_the_action_and_the_roles_that_may_do_it():
    check_roles(["julgador"], Permission.CRC_ISSUE, "GO")
    with pytest.raises(PermissionDenied) as denied:
        check_roles(["atendente", "fiscal"], Permission.CRC_ISSUE, "GO")
    assert denied.value.message == (
        "Você não tem permissão para emitir o Certificado de Registro Cadastral. "
        "Esta ação é permitida aos perfis: Julgador, Administrador."
    )
    assert roles_with(Permission.CRC_ISSUE) == [Role.JULGADOR, Role.ADMINISTRADOR]


@pytest.mark.parametrize(
    ("jurisdiction", "own", "other"),
    [("GO", "Decreto 8.444/2015", "Lei RR"), ("RR", "Lei RR 664/2008", "Decreto")],
)
def test_a_line_refusal_cites_the_offices_own_act_only(jurisdiction, own, other):
    for permission in (Permission.LINE_EDIT, Permission.LINE_DECIDE):
        with pytest.raises(PermissionDenied) as raised:
            check_roles(["fiscal"], permission, jurisdiction)
        assert own in str(raised.value) and other not in str(raised.value)


def test_no_permission_label_shown_in_roraima_names_a_goias_act():
    """Lei 664 only in Roraima (issue 14 §2): the refusals name the action by its label."""
    goias = re.compile(r"Res\.|Resolução|Decreto|AGR|105/2017|8\.444")
    for permission in Permission:
        assert not goias.search(permission_label(permission, "RR")), permission
    assert "Lei RR 664/2008, art. 75" in permission_label(Permission.NOTICE_RECORD, "RR")
    assert "Res. AGR 105/2017, art. 80" in permission_label(Permission.NOTICE_RECORD, "GO")
    assert "Res. AGR 105/2017, art. 101" in permission_label(Permission.PAYMENT_REGISTER, "GO")


def test_no_permission_label_shown_in_roraima_says_licenca():
    """Lei 664 never says licença: a refusal in Roraima names its autorização (arts. 2º and
    19); Goiás's still names the licença de viagem (Res. AGR 105/2017, arts. 27-30)."""
    assert [p for p in Permission if "licen" in permission_label(p, "RR").lower()] == []
    assert permission_label(Permission.LICENCE_ISSUE, "RR") == "emitir autorizações de serviço"
    assert "emitir licenças de viagem" in permission_label(Permission.LICENCE_ISSUE, "GO")
