"""Issue 16 §1: the office configures its ICP-Brasil A1 certificate (PKCS#12 + password,
kept encrypted at rest); from then on its PDFs are signed with it (PAdES, with the chain, in
the holder's name), pdfsig calls them valid, and verification says who signed. The chain is
made in the test: root → intermediate → holder."""

import io
import stat
import subprocess
from datetime import UTC, datetime

import pytest
from cryptography.hazmat.primitives.serialization import pkcs12
from pyhanko.pdf_utils.reader import PdfFileReader
from sqlalchemy import select

from desktop.documents import icp
from desktop.models.audit import AuditEntry
from desktop.services.documents.icp import configure_a1, configured_a1
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.verification import trusted_keys, verify_bytes
from desktop.services.errors import ValidationError
from desktop.verify_cli import verify_command
from tests.factories.documents import CRC
from tests.services.icp_chain import A1_PASSWORD, HOLDER, INTERMEDIATE, a1_file


def now():
    return datetime.now(UTC)


def issue_crc(ctx, key_dir, number="GYN-2026-000001"):
    with ctx.database.write() as session:
        return issue_document(ctx, session, "crc", CRC, number=number, key_dir=key_dir)


def test_a_wrong_password_or_an_expired_certificate_stores_nothing(admin_context, tmp_path):
    key_dir = tmp_path / "keys"
    with pytest.raises(ValidationError) as caught:
        configure_a1(admin_context, a1_file(now()), "senha-errada", key_dir)
    assert "a senha está errada" in caught.value.field_errors["password"]
    with pytest.raises(ValidationError) as caught:
        configure_a1(admin_context, b"isto nao e um pfx", A1_PASSWORD, key_dir)
    assert "não é um certificado A1" in caught.value.field_errors["password"]
    with pytest.raises(ValidationError) as caught:
        configure_a1(admin_context, a1_file(now(), days=-10), A1_PASSWORD, key_dir)
    assert "O certificado venceu em" in caught.value.field_errors["password"]
    assert not (key_dir / icp.A1_FILE).exists()
    assert configured_a1(admin_context, key_dir) is None
    assert trusted_keys(admin_context) == []


def test_the_a1_is_kept_encrypted_without_its_password(admin_context, tmp_path):
    key_dir = tmp_path / "keys"
    info = configure_a1(admin_context, a1_file(now()), A1_PASSWORD, key_dir)
    assert (info.holder_name, info.issuer_name) == (HOLDER, INTERMEDIATE)
    stored = (key_dir / icp.A1_FILE).read_bytes()
    for name in (icp.A1_FILE, icp.A1_SECRET_FILE):
        assert stat.S_IMODE((key_dir / name).stat().st_mode) == 0o600, name
    assert A1_PASSWORD.encode() not in stored + (key_dir / icp.A1_SECRET_FILE).read_bytes()
    for password in (None, A1_PASSWORD.encode()):
        with pytest.raises(ValueError):
            pkcs12.load_key_and_certificates(stored, password)
    assert configured_a1(admin_context, key_dir) == info
    assert [(key.office_code, key.key_id) for key in trusted_keys(admin_context)] == [
        ("GYN", info.key_id)
    ]
    with admin_context.database.read() as session:
        entry = session.scalar(select(AuditEntry).where(AuditEntry.action == "configure_a1"))
    assert entry.after["holder"] == HOLDER


@pytest.mark.postgres
def test_pdfs_are_signed_with_the_a1_and_say_who_signed(admin_context, database_url, tmp_path):
    key_dir = tmp_path / "keys"
    configure_a1(admin_context, a1_file(now()), A1_PASSWORD, key_dir)
    issued = issue_crc(admin_context, key_dir)
    path = tmp_path / "crc.pdf"
    path.write_bytes(issued.pdf)

    report = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True).stdout
    assert "Signature Validation: Signature is Valid." in report, report
    assert f"Signer Certificate Common Name: {HOLDER}" in report
    assert "Signature Type: ETSI.CAdES.detached" in report
    # Signed as ReportLab wrote it (issue 18 §4), in one revision the signature covers whole.
    assert "Total document signed" in report
    assert issued.pdf.count(b"%%EOF") == 1

    (signature,) = PdfFileReader(io.BytesIO(issued.pdf)).embedded_signatures
    assert signature.evaluate_signature_coverage().name == "ENTIRE_FILE"
    certificates = signature.signed_data["certificates"]
    names = {choice.chosen.subject.native["common_name"] for choice in certificates}
    assert names >= {HOLDER, INTERMEDIATE}

    verdict = verify_bytes(admin_context.database, issued.pdf)
    assert verdict.valid and verdict.in_force
    assert verdict.fields["Assinado por"] == HOLDER
    assert verdict.fields["Certificado"].startswith(f"emitido por {INTERMEDIATE}, válido até")
    assert f"certificado digital de {HOLDER}" in verdict.explanation
    out = io.StringIO()
    assert verify_command(path, database_url=database_url, out=out) == 0
    assert f"Assinado por: {HOLDER}" in out.getvalue()


def test_without_an_a1_the_office_key_signs_as_before(admin_context, tmp_path):
    issued = issue_crc(admin_context, tmp_path / "keys")
    verdict = verify_bytes(admin_context.database, issued.pdf)
    assert verdict.valid
    assert verdict.fields["Assinado por"] == "Agência Goiana de Regulação — Regional Goiânia (GYN)"
    assert "Certificado" not in verdict.fields
