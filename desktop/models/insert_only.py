"""Tables the law says can't be rewritten: the database itself refuses UPDATE and DELETE.

A model module marks its table with `mark_insert_only(Model.__table__, message)` when it is
imported; the message says which article protects it. SQLite gets two triggers per table that
RAISE(ABORT, message); PostgreSQL one trigger function taking the message as its argument,
called before UPDATE, DELETE and TRUNCATE. `desktop/migrations/insert_only_autogen.py`
writes these statements into the revision that `scripts/regenerate-migration.sh` generates,
so a migration never depends on this module.

A record the law lets move on in one way only (a debt cancelled once, a certificate
superseded once, a process moving to its next stage) is marked with the `changes` it allows
(`set_once`, `ends_once`, `set_with`, `from_to`, `moves`, `free`): the row is still never
deleted, and an UPDATE that changes any other column, or one of these in another way, is
refused with the message.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import FromClause, Table, text

PG_FUNCTION = "balcao_refuse_change"


@dataclass(frozen=True)
class Change:
    """A column an UPDATE may change, only when `allowed` (SQL over OLD and NEW, never NULL)
    holds; `allowed` empty: whenever."""

    column: str
    allowed: str


def _quoted(column: str) -> str:
    return f'"{column}"'


def set_once(column: str) -> Change:
    """From NULL to a value, once (the day a debt was cancelled, a sanction revoked)."""
    return Change(column, f"OLD.{_quoted(column)} IS NULL")


def ends_once(column: str, *others: str) -> Change:
    """From NULL to a value, once, while each of `others` is and stays NULL: one of the ways a
    record ends, never two (a process's term met, or closed when it lapsed)."""
    idle = "".join(f" AND OLD.{_quoted(o)} IS NULL AND NEW.{_quoted(o)} IS NULL" for o in others)
    return Change(column, f"OLD.{_quoted(column)} IS NULL{idle}")


def set_with(column: str, other: str) -> Change:
    """Only by the UPDATE that sets `other` from NULL (the reason of that cancellation)."""
    return Change(column, f"OLD.{_quoted(other)} IS NULL AND NEW.{_quoted(other)} IS NOT NULL")


def from_to(column: str, old: str, new: str) -> Change:
    """Only from the value `old` to `new`."""
    return Change(column, f"OLD.{_quoted(column)} = '{old}' AND NEW.{_quoted(column)} = '{new}'")


def moves(column: str, reached_from: Iterable[tuple[str, Iterable[str] | None]]) -> Change:
    """Only to a value `reached_from` names, from one of the values it lists with it (None:
    from any)."""
    moves = []
    for target, sources in reached_from:
        move = f"NEW.{_quoted(column)} = '{target}'"
        if sources is not None:
            listed = ", ".join(f"'{source}'" for source in sources)
            move = f"({move} AND OLD.{_quoted(column)} IN ({listed}))"
        moves.append(move)
    return Change(column, " OR ".join(moves))


def free(column: str) -> Change:
    """Whenever (a pointer to where the record stands, whose history is kept elsewhere)."""
    return Change(column, "")


@dataclass(frozen=True)
class Guard:
    """What the database refuses on a table: every DELETE, and every UPDATE unless all the
    columns it changes are among `changes`, each changed the way it allows."""

    message: str
    columns: tuple[str, ...]
    changes: tuple[Change, ...] = ()

    def refused_update(self, postgres: bool) -> str:
        """The condition, over OLD and NEW, of an UPDATE the table refuses."""
        differs = "IS DISTINCT FROM" if postgres else "IS NOT"
        allowed = {change.column: change.allowed for change in self.changes}
        terms = []
        for column in self.columns:
            changed = f"NEW.{_quoted(column)} {differs} OLD.{_quoted(column)}"
            if column not in allowed:
                terms.append(changed)
            elif allowed[column]:
                terms.append(f"({changed} AND NOT ({allowed[column]}))")
        return " OR ".join(terms)


_GUARDS: dict[str, Guard] = {}


def mark_insert_only(table: FromClause, message: str, changes: tuple[Change, ...] = ()) -> None:
    assert isinstance(table, Table)  # a declarative model's __table__
    if "'" in message:
        raise ValueError(f"{table.name}: the message is written into SQL and can't hold quotes")
    columns = tuple(column.name for column in table.columns)
    unknown = [change.column for change in changes if change.column not in columns]
    if unknown:
        raise ValueError(f"{table.name} has no column {', '.join(unknown)}")
    _GUARDS[table.name] = Guard(message, columns, changes)


def insert_only_guard(table_name: str) -> Guard | None:
    return _GUARDS.get(table_name)


def insert_only_message(table_name: str) -> str | None:
    guard = _GUARDS.get(table_name)
    return guard.message if guard else None


def sqlite_trigger_names(table: str) -> tuple[str, str]:
    return f"trg_{table}_no_update", f"trg_{table}_no_delete"


def pg_trigger_name(table: str) -> str:
    return f"trg_{table}_immutable"


def sqlite_create_statements(table: str, guard: Guard) -> list[str]:
    no_update, no_delete = sqlite_trigger_names(table)
    when = f"WHEN {guard.refused_update(postgres=False)} " if guard.changes else ""
    return [
        f"CREATE TRIGGER {name} BEFORE {verb} ON {table} {condition}"
        f"BEGIN SELECT RAISE(ABORT, '{guard.message}'); END"
        for name, verb, condition in ((no_update, "UPDATE", when), (no_delete, "DELETE", ""))
    ]


def pg_create_statements(table: str, guard: Guard) -> list[str]:
    name = pg_trigger_name(table)
    refuse = f"EXECUTE FUNCTION {PG_FUNCTION}('{guard.message}')"
    rows = [f"CREATE TRIGGER {name} BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW {refuse}"]
    if guard.changes:
        rows = [
            f"CREATE TRIGGER {name} BEFORE DELETE ON {table} FOR EACH ROW {refuse}",
            f"CREATE TRIGGER {name}_update BEFORE UPDATE ON {table} FOR EACH ROW "
            f"WHEN ({guard.refused_update(postgres=True)}) {refuse}",
        ]
    return [
        f"CREATE OR REPLACE FUNCTION {PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql "
        "AS $$ BEGIN RAISE EXCEPTION '%', TG_ARGV[0]; END $$",
        *rows,
        f"CREATE TRIGGER {name}_truncate BEFORE TRUNCATE ON {table} FOR EACH STATEMENT {refuse}",
    ]


def sqlite_drop_statements(table: str) -> list[str]:
    return [f"DROP TRIGGER IF EXISTS {name}" for name in sqlite_trigger_names(table)]


def pg_drop_statements(table: str) -> list[str]:
    name = pg_trigger_name(table)
    return [
        f"DROP TRIGGER IF EXISTS {trigger} ON {table}"
        for trigger in (name, f"{name}_update", f"{name}_truncate")
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
