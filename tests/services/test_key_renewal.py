"""Renewing the office key (issue 16 §1): an office set up with an Ed25519 key gets a new
ECDSA P-256 one; documents signed before keep verifying, documents signed after pass pdfsig,
and the old key stays bound to this office."""

import subprocess
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from desktop.documents import keys
from desktop.models.audit import AuditEntry
from desktop.models.startup import open_database
from desktop.services.context import Actor, ServiceContext
from desktop.services.documents.icp import configure_a1
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.key_renewal import renew_office_key
from desktop.services.documents.key_renewal_records import office_key_type
from desktop.services.documents.verification import (
    export_public_key,
    trusted_keys,
    verify_bytes,
)
from desktop.services.errors import Conflict, PermissionDenied, ServiceError
from desktop.services.office.setup import AdministratorSetup, set_up_office
from desktop.services.office.users import NewUser, create_user
from tests.conftest import TEST_PASSWORD, sample_office_setup
from tests.factories.documents import CRC
from tests.services.icp_chain import A1_PASSWORD, HOLDER, a1_file


def issue_crc(ctx, key_dir, number):
    with ctx.database.write() as session:
        return issue_document(ctx, session, "crc", CRC, number=number, key_dir=key_dir)


def pdfsig(pdf: bytes, path) -> str:
    path.write_bytes(pdf)
    result = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True, timeout=60)
    return result.stdout + result.stderr


def test_an_ed25519_office_renews_to_ecdsa_and_old_documents_still_verify(ed25519_office, tmp_path):
    ctx, key_dir = ed25519_office
    assert office_key_type(ctx) == "Ed25519"
    old_id = ctx.office.key_id
    before = issue_crc(ctx, key_dir, "GYN-2026-000001")
    assert "Signature is Valid" not in pdfsig(before.pdf, tmp_path / "antes.pdf")

    renewed = renew_office_key(ctx, key_dir)

    assert office_key_type(renewed) == "ECDSA P-256"
    assert renewed.office.key_id != old_id
    assert (key_dir / keys.RETIRED_FOLDER / old_id / keys.PRIVATE_KEY_FILE).exists()
    assert [(key.office_code, key.key_id) for key in trusted_keys(renewed)] == [("GYN", old_id)]
    old_verdict = verify_bytes(ctx.database, before.pdf)
    assert old_verdict.valid and old_verdict.fields["Chave"] == old_id
    after = issue_crc(renewed, key_dir, "GYN-2026-000002")
    assert verify_bytes(ctx.database, after.pdf).fields["Chave"] == renewed.office.key_id
    assert "Signature Validation: Signature is Valid." in pdfsig(after.pdf, tmp_path / "novo.pdf")
    with ctx.database.read() as session:
        entry = session.scalar(select(AuditEntry).where(AuditEntry.action == "renew_key"))
    assert entry.before == {"key_id": old_id}
    assert entry.after == {"key_id": renewed.office.key_id, "key_type": "ECDSA P-256"}
    # The context of before the renewal no longer signs: its key is not the office's.
    with pytest.raises(ServiceError, match="não é a chave registrada"):
        issue_crc(ctx, key_dir, "GYN-2026-000003")


def test_a_failed_renewal_leaves_the_key_and_the_database_as_they_were(ed25519_office, monkeypatch):
    ctx, key_dir = ed25519_office
    old_files = {name: (key_dir / name).read_bytes() for name in keys.KEY_FILES[:3]}

    def broken(*_args, **_kwargs):
        raise RuntimeError("disco cheio")

    monkeypatch.setattr("desktop.services.documents.key_renewal.record_audit", broken)
    with pytest.raises(RuntimeError, match="disco cheio"):
        renew_office_key(ctx, key_dir)
    assert {name: (key_dir / name).read_bytes() for name in old_files} == old_files
    assert not (key_dir / keys.RETIRED_FOLDER / ctx.office.key_id).exists()
    assert office_key_type(ctx) == "Ed25519"
    assert trusted_keys(ctx) == []
    issue_crc(ctx, key_dir, "GYN-2026-000001")


def test_renewing_needs_the_key_permission(ed25519_office):
    ctx, key_dir = ed25519_office
    info = create_user(
        ctx, NewUser("balcao1", "Atendente", TEST_PASSWORD, frozenset({"atendente"}))
    )
    actor = Actor(info.id, info.username, info.display_name, info.roles)
    with pytest.raises(PermissionDenied):
        renew_office_key(ServiceContext(ctx.database, actor, ctx.office), key_dir)
    assert office_key_type(ctx) == "Ed25519"


def test_an_export_carries_every_key_so_another_office_verifies_every_document(
    ed25519_office, tmp_path
):
    """After a renewal and an A1, the export holds the three keys; BVB imports them bound to
    GYN and then verifies the documents signed with each."""
    ctx, key_dir = ed25519_office
    old = issue_crc(ctx, key_dir, "GYN-2026-000001")
    renewed = renew_office_key(ctx, key_dir)
    new = issue_crc(renewed, key_dir, "GYN-2026-000002")
    configure_a1(renewed, a1_file(datetime.now(UTC)), A1_PASSWORD, key_dir)
    by_a1 = issue_crc(renewed, key_dir, "GYN-2026-000003")
    bundle = export_public_key(renewed)
    assert bundle.count(b"-----BEGIN PUBLIC KEY-----") == 3
    assert bundle.startswith(keys.load_office_public_key(key_dir))

    other = open_database(f"sqlite:///{(tmp_path / 'bvb.sqlite3').as_posix()}")
    try:
        bvb = set_up_office(
            other,
            replace(
                sample_office_setup(),
                name="Escritório de Boa Vista",
                code="BVB",
                jurisdiction="RR",
                municipality="Boa Vista",
                uf="RR",
                cep="69301-150",
            ),
            AdministratorSetup("admin", "Administrador", TEST_PASSWORD),
            key_dir=tmp_path / "bvb-keys",
        )
        documents = (old.pdf, new.pdf, by_a1.pdf)
        assert {verify_bytes(other, pdf).status for pdf in documents} == {"desconhecida"}
        import_public_key(bvb, "gyn", bundle)
        verdicts = [verify_bytes(other, pdf) for pdf in documents]
        assert [verdict.status for verdict in verdicts] == ["valida"] * 3
        assert verdicts[2].fields["Assinado por"] == HOLDER
        assert verdicts[0].fields["Situação"].startswith("não consultada: só o escritório GYN")
        assert {key.office_code for key in trusted_keys(bvb)} == {"GYN"}
        with pytest.raises(Conflict, match="já foi importada"):
            import_public_key(bvb, "GYN", bundle)
        with pytest.raises(Conflict, match="já é confiável como do escritório GYN"):
            import_public_key(bvb, "ANP", bundle)
    finally:
        other.dispose()
