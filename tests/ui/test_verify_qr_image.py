"""Verificar documento with an image of the QR code: the clerk opens a scan of the printed
page (or a file that is not an image) through the file dialog and reads the verdict."""

import subprocess
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QProgressDialog

from desktop.documents.data import CrcData, OperatorIdentity
from desktop.services.documents.issuing import issue_document
from desktop.ui.navigator import Navigator
from desktop.ui.verify.page import VerifyPage
from desktop.ui.workspace import Workspace

CRC = CrcData(
    operator=OperatorIdentity(
        legal_name="Transportes Rio Vermelho Ltda.",
        trade_name="Rio Vermelho Turismo",
        cnpj="11.222.333/0001-81",
        address="Rua 7, 120 — Centro — Goiás/GO — CEP 76600-000",
    ),
    process_number="GYN-2026-000052",
    issue_date=date(2026, 8, 3),
    valid_until=date(2029, 8, 2),
    renewal_from=date(2029, 6, 3),
    modalities=("Fretamento eventual ou turístico",),
    issued_by="Administradora do Escritório",
)


@pytest.fixture
def issued(admin_context, tmp_path):
    with admin_context.database.write() as session:
        return issue_document(admin_context, session, "crc", CRC, key_dir=tmp_path / "keys")


@pytest.fixture
def scan(issued, tmp_path):
    source = tmp_path / "crc.pdf"
    source.write_bytes(issued.pdf)
    subprocess.run(
        ["pdftoppm", "-r", "150", "-png", "-singlefile", str(source), str(tmp_path / "escaneado")],
        check=True,
    )
    return tmp_path / "escaneado.png"


@pytest.fixture
def page(qtbot, admin_context):
    widget = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(widget)
    return widget


def choose(path, filters):
    def handler(dialog: QFileDialog) -> int:
        filters.append(dialog.nameFilters())
        dialog.selectFile(str(path))
        return QDialog.DialogCode.Accepted

    return handler


def table_fields(page) -> dict[str, str]:
    table = page.fields
    return {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}


def test_scan_of_the_printed_qr_shows_valid(qtbot, page, issued, scan, dialog_driver):
    filters = []
    dialog_driver.on("QFileDialog", choose(scan, filters))
    qtbot.mouseClick(page.image_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.result.text() != "")
    assert filters == [["Imagens PNG ou JPG (*.png *.jpg *.jpeg)"]]
    assert page.result.text() == "VÁLIDO"
    assert page.result.property("role") == "verdict_ok"
    assert page.explanation.text().startswith("Documento autêntico, emitido pelo escritório GYN")
    fields = table_fields(page)
    assert fields["Número"] == issued.number
    assert fields["Código de verificação"] == issued.verification_code
    assert fields["Válido até"] == "02/08/2029"
    assert fields["Registro"].startswith("emitido neste escritório em")


def test_file_that_is_not_an_image_shows_unknown_with_the_reason(
    qtbot, page, tmp_path, dialog_driver
):
    not_an_image = tmp_path / "recibo.jpg"
    not_an_image.write_bytes(b"texto qualquer, nao uma foto")
    dialog_driver.on("QFileDialog", choose(not_an_image, []))
    qtbot.mouseClick(page.image_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.result.text() != "")
    assert page.result.text() == "DESCONHECIDO"
    assert page.result.property("role") == "verdict_unknown"
    assert page.explanation.text().startswith(
        "O arquivo recibo.jpg não é uma imagem PNG ou JPG legível."
    )
    assert page.fields.rowCount() == 0


def test_cancelled_dialog_verifies_nothing(qtbot, page, dialog_driver):
    qtbot.mouseClick(page.image_button, Qt.MouseButton.LeftButton)
    assert dialog_driver.seen == [("QFileDialog", "Abrir imagem do QR code")]
    assert page.findChildren(QProgressDialog) == []
    assert page.result.text() == ""
    assert page.verdict is None
