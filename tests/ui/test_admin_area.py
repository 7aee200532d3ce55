"""Administração: users and roles, closures, other offices' keys — through the real widgets."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from desktop.documents.keys import create_office_key
from desktop.services.documents.verification import trusted_keys
from desktop.services.office.setup_records import list_closures
from desktop.services.office.users import authenticate
from desktop.services.office.users_records import list_users
from desktop.ui.admin.area import AdminArea, UsersTab
from desktop.ui.main_window import MainWindow
from desktop.ui.navigator import Navigator
from desktop.ui.widgets import dialogs
from desktop.ui.workspace import Workspace
from tests.factories.screens import admin_tab_shown


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def make_area(qtbot, ctx):
    area = AdminArea(Workspace(ctx, Navigator()))
    qtbot.addWidget(area)
    area.refresh()
    return area


def test_admin_creates_a_user_with_roles_then_deactivates_it(qtbot, admin_context):
    area = make_area(qtbot, admin_context)
    users = area.users
    qtbot.keyClicks(users.display_name, "Joao Atendente")
    qtbot.keyClicks(users.username, "joao")
    qtbot.keyClicks(users.password, "curta")
    click(qtbot, users.role_boxes["atendente"])
    click(qtbot, users.save_button)
    assert users.form.error_of("password") == "A senha deve ter pelo menos 8 caracteres."
    assert [u.username for u in list_users(admin_context)] == ["admin"]

    users.password.clear()
    qtbot.keyClicks(users.password, "senha-do-joao")
    click(qtbot, users.save_button)
    assert users.list.currentItem().text() == "Joao Atendente — joao"
    stored = {u.username: u for u in list_users(admin_context)}["joao"]
    assert stored.roles == frozenset({"atendente"}) and stored.active
    assert authenticate(admin_context.database, "joao", "senha-do-joao").username == "joao"

    click(qtbot, users.active)
    click(qtbot, users.save_button)
    assert users.list.currentItem().text() == "Joao Atendente — joao (inativo)"
    assert not {u.username: u for u in list_users(admin_context)}["joao"].active


def test_the_last_administrator_cannot_be_deactivated(qtbot, admin_context):
    area = make_area(qtbot, admin_context)
    users = area.users
    users.list.setCurrentRow(0)
    click(qtbot, users.active)
    click(qtbot, users.save_button)
    assert (
        users.form.error_of("active")
        == "O escritório precisa de pelo menos um administrador ativo."
    )
    assert list_users(admin_context)[0].active


def test_reset_password_through_its_dialog(qtbot, admin_context, context_for, monkeypatch):
    clerk = context_for("atendente")
    area = make_area(qtbot, admin_context)
    users = area.users
    users.list.setCurrentRow([u.username for u in users.users].index(clerk.actor.username))

    def fill(dialog):
        edit = dialog.findChild(QLineEdit, "password")
        qtbot.keyClicks(edit, "nova-senha-456")
        dialog.try_submit()
        return dialog.result()

    monkeypatch.setattr(dialogs, "launch", fill)
    click(qtbot, users.reset_button)
    assert users.form.general_error.text() == "Senha redefinida."
    assert authenticate(admin_context.database, clerk.actor.username, "nova-senha-456")


def test_an_atendente_is_refused_user_management_with_the_message(
    qtbot, admin_context, context_for
):
    clerk = context_for("atendente")
    users = UsersTab(Workspace(clerk, Navigator()))
    qtbot.addWidget(users)
    users.refresh()
    assert users.form.general_error.text().startswith(
        "Você não tem permissão para gerenciar usuários."
    )
    qtbot.keyClicks(users.display_name, "Intrusa")
    qtbot.keyClicks(users.username, "intrusa")
    qtbot.keyClicks(users.password, "senha-da-intrusa")
    click(qtbot, users.role_boxes["administrador"])
    click(qtbot, users.save_button)
    assert "Esta ação é permitida aos perfis: Administrador" in users.form.general_error.text()
    assert "intrusa" not in {u.username for u in list_users(admin_context)}


def test_an_atendente_sees_no_administration_area(qtbot, context_for):
    window = MainWindow(context_for("atendente"))
    qtbot.addWidget(window)
    titles = [window.navigation.item(i).text() for i in range(window.navigation.count())]
    assert "Administração" not in titles
    assert "Início" in titles


def test_closure_is_recorded_and_every_screen_counts_it(qtbot, admin_context):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    closures = window.show_area("admin").closures
    before = len(list_closures(admin_context))
    click(qtbot, closures.add_button)
    assert closures.form.error_of("reason") == "Informe o motivo do fechamento."
    qtbot.keyClicks(closures.reason, "Ponto facultativo")
    day = closures.day.date().toPython()
    qtbot.keyClick(closures.reason, Qt.Key.Key_Return)
    assert len(list_closures(admin_context)) == before + 1
    assert closures.table.rowCount() == before + 1
    assert day in window.pages["operators"].ctx.office.closures
    assert day in window.pages["operators"].process.ctx.office.closures


def test_another_office_key_is_imported(qtbot, admin_context, tmp_path):
    _, pem = create_office_key(tmp_path / "other-office")
    pem_file = tmp_path / "bvb.pem"
    pem_file.write_bytes(pem)
    area = make_area(qtbot, admin_context)
    keys = area.keys
    keys.import_file(str(pem_file))
    assert keys.form.error_of("office_code") == "O código do escritório tem de 2 a 5 letras."
    assert trusted_keys(admin_context) == []
    qtbot.keyClicks(keys.office_code, "bvb")
    keys.import_file(str(pem_file))
    assert [key.office_code for key in trusted_keys(admin_context)] == ["BVB"]
    assert keys.table.item(0, 0).text() == "BVB"


def test_a_name_longer_than_the_column_is_cut_at_the_column_length(qtbot, admin_context):
    area = make_area(qtbot, admin_context)
    users = area.users
    users.display_name.setText("Maria " * 40)
    assert users.display_name.text() == ("Maria " * 40)[:120]
    qtbot.keyClicks(users.username, "maria")
    qtbot.keyClicks(users.password, "senha-da-maria")
    click(qtbot, users.role_boxes["atendente"])
    click(qtbot, users.save_button)
    assert users.form.error_of("display_name") == ""
    saved = {u.username: u.display_name for u in list_users(admin_context)}
    assert saved["maria"] == ("Maria " * 40)[:120].strip()


def test_tab_leaves_the_closures_tab_from_its_list(qtbot, admin_context, show_active):
    """The closures listed are not a grid to fill, and the last control of the tab: Tab
    from them leaves the tab (in the main window for the global search, and round the
    window back to the day: tests/ui/test_tab_round_window.py). Made before the day, the
    list once sent Tab back to it, and Tab never left the tab."""
    area = admin_tab_shown(qtbot, show_active, admin_context, "closures")
    closures = area.closures
    assert closures.table.rowCount() > 0
    closures.table.setFocus()
    closures.table.setCurrentCell(0, 0)
    qtbot.keyClick(closures.table, Qt.Key.Key_Tab)
    assert not closures.isAncestorOf(area.focusWidget())
