"""The one hook for an unexpected error — a bug, not a refusal of a service: it is logged
with its traceback and the user is told, in Portuguese, without the technical details.

The operation helper (`desktop.ui.widgets.operation`) and the application's last-resort
exception hook (`desktop.app`) both call `report_unexpected`; it is the place to extend
(the log file, an incident code the user can quote).
"""

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.ui.widgets import dialogs

logger = logging.getLogger("desktop.ui")

translate = QCoreApplication.translate


def report_unexpected(parent: QWidget | None, error: BaseException) -> None:
    logger.error(
        "Erro inesperado: %s",
        type(error).__name__,
        exc_info=(type(error), error, error.__traceback__),
    )
    dialogs.warn(
        parent,
        translate("unexpected", "Erro inesperado"),
        translate(
            "unexpected",
            "Ocorreu um erro inesperado e a última ação pode não ter sido concluída. Confira "
            "se o que foi feito está gravado antes de repeti-la; se o erro voltar, avise o "
            "suporte.",
        ),
    )
