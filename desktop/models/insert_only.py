"""Tables the law says can't be rewritten: the database itself refuses UPDATE and DELETE.

A model module marks its table with `mark_insert_only(Model.__table__, message)` when it is
imported; the message says which article protects it. SQLite gets two triggers per table that
RAISE(ABORT, message); PostgreSQL one trigger function taking the message as its argument,
called before UPDATE, DELETE and TRUNCATE. `desktop/migrations/insert_only_autogen.py`
writes these statements into the revision that `scripts/regenerate-migration.sh` generates,
so a migration never depends on this module.
"""

from sqlalchemy import FromClause, Table, text

PG_FUNCTION = "balcao_refuse_change"

_MESSAGES: dict[str, str] = {}


def mark_insert_only(table: FromClause, message: str) -> None:
    assert isinstance(table, Table)  # a declarative model's __table__
    if "'" in message:
        raise ValueError(f"{table.name}: the message is written into SQL and can't hold quotes")
    _MESSAGES[table.name] = message


def insert_only_message(table_name: str) -> str | None:
    return _MESSAGES.get(table_name)


def sqlite_trigger_names(table: str) -> tuple[str, str]:
    return f"trg_{table}_no_update", f"trg_{table}_no_delete"


def pg_trigger_name(table: str) -> str:
    return f"trg_{table}_immutable"


def sqlite_create_statements(table: str, message: str) -> list[str]:
    no_update, no_delete = sqlite_trigger_names(table)
    return [
        f"CREATE TRIGGER {name} BEFORE {verb} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
        for name, verb in ((no_update, "UPDATE"), (no_delete, "DELETE"))
    ]


def pg_create_statements(table: str, message: str) -> list[str]:
    name = pg_trigger_name(table)
    return [
        f"CREATE OR REPLACE FUNCTION {PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql "
        "AS $$ BEGIN RAISE EXCEPTION '%', TG_ARGV[0]; END $$",
        f"CREATE TRIGGER {name} BEFORE UPDATE OR DELETE ON {table} "
        f"FOR EACH ROW EXECUTE FUNCTION {PG_FUNCTION}('{message}')",
        f"CREATE TRIGGER {name}_truncate BEFORE TRUNCATE ON {table} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION {PG_FUNCTION}('{message}')",
    ]


def sqlite_drop_statements(table: str) -> list[str]:
    return [f"DROP TRIGGER IF EXISTS {name}" for name in sqlite_trigger_names(table)]


def pg_drop_statements(table: str) -> list[str]:
    name = pg_trigger_name(table)
    return [
        f"DROP TRIGGER IF EXISTS {name} ON {table}",
        f"DROP TRIGGER IF EXISTS {name}_truncate ON {table}",
    ]


def insert_only_triggers_present(connection, table: str) -> bool:
    """Whether the database already refuses changes to `table`."""
    if connection.dialect.name == "postgresql":
        query = "SELECT count(*) FROM pg_trigger WHERE tgname = :name"
        name = pg_trigger_name(table)
    else:
        query = "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = :name"
        name = sqlite_trigger_names(table)[0]
    return bool(connection.execute(text(query), {"name": name}).scalar())
