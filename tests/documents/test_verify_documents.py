"""Verification of the PDF file signature and of the QR payload: valid, altered, unknown."""

import io
import subprocess
from dataclasses import replace

import pytest
import segno
from PIL import Image
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen.canvas import Canvas

from desktop.documents import letterhead, qr
from desktop.documents.payload import (
    PayloadError,
    normalize_code,
    parse_payload,
    sign_payload,
    verification_code,
)
from desktop.documents.render import render_document
from desktop.documents.verify import ALTERED, UNKNOWN, VALID, verify_payload, verify_pdf
from tests.factories.documents import CRC, OFFICE_GO, OFFICE_RR, keyring_of


def test_every_issued_document_verifies_valid(rendered, signer):
    for kind, document in rendered.items():
        verdict = verify_pdf(document.pdf, keyring_of(signer))
        assert verdict.status == VALID, (kind, verdict.explanation)
        assert verdict.fields["Número"] == document.payload.number
        assert verdict.fields["Código de verificação"] == document.verification_code
        assert verdict.fields["CNPJ"] == "11222333000181"
        assert "autêntico" in verdict.explanation


def test_crc_verdict_shows_the_signed_validity(rendered, signer):
    verdict = verify_pdf(rendered["crc"].pdf, keyring_of(signer))
    assert verdict.fields["Válido até"] == "31/03/2029"
    assert verdict.fields["Processo"] == "GYN-2026-000041"
    assert verdict.fields["Documento"] == "Certificado de Registro Cadastral"


def test_payload_in_the_pdf_is_the_signed_qr_payload(rendered, signer):
    document = rendered["crc"]
    reader = PdfReader(io.BytesIO(document.pdf))
    embedded = reader.metadata["/Keywords"]
    assert embedded == document.payload.text()
    payload = parse_payload(embedded)
    assert payload.kind == "crc"
    assert payload.office_code == "GYN"
    assert payload.key_id == signer.key_id
    assert payload.issue_date == CRC.issue_date
    assert payload.fields == {
        "cnpj": "11222333000181",
        "proc": "GYN-2026-000041",
        "val": "20290331",
    }
    assert payload.verifies_with(signer.public_key)
    assert len(embedded) < 230  # a version 9-10 QR at level M: readable at 34 mm
    assert verify_payload(embedded, keyring_of(signer)).status == VALID


def test_printed_qr_modules_are_the_segno_qr_of_the_payload(rendered, tmp_path):
    """Rasterizes the page (poppler's pdftoppm) and samples each module of the printed QR:
    segno's code of the payload at level M with the fixed data mask (`qr.MASK`)."""
    document = rendered["protocolo"]
    pdf_path = tmp_path / "doc.pdf"
    pdf_path.write_bytes(document.pdf)
    dpi = 300
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-png", "-singlefile", str(pdf_path), str(tmp_path / "p")],
        check=True,
    )
    image = Image.open(tmp_path / "p.png").convert("L")
    expected = segno.make_qr(document.payload.text(), error="m", boost_error=False, mask=qr.MASK)
    assert expected.mask == 2
    matrix = [list(row) for row in expected.matrix]
    scale = dpi / 72
    size = letterhead.QR_SIZE * scale
    left = (letterhead.PAGE_WIDTH - letterhead.MARGIN - letterhead.QR_SIZE) * scale
    top = (letterhead.PAGE_HEIGHT - letterhead.MARGIN - letterhead.QR_SIZE) * scale
    modules = len(matrix) + 8
    module = size / modules
    assert module >= 6  # at least 0.5 mm per module on paper
    for row_index, row in enumerate(matrix):
        for column_index, dark in enumerate(row):
            x = left + (column_index + 4.5) * module
            y = top + (row_index + 4.5) * module
            printed_dark = image.getpixel((int(x), int(y))) < 128
            assert printed_dark == bool(dark), (row_index, column_index)


def test_a_changed_byte_in_the_content_is_altered(rendered, signer):
    pdf = bytearray(rendered["crc"].pdf)
    start = pdf.index(b"stream", pdf.index(b"/FlateDecode")) + 40
    pdf[start] ^= 0x01
    verdict = verify_pdf(bytes(pdf), keyring_of(signer))
    assert verdict.status == ALTERED
    assert "alterad" in verdict.explanation


def test_an_incremental_update_that_edits_the_text_is_altered(rendered, signer):
    overlay_buffer = io.BytesIO()
    overlay = Canvas(overlay_buffer)
    overlay.setFillColorRGB(1, 1, 1)
    overlay.rect(200, 470, 300, 20, stroke=0, fill=1)
    overlay.setFillColorRGB(0, 0, 0)
    overlay.drawString(210, 475, "31 de marco de 2035")
    overlay.save()
    writer = PdfWriter(io.BytesIO(rendered["crc"].pdf), incremental=True)
    writer.pages[0].merge_page(PdfReader(overlay_buffer).pages[0])
    edited = io.BytesIO()
    writer.write(edited)
    edited_bytes = edited.getvalue()
    assert edited_bytes.startswith(rendered["crc"].pdf)
    assert "2035" in PdfReader(io.BytesIO(edited_bytes)).pages[0].extract_text()
    verdict = verify_pdf(edited_bytes, keyring_of(signer))
    assert verdict.status == ALTERED
    assert "depois de assinado" in verdict.explanation


def test_a_key_outside_the_keyring_is_unknown(rendered, other_signer):
    verdict = verify_pdf(rendered["crc"].pdf, keyring_of(other_signer))
    assert verdict.status == UNKNOWN
    assert "não está entre as chaves confiáveis" in verdict.explanation


def test_a_document_of_another_office_verifies_with_its_imported_key(signer, other_signer):
    document = render_document("crc", CRC, OFFICE_RR, "BVB-2026-000007", other_signer)
    assert verify_pdf(document.pdf, keyring_of(signer)).status == UNKNOWN
    verdict = verify_pdf(document.pdf, keyring_of(signer) | keyring_of(other_signer, office="BVB"))
    assert verdict.status == VALID
    assert verdict.fields["Escritório"] == "BVB"


def test_unsigned_pdf_and_other_files_are_unknown(signer):
    stamp = letterhead.Stamp(
        OFFICE_GO,
        "crc",
        "Certificado de Registro Cadastral",
        "GYN-2026-000001",
        CRC.issue_date,
        ("art. 13",),
        "ABCDE-12345",
        signer.key_id,
        "BLC1|x",
    )
    unsigned = letterhead.build_pdf(stamp, [])
    assert verify_pdf(unsigned, keyring_of(signer)).status == UNKNOWN
    assert verify_pdf(b"GIF89a not a pdf", keyring_of(signer)).status == UNKNOWN


def test_qr_payload_with_a_changed_field_is_altered(rendered, signer):
    text = rendered["crc"].payload.text().replace("val=20290331", "val=20350331")
    verdict = verify_payload(text, keyring_of(signer))
    assert verdict.status == ALTERED
    assert verdict.fields["Válido até"] == "31/03/2035"


def test_qr_payload_of_unknown_key_or_garbage_is_unknown(rendered, other_signer):
    text = rendered["crc"].payload.text()
    assert verify_payload(text, keyring_of(other_signer)).status == UNKNOWN
    assert verify_payload("https://example.com", keyring_of(other_signer)).status == UNKNOWN
    truncated = verify_payload(text.split("|val=")[0], keyring_of(other_signer))
    assert truncated.status == UNKNOWN


def test_verification_code_is_short_readable_and_typed_leniently(rendered):
    code = rendered["crc"].verification_code
    assert code == verification_code(rendered["crc"].payload.signature)
    assert len(code) == 11 and code[5] == "-"
    assert normalize_code(code.lower().replace("-", " ")) == code
    assert normalize_code("ilo00-11111") == "11000-11111"  # I, L -> 1 and O -> 0
    with pytest.raises(PayloadError):
        normalize_code("ABC")


def test_payload_refuses_separator_in_fields(signer):
    with pytest.raises(PayloadError):
        sign_payload(signer, "crc", "GYN|1", "GYN", CRC.issue_date, {})
    with pytest.raises(PayloadError):
        sign_payload(signer, "crc", "GYN-1", "GYN", CRC.issue_date, {"cnpj": "a|b"})


def test_same_data_gives_the_same_payload_and_code(signer):
    first = render_document("crc", CRC, OFFICE_GO, "GYN-2026-000200", signer)
    again = render_document("crc", replace(CRC), OFFICE_GO, "GYN-2026-000200", signer)
    assert first.payload.text() == again.payload.text()
    assert first.verification_code == again.verification_code


def test_every_kind_is_known_where_documents_are_verified():
    """`balcao verify` names the document by its title whatever was imported before it: every
    template module's kinds are listed in one place (desktop.documents.kinds)."""
    import subprocess
    import sys

    script = (
        "from desktop.documents.verify import verify_payload\n"
        "from desktop.documents.kinds import title_of\n"
        "print(title_of('crv'), '|', title_of('licenca'), '|', title_of('auto_infracao'))\n"
    )
    shown = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert shown == "Certificado de Registro de Veículo | Licença de Viagem | Auto de Infração"


def test_a_key_of_another_office_cannot_sign_as_this_one(signer, other_signer):
    """Issue 16 §1: BVB's key, trusted for BVB, signs a CRC whose payload says GYN issued it."""
    forged = render_document("crc", CRC, OFFICE_GO, "GYN-2026-000777", other_signer)
    keyring = keyring_of(signer) | keyring_of(other_signer, office="BVB")
    expected = (
        "O documento diz ter sido emitido pelo escritório GYN, mas foi assinado pela chave "
        f"{other_signer.key_id}, que é do escritório BVB: um escritório não assina pelo outro."
    )
    by_file = verify_pdf(forged.pdf, keyring)
    assert (by_file.status, by_file.explanation) == (ALTERED, expected)
    by_qr = verify_payload(forged.payload.text(), keyring)
    assert (by_qr.status, by_qr.explanation) == (ALTERED, expected)
    # The same key, bound to GYN, would have vouched for it: the binding is what refuses.
    assert verify_pdf(forged.pdf, keyring_of(signer, other_signer)).status == VALID


@pytest.mark.parametrize(
    "damage",
    [
        lambda pdf: pdf[: len(pdf) // 2],
        lambda pdf: pdf.replace(b"startxref", b"startxreF"),
    ],
    ids=["truncated", "startxref"],
)
def test_a_damaged_file_is_told_in_portuguese_with_what_to_do(rendered, signer, damage):
    verdict = verify_pdf(damage(rendered["crc"].pdf), keyring_of(signer))
    assert verdict.status == ALTERED
    assert "EOF" not in verdict.explanation and "not found" not in verdict.explanation
    assert "código de verificação impresso" in verdict.explanation
