"""Login: user name and password; the service's refusal (wrong password, lockout) is shown
in the dialog, which stays open for another try. A database that fails at the submit
(damaged, made read-only since the start: `desktop.models.failures`) is told in a message
box and the dialog closes: another try could not succeed.

The dialog is on screen before the office's database is open (issue 18 §2): the start
shows it, opens the database on a worker thread, then gives it the office (`open_office`).
Until then "Entrar" is off; the clerk can already type the name and password, or close
the dialog. The database library and the users' service are loaded by `open_office`,
not with this module, so that the dialog shows as soon as Qt does."""

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout

from desktop.models.errors import DatabaseProblem, UserFacingError
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.forms import Form
from desktop.ui.widgets.limits import limit_line

if TYPE_CHECKING:
    from desktop.models.database import Database
    from desktop.services.context import Actor


class LoginDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # The users' service's check of a password, once the office is open.
        self._authenticate: Callable[[str, str], Actor] | None = None
        self.actor: Actor | None = None
        self.database_problem: DatabaseProblem | None = None
        self.setWindowTitle(self.tr("Balcão — entrar"))
        self.setMinimumWidth(420)
        self.heading = QLabel(self.tr("Abrindo o escritório…"), self)
        self.heading.setProperty("role", "title")
        self.heading.setWordWrap(True)
        self.demo_hint = QLabel(self)
        self.demo_hint.setWordWrap(True)
        self.demo_hint.hide()
        self.form = Form(self)
        self.username = self.form.add_line("username", self.tr("&Usuário"))
        self.password = self.form.add_line("password", self.tr("&Senha"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Entrar"))
        self.ok_button.setDefault(True)
        self.ok_button.setEnabled(False)
        self.buttons.accepted.connect(self.try_login)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.demo_hint)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.username.setFocus()

    def open_office(self, database: "Database", office_name: str) -> None:
        """The office opened: its name shown, the user name held to its column, Entrar on."""
        from desktop.models.users import User
        from desktop.services.office.users import authenticate

        self._authenticate = partial(authenticate, database)
        self.heading.setText(office_name)
        limit_line(self.username, User.username)
        self.ok_button.setEnabled(True)
        self.adjustSize()  # shown already: a long name takes a second line

    def offer_demo_user(self, username: str, password: str) -> None:
        """Demo office: the administrator's account is filled in and named on screen."""
        self.username.setText(username)
        self.password.setText(password)
        self.demo_hint.setText(
            self.tr(
                "Escritório de demonstração: usuário %1, senha %2. "
                "Os outros usuários estão no LEIA-ME.txt da pasta."
            )
            .replace("%1", username)
            .replace("%2", password)
        )
        self.demo_hint.show()
        self.adjustSize()
        self.ok_button.setFocus()

    def try_login(self) -> None:
        authenticate = self._authenticate
        if authenticate is None:
            return
        username = self.username.text().strip()
        if not username or not self.password.text():
            self.form.show_message(self.tr("Informe o usuário e a senha."))
            return
        password = self.password.text()
        operation.run(
            self,
            lambda: authenticate(username, password),
            self._signed_in,
            refused=self._refused,
        )

    def _signed_in(self, actor: "Actor") -> None:
        self.actor = actor
        self.accept()

    def _refused(self, error: UserFacingError) -> None:
        if isinstance(error, DatabaseProblem):
            self.database_problem = error
            dialogs.warn(self, self.tr("Banco de dados"), error.message)
            self.reject()
            return
        self.form.show_message(error.message)
        self.password.clear()
        self.password.setFocus()
