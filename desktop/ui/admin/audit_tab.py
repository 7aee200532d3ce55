"""Administração › Histórico: walks the audit chain on demand and says whether it is whole
or where it was broken (an entry edited, deleted or moved outside Balcão)."""

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.services.office.audit_chain import ChainReport, check_audit_chain
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.workspace import Workspace, WorkspaceUser


class AuditTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.reading = LatestReading(self)
        note = QLabel(
            self.tr(
                "Cada alteração gravada no Balcão entra no histórico encadeada à anterior. "
                "A verificação percorre todo o histórico e aponta a primeira entrada alterada, "
                "apagada ou fora de ordem."
            ),
            self,
        )
        note.setWordWrap(True)
        self.check_button = QPushButton(self.tr("&Verificar o histórico de alterações"), self)
        self.check_button.setObjectName("check_audit_chain")
        self.check_button.clicked.connect(self.check)
        self.result = QLabel(self)
        self.result.setObjectName("audit_chain_result")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.check_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.result)
        layout.addStretch(1)

    def refresh(self) -> None:
        """Nothing to load until the administrator asks: the walk reads every entry."""

    def check(self) -> None:
        self.result.clear()
        self.reading.run(
            lambda _control: check_audit_chain(self.ctx),
            self._show,
            progress=self.tr("Verificando o histórico de alterações…"),
        )

    def _show(self, report: ChainReport) -> None:
        message = html.escape(report.message())
        if not report.intact:
            message = f'<b style="color: #a40000">{message}</b>'
        self.result.setText(message)
        self.result.setProperty("problem", not report.intact)
