"""Issue 16 §1: a genuine document must pass the tools the outside world has — poppler's
`pdfsig` and `openssl cms` — and documents signed with the old Ed25519 keys keep verifying
in Balcão."""

import pytest
from legacy_keys import create_ed25519_key
from pdf_tools import openssl_cms_verify, pdfsig

from desktop.documents.keys import load_office_signer
from desktop.documents.render import render_document
from desktop.documents.verify import VALID, verify_payload, verify_pdf
from tests.factories.documents import CRC, OFFICE_GO, keyring_of


@pytest.mark.parametrize("kind", ["protocolo", "pendencia", "crc"])
def test_pdfsig_reports_a_valid_pades_signature(rendered, kind, tmp_path):
    path = tmp_path / f"{kind}.pdf"
    path.write_bytes(rendered[kind].pdf)
    report = pdfsig(path)
    assert "Signature Validation: Signature is Valid." in report, report
    assert "Signature Type: ETSI.CAdES.detached" in report
    assert "Signing Hash Algorithm: SHA-256" in report
    assert "Total document signed" in report


def test_pdfsig_sees_a_changed_byte(rendered, tmp_path):
    pdf = bytearray(rendered["crc"].pdf)
    start = pdf.index(b"stream", pdf.index(b"/FlateDecode")) + 40
    pdf[start] ^= 0x01
    path = tmp_path / "crc.pdf"
    path.write_bytes(bytes(pdf))
    report = pdfsig(path)
    assert "Signature is Valid" not in report
    assert "Digest Mismatch" in report


def test_openssl_cms_verifies_the_signature(rendered, tmp_path):
    result = openssl_cms_verify(rendered["crc"].pdf, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Verification successful" in result.stderr


def test_openssl_cms_sees_a_changed_byte(rendered, tmp_path):
    pdf = bytearray(rendered["crc"].pdf)
    start = pdf.index(b"stream", pdf.index(b"/FlateDecode")) + 40
    pdf[start] ^= 0x01
    result = openssl_cms_verify(bytes(pdf), tmp_path)
    assert result.returncode != 0
    assert "Verification failure" in result.stderr


def test_a_document_signed_with_an_old_ed25519_key_still_verifies(tmp_path):
    old = load_office_signer(create_ed25519_key(tmp_path / "old-key"))
    document = render_document("crc", CRC, OFFICE_GO, "GYN-2025-000009", old)
    keyring = keyring_of(old)
    verdict = verify_pdf(document.pdf, keyring)
    assert verdict.status == VALID, verdict.explanation
    assert verdict.fields["Chave"] == old.key_id
    assert verify_payload(document.payload.text(), keyring).status == VALID
