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
