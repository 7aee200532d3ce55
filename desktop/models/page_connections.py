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

from collections.abc import Callable, Mapping
from types import TracebackType
from typing import Any, NoReturn

from sqlalchemy import Engine, Select

from desktop.models.pages import page_statement, run_page

Reader = Callable[[Select, Mapping[str, object]], list[Any]]


class PageConnections:
    def __init__(self, engine: Engine, raise_error: Callable[[Exception], NoReturn]) -> None:
        """`raise_error` raises a driver's error as the application reports it."""
        self._engine = engine
        self.dialect = engine.dialect
        self.driver_error = engine.dialect.loaded_dbapi.Error
        self.raise_error = raise_error
        self.idle: list[Any] = []

    def reading(self) -> "Reading":
        """A reader of pages on one connection for the block."""
        return Reading(self)

    def close_idle(self) -> None:
        while self.idle:
            try:
                connection = self.idle.pop()
            except IndexError:  # taken by another thread meanwhile
                return
            connection.close()

    def take(self) -> Any:
        try:
            return self.idle.pop()
        except IndexError:
            return self.new()

    def new(self) -> Any:
        try:
            pooled = self._engine.raw_connection()
        except self.driver_error as error:
            self.raise_error(error)
        pooled.detach()
        connection: Any = pooled.dbapi_connection
        if self.dialect.name != "sqlite":
            self.dialect.set_isolation_level(connection, "AUTOCOMMIT")
        return connection


class Reading:
    """The block of `PageConnections.reading`: a context manager of its own, not a
    generator's, whose set-up and end cost a tenth of a plate's page (issue 18 §3)."""

    __slots__ = ("_connections", "_connection")

    def __init__(self, connections: PageConnections) -> None:
        self._connections = connections
        self._connection: Any = None

    def __enter__(self) -> Reader:
        self._connection = self._connections.take()
        return self.read

    def read(self, statement: Select, values: Mapping[str, object]) -> list[Any]:
        connections = self._connections
        page = page_statement(statement, connections.dialect)
        try:
            return run_page(self._connection, page, values)
        except connections.driver_error as error:
            if not connections.dialect.is_disconnect(error, self._connection, None):
                raise
            lost, self._connection = self._connection, None
            lost.close()
            connections.close_idle()
            self._connection = connections.new()
        return run_page(self._connection, page, values)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        connection, self._connection = self._connection, None
        if isinstance(error, self._connections.driver_error):
            connection.close()
            self._connections.raise_error(error)
        if connection is not None:  # None: lost, and no new one could be made
            self._connections.idle.append(connection)
