"""Administração: users and roles, office closures, and the signing keys (this office's
public key to hand to others; other offices' keys imported so their documents verify)."""

import uuid

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.models.office import OfficeClosure
from desktop.models.users import User
from desktop.rules.dates import br_date, br_date_time
from desktop.services.calendar import office_time, office_today
from desktop.services.office.permissions import ROLE_LABELS, Role
from desktop.services.office.setup import add_closure
from desktop.services.office.setup_records import list_closures
from desktop.services.office.users import NewUser, create_user, reset_password, update_user
from desktop.services.office.users_records import UserInfo, list_users
from desktop.ui.admin.audit_tab import AuditTab
from desktop.ui.admin.keys_tab import KeysTab
from desktop.ui.admin.network_tab import NetworkTab
from desktop.ui.admin.pending_tab import PendingTab
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import Form, date_edit, date_value, submit_on_enter
from desktop.ui.widgets.tab_order import chain_tab_order, first_control
from desktop.ui.workspace import Workspace, WorkspaceUser


class UsersTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.users: list[UserInfo] = []
        self.current: UserInfo | None = None
        self.list = QListWidget(self)
        self.list.setObjectName("user_list")
        self.list.currentRowChanged.connect(self._row_changed)
        # The buttons, above the fields, are made before them: Qt's chain, which Tab follows
        # out of the last field, is the order of making, and from the last field it went
        # back to the buttons and never reached the list.
        self.new_button = QPushButton(self.tr("&Novo usuário"), self)
        self.new_button.clicked.connect(self.new_user)
        self.save_button = QPushButton(self.tr("&Salvar"), self)
        self.save_button.setObjectName("save_user")
        self.save_button.clicked.connect(self.save)
        self.reset_button = QPushButton(self.tr("&Redefinir senha…"), self)
        self.reset_button.setObjectName("reset_password")
        self.reset_button.clicked.connect(self.reset_password)
        self.form = Form(self)
        self.display_name = self.form.add_line(
            "display_name", self.tr("Nome &completo"), column=User.display_name
        )
        self.username = self.form.add_line("username", self.tr("Usuári&o"), column=User.username)
        self.password = self.form.add_line("password", self.tr("Senha &inicial"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        roles = QWidget(self.form)
        roles_layout = QVBoxLayout(roles)
        roles_layout.setContentsMargins(0, 0, 0, 0)
        self.role_boxes: dict[str, QCheckBox] = {}
        for role in Role:
            box = QCheckBox(ROLE_LABELS[role], roles)
            box.setObjectName(f"role_{role.value}")
            roles_layout.addWidget(box)
            self.role_boxes[role.value] = box
        self.form.add("roles", self.tr("Perfis"), roles)
        self.active = QCheckBox(self.tr("Ativo (pode entrar no sistema)"), self.form)
        self.form.add("active", "", self.active)
        self.locked = QLabel(self.form)
        self.form.layout_.addRow("", self.locked)
        submit_on_enter(self.form, self.save)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.save_button, self.reset_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.form)
        right_layout.addStretch(1)
        splitter = QSplitter(self)
        splitter.addWidget(self.list)
        splitter.addWidget(right)
        splitter.setSizes([320, 800])
        QVBoxLayout(self).addWidget(splitter)
        chain_tab_order(self)

    def refresh(self) -> None:
        operation.run(self, lambda: list_users(self.ctx), self._fill, refused=self._refused)

    def _refused(self, error: UserFacingError) -> None:
        self._fill([])
        self.form.show_message(error.message)

    def _fill(self, users: list[UserInfo]) -> None:
        self.users = users
        self.list.clear()
        for user in self.users:
            state = "" if user.active else self.tr(" (inativo)")
            QListWidgetItem(f"{user.display_name} — {user.username}{state}", self.list)
        self.new_user()

    def _row_changed(self, row: int) -> None:
        if 0 <= row < len(self.users):
            self._show(self.users[row])

    def _show(self, user: UserInfo | None) -> None:
        self.current = user
        self.form.clear_errors()
        self.display_name.setText(user.display_name if user else "")
        self.username.setText(user.username if user else "")
        self.username.setEnabled(user is None)
        self.password.clear()
        self.form.rows["password"].setVisible(user is None)
        self.form.layout_.labelForField(self.form.rows["password"]).setVisible(user is None)
        for name, box in self.role_boxes.items():
            box.setChecked(user is not None and name in user.roles)
        self.active.setChecked(user.active if user else True)
        self.active.setEnabled(user is not None)
        self.reset_button.setEnabled(user is not None)
        locked = user.locked_until if user else None
        self.locked.setText(
            self.tr("Bloqueado por senha errada até %1.").replace(
                "%1", br_date_time(office_time(self.ctx, locked))
            )
            if locked
            else ""
        )

    def first_control(self) -> QWidget:
        """The name of a new user, as Novo usuário: the list would select a user as it took
        the focus."""
        return self.display_name

    def new_user(self) -> None:
        self.list.setCurrentRow(-1)
        self._show(None)
        self.display_name.setFocus()

    def roles(self) -> frozenset[str]:
        return frozenset(name for name, box in self.role_boxes.items() if box.isChecked())

    def save(self) -> UserInfo | None:
        user = self.current
        name, roles, active = self.display_name.text(), self.roles(), self.active.isChecked()
        new = NewUser(self.username.text(), name, self.password.text(), roles)

        def call() -> UserInfo:
            if user is None:
                return create_user(self.ctx, new)
            return update_user(self.ctx, user.id, name, roles, active)

        return operation.run(
            self,
            call,
            self._saved,
            changes=self.workspace.changes(Domain.OFFICE),
            form=self.form,
        )

    def _saved(self, saved: UserInfo) -> None:
        self.refresh()
        self._select(saved.id)

    def _select(self, user_id: uuid.UUID) -> None:
        for row, user in enumerate(self.users):
            if user.id == user_id:
                self.list.setCurrentRow(row)

    def reset_password(self) -> None:
        user = self.current
        if user is None:
            return

        def submit(dialog):
            return reset_password(self.ctx, user.id, password.text())

        dialog = ActionDialog(
            self.tr("Redefinir senha"),
            submit,
            self.tr("Nova senha de %1. O bloqueio por tentativas também é retirado.").replace(
                "%1", user.display_name
            ),
            self.tr("Redefinir"),
            self,
            self.workspace.changes(Domain.OFFICE),
        )
        password = QLineEdit(dialog)
        password.setEchoMode(QLineEdit.EchoMode.Password)
        dialog.form.add("password", self.tr("&Nova senha"), password)
        if dialogs.launch(dialog) == ActionDialog.DialogCode.Accepted:
            self.refresh()
            self._select(user.id)
            self.form.show_message(self.tr("Senha redefinida."))


class ClosuresTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.form = Form(self)
        self.day = date_edit(self.form, office_today(self.ctx))
        self.form.add("day", self.tr("&Data"), self.day)
        self.reason = self.form.add_line(
            "reason",
            self.tr("&Motivo"),
            self.tr("ex.: ponto facultativo"),
            column=OfficeClosure.reason,
        )
        self.add_button = QPushButton(self.tr("&Registrar fechamento"), self)
        self.add_button.setObjectName("add_closure")
        self.add_button.clicked.connect(self.add)
        self.reason.returnPressed.connect(self.add_button.click)
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("closures_table")
        self.table.setHorizontalHeaderLabels([self.tr("Data"), self.tr("Motivo")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A list, not a grid to fill: Tab leaves it instead of walking cells. Made after the
        # fields and the button, as it is shown: Qt's chain, in the order the widgets were
        # made, takes Tab from it out of the tab and Tab from the tab bar to the day (made
        # first, it sent Tab back to the day and Tab never left the tab).
        self.table.setTabKeyNavigation(False)
        note = QLabel(
            self.tr("Os prazos em dias úteis calculados depois do registro não contam estes dias."),
            self,
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.form)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.table, 1)
        chain_tab_order(self)

    def refresh(self) -> None:
        operation.run(self, lambda: list_closures(self.ctx), self._fill, form=self.form)

    def _fill(self, closures) -> None:
        self.table.setRowCount(len(closures))
        for row, closure in enumerate(closures):
            self.table.setItem(row, 0, QTableWidgetItem(br_date(closure.day)))
            self.table.setItem(row, 1, QTableWidgetItem(closure.reason))

    def add(self) -> None:
        day, reason = date_value(self.day), self.reason.text()
        operation.run(
            self,
            lambda: add_closure(self.ctx, day, reason),
            self._added,
            changes=self.workspace.changes(Domain.OFFICE),
            form=self.form,
        )

    def _added(self, ctx) -> None:
        """The office changed: from now on every screen counts deadlines without the day."""
        self.workspace.ctx = ctx
        self.reason.clear()
        self.refresh()


class AdminArea(QTabWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.users = UsersTab(workspace, self)
        self.closures = ClosuresTab(workspace, self)
        self.keys = KeysTab(workspace, self)
        self.audit = AuditTab(workspace, self)
        self.network = NetworkTab(workspace, self)
        self.pending = PendingTab(workspace, self)
        self.addTab(self.users, self.tr("&Usuários"))
        self.addTab(self.closures, self.tr("&Fechamentos do escritório"))
        self.addTab(self.keys, self.tr("Chaves de assina&tura"))
        self.addTab(self.audit, self.tr("&Histórico de alterações"))
        self.addTab(self.network, self.tr("R&ede"))
        self.addTab(self.pending, self.tr("Documentos &pendentes"))

    def first_control(self) -> QWidget | None:
        """Opened from the navigation: the first control of the tab on screen."""
        current = self.currentWidget()
        return first_control(current) if current is not None else None

    def refresh(self) -> None:
        self.users.refresh()
        self.closures.refresh()
        self.keys.refresh()
        self.network.refresh()
        self.pending.refresh()
