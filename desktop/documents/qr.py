"""QR codes drawn as vector squares (crisp at any printer resolution), made with segno."""

import segno
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 4


def make_qr(text: str) -> segno.QRCode:
    return segno.make_qr(text, error="m", boost_error=False, encoding="utf-8")


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draws the QR of `text` with its quiet zone in a `size` square whose lower left is x, y."""
    qr = make_qr(text)
    rows = list(qr.matrix)
    modules = len(rows) + 2 * QUIET_ZONE
    module = size / modules
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    for row_index, row in enumerate(rows):
        top = y + size - (row_index + QUIET_ZONE + 1) * module
        column = 0
        while column < len(row):
            if row[column]:
                start = column
                while column < len(row) and row[column]:
                    column += 1
                left = x + (start + QUIET_ZONE) * module
                canvas.rect(left, top, (column - start) * module, module, stroke=0, fill=1)
            else:
                column += 1
    canvas.restoreState()
