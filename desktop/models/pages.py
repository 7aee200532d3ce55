"""A list's page read on the driver's own cursor (issue 18 §3).

A page of a list is one short SELECT, often a few index seeks: the bare statement takes
0.01-0.1 ms, and running it through SQLAlchemy's `Connection` added about 0.1 ms of its own
to every page (the connection's and the execution's set-up, their events and the result's
metadata), several times the statement. `PageStatement` compiles a list's statement once per
dialect with SQLAlchemy and keeps what SQLAlchemy would do on every execution: the SQL
string, the order of its parameters, and the types' own conversions of the values sent
(`bind_processor`) and of the columns read (`result_processor`: UUIDs, dates and booleans
on SQLite). A page then costs one connection of the `Database`'s own and one
`cursor.execute`.

Only for a SELECT whose parameters are plain values: an expanding `IN` whose values would
come with each page is refused when the statement is compiled; one of fixed values (the
kinds of penalty a list reads) is expanded then, once, as is a fixed value SQLAlchemy writes
into the SQL itself (the separator of `aggregate_strings`).

Every statement sent this way is logged at DEBUG on `desktop.models.statements` with its
parameters as the driver got them. The application's log stays at INFO (`desktop.logs`), so
the values a clerk searched for (names, CPFs) never reach the office's log file;
`statements_sent` turns it on for a block, with what SQLAlchemy sends beside it: what the
query-plan tests and the benchmarks read.
"""

import logging
import threading
import uuid
from collections import namedtuple
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache, partial
from operator import itemgetter
from typing import Any

from sqlalchemy import Engine, Select, Uuid, event
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeEngine

statement_log = logging.getLogger("desktop.models.statements")


class PageStatement:
    """A SELECT compiled once for one dialect, run on a DBAPI connection."""

    def __init__(self, statement: Select, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        if any(bind.expanding and bind.required for bind in compiled.binds.values()):
            raise ValueError("a page statement takes plain values only")
        required = {name for name, bind in compiled.binds.items() if bind.required}
        # What SQLAlchemy does to the statement on every execution is done once, here: the
        # fixed values it writes into the SQL (the separator of `aggregate_strings`) are
        # written, a fixed list of an `IN` gets a parameter for each of its values, and the
        # fixed values are converted for the driver. The values each page gives stay
        # parameters (their stand-ins are never sent).
        expanded = compiled.construct_expanded_state(dict.fromkeys(required))
        self.sql = expanded.statement
        self._required = frozenset(required)
        # None: the driver takes named parameters (psycopg); else the values in their order
        # (sqlite3), where a value not given is named by the KeyError of its lookup.
        self._in_order = None if expanded.positiontup is None else _getter(expanded.positiontup)
        processors = dict(expanded.processors)
        for bind, name in compiled.bind_names.items():
            processor = bind.type.dialect_impl(dialect).bind_processor(dialect)
            if processor is not None:
                processors.setdefault(name, processor)
        self._fixed = {
            name: processors[name](value) if name in processors else value
            for name, value in expanded.parameters.items()
            if name not in required
        }
        self._sent = tuple((name, processors[name]) for name in required if name in processors)
        self._read: list[tuple[int, Callable[[Any], Any]]] = []
        for index, column in enumerate(statement.selected_columns):
            reader = _reader(column.type.dialect_impl(dialect), dialect)
            if reader is not None:
                self._read.append((index, reader))
        # Rows read by index or by the statement's column names, as SQLAlchemy's are.
        fields = list(statement.selected_columns.keys())
        # The fields are the statement's, known only when it is compiled.
        row_type: Any = namedtuple("PageRow", fields, rename=True)  # type: ignore[misc]
        # The named tuple's own `_make` checks the length in Python, row by row; the
        # statement's rows always have its columns.
        self._make: Callable[[Iterable[object]], Any] = partial(tuple.__new__, row_type)

    def parameters(self, values: Mapping[str, object]) -> tuple | dict[str, object]:
        """The values as the driver takes them; KeyError names a parameter not given."""
        if self._in_order is None:
            missing = self._required.difference(values)
            if missing:
                raise KeyError(", ".join(sorted(missing)))
        given = {**self._fixed, **values}
        for name, convert in self._sent:
            given[name] = convert(given[name])
        if self._in_order is None:
            return given
        return self._in_order(given)

    def rows(self, fetched: Sequence[Sequence[object]]) -> list[Any]:
        """The rows fetched, each column as its type reads it, by index or by name."""
        make = self._make
        if not self._read:
            return [make(row) for row in fetched]
        rows = []
        for row in fetched:
            values = list(row)
            for index, convert in self._read:
                values[index] = convert(values[index])
            rows.append(make(values))
        return rows


def _getter(names: Sequence[str]) -> Callable[[Mapping[str, object]], tuple]:
    """The values of `names` in their order, as a tuple (`itemgetter`, the quickest, gives a
    tuple for two names or more only)."""
    if len(names) > 1:
        return itemgetter(*names)
    return lambda given: tuple(given[name] for name in names)


def _reader(type_: TypeEngine[Any], dialect: Dialect) -> Callable[[Any], Any] | None:
    """How a column of `type_` is read: as SQLAlchemy reads it, a UUID kept as text too,
    only faster (`uuid_from_text`)."""
    processor = type_.result_processor(dialect, None)
    if processor is not None and isinstance(type_, Uuid) and type_.as_uuid:
        return uuid_from_text
    return processor


_SAFETY_UNKNOWN = uuid.SafeUUID.unknown


def uuid_from_text(value: str | None) -> uuid.UUID | None:
    """`uuid.UUID(value)`, as SQLAlchemy reads a UUID stored as text (SQLite), in under half
    its time for the 32 hex digits SQLAlchemy writes: their number set on the UUID as its own
    `__init__` and `__setstate__` set it, without the parsing of every other spelling. Two
    UUIDs of a page's row took 1.4 µs of a 15 µs plate search (issue 18 §3). Any other
    spelling is read by `uuid.UUID`; text that is not a UUID raises ValueError, as there."""
    if value is None:
        return None
    if len(value) == 32:
        number = int(value, 16)
        if number >= 0:  # a leading minus: not a UUID, as uuid.UUID says below
            made = object.__new__(uuid.UUID)
            object.__setattr__(made, "int", number)
            object.__setattr__(made, "is_safe", _SAFETY_UNKNOWN)
            return made
    return uuid.UUID(value)


@lru_cache(maxsize=512)
def page_statement(statement: Select, dialect: Dialect) -> PageStatement:
    """Compiled once per statement object: the lists build theirs once per shape."""
    return PageStatement(statement, dialect)


def run_page(dbapi_connection: Any, page: PageStatement, values: Mapping[str, object]) -> list[Any]:
    """The page's rows read on `dbapi_connection` (the driver's error, if any, unchanged)."""
    parameters = page.parameters(values)
    if statement_log.isEnabledFor(logging.DEBUG):
        statement_log.debug("%s %r", page.sql, parameters)
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(page.sql, parameters)
        fetched = cursor.fetchall()
    finally:
        cursor.close()
    return page.rows(fetched)


Sent = tuple[str, Any, bool]


@contextmanager
def statements_sent(engine: Engine) -> Iterator[list[Sent]]:
    """Every statement sent while the block runs, in order, as (SQL, the parameters as the
    driver got them, whether sent with executemany): through `engine`'s SQLAlchemy
    connections, and the pages this thread reads on the driver's cursor (of any engine: the
    log does not say which)."""
    seen: list[Sent] = []
    thread = threading.get_ident()

    def through_engine(conn, cursor, statement, parameters, context, executemany) -> None:
        seen.append((statement, parameters, executemany))

    class PageLog(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.thread == thread and isinstance(record.args, tuple):
                seen.append((str(record.args[0]), record.args[1], False))

    handler = PageLog(logging.DEBUG)
    level = statement_log.level
    statement_log.setLevel(logging.DEBUG)
    statement_log.addHandler(handler)
    event.listen(engine, "before_cursor_execute", through_engine)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", through_engine)
        statement_log.removeHandler(handler)
        statement_log.setLevel(level)
