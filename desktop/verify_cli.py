"""`balcao verify ARQUIVO.pdf`: says whether a document is valid, altered or unknown, and
whether a valid one is still in force.

Exit code 0 only for a valid document in force; 1 altered, 2 unknown, 3 when the file or the
database can't be read, 4 for a genuine document that the register says is no longer in
force (cancelled, replaced, expired: issue 16 §1). The keyring and the register come from
the database (this office's key and the imported ones); so do the office's closed days, so
a Roraima autorização cancelled reads, as on the screen, the day the terms start to run from
the company's recorded ciência (Lei RR 664/2008, art. 95).
"""

import sys
from pathlib import Path
from typing import TextIO

from desktop.documents.verify import ALTERED, VALID, Verdict
from desktop.models.database import Database
from desktop.models.startup import DatabaseProblem, open_existing_database
from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.calendar import calendar_of
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import NotFound
from desktop.services.office.setup_records import load_office

WORDS = {VALID: "válido", ALTERED: "alterado"}
EXIT_CODES = {VALID: 0, ALTERED: 1}
UNKNOWN_WORD = "desconhecido"
WITHDRAWN_WORD = "sem efeito"
EXIT_UNKNOWN = 2
EXIT_UNREADABLE = 3
EXIT_WITHDRAWN = 4


def print_verdict(verdict: Verdict, out: TextIO) -> int:
    word = WITHDRAWN_WORD if verdict.withdrawn else WORDS.get(verdict.status, UNKNOWN_WORD)
    print(f"{word}: {verdict.explanation}", file=out)
    for label, value in verdict.fields.items():
        print(f"  {label}: {value}", file=out)
    if verdict.withdrawn:
        return EXIT_WITHDRAWN
    return EXIT_CODES.get(verdict.status, EXIT_UNKNOWN)


def _office_calendar(database: Database) -> OfficeCalendar | None:
    """The office's business days, from its register; None before it is set up (nothing
    issued here to count from)."""
    try:
        return calendar_of(load_office(database))
    except NotFound:
        return None


def verify_command(
    file: str | Path,
    database_url: str | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    path = Path(file)
    try:
        pdf = path.read_bytes()
    except OSError as error:
        print(f"Não foi possível ler {path}: {error.strerror or error}", file=err)
        return EXIT_UNREADABLE
    try:
        database = open_existing_database(database_url)
    except DatabaseProblem as error:
        print(error.message, file=err)
        return EXIT_UNREADABLE
    try:
        verdict = verify_bytes(database, pdf, calendar=_office_calendar(database))
    finally:
        database.dispose()
    return print_verdict(verdict, out)
