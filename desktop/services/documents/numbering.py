"""Human document numbers with office code, year and sequence: GYN-2026-000123.

One statement takes the number: INSERT ... ON CONFLICT DO UPDATE ... RETURNING creates the
counter row at 1 or bumps it, which takes the row lock on PostgreSQL; on SQLite the caller's
write transaction already holds the database's write lock (BEGIN IMMEDIATE). Two
transactions never get the same number, and a rolled-back transaction gives its number back.
(It was an INSERT ... DO NOTHING then an UPDATE ... RETURNING: one round trip more for every
document issued, issue 18 §4.)
"""

from collections.abc import Callable

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
    sequence = session.execute(
        insert(DocumentCounter)
        .values(office_code=office_code, kind=kind, year=year, last_number=1)
        .on_conflict_do_update(
            index_elements=["office_code", "kind", "year"],
            set_={"last_number": DocumentCounter.last_number + 1},
        )
        .returning(DocumentCounter.last_number)
    ).scalar_one()
    return format_document_number(office_code, year, sequence)
