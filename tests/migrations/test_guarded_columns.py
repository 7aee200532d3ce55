"""Every column of a guarded table is watched by the update trigger a migrated database has:
the trigger of a table with allowed changes refuses an UPDATE only of the columns it names,
so a column added to the model by a later migration, without the triggers written again
(scripts/regenerate-migration.sh), could be rewritten silently. The trigger's SQL is read
from a SQLite database migrated by the real start-up path."""

import re

import pytest
from sqlalchemy import text

from desktop.models import import_all_models
from desktop.models.base import Base
from desktop.models.insert_only import insert_only_guard, sqlite_trigger_names
from desktop.models.startup import open_database

# What a trigger with allowed changes checks of a column (insert_only.Guard.refused_update).
CHECKED = re.compile(r'NEW\."(\w+)" IS NOT OLD\."\1"')


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict[str, str]:
    """The SQL of each trigger of a newly migrated SQLite database, by name."""
    path = tmp_path_factory.mktemp("guards") / "balcao.sqlite3"
    database = open_database(f"sqlite:///{path}")
    try:
        with database.engine.connect() as connection:
            query = text("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
            return dict(connection.execute(query).tuples().all())
    finally:
        database.dispose()


def unwatched(table_name: str, columns: list[str], installed: dict[str, str]) -> list[str]:
    """The columns an UPDATE of `table_name` may change that the guard does not allow and
    the installed trigger does not refuse."""
    guard = insert_only_guard(table_name)
    assert guard is not None
    trigger = installed.get(sqlite_trigger_names(table_name)[0])
    if trigger is None:
        return columns
    if " WHEN " not in trigger:
        return []  # every UPDATE refused
    free = {change.column for change in guard.changes if not change.allowed}
    checked = set(CHECKED.findall(trigger))
    return [column for column in columns if column not in free | checked]


def test_every_column_of_a_guarded_table_is_watched_by_its_update_trigger(installed):
    import_all_models()
    missing = {
        table.name: unwatched(table.name, [column.name for column in table.columns], installed)
        for table in Base.metadata.sorted_tables
        if insert_only_guard(table.name) is not None
    }
    assert {name: columns for name, columns in missing.items() if columns} == {}, (
        "write these tables' triggers again (scripts/regenerate-migration.sh while there is "
        "one initial revision; a later revision that adds a column drops and recreates them)"
    )
