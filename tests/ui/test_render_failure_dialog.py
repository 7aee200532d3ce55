"""Issue 16 §4 on screen: when the PDF of a protocol cannot be made, the protocol and its
number are saved, the clerk is told so and the dialog closes (no second protocol by a
second click), and opening the pending printout prints it."""

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton
from reportlab.platypus.doctemplate import LayoutError

import desktop.documents.render as render_module
from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.operators import create_operator
from desktop.ui.operators.area import OperatorsArea
from tests.factories.reading import count
from tests.ui.conftest import operator_input


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def failing_layout(*_args, **_kwargs):
    raise LayoutError("Flowable <Paragraph> too large on page 1 in frame 'normal'")


def test_failed_protocol_pdf_is_announced_and_printed_again_from_the_list(
    qtbot, admin_context, open_area, dialog_driver, monkeypatch, tmp_path
):
    detail = create_operator(admin_context, operator_input())
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    area.search_for("11.222.333/0001-81")
    process = area.process

    closed = []

    def accept(dialog):
        dialog.finished.connect(closed.append)
        click(qtbot, dialog.ok_button)
        return dialog.result()

    dialog_driver.on("ActionDialog", accept)
    with monkeypatch.context() as failing:
        failing.setattr(render_module, "build_pdf", failing_layout)
        click(qtbot, process.buttons["protocol"])

    (application,) = list_applications(admin_context, detail.id)
    number = application.protocol_number
    assert ("QMessageBox", "Documento registrado") in dialog_driver.seen
    assert any(f"nº {number}" in text and "reimpressão" in text for text in dialog_driver.messages)
    assert closed == [QDialog.DialogCode.Rejected.value]  # closed by the message, not by the clerk
    assert count(admin_context.database, PrintOrder) == 1
    assert count(admin_context.database, IssuedDocument) == 0
    assert process.printout_list.count() == 1
    assert "PDF a gerar" in process.printout_list.item(0).text()

    target = tmp_path / "protocolo-reimpresso.pdf"

    def save_from_preview(preview):
        def choose(file_dialog):
            file_dialog.selectFile(str(target))
            return QDialog.DialogCode.Accepted

        dialog_driver.on("QFileDialog", choose)
        click(qtbot, preview.findChild(QPushButton, "saveButton"))
        return QDialog.DialogCode.Rejected

    dialog_driver.on("QDialog", save_from_preview)
    process.open_printout()
    assert ("QDialog", f"Visualizar — Comprovante de protocolo {number}") in dialog_driver.seen
    assert count(admin_context.database, IssuedDocument) == 1
    text = "".join(page.extract_text() for page in PdfReader(target).pages)
    assert number in text
    assert "11.222.333/0001-81" in text
