"""Human document numbers with office code, year and sequence: GYN-2026-000123.

The counter row is created if missing (INSERT ... ON CONFLICT DO NOTHING) and then bumped
with UPDATE ... RETURNING, which takes the row lock on PostgreSQL; on SQLite the caller's
write transaction already holds the database's write lock (BEGIN IMMEDIATE). Two
transactions never get the same number, and a rolled-back transaction gives its number back.
"""

from collections.abc import Callable

from sqlalchemy import update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from desktop.models.numbering import DocumentCounter

_INSERTS: dict[str, Callable[..., postgresql.Insert | sqlite.Insert]] = {
    "postgresql": postgresql.insert,
    "sqlite": sqlite.insert,
}


def format_document_number(office_code: str, year: int, sequence: int) -> str:
    return f"{office_code}-{year:04d}-{sequence:06d}"


def next_document_number(session: Session, office_code: str, kind: str, year: int) -> str:
    """The next number of `kind` for the office and year, inside the caller's transaction."""
    insert = _INSERTS[session.get_bind().dialect.name]
    session.execute(
        insert(DocumentCounter)
        .values(office_code=office_code, kind=kind, year=year, last_number=0)
        .on_conflict_do_nothing(index_elements=["office_code", "kind", "year"])
    )
    sequence = session.execute(
        update(DocumentCounter)
        .where(
            DocumentCounter.office_code == office_code,
            DocumentCounter.kind == kind,
            DocumentCounter.year == year,
        )
        .values(last_number=DocumentCounter.last_number + 1)
        .returning(DocumentCounter.last_number)
    ).scalar_one()
    return format_document_number(office_code, year, sequence)
