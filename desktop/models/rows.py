"""New rows of one table inserted in one statement, outside the session's unit of work.

Issuing a licence writes its vehicles, schedule, drivers and passengers, and the register
writes each document's PDF; through the session each row is tracked, flushed and kept in
its identity map, which cost more than the database's own work (issue 18 §4). `insert_rows`
sends the rows a caller made (mapped objects, never added to the session) as one INSERT with
every row's values (executemany), in the caller's transaction: the same columns and values
the flush would send — the values the caller set, the columns' defaults for the others — after
the same check every flush makes (`text_checks.refuse_values`). The objects stay transient:
the caller may read what it set on them, and the session does not know them.
"""

from collections.abc import Sequence

from sqlalchemy import Table, insert, inspect
from sqlalchemy.orm import Session

from desktop.models.base import Base
from desktop.models.ownership import OwnedByOffice
from desktop.models.text_checks import refuse_values


def insert_rows(session: Session, rows: Sequence[Base]) -> None:
    """Inserts `rows`, new objects of one mapped class that each set the same attributes."""
    if not rows:
        return
    mapper = inspect(type(rows[0]))
    # The flush stamps the owner office (`ownership.stamp_owner_office`); here it is given.
    assert all(row.office_code for row in rows if isinstance(row, OwnedByOffice))
    table = mapper.local_table
    assert isinstance(table, Table)
    given = inspect(rows[0]).dict.keys()
    assert all(inspect(row).dict.keys() == given for row in rows)
    refuse_values(rows)
    columns = [
        (attribute.key, attribute.columns[0].key)
        for attribute in mapper.column_attrs
        if attribute.key in given
    ]
    session.execute(
        insert(table),
        [{column: getattr(row, key) for key, column in columns} for row in rows],
    )
