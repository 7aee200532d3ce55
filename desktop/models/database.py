"""`Database`: the one way services get a Session, for reading or for one write transaction.

On SQLite a write transaction starts with BEGIN IMMEDIATE (see `engine.py`), so a second
writer waits for the first at BEGIN instead of failing with "database is locked" halfway
through its work.

`after_commit(session, action)` queues work for after a write transaction commits and
releases its connection (e.g. rendering a PDF of what it wrote, outside the write lock).
"""

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import NoReturn

from sqlalchemy import Engine, event
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session

from desktop.models.engine import WRITE_OPTION, sqlite_file
from desktop.models.errors import DatabaseBusy
from desktop.models.failures import database_failure
from desktop.models.ownership import stamp_owner_office
from desktop.models.page_connections import PageConnections, Reader
from desktop.models.pages import page_statement, run_page
from desktop.models.text_checks import check_every_flush

AFTER_COMMIT = "balcao_after_commit"


def _in_memory(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite" and sqlite_file(engine.url) is None


def after_commit(session: Session, action: Callable[[], None]) -> None:
    """Runs `action` once the write transaction of `session` has committed, in the order
    queued; nothing runs if the transaction rolls back."""
    session.info.setdefault(AFTER_COMMIT, []).append(action)


class NestedSession(RuntimeError):
    """A session opened while this thread's write transaction is still open: it would read
    the data as it was before the transaction (another connection) or, on SQLite, wait for
    the transaction's own lock. A programming error: pass the transaction's session on."""


class Database:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._write_engine = engine.execution_options(**{WRITE_OPTION: True})
        self._writing = threading.local()
        self._pages = (
            None if _in_memory(engine) else PageConnections(engine, self._raise_driver_error)
        )

    def _refuse_inside_write(self) -> None:
        if getattr(self._writing, "open", False):
            raise NestedSession("uma sessão foi aberta dentro da transação de escrita")

    @property
    def dialect_name(self) -> str:
        return self.engine.dialect.name

    @property
    def url(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for queries. Closing it rolls back whatever it changed; the objects it
        loaded stay readable (detached) after the block."""
        self._refuse_inside_write()
        session = Session(self.engine, expire_on_commit=False, autoflush=False)
        try:
            yield session
        except DBAPIError as error:
            self._raise_file_problem(error)
            raise
        finally:
            session.close()

    def reading_pages(self) -> AbstractContextManager[Reader]:
        """Reads a list's pages (`desktop.models.pages`): each statement on the driver's
        cursor of one connection for the block, without SQLAlchemy's execution around it,
        and seeing the database as it is when it runs. No transaction is opened, on SQLite
        or on the office server, so a page is one round trip to the server, not a BEGIN,
        the page and a ROLLBACK; the connections are the Database's own, not the pool's
        (`desktop.models.page_connections`, issue 18 §3 and §6). Rows read by index or by
        the statement's column names."""
        self._refuse_inside_write()
        if self._pages is None:
            return self._in_memory_pages()
        return self._pages.reading()

    @contextmanager
    def _in_memory_pages(self) -> Iterator[Reader]:
        """An in-memory SQLite database exists only on its one connection, the pool's."""
        dialect = self.engine.dialect
        connection = self.engine.raw_connection()
        try:
            yield lambda statement, values: run_page(
                connection, page_statement(statement, dialect), values
            )
        except dialect.loaded_dbapi.Error as error:
            self._raise_driver_error(error)
        finally:
            connection.close()

    def _raise_driver_error(self, error: Exception) -> NoReturn:
        """The driver's `error` as SQLAlchemy raises it elsewhere (`DBAPIError`), or the
        SQLite file's own problem."""
        wrapped = DBAPIError.instance(None, None, error, self.engine.dialect.loaded_dbapi.Error)
        if isinstance(wrapped, DBAPIError):
            self._raise_file_problem(wrapped)
        raise wrapped from error

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises.
        A SQLite database still locked by another writer after the busy timeout raises
        DatabaseBusy before any work is done (the lock is taken at BEGIN IMMEDIATE). No other
        session may be opened on this thread until it ends (`NestedSession`)."""
        self._refuse_inside_write()
        session = Session(self._write_engine, expire_on_commit=False)
        check_every_flush(session)
        event.listen(session, "before_flush", stamp_owner_office)
        self._writing.open = True
        try:
            yield session
            session.commit()
        except OperationalError as error:
            session.rollback()
            if "database is locked" in str(error.orig):
                raise DatabaseBusy(
                    "O banco de dados está ocupado por outra estação de trabalho. "
                    "Nada foi gravado; tente de novo em instantes."
                ) from error
            self._raise_file_problem(error)
            raise
        except DBAPIError as error:
            session.rollback()
            self._raise_file_problem(error)
            raise
        except BaseException:
            session.rollback()
            raise
        finally:
            self._writing.open = False
            actions = session.info.pop(AFTER_COMMIT, [])
            session.close()
        for action in actions:
            action()

    def _raise_file_problem(self, error: DBAPIError) -> None:
        """A SQLite file damaged, made read-only or gone since it was opened: its own
        message (`desktop.models.failures`)."""
        if self.dialect_name != "sqlite":
            return
        problem = database_failure(error, str(self.engine.url.database))
        if problem is not None:
            raise problem from error

    def dispose(self) -> None:
        """Closes every connection not in use; the database can still be used after."""
        if self._pages is not None:
            self._pages.close_idle()
        self.engine.dispose()
