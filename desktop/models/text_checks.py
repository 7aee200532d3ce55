"""What no column can hold is refused before it reaches the database (issue 16 §4), for every
write, from one place: text longer than its column (PostgreSQL raised a raw
`StringDataRightTruncation`; SQLite stored it), the NUL character (stored by SQLite, a crash
on PostgreSQL) and dates outside 1900–2199 (year 9999 broke the deadline arithmetic).

The limits are the models' own column lengths; the forms take theirs from `text_limit`. The
refusal names the attribute, which the forms use as the field's name, so the message shows
next to the field where there is one, above the form otherwise.
"""

from collections.abc import Iterable
from datetime import date
from typing import Any

from sqlalchemy import Date, DateTime, String, event, inspect
from sqlalchemy.orm import InstrumentedAttribute, Session, UOWTransaction

from desktop.models.base import UtcDateTime
from desktop.models.errors import FieldProblem

FIRST_YEAR = 1900
LAST_YEAR = 2199
MESSAGE = "Há textos ou datas que não podem ser gravados; corrija os campos indicados."


def text_limit(attribute: InstrumentedAttribute[Any]) -> int | None:
    """The length of the column behind a model's attribute (`Operator.legal_name`)."""
    column_type = attribute.property.columns[0].type
    return column_type.length if isinstance(column_type, String) else None


def value_problem(column_type: object, value: object) -> str | None:
    if isinstance(value, str) and isinstance(column_type, String):
        if "\x00" in value:
            return "O texto contém um caractere nulo (\\0), que não pode ser gravado."
        if column_type.length is not None and len(value) > column_type.length:
            return f"Use no máximo {column_type.length} caracteres (o texto tem {len(value)})."
    if isinstance(value, date) and isinstance(column_type, Date | DateTime | UtcDateTime):
        if not FIRST_YEAR <= value.year <= LAST_YEAR:
            return f"Informe uma data entre {FIRST_YEAR} e {LAST_YEAR}."
    return None


def refuse_what_no_column_holds(
    session: Session, flush_context: UOWTransaction, instances: object
) -> None:
    refuse_values((*session.new, *session.dirty))


def refuse_values(instances: Iterable[object]) -> None:
    """FieldProblem naming each attribute of `instances` whose value no column holds: what
    every flush checks, and what rows inserted outside the session's flush are checked for
    (`desktop.models.rows`)."""
    problems: dict[str, str] = {}
    for instance in instances:
        for attribute in inspect(instance).mapper.column_attrs:
            column_type = attribute.columns[0].type
            problem = value_problem(column_type, getattr(instance, attribute.key))
            if problem is not None:
                problems.setdefault(attribute.key, problem)
    if problems:
        raise FieldProblem(problems, MESSAGE)


def check_every_flush(session: Session) -> None:
    event.listen(session, "before_flush", refuse_what_no_column_holds)
