"""Flowables the templates share: the operator block, label/value grids, bullet lists."""

from xml.sax.saxutils import escape

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from desktop.documents.data import OperatorIdentity
from desktop.documents.fonts import REGULAR
from desktop.documents.letterhead import MARGIN, PAGE_WIDTH, styles
from desktop.rules.choices import company_word

CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN - 12  # the frame pads 6 points each side
LABEL_WIDTH = 48 * mm


def text(value: str) -> str:
    """`value` escaped for a ReportLab Paragraph."""
    return escape(value)


def grid(rows: list[tuple[str, str]]) -> Table:
    """Two columns, label on the left, value on the right, thin lines between rows."""
    style = styles()
    table = Table(
        [
            [Paragraph(text(label), style["label"]), Paragraph(text(value), style["cell"])]
            for label, value in rows
        ],
        colWidths=[LABEL_WIDTH, CONTENT_WIDTH - LABEL_WIDTH],
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, "#999999"),
                ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def operator_heading(jurisdiction: str) -> str:
    """The company's section heading, in the office's word (`company_word`): Res. AGR
    105/2017's autorizatária, Lei RR 664/2008's delegatária (e.g. arts. 27, 39 and 75, sole
    §, II)."""
    return f"I — {company_word(jurisdiction).capitalize()}"


def operator_rows(operator: OperatorIdentity) -> list[tuple[str, str]]:
    return [
        ("Razão social", operator.legal_name),
        ("Nome fantasia", operator.trade_name or "—"),
        ("CNPJ", operator.cnpj),
        ("Endereço", operator.address),
    ]


def bullets(items: tuple[str, ...], numbered: bool = False) -> list[Flowable]:
    style = styles()["item"]
    return [
        Paragraph(text(item), style, bulletText=f"{index}." if numbered else "•")
        for index, item in enumerate(items, start=1)
    ]


def heading(value: str) -> Paragraph:
    return Paragraph(text(value), styles()["heading"])


def paragraph(markup: str, style_name: str = "body") -> Paragraph:
    """A paragraph of ReportLab markup; callers escape the data they put into it."""
    return Paragraph(markup, styles()[style_name])
