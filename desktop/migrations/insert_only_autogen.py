"""Alembic autogenerate support for insert-only tables (desktop/models/insert_only.py).

The comparator adds a `CreateInsertOnlyTriggers` operation for every table marked insert-only
whose triggers the database doesn't have yet; the renderer writes the SQL of both dialects
into the revision, so the revision never imports this module or the models. Imported by
`env.py`, which runs only when migrating or generating a revision, so the application's
models load without Alembic.
"""

from alembic.autogenerate import comparators, renderers
from alembic.operations import MigrateOperation, Operations
from alembic.util.langhelpers import DispatchPriority

from desktop.models.insert_only import (
    Guard,
    insert_only_guard,
    insert_only_triggers_present,
    pg_create_statements,
    pg_drop_statements,
    sqlite_create_statements,
    sqlite_drop_statements,
)


@Operations.register_operation("create_insert_only_triggers")
class CreateInsertOnlyTriggers(MigrateOperation):
    """The triggers that make `table` insert-only, refusing what `guard` refuses."""

    def __init__(self, table: str, guard: Guard) -> None:
        self.table = table
        self.guard = guard

    @classmethod
    def create_insert_only_triggers(cls, operations: Operations, table: str, guard: Guard):
        return operations.invoke(cls(table, guard))

    def reverse(self) -> "DropInsertOnlyTriggers":
        return DropInsertOnlyTriggers(self.table, self.guard)


@Operations.register_operation("drop_insert_only_triggers")
class DropInsertOnlyTriggers(MigrateOperation):
    def __init__(self, table: str, guard: Guard) -> None:
        self.table = table
        self.guard = guard

    @classmethod
    def drop_insert_only_triggers(cls, operations: Operations, table: str, guard: Guard):
        return operations.invoke(cls(table, guard))

    def reverse(self) -> CreateInsertOnlyTriggers:
        return CreateInsertOnlyTriggers(self.table, self.guard)


def _pieces(statement: str, width: int = 60) -> list[str]:
    pieces, current = [], ""
    for word in statement.split(" "):
        if current and len(current) + len(word) + 1 > width:
            pieces.append(current + " ")
            current = word
        else:
            current = f"{current} {word}" if current else word
    pieces.append(current)
    return pieces


def _statements_lines(postgres: list[str], sqlite: list[str]) -> list[str]:
    """Migration code running the statements of the connection's dialect."""

    def calls(statements: list[str]) -> list[str]:
        lines = []
        for statement in statements:
            lines.append("op.execute(")
            lines += [repr(piece) for piece in _pieces(statement)]
            lines.append(")")
        return lines

    return [
        'if op.get_bind().dialect.name == "postgresql":',
        *calls(postgres),
        "else:",
        *calls(sqlite),
        "",
    ]


@renderers.dispatch_for(CreateInsertOnlyTriggers)
def _render_create(_context, operation: CreateInsertOnlyTriggers) -> list[str]:
    return [
        f"# {operation.table} is insert-only (desktop/models/insert_only.py)",
        *_statements_lines(
            pg_create_statements(operation.table, operation.guard),
            sqlite_create_statements(operation.table, operation.guard),
        ),
    ]


@renderers.dispatch_for(DropInsertOnlyTriggers)
def _render_drop(_context, operation: DropInsertOnlyTriggers) -> list[str]:
    return _statements_lines(
        pg_drop_statements(operation.table), sqlite_drop_statements(operation.table)
    )


@Operations.implementation_for(CreateInsertOnlyTriggers)
def _create(operations: Operations, operation: CreateInsertOnlyTriggers) -> None:
    postgres = operations.get_bind().dialect.name == "postgresql"
    statements = pg_create_statements if postgres else sqlite_create_statements
    for statement in statements(operation.table, operation.guard):
        operations.execute(statement)


@Operations.implementation_for(DropInsertOnlyTriggers)
def _drop(operations: Operations, operation: DropInsertOnlyTriggers) -> None:
    postgres = operations.get_bind().dialect.name == "postgresql"
    statements = pg_drop_statements if postgres else sqlite_drop_statements
    for statement in statements(operation.table):
        operations.execute(statement)


@comparators.dispatch_for("schema", priority=DispatchPriority.LAST)
def _compare_insert_only_tables(autogen_context, upgrade_ops, _schemas) -> None:
    connection = autogen_context.connection
    for table in autogen_context.metadata.sorted_tables:
        guard = insert_only_guard(table.name)
        if guard is None:
            continue
        if connection is None or not insert_only_triggers_present(connection, table.name):
            upgrade_ops.ops.append(CreateInsertOnlyTriggers(table.name, guard))
