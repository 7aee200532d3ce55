"""The least the application's PostgreSQL role needs (issue 16 §3). The schema belongs to an
owner role, which runs the migrations; the workstations connect with a role that cannot
change the schema, cannot UPDATE or DELETE what the law says can't be rewritten (the
insert-only tables, the audit log among them), cannot DELETE a record that may only move on
in one way (a debt cancelled, a CRC superseded: its UPDATE is left to the triggers that allow
that one way) and cannot DELETE a document counter — so neither a bug nor someone with the
application's password can drop the insert-only triggers or rewrite the history.
"""

from sqlalchemy import Connection
from sqlalchemy.sql.compiler import IdentifierPreparer

from desktop.models import import_all_models
from desktop.models.base import Base
from desktop.models.insert_only import insert_only_guard

NEVER_DELETED = frozenset({"document_counters"})
VERSION_TABLE = "alembic_version"


def privileges_of(table: str) -> str:
    guard = insert_only_guard(table)
    if guard is not None and not guard.changes:
        return "SELECT, INSERT"
    if guard is not None or table in NEVER_DELETED:
        return "SELECT, INSERT, UPDATE"
    return "SELECT, INSERT, UPDATE, DELETE"


def grant_application_role(connection: Connection, role: str) -> None:
    """Gives `role` exactly what the application needs on every table of the schema, after
    taking back whatever it had. Run by the owner, after the migrations."""
    import_all_models()
    quote = IdentifierPreparer(connection.dialect).quote
    grantee = quote(role)
    connection.exec_driver_sql(f"REVOKE ALL ON ALL TABLES IN SCHEMA public FROM {grantee}")
    connection.exec_driver_sql(f"GRANT USAGE ON SCHEMA public TO {grantee}")
    connection.exec_driver_sql(f"GRANT SELECT ON {VERSION_TABLE} TO {grantee}")
    for table in Base.metadata.sorted_tables:
        connection.exec_driver_sql(
            f"GRANT {privileges_of(table.name)} ON {quote(table.name)} TO {grantee}"
        )
