"""Preview, print and save a document — always from the same signed PDF bytes.

QtPdf renders the pages (QPdfDocument); printing paints them into a QPrinter at the printer's
resolution (capped at MAX_PRINT_DPI, which is more than text and the QR need), in horizontal
strips so a page never needs one huge image. Saving writes the bytes unchanged, so the saved
file still carries its signature. Modal dialogs open through `desktop.ui.widgets.dialogs.launch`.
"""

from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPoint,
    QRect,
    QSize,
)
from PySide6.QtGui import QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from desktop.models.errors import UserFacingError
from desktop.ui.widgets import dialogs, operation

MAX_PRINT_DPI = 600
STRIP_HEIGHT = 1024
POINTS_PER_INCH = 72

translate = QCoreApplication.translate


class PrintError(UserFacingError):
    """Printing could not start (no such printer, the printer refused the job)."""


class PdfOutput:
    """One document's bytes and the three things the counter does with them."""

    def __init__(self, pdf: bytes, title: str, parent: QWidget | None = None) -> None:
        self.pdf = pdf
        self.title = title
        self.parent = parent
        self._bytes = QByteArray(pdf)
        self._buffer = QBuffer(self._bytes)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document = QPdfDocument()
        self.document.load(self._buffer)
        if self.document.status() != QPdfDocument.Status.Ready:
            raise ValueError(f"PDF ilegível: {self.document.error()}")

    @property
    def page_count(self) -> int:
        return self.document.pageCount()

    def preview_dialog(self) -> QDialog:
        """The preview window (built, not shown): the pages, and Imprimir / Salvar / Fechar."""
        dialog = QDialog(self.parent)
        dialog.setWindowTitle(translate("PdfOutput", "Visualizar — {0}").format(self.title))
        dialogs.size_to_screen(dialog, 820, 900)
        view = QPdfView(dialog)
        view.setObjectName("pdfView")
        view.setPageMode(QPdfView.PageMode.MultiPage)
        view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        view.setDocument(self.document)
        buttons = QDialogButtonBox(dialog)
        print_button = buttons.addButton(
            translate("PdfOutput", "&Imprimir…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        print_button.setObjectName("printButton")
        save_button = buttons.addButton(
            translate("PdfOutput", "&Salvar PDF…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        save_button.setObjectName("saveButton")
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        print_button.clicked.connect(self.print_with_dialog)
        save_button.clicked.connect(self.save_with_dialog)
        layout = QVBoxLayout(dialog)
        layout.addWidget(view)
        layout.addWidget(buttons)
        return dialog

    def preview(self) -> None:
        dialogs.launch(self.preview_dialog())

    def printer_for(self, printer_name: str | None) -> QPrinter | None:
        """A printer named `printer_name`, or the one the user picks (None if cancelled)."""
        if printer_name is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            dialog = QPrintDialog(printer, self.parent)
            dialog.setWindowTitle(translate("PdfOutput", "Imprimir — {0}").format(self.title))
            if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
                return None
            return printer
        info = QPrinterInfo.printerInfo(printer_name)
        if info.isNull():
            raise PrintError(
                translate("PdfOutput", "A impressora {0} não está instalada.").format(printer_name)
            )
        return QPrinter(info, QPrinter.PrinterMode.HighResolution)

    def print_to(self, printer_name: str | None = None) -> bool:
        """Prints every page; False when the user cancelled the print dialog."""
        printer = self.printer_for(printer_name)
        if printer is None:
            return False
        self.render_to(printer)
        return True

    def print_with_dialog(self) -> bool:
        """The Imprimir button: asks for the printer; a failure is shown, not raised."""
        return operation.run(self.parent, self.print_to) is True

    def render_to(self, printer: QPrinter) -> None:
        """Paints the pages into `printer`, each on paper of the PDF page's own size."""
        printer.setDocName(self.title)
        printer.setFullPage(True)
        printer.setResolution(min(printer.resolution(), MAX_PRINT_DPI))
        printer.setPageLayout(self._layout(0))
        painter = QPainter()
        if not painter.begin(printer):
            raise PrintError(
                translate("PdfOutput", "Não foi possível iniciar a impressão em {0}.").format(
                    printer.printerName() or printer.outputFileName()
                )
            )
        try:
            for page in range(self.page_count):
                if page > 0:
                    printer.setPageLayout(self._layout(page))
                    printer.newPage()
                self._paint_page(painter, printer, page)
        finally:
            painter.end()

    def _layout(self, page: int) -> QPageLayout:
        size = QPageSize(self.document.pagePointSize(page), QPageSize.Unit.Point)
        return QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF())

    def _paint_page(self, painter: QPainter, printer: QPrinter, page: int) -> None:
        dpi = printer.resolution()
        points = self.document.pagePointSize(page)
        full = QSize(
            round(points.width() * dpi / POINTS_PER_INCH),
            round(points.height() * dpi / POINTS_PER_INCH),
        )
        for top in range(0, full.height(), STRIP_HEIGHT):
            height = min(STRIP_HEIGHT, full.height() - top)
            options = QPdfDocumentRenderOptions()
            options.setScaledSize(full)
            options.setScaledClipRect(QRect(0, top, full.width(), height))
            strip = self.document.render(page, QSize(full.width(), height), options)
            painter.drawImage(QPoint(0, top), strip)

    def save_to(self, path: Path | str) -> Path:
        """Writes the PDF bytes unchanged (the file keeps its signature)."""
        target = Path(path)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        target.write_bytes(self.pdf)
        return target

    def save_with_dialog(self) -> Path | None:
        chosen = dialogs.choose_save_file(
            self.parent,
            translate("PdfOutput", "Salvar PDF"),
            translate("PdfOutput", "Documentos PDF (*.pdf)"),
            f"{self.title}.pdf",
        )
        return self.save_to(chosen) if chosen else None
