"""Preview, print and save a document from the same PDF bytes (desktop/ui/widgets/pdf_output.py).

The printing test goes through the real CUPS printer Balcao_PDF (cups-pdf, started by
scripts/cups.sh start) and reads the PDF that comes out: same page size, and the printed QR
code carries the document's signed payload, module by module.
"""

import io
import subprocess
import uuid
from datetime import date
from pathlib import Path

import pytest
import segno
from PIL import Image
from pypdf import PdfReader
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton
from reportlab.lib.units import mm

from desktop.documents import letterhead, qr
from desktop.documents.data import CrcData, OfficeLetterhead, OperatorIdentity
from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import RenderedDocument, render_document
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.pdf_output import PdfOutput, PrintError

PRINTER = "Balcao_PDF"
REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def crc(tmp_path_factory) -> RenderedDocument:
    key_dir = tmp_path_factory.mktemp("key")
    create_office_key(key_dir)
    data = CrcData(
        operator=OperatorIdentity(
            "Expresso Araguaína Fretamentos Ltda.",
            "Expresso Araguaína",
            "11.222.333/0001-81",
            "Avenida Tocantins, 500 — Centro — Anápolis/GO — CEP 75020-010",
        ),
        process_number="ANP-2026-000005",
        issue_date=date(2026, 7, 1),
        valid_until=date(2029, 6, 30),
        renewal_from=date(2029, 5, 1),
        modalities=("Fretamento eventual ou turístico",),
        issued_by="Célia Simões",
    )
    office = OfficeLetterhead("Escritório de Anápolis", "ANP", "GO", "Anápolis/GO")
    return render_document("crc", data, office, "ANP-2026-000031", load_office_signer(key_dir))


def assert_qr_matches(image, payload_text: str) -> None:
    """Finds the QR printed near its place on the page (a printer may shift or scale the
    page slightly) and compares every module with the QR segno makes of the payload (level M,
    the documents' fixed data mask)."""
    gray = image.convert("L")
    scale = gray.width / letterhead.PAGE_WIDTH
    slack = 3 * mm * scale
    left = (letterhead.PAGE_WIDTH - letterhead.MARGIN - letterhead.QR_SIZE) * scale - slack
    top = (letterhead.PAGE_HEIGHT - letterhead.MARGIN - letterhead.QR_SIZE) * scale - slack
    size = letterhead.QR_SIZE * scale + 2 * slack
    area = gray.crop((int(left), int(top), int(left + size), int(top + size)))
    box = area.point(lambda value: 255 if value < 128 else 0).getbbox()
    assert box is not None, "nenhum QR code na área do rodapé"
    code = segno.make_qr(payload_text, error="m", boost_error=False, mask=qr.MASK)
    matrix = [list(row) for row in code.matrix]
    module_x = (box[2] - box[0]) / len(matrix)
    module_y = (box[3] - box[1]) / len(matrix)
    assert module_x >= 5 and abs(module_x - module_y) < 0.5
    for row_index, row in enumerate(matrix):
        for column_index, dark in enumerate(row):
            x = int(box[0] + (column_index + 0.5) * module_x)
            y = int(box[1] + (row_index + 0.5) * module_y)
            assert (area.getpixel((x, y)) < 128) == bool(dark), (row_index, column_index)


def test_preview_shows_the_document_in_a_pdf_view(qtbot, crc, monkeypatch):
    shown = []

    def fake_launch(dialog):
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs, "launch", fake_launch)
    output = PdfOutput(crc.pdf, "CRC ANP-2026-000031")
    output.preview()
    (dialog,) = shown
    qtbot.addWidget(dialog)
    view = dialog.findChild(QPdfView, "pdfView")
    assert view.document().pageCount() == 1
    assert view.document() is output.document
    assert "CRC ANP-2026-000031" in dialog.windowTitle()
    labels = {button.text() for button in dialog.findChildren(QPushButton)}
    assert {"&Imprimir…", "&Salvar PDF…"} <= labels


def test_save_writes_the_signed_bytes_unchanged(qtbot, crc, tmp_path, monkeypatch):
    output = PdfOutput(crc.pdf, "crc")
    assert output.save_to(tmp_path / "certificado").read_bytes() == crc.pdf
    target = tmp_path / "pelo-dialogo.pdf"

    def fake_launch(dialog):
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs, "launch", fake_launch)
    assert output.save_with_dialog() == target
    assert target.read_bytes() == crc.pdf


def test_cancelled_print_dialog_prints_nothing(qtbot, crc, monkeypatch):
    monkeypatch.setattr(dialogs, "launch", lambda dialog: QDialog.DialogCode.Rejected)
    assert PdfOutput(crc.pdf, "crc").print_to() is False


def test_printer_chosen_in_the_dialog_gets_every_page(qtbot, crc, tmp_path, monkeypatch):
    target = tmp_path / "impresso.pdf"

    def choose_pdf_file(dialog):
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs, "launch", choose_pdf_file)
    assert PdfOutput(crc.pdf, "crc").print_with_dialog() is True
    printed = target.read_bytes()
    page = PdfReader(io.BytesIO(printed)).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (595, 842)
    assert_qr_matches(rasterize(printed, tmp_path), crc.payload.text())


def test_print_failure_is_shown_to_the_user(qtbot, crc, tmp_path, monkeypatch):
    shown = []

    def unwritable_file(dialog):
        if isinstance(dialog, QPrintDialog):
            dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            dialog.printer().setOutputFileName(str(tmp_path / "nao-existe" / "x.pdf"))
            return QDialog.DialogCode.Accepted
        shown.append(dialog.text())
        return 0

    monkeypatch.setattr(dialogs, "launch", unwritable_file)
    assert PdfOutput(crc.pdf, "crc").print_with_dialog() is False
    assert shown and "Não foi possível iniciar a impressão" in shown[0]


def test_unknown_printer_is_a_clear_error(qtbot, crc):
    with pytest.raises(PrintError, match="Impressora_Que_Nao_Existe não está instalada"):
        PdfOutput(crc.pdf, "crc").print_to("Impressora_Que_Nao_Existe")


def cups_pdf_output_dir() -> Path:
    result = subprocess.run(
        ["bash", str(REPOSITORY / "scripts" / "cups.sh"), "output-dir"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(result.stdout.strip())


def rasterize(pdf: bytes, folder: Path):
    """The page as it looks on paper (poppler), whatever matrix places the printed image."""
    source = folder / "para-rasterizar.pdf"
    source.write_bytes(pdf)
    subprocess.run(
        ["pdftoppm", "-r", "300", "-png", "-singlefile", str(source), str(folder / "pagina")],
        check=True,
    )
    return Image.open(folder / "pagina.png")


def test_crc_printed_through_balcao_pdf_comes_out_as_the_same_document(qtbot, crc, tmp_path):
    if QPrinterInfo.printerInfo(PRINTER).isNull():
        pytest.fail(
            f"A impressora {PRINTER} não existe: rode `bash scripts/cups.sh start` (pacotes "
            "cups, cups-client e printer-driver-cups-pdf) antes dos testes.",
            pytrace=False,
        )
    output_dir = cups_pdf_output_dir()
    title = f"crc-{uuid.uuid4().hex[:12]}"
    assert PdfOutput(crc.pdf, title).print_to(PRINTER) is True

    printed: list[bytes] = []

    def came_out() -> bool:
        for path in output_dir.glob(f"{title}*.pdf"):
            try:
                data = path.read_bytes()
                reader = PdfReader(io.BytesIO(data))
                if reader.pages and reader.pages[0].images:
                    printed.append(data)
                    return True
            except Exception:  # noqa: BLE001 (cups-pdf still writing the file)
                return False
        return False

    qtbot.waitUntil(came_out, timeout=120_000)
    reader = PdfReader(io.BytesIO(printed[0]))
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (595, 842)
    assert title in str(reader.metadata.get("/Title", ""))
    assert page.images[0].image.width >= 2400  # printed at 290 dpi or more across A4
    assert_qr_matches(rasterize(printed[0], tmp_path), crc.payload.text())
