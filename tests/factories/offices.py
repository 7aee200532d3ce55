"""Offices set up for the network and key tests (no tests here): an office on a shared
server with one user per role, a notice it notified, and `ed25519_office`, a fixture of an
office set up before ECDSA."""

import dataclasses
from datetime import date
from pathlib import Path

import pytest

from desktop.documents import keys
from desktop.models.startup import open_database
from desktop.services.context import Actor, ServiceContext
from desktop.services.network.office_server import OfficeServer
from desktop.services.office import setup
from desktop.services.office.setup import AdministratorSetup, set_up_office
from desktop.services.office.users import NewUser, create_user
from desktop.services.sanctions.notifications import notify
from tests.conftest import TEST_PASSWORD, sample_office_setup
from tests.documents.legacy_keys import create_ed25519_key
from tests.factories.clock import at_day
from tests.factories.notices import recorded_notice


@dataclasses.dataclass
class Office:
    server: OfficeServer
    folder: Path  # holds `keys/`, the office's signing key
    admin: ServiceContext
    roles: dict[str, ServiceContext]


def set_up(server: OfficeServer, folder: Path, code: str, name: str) -> Office:
    database = open_database(server.url())
    setup = dataclasses.replace(sample_office_setup(), code=code, name=name, closures=())
    admin = set_up_office(
        database,
        setup,
        AdministratorSetup("admin", "Administradora", TEST_PASSWORD),
        key_dir=folder / "keys",
    )
    roles = {}
    for role in ("fiscal", "analista", "julgador", "atendente"):
        info = create_user(
            admin, NewUser(role, f"Usuária {role}", TEST_PASSWORD, frozenset({role}))
        )
        actor = Actor(info.id, info.username, info.display_name, info.roles)
        roles[role] = ServiceContext(database, actor, admin.office)
    return Office(server, folder, admin, roles)


def notified_notice(office: Office, operator_id, day: date):
    notice = recorded_notice(office.roles["fiscal"], office.folder, operator_id, day=day)
    notify(at_day(office.roles["analista"], day), notice.process_id, "pessoal", day, "Pedro Alves")
    return notice


@pytest.fixture
def ed25519_office(database, tmp_path, monkeypatch):
    """An office set up before ECDSA: its key is Ed25519."""

    def legacy_key(key_dir):
        create_ed25519_key(key_dir)
        public_key = keys.load_public_key(keys.load_office_public_key(key_dir))
        return keys.key_id_for(public_key), keys.public_key_pem(public_key)

    with monkeypatch.context() as patch:
        patch.setattr(setup, "create_office_key", legacy_key)
        ctx = set_up_office(
            database,
            sample_office_setup(),
            AdministratorSetup("admin", "Administradora do Escritório", TEST_PASSWORD),
            key_dir=tmp_path / "keys",
        )
    return ctx, tmp_path / "keys"
