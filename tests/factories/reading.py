"""Reading back what a service stored or printed, for assertions."""

import io

from pypdf import PdfReader
from sqlalchemy import func, select

from desktop.documents import letterhead


def pdf_text(pdf: bytes) -> str:
    """The text of every page of a PDF, page after page."""
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def count(database, model) -> int:
    """How many rows of `model` the database holds."""
    return counts(database, model)[0]


def counts(database, *models) -> tuple[int, ...]:
    """How many rows of each of `models` the database holds, in one reading: a refusal leaves
    them as they were."""
    with database.read() as session:
        return tuple(session.scalar(select(func.count()).select_from(model)) for model in models)


def flat_pdf_text(pdf: bytes) -> str:
    """The text of every page on one line: runs of white space (line breaks in cells, across
    pages) as one space, so a phrase the layout broke is found whole."""
    return " ".join(pdf_text(pdf).split())


def body_and_margins(pdf: bytes) -> tuple[str, list[str]]:
    """The body of a document, its pages' bodies flattened into one line so a sentence the
    page break cut is read whole, and the header and footer of each page, each on one line."""
    body: list[str] = []
    margins: list[str] = []
    lowest = letterhead.MARGIN + letterhead.FOOTER_HEIGHT
    highest = letterhead.PAGE_HEIGHT - letterhead.MARGIN - letterhead.HEADER_HEIGHT
    for page in PdfReader(io.BytesIO(pdf)).pages:
        margin: list[str] = []

        def sort(text, cm, tm, _font, _size, margin=margin) -> None:
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            (body if lowest <= y <= highest else margin).append(text)

        page.extract_text(visitor_text=sort)
        margins.append(" ".join("".join(margin).split()))
    return " ".join("".join(body).split()), margins
