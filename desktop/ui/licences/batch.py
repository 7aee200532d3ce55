"""Batch printing of a day's licences: one print job with every licence as issued (the stored,
signed PDFs, Res. AGR 105/2017 art. 39 II), run off the GUI thread by
`desktop.ui.widgets.worker.run_task` with a progress bar and Cancel. QPainter may paint into a
QPrinter from a worker thread (Qt's threading rules allow QImage, QPrinter, QPicture)."""

import uuid
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPoint, QRect, QSize
from PySide6.QtGui import QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions
from PySide6.QtPrintSupport import QPrinter

from desktop.ui.widgets.pdf_output import MAX_PRINT_DPI, POINTS_PER_INCH, STRIP_HEIGHT, PrintError
from desktop.ui.widgets.worker import TaskControl


def _page_layout(document: QPdfDocument, page: int) -> QPageLayout:
    size = QPageSize(document.pagePointSize(page), QPageSize.Unit.Point)
    return QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF())


def _paint(painter: QPainter, printer: QPrinter, document: QPdfDocument, page: int) -> None:
    dpi = printer.resolution()
    points = document.pagePointSize(page)
    full = QSize(
        round(points.width() * dpi / POINTS_PER_INCH),
        round(points.height() * dpi / POINTS_PER_INCH),
    )
    for top in range(0, full.height(), STRIP_HEIGHT):
        height = min(STRIP_HEIGHT, full.height() - top)
        options = QPdfDocumentRenderOptions()
        options.setScaledSize(full)
        options.setScaledClipRect(QRect(0, top, full.width(), height))
        painter.drawImage(
            QPoint(0, top), document.render(page, QSize(full.width(), height), options)
        )


def print_batch(
    ids: list[uuid.UUID],
    load_pdf: Callable[[uuid.UUID], bytes],
    printer: QPrinter,
    control: TaskControl,
) -> int:
    """Prints each licence's PDF into `printer` as one job; returns how many were printed.
    Cancel stops between licences (the job holds the ones already painted)."""
    printer.setFullPage(True)
    printer.setResolution(min(printer.resolution(), MAX_PRINT_DPI))
    painter = QPainter()
    started = False
    printed = 0
    try:
        for index, licence_id in enumerate(ids):
            if control.cancelled:
                break
            # Created in this thread, so the document reads a buffer its own thread owns.
            buffer = QBuffer()
            buffer.setData(QByteArray(load_pdf(licence_id)))
            buffer.open(QIODevice.OpenModeFlag.ReadOnly)
            document = QPdfDocument()
            document.load(buffer)
            for page in range(document.pageCount()):
                printer.setPageLayout(_page_layout(document, page))
                if not started:
                    if not painter.begin(printer):
                        raise PrintError(
                            "Não foi possível iniciar a impressão em "
                            f"{printer.printerName() or printer.outputFileName()}."
                        )
                    started = True
                else:
                    printer.newPage()
                _paint(painter, printer, document, page)
            document.close()
            buffer.close()
            printed += 1
            control.report(index + 1, len(ids))
    finally:
        if started:
            painter.end()
    return printed
