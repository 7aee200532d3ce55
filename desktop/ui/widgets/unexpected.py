"""The one hook for an unexpected error — a bug, not a refusal of a service: it is logged
with its traceback under an incident code, and the user is told, in Portuguese and without
the technical details, the code to quote to support, with a button that opens the folder of
the log file (`desktop/logs.py`).

The operation helper (`desktop.ui.widgets.operation`) and the application's last-resort
exception hook (`desktop.app`) both call `report_unexpected`.
"""

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.logs import log_file, log_unexpected
from desktop.ui.widgets import dialogs

translate = QCoreApplication.translate


def report_unexpected(parent: QWidget | None, error: BaseException) -> str:
    """Logs `error` and tells the user; returns the incident code."""
    incident = log_unexpected(error)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("unexpected", "Erro inesperado"),
        translate(
            "unexpected",
            "Ocorreu um erro inesperado e a última ação pode não ter sido concluída. Confira "
            "se o que foi feito está gravado antes de repeti-la; se o erro voltar, avise o "
            "suporte informando o código do incidente: %1.",
        ).replace("%1", incident),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("unexpected_error")
    path = log_file()
    if path is not None:
        box.setInformativeText(translate("unexpected", "Registro: %1").replace("%1", str(path)))
        open_folder = box.addButton(
            translate("unexpected", "Abrir a pasta do registro"),
            QMessageBox.ButtonRole.ActionRole,
        )
        open_folder.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))
        )
    dialogs.launch(box)
    return incident
