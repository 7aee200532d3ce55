"""`balcao verify ARQUIVO.pdf`: says whether a document is valid, altered or unknown.

Exit code 0 only for a valid document; 1 altered, 2 unknown, 3 when the file or the
database can't be read. The keyring comes from the database (this office's key and the
imported ones).
"""

import sys
from pathlib import Path
from typing import TextIO

from desktop.documents.keys import load_public_key
from desktop.documents.verify import ALTERED, VALID, Verdict, verify_pdf
from desktop.models.documents import keyring_pems
from desktop.models.startup import DatabaseProblem, open_database, require_existing_database

WORDS = {VALID: "válido", ALTERED: "alterado"}
EXIT_CODES = {VALID: 0, ALTERED: 1}
UNKNOWN_WORD = "desconhecido"
EXIT_UNKNOWN = 2
EXIT_UNREADABLE = 3


def print_verdict(verdict: Verdict, out: TextIO) -> int:
    print(f"{WORDS.get(verdict.status, UNKNOWN_WORD)}: {verdict.explanation}", file=out)
    for label, value in verdict.fields.items():
        print(f"  {label}: {value}", file=out)
    return EXIT_CODES.get(verdict.status, EXIT_UNKNOWN)


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
        require_existing_database(database_url)
        database = open_database(database_url)
    except DatabaseProblem as error:
        print(error.message, file=err)
        return EXIT_UNREADABLE
    try:
        with database.read() as session:
            pems = keyring_pems(session)
        keyring = {key_id: load_public_key(pem) for key_id, pem in pems.items()}
    finally:
        database.dispose()
    return print_verdict(verify_pdf(pdf, keyring), out)
