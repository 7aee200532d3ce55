"""Administração > Chaves de assinatura: this office's key (exported to the other offices,
renewed into ECDSA P-256), its ICP-Brasil A1 certificate, and the keys of other offices
imported so their documents verify (docs/keys.md)."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.documents import TrustedKey
from desktop.rules.dates import br_date, br_date_time
from desktop.services.calendar import office_time
from desktop.services.documents.icp import configure_a1, configured_a1
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.key_renewal import renew_office_key
from desktop.services.documents.key_renewal_records import office_key_type
from desktop.services.documents.verification import export_public_key, trusted_keys
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.forms import Form
from desktop.ui.workspace import Workspace, WorkspaceUser


class KeysTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.own = own = QLabel(self._own_key_text(), self)
        own.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_button = QPushButton(self.tr("E&xportar chave pública…"), self)
        self.export_button.clicked.connect(self.export)
        self.renew_button = QPushButton(self.tr("&Renovar a chave…"), self)
        self.renew_button.setObjectName("renew_key")
        self.renew_button.clicked.connect(self.renew)
        self.a1_label = QLabel(self)
        self.a1_label.setObjectName("a1_certificate")
        self.a1_label.setWordWrap(True)
        self.a1_button = QPushButton(self.tr("Configurar certificado ICP-Brasil (&A1)…"), self)
        self.a1_button.setObjectName("configure_a1")
        self.a1_button.clicked.connect(self.choose_a1)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("trusted_keys")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Escritório"), self.tr("Chave"), self.tr("Importada em")]
        )
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.form = Form(self)
        self.office_code = self.form.add_line(
            "office_code",
            self.tr("&Código do escritório"),
            self.tr("ex.: ANP"),
            column=TrustedKey.office_code,
        )
        self.import_button = QPushButton(self.tr("&Importar chave de outro escritório…"), self)
        self.import_button.setObjectName("import_key")
        self.import_button.clicked.connect(self.choose_and_import)
        top = QHBoxLayout()
        top.addWidget(own, 1)
        top.addWidget(self.renew_button)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        a1_row = QHBoxLayout()
        a1_row.addWidget(self.a1_label, 1)
        a1_row.addWidget(self.a1_button)
        layout.addLayout(a1_row)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Chaves de outros escritórios, para verificar os documentos que eles emitem:"
                ),
                self,
            )
        )
        layout.addWidget(self.table, 1)
        layout.addWidget(self.form)
        layout.addWidget(self.import_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _own_key_text(self, key_type: str = "") -> str:
        text = self.tr("Chave deste escritório: %1").replace("%1", self.ctx.office.key_id)
        if key_type == "Ed25519":
            return text + self.tr(
                " (Ed25519: validadores de PDF como o Adobe Reader não a reconhecem; "
                "renove-a para ECDSA P-256)"
            )
        return f"{text} ({key_type})" if key_type else text

    def refresh(self) -> None:
        operation.run(self, lambda: trusted_keys(self.ctx), self._fill, form=self.form)
        operation.run(
            self,
            lambda: office_key_type(self.ctx),
            lambda key_type: self.own.setText(self._own_key_text(key_type)),
        )
        operation.run(self, lambda: configured_a1(self.ctx, self.workspace.key_dir), self._show_a1)

    def _show_a1(self, info) -> None:
        if info is None:
            self.a1_label.setText(
                self.tr(
                    "Sem certificado ICP-Brasil: os PDFs são assinados com a chave do escritório."
                )
            )
            return
        self.a1_label.setText(
            self.tr(
                "PDFs assinados com o certificado ICP-Brasil de %1 (emitido por %2, válido até %3)."
            )
            .replace("%1", info.holder_name)
            .replace("%2", info.issuer_name)
            .replace("%3", br_date(office_time(self.ctx, info.valid_until).date()))
        )

    def choose_a1(self) -> None:
        path = dialogs.choose_open_file(
            self,
            self.tr("Certificado ICP-Brasil A1 do escritório"),
            self.tr("Certificado A1 (*.pfx *.p12);;Todos (*)"),
        )
        if not path:
            return
        password = dialogs.ask_text(
            self,
            self.tr("Senha do certificado"),
            self.tr("Senha do certificado A1 (não fica guardada):"),
            echo=QLineEdit.EchoMode.Password,
        )
        if password is not None:
            self.configure_a1(path, password)

    def configure_a1(self, path: str, password: str) -> None:
        """The certificate signs the PDFs from now on (docs/keys.md); a wrong password or an
        expired certificate is said in Portuguese and nothing is stored."""
        operation.run(
            self,
            lambda: configure_a1(
                self.ctx, Path(path).read_bytes(), password, self.workspace.key_dir
            ),
            self._a1_configured,
            changes=self.workspace.changes(Domain.OFFICE),
        )

    def _a1_configured(self, info) -> None:
        self._show_a1(info)
        self.refresh()

    def renew(self) -> None:
        """A new ECDSA P-256 key signs from now on (docs/keys.md); the current one stays
        trusted for the documents already issued."""
        if not dialogs.confirm(
            self,
            self.tr("Renovar a chave do escritório"),
            self.tr(
                "Uma nova chave (ECDSA P-256, aceita por qualquer validador de PDF) passará a "
                "assinar os documentos. A chave atual continua confiável para verificar os "
                "documentos já emitidos. Depois, exporte a nova chave pública para os outros "
                "escritórios. Renovar agora?"
            ),
        ):
            return
        operation.run(
            self,
            lambda: renew_office_key(self.ctx, self.workspace.key_dir),
            self._renewed,
            changes=self.workspace.changes(Domain.OFFICE),
        )

    def _renewed(self, ctx) -> None:
        self.workspace.ctx = ctx
        self.refresh()

    def _fill(self, keys) -> None:
        self.table.setRowCount(len(keys))
        for row, key in enumerate(keys):
            values = [
                key.office_code,
                key.key_id,
                br_date_time(office_time(self.ctx, key.imported_at)),
            ]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))

    def choose_and_import(self) -> None:
        path = dialogs.choose_open_file(
            self,
            self.tr("Chave pública do outro escritório"),
            self.tr("Chave pública (*.pem);;Todos (*)"),
        )
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> None:
        office_code = self.office_code.text()
        operation.run(
            self,
            lambda: import_public_key(self.ctx, office_code, Path(path).read_bytes()),
            self._imported,
            changes=self.workspace.changes(Domain.OFFICE),
            form=self.form,
        )

    def _imported(self, _key) -> None:
        self.office_code.clear()
        self.refresh()

    def export(self) -> None:
        pem = operation.run(self, lambda: export_public_key(self.ctx))
        if pem is None:
            return
        path = dialogs.choose_save_file(
            self,
            self.tr("Salvar chave pública"),
            self.tr("Chave pública (*.pem)"),
            f"chave-{self.ctx.office.code}.pem",
        )
        if path:
            operation.run(self, lambda: Path(path).write_bytes(pem))
