"""Raw SQL on a test's database, as the guarded-records tests send it past the services: a
statement run in its own transaction, the refusal the database answers one with, and a
table's rows to compare before and after."""

import pytest
import sqlalchemy
from sqlalchemy import text

from desktop.models.database import Database


def run(database: Database, statement: str) -> None:
    with database.engine.begin() as connection:
        connection.execute(text(statement))


def refusal(database: Database, statement: str) -> str:
    with pytest.raises(sqlalchemy.exc.DatabaseError) as raised:
        run(database, statement)
    return str(raised.value)


def rows(database: Database, table: str) -> list[tuple]:
    with database.engine.connect() as connection:
        return [tuple(row) for row in connection.execute(text(f"SELECT * FROM {table}"))]


def refused_unchanged(database: Database, statement: str) -> str:
    """The refusal of an UPDATE or a DELETE FROM, its table's rows checked to be as they were
    before it."""
    words = statement.split()
    table = words[2] if words[0].upper() == "DELETE" else words[1]
    before = rows(database, table)
    said = refusal(database, statement)
    assert rows(database, table) == before
    return said
