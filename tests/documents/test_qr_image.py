"""QR codes read from image files: the page of an issued document rasterised like a scan
(poppler's pdftoppm at 150 dpi) and like a tilted phone photo, verified through the service;
forged payloads, non-images and images without a QR code give pt-BR answers."""

import io
import subprocess
from pathlib import Path

import pytest
import segno
from PIL import Image, ImageDraw
from pypdf import PdfReader

from desktop.documents import letterhead
from desktop.documents.qr_image import QrImageError, read_qr_payloads
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.verification import verify_qr_image
from tests.factories.documents import CRC

SCAN_DPI = 150


def rasterise(pdf: bytes, folder: Path) -> Path:
    """The first page as a PNG, as a flatbed scanner would give it."""
    source = folder / "documento.pdf"
    source.write_bytes(pdf)
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            str(SCAN_DPI),
            "-png",
            "-singlefile",
            str(source),
            str(folder / "pagina"),
        ],
        check=True,
    )
    return folder / "pagina.png"


def qr_png(folder: Path, name: str, *texts: str) -> Path:
    """A PNG with the QR code of each text, side by side."""
    images = []
    for text in texts:
        buffer = io.BytesIO()
        segno.make_qr(text, error="m", boost_error=False).save(buffer, kind="png", scale=5)
        buffer.seek(0)
        images.append(Image.open(buffer).convert("L"))
    sheet = Image.new("L", (sum(image.width for image in images), images[0].height), 255)
    left = 0
    for image in images:
        sheet.paste(image, (left, 0))
        left += image.width
    path = folder / name
    sheet.save(path)
    return path


@pytest.fixture
def issued(admin_context, tmp_path):
    with admin_context.database.write() as session:
        return issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")


@pytest.fixture
def payload_text(issued) -> str:
    return PdfReader(io.BytesIO(issued.pdf)).metadata["/Keywords"]


@pytest.fixture
def scan(issued, tmp_path) -> Path:
    return rasterise(issued.pdf, tmp_path)


@pytest.mark.postgres
def test_scanned_page_of_an_issued_document_is_valid(admin_context, issued, payload_text, scan):
    assert read_qr_payloads(scan) == [payload_text]
    assert read_qr_payloads(scan.read_bytes()) == [payload_text]
    verdict = verify_qr_image(admin_context.database, scan)
    assert verdict.status == "valida", verdict.explanation
    assert verdict.fields["Número"] == issued.number
    assert verdict.fields["Código de verificação"] == issued.verification_code
    assert verdict.fields["Válido até"] == "31/03/2029"
    assert verdict.fields["Registro"].startswith("emitido neste escritório em")


@pytest.mark.postgres
def test_tilted_phone_photo_as_jpeg_is_valid(admin_context, issued, scan, tmp_path):
    page = Image.open(scan).convert("RGB")
    photo = page.rotate(8, expand=True, fillcolor=(120, 110, 100))
    photo = photo.resize((photo.width * 2, photo.height * 2))
    path = tmp_path / "foto do celular.jpg"
    photo.save(path, quality=70)
    verdict = verify_qr_image(admin_context.database, path)
    assert verdict.status == "valida", verdict.explanation
    assert verdict.fields["Número"] == issued.number


@pytest.mark.postgres
def test_qr_of_a_forged_payload_is_altered(admin_context, payload_text, tmp_path):
    forged = payload_text.replace("val=20290331", "val=20330331")
    assert forged != payload_text
    path = qr_png(tmp_path, "forjado.png", forged)
    assert read_qr_payloads(path) == [forged]
    verdict = verify_qr_image(admin_context.database, path)
    assert verdict.status == "alterada"
    assert verdict.fields["Válido até"] == "31/03/2033"
    assert "foi alterado" in verdict.explanation


@pytest.mark.postgres
def test_two_documents_in_one_image_are_refused(admin_context, payload_text, tmp_path):
    forged = payload_text.replace("val=20290331", "val=20330331")
    path = qr_png(tmp_path, "dois.png", payload_text, forged)
    assert sorted(read_qr_payloads(path)) == sorted([payload_text, forged])
    verdict = verify_qr_image(admin_context.database, path)
    assert verdict.status == "desconhecida"
    assert "2 QR codes de documentos do Balcão" in verdict.explanation


@pytest.mark.postgres
def test_qr_that_is_not_a_balcao_document_is_unknown(admin_context, tmp_path):
    path = qr_png(tmp_path, "site.png", "https://www.agr.go.gov.br/")
    verdict = verify_qr_image(admin_context.database, path)
    assert verdict.status == "desconhecida"
    assert verdict.explanation == "O texto não é um código de documento do Balcão."


@pytest.mark.postgres
def test_file_that_is_not_an_image_is_a_portuguese_error(admin_context, issued, tmp_path):
    for name, content in (("anotacoes.txt", b"Placa ABC1D23"), ("documento.pdf", issued.pdf)):
        path = tmp_path / name
        path.write_bytes(content)
        message = f"O arquivo {name} não é uma imagem PNG ou JPG legível"
        with pytest.raises(QrImageError, match=message):
            read_qr_payloads(path)
        verdict = verify_qr_image(admin_context.database, path)
        assert verdict.status == "desconhecida"
        assert verdict.explanation.startswith(message)
    with pytest.raises(QrImageError, match="O conteúdo recebido não é uma imagem"):
        read_qr_payloads(b"\x89PNG\r\n\x1a\n truncado")
    with pytest.raises(QrImageError, match="Não foi possível abrir o arquivo sumiu.png"):
        read_qr_payloads(tmp_path / "sumiu.png")


@pytest.mark.postgres
def test_page_without_its_qr_code_is_a_portuguese_error(admin_context, scan, tmp_path):
    """The footer's QR code painted over: the rest of the page is left as scanned."""
    page = Image.open(scan).convert("L")
    scale = SCAN_DPI / 72
    right = (letterhead.PAGE_WIDTH - letterhead.MARGIN) * scale
    size = letterhead.QR_SIZE * scale
    top = (letterhead.PAGE_HEIGHT - letterhead.MARGIN) * scale - size
    ImageDraw.Draw(page).rectangle(
        (right - size - 20, top - 20, right + 20, top + size + 20), fill=255
    )
    path = tmp_path / "sem-qr.png"
    page.save(path)
    with pytest.raises(QrImageError, match="Nenhum QR code foi encontrado na imagem"):
        read_qr_payloads(path)
    verdict = verify_qr_image(admin_context.database, path)
    assert verdict.status == "desconhecida"
    assert verdict.explanation.startswith("Nenhum QR code foi encontrado na imagem")
