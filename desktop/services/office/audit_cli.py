"""`balcao audit verificar`: walks the audit chain of the database and reports the first
broken link. Exit code 0 when the chain is whole, 1 when it is broken, 3 when the database
can't be opened (a missing SQLite file is reported, never created)."""

import sys

from desktop.models.errors import UserFacingError
from desktop.models.startup import open_existing_database
from desktop.services.office.audit_chain import verify_chain

EXIT_BROKEN = 1
EXIT_UNREADABLE = 3


def audit_command(database_url: str | None) -> int:
    try:
        database = open_existing_database(database_url)
    except UserFacingError as problem:
        print(problem.message, file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        report = verify_chain(database)
    finally:
        database.dispose()
    print(report.message(), file=sys.stdout if report.intact else sys.stderr)
    return 0 if report.intact else EXIT_BROKEN
