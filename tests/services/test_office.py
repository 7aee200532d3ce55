"""First-run office setup, the office as services see it, and closure days."""

from dataclasses import replace
from datetime import date

import pytest
from sqlalchemy import select

from desktop.documents.keys import (
    create_office_key,
    key_id_for,
    load_office_signer,
    load_public_key,
)
from desktop.models.audit import AuditEntry
from desktop.models.users import User
from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from desktop.services.office.audit_records import history
from desktop.services.office.setup import AdministratorSetup, add_closure, set_up_office
from desktop.services.office.setup_records import (
    Closure,
    list_closures,
    load_office,
    office_is_set_up,
    office_public_key_pem,
)
from desktop.services.office.users import authenticate
from tests.conftest import TEST_PASSWORD, sample_office_setup
from tests.factories.reading import count

pytestmark = pytest.mark.postgres

ADMIN = AdministratorSetup("chefe", "Chefe do Escritório", TEST_PASSWORD)


def test_setup_creates_office_administrator_key_and_closures(database, tmp_path):
    assert not office_is_set_up(database)
    setup = replace(sample_office_setup(), code=" gyn ", cep="74005010", uf="go")
    ctx = set_up_office(database, setup, ADMIN, key_dir=tmp_path / "keys")
    assert office_is_set_up(database)
    assert ctx.actor.username == "chefe" and ctx.actor.roles == frozenset({"administrador"})
    office = load_office(database)
    assert office == ctx.office
    assert (office.code, office.jurisdiction, office.address.uf) == ("GYN", "GO", "GO")
    assert office.address.cep == "74005010"
    assert office.business_weekdays == frozenset({0, 1, 2, 3, 4})
    assert office.closures == frozenset({date(2026, 10, 24)})
    assert "Avenida Goiás, 305" in office.address.one_line()
    signer = load_office_signer(tmp_path / "keys")
    assert signer.key_id == office.key_id
    assert key_id_for(load_public_key(office_public_key_pem(database))) == office.key_id
    assert authenticate(database, "chefe", TEST_PASSWORD).user_id == ctx.actor.user_id


def test_setup_audits_every_record_it_creates(admin_context):
    [created] = history(admin_context, "user", admin_context.actor.user_id)
    assert (created.action, created.username) == ("create", "admin")
    with admin_context.database.read() as session:
        # The test office's tariff coefficient (`admin_context`) is registered after setup.
        entities = sorted(session.scalars(select(AuditEntry.entity)))
    assert entities == ["office", "office_closure", "rule_value", "user"]


def test_bad_setup_reports_every_field_and_writes_nothing(database, tmp_path):
    setup = replace(
        sample_office_setup(),
        name=" ",
        code="GOIANIA",
        jurisdiction="SP",
        uf="XX",
        cep="7400",
        business_weekdays=frozenset(),
        closures=(Closure(date(2026, 1, 2), "a"), Closure(date(2026, 1, 2), "b")),
    )
    bad_admin = AdministratorSetup("x", "", "1234")
    with pytest.raises(ValidationError) as error:
        set_up_office(database, setup, bad_admin, key_dir=tmp_path / "keys")
    assert set(error.value.field_errors) == {
        "name",
        "code",
        "jurisdiction",
        "uf",
        "cep",
        "business_weekdays",
        "closures",
        "admin_username",
        "admin_display_name",
        "admin_password",
    }
    assert "GYN" in error.value.field_errors["code"]
    assert "GO (Res. AGR 105/2017) ou RR (Lei 664/2008)" in error.value.field_errors["jurisdiction"]
    assert not office_is_set_up(database)
    assert count(database, User) == 0
    assert not (tmp_path / "keys").exists()


def test_setup_runs_once(admin_context, tmp_path):
    with pytest.raises(Conflict, match="já está configurado"):
        set_up_office(
            admin_context.database, sample_office_setup(), ADMIN, key_dir=tmp_path / "other"
        )
    assert count(admin_context.database, User) == 1


def test_existing_key_is_never_overwritten_and_nothing_is_written(database, tmp_path):
    key_dir = tmp_path / "keys"
    old_key_id, _ = create_office_key(key_dir)
    key_file = (key_dir / "office-key.pem").read_bytes()
    with pytest.raises(Conflict, match="não será substituída"):
        set_up_office(database, sample_office_setup(), ADMIN, key_dir=key_dir)
    assert (key_dir / "office-key.pem").read_bytes() == key_file
    assert load_office_signer(key_dir).key_id == old_key_id
    assert not office_is_set_up(database)
    assert count(database, User) == 0


def test_closures_are_added_listed_and_change_the_office(admin_context):
    updated = add_closure(admin_context, date(2026, 12, 24), "  Ponto facultativo de Natal ")
    assert date(2026, 12, 24) in updated.office.closures
    assert list_closures(admin_context) == [
        Closure(date(2026, 10, 24), "Aniversário de Goiânia"),
        Closure(date(2026, 12, 24), "Ponto facultativo de Natal"),
    ]
    assert load_office(admin_context.database).closures == updated.office.closures


def test_closure_validation(admin_context):
    with pytest.raises(ValidationError) as duplicate:
        add_closure(admin_context, date(2026, 10, 24), "de novo")
    assert duplicate.value.field_errors == {"day": "Já existe um fechamento registrado nesta data."}
    with pytest.raises(ValidationError) as no_reason:
        add_closure(admin_context, date(2026, 11, 2), "   ")
    assert set(no_reason.value.field_errors) == {"reason"}


def test_only_administrators_register_closures(context_for):
    clerk = context_for("atendente")
    with pytest.raises(PermissionDenied, match="alterar os dados do escritório"):
        add_closure(clerk, date(2026, 11, 20), "Consciência Negra")


def test_the_office_address_on_documents_writes_the_cep_as_74005_010(admin_context):
    """The setup keeps only the CEP's digits; the letterhead shows it the Brazilian way."""
    assert admin_context.office.address.cep == "74005010"
    assert admin_context.office.address.one_line().endswith("Goiânia/GO — CEP 74005-010")
