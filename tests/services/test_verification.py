"""Verification through the services: file, QR text and code against the office keyring,
and keys imported from other offices."""

import io
from dataclasses import replace

import pytest
from pypdf import PdfReader, PdfWriter
from sqlalchemy import select

from desktop.documents.data import OfficeLetterhead
from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document
from desktop.models.audit import AuditEntry
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.verification import (
    export_public_key,
    trusted_keys,
    verify_bytes,
    verify_code,
    verify_file,
    verify_text,
)
from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from tests.factories.verification import CRC, RR_OFFICE

pytestmark = pytest.mark.postgres

GO_OFFICE = OfficeLetterhead("Escritório Regional de Goiânia", "GYN", "GO", "Goiânia/GO")


@pytest.fixture
def issued(admin_context, tmp_path):
    with admin_context.database.write() as session:
        return issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")


def test_issued_file_is_valid_and_matches_the_register(admin_context, issued, tmp_path):
    path = tmp_path / "crc.pdf"
    path.write_bytes(issued.pdf)
    verdict = verify_file(admin_context.database, path)
    assert verdict.status == "valida"
    assert verdict.fields["Número"] == issued.number
    assert verdict.fields["Arquivo"] == "idêntico ao arquivo emitido"
    assert verdict.fields["Registro"].startswith("emitido neste escritório em")


def test_edited_file_is_altered(admin_context, issued):
    writer = PdfWriter(io.BytesIO(issued.pdf), incremental=True)
    writer.add_metadata({"/Keywords": "BLC1|forjado"})
    output = io.BytesIO()
    writer.write(output)
    assert verify_bytes(admin_context.database, output.getvalue()).status == "alterada"


def test_code_typed_at_the_counter_finds_the_document(admin_context, issued):
    verdict = verify_code(admin_context.database, issued.verification_code.lower())
    assert verdict.status == "valida"
    assert verdict.fields["CNPJ"] == "11.444.777/0001-61"  # as the clerk writes it
    missing = verify_code(admin_context.database, "ZZZZZ-ZZZZZ")
    assert missing.status == "desconhecida"
    assert "Nenhum documento" in missing.explanation
    assert verify_code(admin_context.database, "123").status == "desconhecida"


def test_qr_text_verifies_offline(admin_context, issued):
    text = PdfReader(io.BytesIO(issued.pdf)).metadata["/Keywords"]
    assert verify_text(admin_context.database, text).status == "valida"
    forged = text.replace("val=20290531", "val=20330531")
    assert verify_text(admin_context.database, forged).status == "alterada"


def test_document_of_another_office_is_unknown_until_its_key_is_imported(admin_context, tmp_path):
    create_office_key(tmp_path / "bvb")
    other = load_office_signer(tmp_path / "bvb")
    document = render_document("crc", replace(CRC), RR_OFFICE, "BVB-2026-000003", other)
    assert verify_bytes(admin_context.database, document.pdf).status == "desconhecida"
    pem = (tmp_path / "bvb" / "office-key.pub.pem").read_bytes()
    info = import_public_key(admin_context, "bvb", pem)
    assert (info.office_code, info.key_id) == ("BVB", other.key_id)
    verdict = verify_bytes(admin_context.database, document.pdf)
    assert verdict.status == "valida"
    assert verdict.fields["Escritório"] == "BVB"
    assert "Registro" not in verdict.fields
    assert [key.key_id for key in trusted_keys(admin_context)] == [other.key_id]
    with admin_context.database.read() as session:
        entry = session.scalar(select(AuditEntry).where(AuditEntry.entity == "trusted_key"))
        assert entry.after == {"office_code": "BVB", "key_id": other.key_id}
    with pytest.raises(Conflict, match="já foi importada"):
        import_public_key(admin_context, "BVB", pem)


def test_own_key_and_bad_input_are_refused_on_import(admin_context):
    own = export_public_key(admin_context)
    assert own.startswith(b"-----BEGIN PUBLIC KEY-----")
    with pytest.raises(Conflict, match="próprio escritório"):
        import_public_key(admin_context, "GYN", own)
    with pytest.raises(ValidationError) as caught:
        import_public_key(admin_context, "XYZ", b"nada")
    assert "pem" in caught.value.field_errors
    with pytest.raises(ValidationError) as caught:
        import_public_key(admin_context, "1", own)
    assert "office_code" in caught.value.field_errors


def test_importing_keys_needs_the_key_permission(context_for, tmp_path):
    create_office_key(tmp_path / "x")
    atendente = context_for("atendente")
    with pytest.raises(PermissionDenied):
        import_public_key(atendente, "ANP", (tmp_path / "x" / "office-key.pub.pem").read_bytes())


@pytest.mark.postgres
def test_a_key_is_trusted_only_for_the_office_it_was_imported_for(admin_context, tmp_path):
    """Issue 16 §1: BVB's key, imported for BVB, does not vouch for a document that says this
    office (GYN) issued it; nor can a key be imported under this office's own code."""
    create_office_key(tmp_path / "bvb")
    other = load_office_signer(tmp_path / "bvb")
    pem = (tmp_path / "bvb" / "office-key.pub.pem").read_bytes()
    with pytest.raises(ValidationError) as caught:
        import_public_key(admin_context, "gyn", pem)
    assert "é o código deste escritório" in caught.value.field_errors["office_code"]
    import_public_key(admin_context, "BVB", pem)
    forged = render_document("crc", replace(CRC), GO_OFFICE, "GYN-2026-000900", other)
    verdict = verify_bytes(admin_context.database, forged.pdf)
    assert verdict.status == "alterada"
    assert "que é do escritório BVB: um escritório não assina pelo outro" in verdict.explanation
    assert verify_text(admin_context.database, forged.payload.text()).status == "alterada"
