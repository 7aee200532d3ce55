"""Issue 13 §1: no use case opens a second session inside its transaction. A second
connection would read the data as it was before the transaction (and on SQLite wait for its
lock), so `Database` refuses it outright; the whole suite runs under that refusal."""

import threading

import pytest
from sqlalchemy import func, select

from desktop.models.database import NestedSession
from desktop.models.users import User


def test_a_session_inside_a_write_transaction_is_refused(database):
    with database.write() as session:
        session.scalar(select(func.count()).select_from(User))
        with pytest.raises(NestedSession), database.read():
            pass
        with pytest.raises(NestedSession), database.write():
            pass
        with pytest.raises(NestedSession), database.reading_pages():
            pass
    with database.read() as session:  # once it ended, sessions open again
        session.scalar(select(func.count()).select_from(User))
    with database.write():
        pass


def test_other_threads_and_sessions_after_a_failed_transaction_are_free(database):
    with pytest.raises(ZeroDivisionError), database.write():
        raise ZeroDivisionError
    with database.read():
        pass
    opened: list[bool] = []
    with database.write():
        worker = threading.Thread(target=lambda: opened.append(_reads(database)))
        worker.start()
        worker.join()
    assert opened == [True]


def _reads(database) -> bool:
    with database.read() as session:
        return session.scalar(select(func.count()).select_from(User)) is not None
