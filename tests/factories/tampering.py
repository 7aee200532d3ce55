"""Raw SQL run as someone outside Balcão would: with the SQLite file or the PostgreSQL owner's
password, the insert-only triggers of the tables touched are dropped first (nothing else lets
an UPDATE or DELETE through), then the statements run. The chain of the audit log is what
finds such a change afterwards."""

from sqlalchemy import text

from desktop.models.database import Database
from desktop.models.insert_only import pg_drop_statements, sqlite_drop_statements


def tamper(database: Database, tables: tuple[str, ...], *statements: str) -> None:
    with database.engine.begin() as connection:
        postgres = connection.dialect.name == "postgresql"
        drops = pg_drop_statements if postgres else sqlite_drop_statements
        for table in tables:
            for drop in drops(table):
                connection.execute(text(drop))
        for statement in statements:
            connection.execute(text(statement))
