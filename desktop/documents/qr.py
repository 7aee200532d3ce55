"""QR codes drawn as vector squares (crisp at any printer resolution), made with segno."""

import segno
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 4

# The data mask is fixed instead of chosen per code: scoring the eight masks of ISO/IEC
# 18004 §7.8.3 was a fifth of a document's rendering (23 ms of a licence's 118 ms). Mask 2 is
# the one segno chose for two thirds of 63 payloads of issued documents, and its penalty score
# over all of them is within 1 % of the best mask of each (benchmarks/README-office.md).
MASK = 2


def make_qr(text: str) -> segno.QRCode:
    return segno.make_qr(text, error="m", boost_error=False, encoding="utf-8", mask=MASK)


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draws the QR of `text` with its quiet zone in a `size` square whose lower left is x, y:
    each run of dark modules of a row is one rectangle of a single filled path."""
    qr = make_qr(text)
    rows = list(qr.matrix)
    modules = len(rows) + 2 * QUIET_ZONE
    module = size / modules
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    path = canvas.beginPath()
    for row_index, row in enumerate(rows):
        top = y + size - (row_index + QUIET_ZONE + 1) * module
        column = 0
        while column < len(row):
            if row[column]:
                start = column
                while column < len(row) and row[column]:
                    column += 1
                left = x + (start + QUIET_ZONE) * module
                path.rect(left, top, (column - start) * module, module)
            else:
                column += 1
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
