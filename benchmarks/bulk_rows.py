"""What the bulk builders of the large office share: the office's numbering, the register rows
of issued documents, a pool of valid CPFs and batched inserts.

A bulk document row is the register entry the services write (kind, number, verification
code, key, subject) with a short stand-in for the PDF bytes: two million real licence PDFs
would fill tens of gigabytes and no benchmark reads them back.
"""

import hashlib
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import insert, select, text
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from desktop.demo.numbers import make_cpf
from desktop.documents.payload import CROCKFORD
from desktop.models.numbering import DocumentCounter
from desktop.models.office import Office
from desktop.models.ownership import OwnedByOffice
from desktop.services.documents.numbering import format_document_number

STAND_IN_PDF = b"%PDF-1.4\n% Balcao large-office stand-in: the register row of a bulk document\n"
STAND_IN_SHA256 = hashlib.sha256(STAND_IN_PDF).hexdigest()
BUILD_CACHE_KIB = 1_000_000


@dataclass(frozen=True)
class Issuer:
    """Who issues the bulk rows: the office's code and key, the administrator."""

    office_code: str
    key_id: str
    admin_id: uuid.UUID


def bulk_code(tag: int, index: int) -> str:
    """A verification code (XXXXX-XXXXX, Crockford) unique per tag and index; the services'
    codes come from a signature's hash, these from the index so no two bulk rows collide."""
    value = (tag << 40) | index
    characters = "".join(CROCKFORD[(value >> (5 * place)) & 31] for place in range(9, -1, -1))
    return f"{characters[:5]}-{characters[5:]}"


def document_row(
    issuer: Issuer,
    kind: str,
    tag: int,
    index: int,
    number: str,
    issued_on: date,
    subject_ref: str,
    at: datetime,
) -> dict:
    return {
        "id": uuid.uuid4(),
        "created_at": at,
        "created_by_id": issuer.admin_id,
        "kind": kind,
        "number": number,
        "office_code": issuer.office_code,
        "issue_date": issued_on,
        "verification_code": bulk_code(tag, index),
        "key_id": issuer.key_id,
        "payload": f"{kind}|{number}|{issued_on.isoformat()}",
        "sha256": STAND_IN_SHA256,
        "pdf": STAND_IN_PDF,
        "subject_ref": subject_ref,
    }


def print_order_row(document: dict) -> dict:
    """The print order a bulk `document_row` renders (same id): the act points at it."""
    order = {
        key: document[key]
        for key in (
            "id",
            "created_at",
            "created_by_id",
            "kind",
            "number",
            "office_code",
            "issue_date",
            "verification_code",
            "payload",
            "subject_ref",
        )
    }
    return order | {"data_json": "{}"}


class YearNumbers:
    """Numbers per year in issue order, as the office sequence gives them (GYN-2026-000123);
    `counters()` is the last number of each year, for the sequence to go on from."""

    def __init__(self, office_code: str) -> None:
        self.office_code = office_code
        self.last: dict[int, int] = {}

    def next(self, year: int) -> str:
        self.last[year] = self.last.get(year, 0) + 1
        return format_document_number(self.office_code, year, self.last[year])


def store_counters(session, office_code: str, kind: str, numbers: YearNumbers) -> None:
    """The office sequence of `kind` continues after the bulk rows."""
    upsert = postgresql_insert if session.bind.dialect.name == "postgresql" else sqlite_insert
    for year, last in numbers.last.items():
        statement = upsert(DocumentCounter).values(
            id=uuid.uuid4(), office_code=office_code, kind=kind, year=year, last_number=last
        )
        session.execute(
            statement.on_conflict_do_update(
                index_elements=["office_code", "kind", "year"],
                set_={"last_number": statement.excluded.last_number},
            )
        )


def cpf_pool(size: int, base: int) -> list[str]:
    """`size` valid CPFs (python-stdnum's check digits) from the 9-digit `base` on."""
    return [make_cpf(f"{base + index:09d}") for index in range(size)]


def insert_batch(database, tables: Iterable[tuple[object, list[dict]]]) -> None:
    """One transaction inserting every (model, rows) in order, with a large page cache for the
    build of a SQLite file (the benchmarks reopen the file with the application's own
    settings)."""
    with database.write() as session:
        if database.dialect_name == "sqlite":
            session.execute(text(f"PRAGMA cache_size = -{BUILD_CACHE_KIB}"))
        owner = session.scalar(select(Office.code))
        for model, rows in tables:
            if rows and isinstance(model, type) and issubclass(model, OwnedByOffice):
                # the owner office the ORM stamps at flush (desktop.models.ownership)
                rows = [{"office_code": owner, **row} for row in rows]
            if rows:
                session.execute(insert(model), rows)
