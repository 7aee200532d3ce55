"""A SQLite file that fails under a running application (issue 16 §4): damaged after it was
opened, made read-only, moved away. The driver's error becomes a `DatabaseProblem` whose
message says what happened and what to do, instead of a raw error at the login or in a
screen. A damaged file is also logged with an incident code the clerk quotes to support.
"""

import logging

from sqlalchemy.exc import DBAPIError

from desktop.models.errors import DatabaseProblem

logger = logging.getLogger("desktop.models")

DAMAGED = ("database disk image is malformed", "file is not a database")
READ_ONLY = ("attempt to write a readonly database",)
GONE = ("unable to open database file", "disk i/o error")


def read_only_message(where: str) -> str:
    return (
        f"O arquivo do banco de dados {where} está marcado como somente leitura: nada pode "
        "ser gravado nele. Nada foi alterado; peça ao suporte para liberar a gravação do "
        "arquivo."
    )


def database_failure(error: DBAPIError, where: str) -> DatabaseProblem | None:
    """The problem `error` shows in the database at `where`, or None when it is not one of
    the file's (a locked database, a bug)."""
    reason = str(error.orig).lower()
    if any(text in reason for text in DAMAGED):
        # Imported here: the log's module reads the data folder from the engine's, which
        # needs this package's Database.
        from desktop.logs import new_incident_code

        incident = new_incident_code()
        logger.error("Incidente %s: banco de dados %s danificado", incident, where, exc_info=error)
        return DatabaseProblem(
            f"O banco de dados {where} está danificado e não pode ser usado. Nada foi "
            "gravado; feche o Balcão e restaure a cópia de segurança mais recente. Informe "
            f"ao suporte o código do incidente {incident}."
        )
    if any(text in reason for text in READ_ONLY):
        logger.warning("Banco de dados %s somente leitura", where)
        return DatabaseProblem(read_only_message(where))
    if any(text in reason for text in GONE):
        logger.warning("Banco de dados %s inacessível: %s", where, reason)
        return DatabaseProblem(
            f"Não foi possível ler ou gravar o banco de dados {where}: o arquivo foi movido, "
            "apagado ou o disco ficou inacessível. Nada foi gravado; confira o arquivo e "
            "abra o Balcão de novo."
        )
    return None
