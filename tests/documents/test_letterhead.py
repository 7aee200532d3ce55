"""The letterhead of every document with the longest office name the office table holds
(models/office.py): the name is printed whole, within the margins, left of the document's
number and never over it, and the document keeps its pages (the CRC, Res. AGR 105/2017 art.
13; the licence, art. 36; the auto de infração in three copies, art. 80 §1)."""

import dataclasses
import io

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

import desktop.documents.licence  # noqa: F401 - registers the licence kinds
from desktop.documents import letterhead
from desktop.documents.fonts import BOLD, REGULAR
from desktop.documents.render import render_document
from desktop.models.office import Office
from tests.factories.documents import CRC, LICENCE, NOTICE, OFFICE_GO

NAME = (
    "Agência Goiana de Regulação, Controle e Fiscalização de Serviços Públicos — Gerência "
    "Regional de Fiscalização do Transporte Intermunicipal de Passageiros de Anápolis e "
    "Região do Entorno do Distrito Federal"
)


LONGEST = Office.__table__.c.name.type.length
LONG_OFFICE = dataclasses.replace(OFFICE_GO, name=f"{NAME} {NAME}"[:LONGEST])


def header_pieces(page) -> list[tuple[str, float, float, float]]:
    """Each text piece of the page's letterhead: text, left and right edges, baseline."""
    pieces = []
    below = letterhead.PAGE_HEIGHT - letterhead.MARGIN - letterhead.HEADER_HEIGHT

    def visit(text, cm, tm, font, size) -> None:
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        if text.strip() and y > below:
            face = BOLD if "Bold" in font["/BaseFont"] else REGULAR
            pieces.append((text.strip(), x, x + stringWidth(text.strip(), face, size), y, size))

    page.extract_text(visitor_text=visit)
    return pieces


def overlaps(piece, other) -> bool:
    """Whether the boxes of two pieces, from descender to ascender, meet."""
    _, left, right, y, size = piece
    _, other_left, other_right, other_y, other_size = other
    return (
        left < other_right
        and other_left < right
        and y - 0.25 * size < other_y + other_size
        and other_y - 0.25 * other_size < y + size
    )


@pytest.mark.parametrize(
    ("kind", "data", "number"),
    [
        ("crc", CRC, "GYN-2026-000123"),
        ("licenca", LICENCE, "GYN-2026-000321"),
        ("auto_infracao", NOTICE, "GYN-2026-000031"),
    ],
)
def test_longest_office_name_stays_left_of_the_number(signer, kind, data, number):
    assert len(LONG_OFFICE.name.strip()) == LONGEST
    short = PdfReader(io.BytesIO(render_document(kind, data, OFFICE_GO, number, signer).pdf))
    long = PdfReader(io.BytesIO(render_document(kind, data, LONG_OFFICE, number, signer).pdf))
    assert len(long.pages) == len(short.pages)
    for page in long.pages:
        pieces = header_pieces(page)
        [stamped] = [piece for piece in pieces if piece[0] == f"Nº {number}"]
        printed = " ".join(" ".join(piece[0] for piece in pieces).split())
        assert f"{LONG_OFFICE.name} — {LONG_OFFICE.code}" in printed
        for piece in pieces:
            assert piece[2] <= letterhead.PAGE_WIDTH - letterhead.MARGIN + 0.01, piece[0]
            if piece is not stamped:
                assert not overlaps(piece, stamped), piece[0]
