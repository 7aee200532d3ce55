"""The file's signature is written by ReportLab with the document (issue 18 §4): one
revision, no incremental update, and a signature over every byte but its own value, which
poppler's `pdfsig`, pyHanko's validation and Balcão's own verification accept, for the
office's ECDSA P-256 key and for an old Ed25519 key; a byte changed after signing is
caught by all three."""

import io
import re

import pytest
from legacy_keys import create_ed25519_key
from pdf_tools import pdfsig

from desktop.documents.keys import load_office_signer
from desktop.documents.pdf_signing import SIGNATURE_FIELD, prepared_signer
from desktop.documents.render import render_document
from desktop.documents.verify import ALTERED, VALID, verify_pdf
from tests.factories.documents import CRC, NOTICE, OFFICE_GO, keyring_of


def validated(pdf: bytes):
    """pyHanko's reader and validation of the document's one signature."""
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign.validation import validate_pdf_signature
    from pyhanko_certvalidator import ValidationContext

    reader = PdfFileReader(io.BytesIO(pdf))
    (signature,) = reader.embedded_signatures
    context = ValidationContext(trust_roots=[signature.signer_cert], allow_fetching=False)
    return reader, signature, validate_pdf_signature(signature, context)


def assert_one_revision_signed_whole(pdf: bytes) -> None:
    # What ReportLab wrote, and nothing appended: one cross-reference table, one end.
    assert pdf.count(b"%%EOF") == 1
    assert pdf.count(b"startxref") == 1
    assert len(re.findall(rb"^xref$", pdf, re.MULTILINE)) == 1
    reader, signature, status = validated(pdf)
    assert reader.xrefs.total_revisions == 1
    assert signature.field_name == SIGNATURE_FIELD
    assert (status.intact, status.valid) == (True, True)
    assert status.coverage.name == "ENTIRE_FILE"
    start1, length1, start2, length2 = signature.byte_range
    assert (start1, start2 + length2) == (0, len(pdf))


def flipped(pdf: bytes) -> bytes:
    """`pdf` with one bit of the first page's content stream changed."""
    changed = bytearray(pdf)
    at = changed.index(b"stream", changed.index(b"/FlateDecode")) + 40
    changed[at] ^= 0x01
    return bytes(changed)


@pytest.mark.parametrize("kind", ["protocolo", "pendencia", "crc"])
def test_each_document_is_one_revision_its_signature_covers_whole(rendered, signer, kind, tmp_path):
    pdf = rendered[kind].pdf
    assert_one_revision_signed_whole(pdf)
    path = tmp_path / f"{kind}.pdf"
    path.write_bytes(pdf)
    report = pdfsig(path)
    assert "Signature Validation: Signature is Valid." in report, report
    assert "Total document signed" in report
    assert "Signature Type: ETSI.CAdES.detached" in report
    assert verify_pdf(pdf, keyring_of(signer)).status == VALID


def test_the_signature_dictionary_and_field_say_what_pyhanko_wrote(rendered, signer):
    """The entries pyHanko's signer gave the dictionary, the invisible field and the form,
    and the catalog's version and extensions it registered for ECDSA P-256 and PAdES."""
    reader, signature, _status = validated(rendered["crc"].pdf)
    dictionary = signature.sig_object
    assert dictionary["/Type"] == "/Sig"
    assert dictionary["/Filter"] == "/Adobe.PPKLite"
    assert dictionary["/SubFilter"] == "/ETSI.CAdES.detached"
    assert dictionary["/Name"] == OFFICE_GO.name
    assert dictionary["/Reason"] == "Documento emitido pelo Balcão"
    assert dictionary["/Location"] == f"{OFFICE_GO.name} ({OFFICE_GO.code})"
    assert re.fullmatch(r"D:\d{14}(Z|[+-]\d\d'\d\d')", dictionary["/M"])
    prepared = prepared_signer(signer, OFFICE_GO)
    contents = re.search(rb"/Contents <([0-9A-F]+)>", rendered["crc"].pdf).group(1)
    assert len(contents) == prepared.bytes_reserved
    form = reader.root["/AcroForm"]
    assert form["/SigFlags"] == 3
    (field,) = form["/Fields"]
    field = field.get_object()
    assert (field["/FT"], field["/Subtype"], field["/F"]) == ("/Sig", "/Widget", 132)
    assert list(field["/Rect"]) == [0, 0, 0, 0]
    assert field["/P"].get_object() == reader.root["/Pages"]["/Kids"][0].get_object()
    assert reader.root["/Version"] == "/2.0"
    assert set(reader.root["/Extensions"]) == {"/ESIC", "/ISO_"}


def test_the_field_is_on_the_first_page_only(signer):
    document = render_document("auto_infracao", NOTICE, OFFICE_GO, "GYN-2026-000901", signer)
    reader, _signature, _status = validated(document.pdf)
    pages = reader.root["/Pages"]["/Kids"]
    assert len(pages) == 3
    annotations = [list(page.get_object().get("/Annots", [])) for page in pages]
    assert [len(found) for found in annotations] == [1, 0, 0]
    assert_one_revision_signed_whole(document.pdf)


def test_a_changed_byte_is_caught(rendered, signer, tmp_path):
    pdf = flipped(rendered["crc"].pdf)
    path = tmp_path / "crc.pdf"
    path.write_bytes(pdf)
    report = pdfsig(path)
    assert "Signature is Valid" not in report
    assert "Digest Mismatch" in report
    _reader, _signature, status = validated(pdf)
    assert not status.intact
    assert verify_pdf(pdf, keyring_of(signer)).status == ALTERED


def test_an_old_ed25519_key_signs_the_file_the_same_way(tmp_path):
    """pyHanko checks Ed25519 (RFC 8419, SHA-512); poppler does not, but reads the byte range
    as the whole document."""
    old = load_office_signer(create_ed25519_key(tmp_path / "old-key"))
    document = render_document("crc", CRC, OFFICE_GO, "GYN-2025-000010", old)
    assert_one_revision_signed_whole(document.pdf)
    path = tmp_path / "crc.pdf"
    path.write_bytes(document.pdf)
    report = pdfsig(path)
    assert "Signing Hash Algorithm: SHA-512" in report
    assert "Total document signed" in report
    keyring = keyring_of(old)
    assert verify_pdf(document.pdf, keyring).status == VALID
    changed = flipped(document.pdf)
    assert not validated(changed)[2].intact
    assert verify_pdf(changed, keyring).status == ALTERED
