"""Reading back what a service stored or printed, for assertions."""

import io

from pypdf import PdfReader
from sqlalchemy import func, select


def pdf_text(pdf: bytes) -> str:
    """The text of every page of a PDF, page after page."""
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def count(database, model) -> int:
    """How many rows of `model` the database holds."""
    with database.read() as session:
        return session.scalar(select(func.count()).select_from(model))


def flat_pdf_text(pdf: bytes) -> str:
    """The text of every page on one line: runs of white space (line breaks in cells, across
    pages) as one space, so a phrase the layout broke is found whole."""
    return " ".join(pdf_text(pdf).split())
