"""The full check of the office's SQLite file, run off the GUI thread once the main window is
shown: a plain start reads only the schema and the revision (desktop.models.startup), since
reading every page of a large office takes seconds to tens of seconds. A damaged page found
here is told at once, so the office restores its backup before more work is recorded.
PostgreSQL checks its own pages on the server; nothing is run for it.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.models.database import Database
from desktop.models.engine import sqlite_file
from desktop.models.errors import UserFacingError
from desktop.models.startup import check_sqlite_file
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.worker import Task

translate = QCoreApplication.translate


def check_in_background(window: QWidget, database: Database) -> Task | None:
    path = sqlite_file(database.engine.url)
    if path is None:
        return None

    def damaged(error: UserFacingError) -> None:
        dialogs.warn(
            window,
            translate("integrity_check", "Banco de dados danificado"),
            error.message
            + "\n\n"
            + translate(
                "integrity_check",
                "Encontrado pela verificação completa feita depois da abertura. Feche o "
                "Balcão e restaure a cópia de segurança antes de registrar mais nada.",
            ),
        )

    return operation.run_in_background(
        window,
        lambda control: check_sqlite_file(path, stopped=lambda: control.cancelled),
        progress=None,
        refused=damaged,
    )
