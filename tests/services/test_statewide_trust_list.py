"""The keyring with the statewide trust list (issue 19, docs/network.md): a key another
office published verifies with nothing imported by hand, bound to that office; a key the
sede revoked verifies nowhere, this office's own included. The rows are written here as
replication writes them; tests/services/test_state_network.py carries them between three
real servers."""

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document
from desktop.documents.verify import ALTERED, UNKNOWN
from desktop.models.documents import PrintOrder
from desktop.models.state_keys import SEDE_CODE, KeyRevocation, StatewideKey
from desktop.services.documents.icp import configure_a1
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.key_renewal import renew_office_key
from desktop.services.documents.verification import (
    trusted_keys,
    verify_bytes,
    verify_code,
    verify_text,
)
from desktop.services.errors import ServiceError
from tests.factories.verification import CRC, RR_OFFICE
from tests.services.icp_chain import A1_PASSWORD, a1_file

pytestmark = pytest.mark.postgres

PUBLISHED = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)


def published(database, office_code: str, key_dir) -> None:
    pem = (key_dir / "office-key.pub.pem").read_bytes()
    with database.write() as session:
        session.add(
            StatewideKey(
                office_code=office_code,
                key_id=load_office_signer(key_dir).key_id,
                public_key_pem=pem,
                published_at=PUBLISHED,
            )
        )


def revoked(database, key_id: str, reason: str) -> None:
    with database.write() as session:
        session.add(
            KeyRevocation(
                office_code=SEDE_CODE,
                key_id=key_id,
                reason=reason,
                revoked_at=datetime(2026, 11, 20, 15, 0, tzinfo=UTC),
            )
        )


def test_a_key_another_office_published_verifies_with_nothing_imported(admin_context, tmp_path):
    create_office_key(tmp_path / "bvb")
    document = render_document(
        "crc", CRC, RR_OFFICE, "BVB-2026-000003", load_office_signer(tmp_path / "bvb")
    )
    assert verify_bytes(admin_context.database, document.pdf).status == UNKNOWN
    published(admin_context.database, "BVB", tmp_path / "bvb")
    verdict = verify_bytes(admin_context.database, document.pdf)
    assert verdict.valid and verdict.fields["Escritório"] == "BVB"
    assert trusted_keys(admin_context) == []


def test_a_published_key_signs_only_for_the_office_that_published_it(admin_context, tmp_path):
    create_office_key(tmp_path / "bvb")
    document = render_document(
        "crc", CRC, RR_OFFICE, "BVB-2026-000004", load_office_signer(tmp_path / "bvb")
    )
    published(admin_context.database, "ANA", tmp_path / "bvb")
    verdict = verify_bytes(admin_context.database, document.pdf)
    assert verdict.status == ALTERED
    assert "que é do escritório ANA: um escritório não assina pelo outro" in verdict.explanation


def test_a_key_the_sede_revoked_verifies_nowhere_not_even_at_its_own_office(
    admin_context, tmp_path
):
    with admin_context.database.write() as session:
        issued = issue_document(
            admin_context, session, "crc", replace(CRC), key_dir=tmp_path / "keys"
        )
    assert verify_bytes(admin_context.database, issued.pdf).valid
    key_id = admin_context.office.key_id
    revoked(admin_context.database, key_id, "notebook furtado")
    expected = (
        f"A chave {key_id} foi revogada pela sede em 20/11/2026 (motivo: notebook furtado): "
        "documentos assinados com ela não são mais reconhecidos como autênticos em nenhum "
        "escritório."
    )
    from_file = verify_bytes(admin_context.database, issued.pdf)
    by_code = verify_code(admin_context.database, issued.verification_code)
    assert (from_file.status, from_file.explanation) == (UNKNOWN, expected)
    assert (by_code.status, by_code.explanation) == (UNKNOWN, expected)
    assert by_code.fields["Número"] == issued.number


def test_a_revoked_key_imported_by_hand_stops_verifying_too(admin_context, tmp_path):
    create_office_key(tmp_path / "bvb")
    signer = load_office_signer(tmp_path / "bvb")
    document = render_document("crc", CRC, RR_OFFICE, "BVB-2026-000005", signer)
    import_public_key(admin_context, "BVB", (tmp_path / "bvb" / "office-key.pub.pem").read_bytes())
    text = document.payload.text()
    assert verify_text(admin_context.database, text).valid
    revoked(admin_context.database, signer.key_id, "chave vazada")
    verdict = verify_text(admin_context.database, text)
    assert verdict.status == UNKNOWN and "(motivo: chave vazada)" in verdict.explanation


def test_renewing_the_key_publishes_the_new_one(admin_context, tmp_path):
    renewed = renew_office_key(admin_context, tmp_path / "keys")
    with admin_context.database.read() as session:
        rows = session.execute(
            select(StatewideKey.office_code, StatewideKey.key_id, StatewideKey.public_key_pem)
        ).all()
    assert rows == [
        ("GYN", renewed.office.key_id, (tmp_path / "keys" / "office-key.pub.pem").read_bytes())
    ]


def test_an_office_whose_key_was_revoked_issues_nothing_until_it_renews_it(admin_context, tmp_path):
    revoked(admin_context.database, admin_context.office.key_id, "notebook furtado")
    with pytest.raises(ServiceError, match="Renove a chave do escritório") as caught:
        with admin_context.database.write() as session:
            issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")
    assert "foi revogada pela sede em 20/11/2026 (motivo: notebook furtado)" in str(caught.value)
    with admin_context.database.read() as session:
        assert session.scalars(select(PrintOrder)).all() == []
    renewed = renew_office_key(admin_context, tmp_path / "keys")
    with renewed.database.write() as session:
        issued = issue_document(renewed, session, "crc", CRC, key_dir=tmp_path / "keys")
    assert verify_bytes(renewed.database, issued.pdf).valid


def test_an_icp_brasil_certificate_is_published_and_its_revocation_stops_its_documents(
    admin_context, tmp_path
):
    key_dir = tmp_path / "keys"
    with admin_context.database.write() as session:
        signed = issue_document(admin_context, session, "crc", CRC, key_dir=key_dir)
    a1 = configure_a1(admin_context, a1_file(datetime.now(UTC)), A1_PASSWORD, key_dir)
    with admin_context.database.read() as session:
        rows = session.execute(select(StatewideKey.office_code, StatewideKey.key_id)).all()
    assert rows == [("GYN", a1.key_id)]
    with admin_context.database.write() as session:
        by_a1 = issue_document(admin_context, session, "crc", CRC, key_dir=key_dir)
    assert verify_bytes(admin_context.database, by_a1.pdf).valid
    revoked(admin_context.database, a1.key_id, "certificado comprometido")
    verdict = verify_bytes(admin_context.database, by_a1.pdf)
    assert verdict.status == UNKNOWN and "(motivo: certificado comprometido)" in verdict.explanation
    assert verify_bytes(admin_context.database, signed.pdf).valid  # the office key still stands
    with pytest.raises(ServiceError, match="configure um novo certificado"):
        with admin_context.database.write() as session:
            issue_document(admin_context, session, "crc", CRC, key_dir=key_dir)
