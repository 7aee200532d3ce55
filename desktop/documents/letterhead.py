"""Letterhead and footer shared by every template, and the A4 document builder.

Header: state, regulator, office and its address. Footer on every page: document number and
issue date, the articles the document rests on, the verification code, the key id, page x of
y and the QR code with the signed payload (payload.py).
"""

import io
from dataclasses import dataclass
from datetime import date

from babel.dates import format_date
from reportlab.lib.colors import HexColor
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from desktop.documents.data import OfficeLetterhead
from desktop.documents.file_signature import FileSignature
from desktop.documents.fonts import BOLD, REGULAR, register_fonts
from desktop.documents.legal import regulator_of
from desktop.documents.qr import draw_qr

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 18 * mm
HEADER_HEIGHT = 30 * mm
FOOTER_HEIGHT = 42 * mm
QR_SIZE = 34 * mm
NAME_SIZE = 10.0
NAME_LEADING = 1.15
ADDRESS_GAP = 4.2 * mm
RULE_GAP = 3 * mm


@dataclass(frozen=True)
class Stamp:
    """What the letterhead and footer print on every page of one document."""

    office: OfficeLetterhead
    kind: str
    title: str
    number: str
    issue_date: date
    articles: tuple[str, ...]
    verification_code: str
    key_id: str
    qr_text: str


def long_date(day: date) -> str:
    return format_date(day, "d 'de' MMMM 'de' y", locale="pt_BR")


def short_date(day: date) -> str:
    return format_date(day, "dd/MM/yyyy", locale="pt_BR")


def styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    body = ParagraphStyle(
        "body", fontName=REGULAR, bulletFontName=REGULAR, fontSize=10.5, leading=14.5
    )
    return {
        "body": body,
        "title": ParagraphStyle(
            "title",
            parent=body,
            fontName=BOLD,
            fontSize=15,
            leading=19,
            alignment=1,
            spaceBefore=2 * mm,
            spaceAfter=1 * mm,
        ),
        "subtitle": ParagraphStyle(
            "subtitle", parent=body, fontSize=10.5, alignment=1, spaceAfter=5 * mm
        ),
        "heading": ParagraphStyle(
            "heading",
            parent=body,
            fontName=BOLD,
            fontSize=11,
            spaceBefore=4 * mm,
            spaceAfter=1.5 * mm,
        ),
        "label": ParagraphStyle("label", parent=body, fontName=BOLD, fontSize=9.5, leading=13),
        "cell": ParagraphStyle("cell", parent=body, fontSize=10, leading=13.5),
        "item": ParagraphStyle("item", parent=body, leftIndent=6 * mm, bulletIndent=1 * mm),
        "notice": ParagraphStyle(
            "notice",
            parent=body,
            fontSize=10,
            leading=14,
            borderColor=HexColor("#555555"),
            borderWidth=0.6,
            borderPadding=3 * mm,
            leftIndent=3 * mm,
            rightIndent=3 * mm,
            spaceBefore=6 * mm,
            spaceAfter=4 * mm,
        ),
        "small": ParagraphStyle("small", parent=body, fontSize=8, leading=10.5),
    }


def _office_name(text: str, width: float, height: float) -> tuple[float, list[str]]:
    """The largest size, from NAME_SIZE down, at which `text` wraps into lines no wider than
    `width` whose baselines span at most `height`, and those lines: an office name may hold
    200 characters (models/office.py) beside the document's number."""
    size = NAME_SIZE
    while True:
        lines = simpleSplit(text, REGULAR, size, width)
        widest = max(stringWidth(line, REGULAR, size) for line in lines)
        if widest <= width and (len(lines) - 1) * size * NAME_LEADING <= height:
            return size, lines
        size -= 0.25


def _draw_header(canvas: Canvas, stamp: Stamp) -> None:
    regulator = regulator_of(stamp.office.jurisdiction)
    top = PAGE_HEIGHT - MARGIN
    right = PAGE_WIDTH - MARGIN
    canvas.setFont(BOLD, 9)
    canvas.drawString(MARGIN, top - 3 * mm, regulator.state.upper())
    canvas.setFont(BOLD, 10)
    canvas.drawString(MARGIN, top - 8.5 * mm, regulator.name)
    name_y = top - 14 * mm
    number = f"Nº {stamp.number}"
    canvas.drawRightString(right, name_y, number)
    # A long name wraps left of the number and pushes the address and the rule down, the
    # rule at most to 2 mm above the body: the body keeps its room, so no document gains a page.
    lowest_rule = top - HEADER_HEIGHT + 2 * mm
    size, lines = _office_name(
        f"{stamp.office.name} — {stamp.office.code}",
        right - MARGIN - stringWidth(number, BOLD, 10) - 4 * mm,
        name_y - (lowest_rule + RULE_GAP + ADDRESS_GAP),
    )
    canvas.setFont(REGULAR, size)
    for index, line in enumerate(lines):
        canvas.drawString(MARGIN, name_y - index * size * NAME_LEADING, line)
    last_y = name_y - (len(lines) - 1) * size * NAME_LEADING
    address_y = min(top - 19 * mm, last_y - ADDRESS_GAP)
    canvas.setFont(REGULAR, 8.5)
    canvas.drawString(MARGIN, address_y, stamp.office.address)
    canvas.setLineWidth(0.8)
    line_y = min(top - HEADER_HEIGHT + 6 * mm, address_y - RULE_GAP)
    canvas.line(MARGIN, line_y, right, line_y)


def _draw_footer(canvas: Canvas, stamp: Stamp) -> None:
    bottom = MARGIN
    qr_left = PAGE_WIDTH - MARGIN - QR_SIZE
    draw_qr(canvas, stamp.qr_text, qr_left, bottom, QR_SIZE)
    rule_y = bottom + FOOTER_HEIGHT - 3 * mm
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN, rule_y, PAGE_WIDTH - MARGIN, rule_y)
    width = qr_left - MARGIN - 4 * mm
    blocks = [
        (BOLD, 9, f"{stamp.title} nº {stamp.number}, emissão em {short_date(stamp.issue_date)}"),
        (REGULAR, 8, "Base legal: " + "; ".join(stamp.articles) + "."),
        (BOLD, 10.5, f"Código de verificação: {stamp.verification_code}"),
        (
            REGULAR,
            8,
            f"Assinado digitalmente com a chave do escritório {stamp.key_id}. "
            "Verifique lendo o QR code, digitando o código no Balcão ou com o "
            "comando: balcao verify ARQUIVO.pdf",
        ),
    ]
    y = rule_y - 5 * mm
    for font, size, content in blocks:
        canvas.setFont(font, size)
        for line in simpleSplit(content, font, size, width):
            canvas.drawString(MARGIN, y, line)
            y -= size * 1.3
        y -= 1.5 * mm


def _numbered_canvas(signature: FileSignature | None) -> type[Canvas]:
    """A canvas that holds pages back until the end, so each can say "página x de y"; the
    first page carries the field of `signature`, when given."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict] = []

        def showPage(self) -> None:  # noqa: N802 (ReportLab's name)
            self._pages.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # ReportLab's, not in its stubs

        def save(self) -> None:
            total = len(self._pages)
            for page in self._pages:
                self.__dict__.update(page)
                self.setFont(REGULAR, 8.5)
                self.drawRightString(
                    PAGE_WIDTH - MARGIN,
                    PAGE_HEIGHT - MARGIN - 3 * mm,
                    f"Página {self.getPageNumber()} de {total}",
                )
                if signature is not None and self.getPageNumber() == 1:
                    signature.attach(self)
                Canvas.showPage(self)
            Canvas.save(self)

    return NumberedCanvas


def build_pdf(stamp: Stamp, story: list[Flowable], signature: FileSignature | None = None) -> bytes:
    """Lays `story` out on A4 pages with the letterhead and footer, signed by `signature`
    when given; returns the PDF bytes."""
    register_fonts()
    output = io.BytesIO()
    document = BaseDocTemplate(
        output,
        pagesize=A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT,
        bottomMargin=MARGIN + FOOTER_HEIGHT,
        title=f"{stamp.title} {stamp.number}",
        author=stamp.office.name,
        subject=stamp.title,
        creator="Balcão",
        keywords=[stamp.qr_text],
        invariant=1,
        lang="pt-BR",
        initialFontName=REGULAR,
    )
    frame = Frame(
        MARGIN,
        MARGIN + FOOTER_HEIGHT,
        PAGE_WIDTH - 2 * MARGIN,
        PAGE_HEIGHT - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT,
        id="body",
    )

    def decorate(canvas: Canvas, _document: BaseDocTemplate) -> None:
        canvas.saveState()
        _draw_header(canvas, stamp)
        _draw_footer(canvas, stamp)
        canvas.restoreState()

    document.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=decorate)])
    document.build(story, canvasmaker=_numbered_canvas(signature))
    return output.getvalue()
