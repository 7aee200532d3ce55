"""Login: user name and password; the service's refusal (wrong password, lockout) is shown
in the dialog, which stays open for another try."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout

from desktop.models.database import Database
from desktop.services.context import Actor
from desktop.services.errors import ServiceError
from desktop.services.users import authenticate
from desktop.ui.forms import Form


class LoginDialog(QDialog):
    def __init__(self, database: Database, office_name: str, parent=None) -> None:
        super().__init__(parent)
        self.database = database
        self.actor: Actor | None = None
        self.setWindowTitle(self.tr("Balcão — entrar"))
        self.setMinimumWidth(420)
        heading = QLabel(office_name, self)
        heading.setProperty("role", "title")
        heading.setWordWrap(True)
        self.form = Form(self)
        self.username = self.form.add_line("username", self.tr("&Usuário"))
        self.password = self.form.add_line("password", self.tr("&Senha"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Entrar"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.try_login)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.username.setFocus()

    def try_login(self) -> None:
        username = self.username.text().strip()
        if not username or not self.password.text():
            self.form.show_message(self.tr("Informe o usuário e a senha."))
            return
        try:
            self.actor = authenticate(self.database, username, self.password.text())
        except ServiceError as error:
            self.form.show_message(error.message)
            self.password.clear()
            self.password.setFocus()
            return
        self.accept()
