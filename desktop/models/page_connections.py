"""The connections a list's pages are read on (issue 18 §3 and §6): the `Database`'s own,
not checked out of SQLAlchemy's pool for each page.

A page of plates costs the SQLite file 10 µs; a checkout from the pool and its return cost
9 µs more, and the page read between them took half as long again as on a connection held.
On the office server each checkout also sent the pool's liveness check, a round trip of its
own, and a page's autocommit was set and then undone: 0.53 ms a page on a local server
against 0.25 ms on a connection held in autocommit.

The connections are made and configured by the engine (its `connect` event: SQLite's
pragmas) and then `detach`ed from its pool for good. Each stays in the driver's
no-transaction mode — SQLite's already is (`engine.py`), PostgreSQL's is put in autocommit
once — so a page sees the database as it is when it runs and nothing is left to reset
between pages. Idle ones wait on a stack (`list.pop` and `append` need no lock): a page
takes one, two pages read at once take two.

What the pool's liveness check did is done when it is needed: a page whose connection was
lost (the server restarted, the link dropped) closes every idle connection, which went with
it, and is read again once on a new one — a SELECT in autocommit changes nothing when
repeated. A connection whose page failed otherwise in the driver is closed, not kept.
"""

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NoReturn

from sqlalchemy import Engine, Select

from desktop.models.pages import page_statement, run_page

Reader = Callable[[Select, Mapping[str, object]], list[Any]]


class PageConnections:
    def __init__(self, engine: Engine, raise_error: Callable[[Exception], NoReturn]) -> None:
        """`raise_error` raises a driver's error as the application reports it."""
        self._engine = engine
        self._raise_error = raise_error
        self._idle: list[Any] = []

    @contextmanager
    def reading(self) -> Iterator[Reader]:
        """A reader of pages on one connection for the block."""
        dialect = self._engine.dialect
        driver_error = dialect.loaded_dbapi.Error
        connection = self._take(driver_error)

        def read(statement: Select, values: Mapping[str, object]) -> list[Any]:
            nonlocal connection
            page = page_statement(statement, dialect)
            try:
                return run_page(connection, page, values)
            except driver_error as error:
                if not dialect.is_disconnect(error, connection, None):
                    raise
                lost, connection = connection, None
                lost.close()
                self.close_idle()
                connection = self._new(driver_error)
            return run_page(connection, page, values)

        try:
            yield read
        except driver_error as error:
            connection.close()
            self._raise_error(error)
        except BaseException:
            if connection is not None:  # None: lost, and no new one could be made
                self._idle.append(connection)
            raise
        self._idle.append(connection)

    def close_idle(self) -> None:
        while self._idle:
            try:
                connection = self._idle.pop()
            except IndexError:  # taken by another thread meanwhile
                return
            connection.close()

    def _take(self, driver_error: type[Exception]) -> Any:
        try:
            return self._idle.pop()
        except IndexError:
            return self._new(driver_error)

    def _new(self, driver_error: type[Exception]) -> Any:
        try:
            pooled = self._engine.raw_connection()
        except driver_error as error:
            self._raise_error(error)
        pooled.detach()
        connection: Any = pooled.dbapi_connection
        dialect = self._engine.dialect
        if dialect.name != "sqlite":
            dialect.set_isolation_level(connection, "AUTOCOMMIT")
        return connection
