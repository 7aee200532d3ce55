"""`Database`: the one way services get a Session, for reading or for one write transaction.

On SQLite a write transaction starts with BEGIN IMMEDIATE (see `engine.py`), so a second
writer waits for the first at BEGIN instead of failing with "database is locked" halfway
through its work.
"""

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine
from sqlalchemy.orm import Session

WRITE_OPTION = "balcao_write"


class Database:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._write_engine = engine.execution_options(**{WRITE_OPTION: True})

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
        session = Session(self.engine, expire_on_commit=False, autoflush=False)
        try:
            yield session
        finally:
            session.close()

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        session = Session(self._write_engine, expire_on_commit=False)
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()
