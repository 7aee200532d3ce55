"""First run (wizard) and login, driven through the real widgets on a real SQLite file."""

import threading

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWizard

from desktop import app as app_module
from desktop.models.startup import open_database
from desktop.services.errors import AuthenticationFailed
from desktop.services.office.setup_records import load_office, office_is_set_up
from desktop.services.office.users import MAX_FAILED_ATTEMPTS, authenticate
from desktop.ui.login_dialog import LoginDialog
from desktop.ui.setup_wizard import SetupWizard
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.worker import stop_tasks

PASSWORD = "senha-forte-123"


def click_next(qtbot, wizard):
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def test_wizard_creates_office_and_administrator(qtbot, database, tmp_path, show_active):
    wizard = SetupWizard(database, tmp_path / "keys")
    qtbot.addWidget(wizard)
    show_active(wizard)

    qtbot.keyClicks(wizard.name, "Regional Boa Vista")
    qtbot.keyClicks(wizard.code, "bv1")
    wizard.jurisdiction.setCurrentIndex(1)
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.office_page
    assert "2 a 5 letras" in wizard.office_page.form.error_of("code")

    wizard.code.clear()
    qtbot.keyClicks(wizard.code, "bvb")
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.address_page
    assert wizard.uf.currentText() == "RR"

    qtbot.keyClicks(wizard.street, "Avenida Ville Roy")
    qtbot.keyClicks(wizard.number, "1000")
    qtbot.keyClicks(wizard.district, "Centro")
    qtbot.keyClicks(wizard.municipality, "boa vista")
    wizard.municipality.editingFinished.emit()
    assert wizard.municipality.text() == "Boa Vista"
    qtbot.keyClicks(wizard.cep, "69301000")
    assert wizard.cep.text() == "69301-000"
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.calendar_page

    qtbot.keyClicks(wizard.closure_reason, "Ponto facultativo")
    qtbot.keyClick(wizard.closure_reason, Qt.Key.Key_Return)
    assert wizard.closure_table.rowCount() == 1
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.admin_page

    qtbot.keyClicks(wizard.admin_display_name, "Ana Lima")
    qtbot.keyClicks(wizard.admin_username, "ana.lima")
    qtbot.keyClicks(wizard.admin_password, PASSWORD)
    qtbot.keyClicks(wizard.admin_password_again, "outra-senha-123")
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    qtbot.mouseClick(finish, Qt.MouseButton.LeftButton)
    assert wizard.admin_page.form.error_of("admin_password_again") == "As senhas não conferem."
    assert not office_is_set_up(database)

    wizard.admin_password_again.clear()
    qtbot.keyClicks(wizard.admin_password_again, PASSWORD)
    with qtbot.waitSignal(wizard.accepted):
        qtbot.mouseClick(finish, Qt.MouseButton.LeftButton)

    office = load_office(database)
    assert (office.name, office.code, office.jurisdiction) == ("Regional Boa Vista", "BVB", "RR")
    assert office.address.municipality == "Boa Vista"
    assert len(office.closures) == 1
    assert authenticate(database, "ana.lima", PASSWORD).display_name == "Ana Lima"
    assert wizard.context.actor.username == "ana.lima"
    assert list((tmp_path / "keys").iterdir())


def test_login_shows_refusal_and_locks_after_repeated_failures(qtbot, admin_context, show_active):
    database = admin_context.database
    login = LoginDialog()
    qtbot.addWidget(login)
    assert not login.ok_button.isEnabled()
    login.open_office(database, admin_context.office.name)
    show_active(login)
    qtbot.keyClicks(login.username, "admin")
    for _ in range(MAX_FAILED_ATTEMPTS - 1):
        qtbot.keyClicks(login.password, "errada-123")
        qtbot.keyClick(login.password, Qt.Key.Key_Return)
        assert login.form.general_error.text() == "Usuário ou senha incorretos."
        assert login.password.text() == ""
        assert login.result() != QDialog.DialogCode.Accepted
    qtbot.keyClicks(login.password, "errada-123")
    qtbot.keyClick(login.password, Qt.Key.Key_Return)
    assert "bloqueado" in login.form.general_error.text()

    qtbot.keyClicks(login.password, "senha-de-teste-1")
    qtbot.keyClick(login.password, Qt.Key.Key_Return)
    assert "bloqueado" in login.form.general_error.text()
    assert login.actor is None
    with pytest.raises(AuthenticationFailed):
        authenticate(database, "admin", "senha-de-teste-1")


@pytest.mark.postgres
def test_login_with_the_right_password_opens_the_main_window(
    qtbot, admin_context, database_url, monkeypatch
):
    seen = []

    def fake_launch(dialog):
        seen.append(type(dialog).__name__)
        qtbot.keyClicks(dialog.username, "admin")
        qtbot.keyClicks(dialog.password, "senha-de-teste-1")
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        return dialog.result()

    monkeypatch.setattr(dialogs, "launch", fake_launch)
    result = app_module.start_session(database_url)
    qtbot.addWidget(result.window)
    assert seen == ["LoginDialog"]
    assert result.window.status_text("status_user") == "Usuário: Administradora do Escritório"
    assert "GYN" in result.window.status_text("status_office")
    # The window opened the database on its own: its background work (the home page's counts)
    # ends and its connections close, as at the app's exit, before the test's PostgreSQL
    # database is dropped.
    result.window.close()
    stop_tasks()
    result.window.ctx.database.dispose()


class HeldOpening:
    """Stands in for the opening of the database: held on an event until the test, on the
    GUI thread, has looked at the login and typed into it."""

    def __init__(self, monkeypatch) -> None:
        from desktop.models import startup

        self._open = startup.open_existing_database
        self.started = threading.Event()
        self.release = threading.Event()
        self.released_in_time: list[bool] = []
        monkeypatch.setattr(startup, "open_existing_database", self)

    def __call__(self, url):
        self.started.set()
        self.released_in_time.append(self.release.wait(timeout=10))
        return self._open(url)


def while_opening(qtbot, opening: HeldOpening, act) -> None:
    """`act(login)` on the GUI thread once the database has started opening, then the
    opening let go. On a start that opened the database on the GUI thread, `act` could not
    run until the opening gave up waiting."""

    def look() -> None:
        if not opening.started.is_set():
            QTimer.singleShot(10, look)
            return
        logins = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, LoginDialog) and widget.isVisible()
        ]
        try:
            act(logins)
        finally:
            opening.release.set()

    QTimer.singleShot(0, look)


def test_the_login_is_live_while_the_database_opens_and_keeps_what_was_typed(
    qtbot, admin_context, database_url, monkeypatch
):
    """Issue 18 §2: the login shows before the database library loads and the office opens
    on a worker thread; "Entrar" waits for the office, and the clerk types meanwhile into a
    login that answers (a large upgrade used to freeze it)."""
    opening = HeldOpening(monkeypatch)
    seen_while_opening = []

    def type_the_name(logins) -> None:
        seen_while_opening.extend(
            (login.heading.text(), login.ok_button.isEnabled()) for login in logins
        )
        qtbot.keyClicks(logins[0].username, "admin")
        seen_while_opening.append(logins[0].username.text())

    def launch(dialog):
        assert dialog.username.text() == "admin"
        assert dialog.heading.text() == admin_context.office.name
        qtbot.keyClicks(dialog.password, "senha-de-teste-1")
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        return dialog.result()

    monkeypatch.setattr(dialogs, "launch", launch)
    while_opening(qtbot, opening, type_the_name)
    result = app_module.start_session(database_url)
    qtbot.addWidget(result.window)
    assert opening.released_in_time == [True]
    assert seen_while_opening == [("Abrindo o escritório…", False), "admin"]
    assert result.window.status_text("status_user") == "Usuário: Administradora do Escritório"


def test_the_login_closed_while_the_database_opens_ends_the_start(
    qtbot, admin_context, database_url, monkeypatch
):
    """Closing the login while the office opens ends the start once the database is open:
    no window, no message, the login not shown again."""
    opening = HeldOpening(monkeypatch)
    launched = []
    monkeypatch.setattr(dialogs, "launch", lambda dialog: launched.append(dialog) or 0)
    while_opening(qtbot, opening, lambda logins: qtbot.keyClick(logins[0], Qt.Key.Key_Escape))
    result = app_module.start_session(database_url)
    assert opening.released_in_time == [True]
    assert (result.window, result.exit_code) == (None, app_module.EXIT_OK)
    assert launched == []
    assert not [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, LoginDialog) and widget.isVisible()
    ]


def test_the_login_shown_early_makes_room_for_what_the_office_gives_it(
    qtbot, admin_context, database_url, monkeypatch
):
    """Shown before the office opened, the login then takes the office's name and, in a demo,
    the hint with the account: it grows to hold them instead of drawing them over the
    fields."""
    from desktop.demo.office import DemoUser

    def launch(dialog):
        QApplication.processEvents()
        parts = [dialog.heading, dialog.demo_hint, dialog.form, dialog.buttons]
        for part in parts:
            assert part.isVisible()
            wanted = part.heightForWidth(part.width())
            assert part.height() >= max(wanted, part.minimumSizeHint().height())
        for upper, lower in zip(parts, parts[1:], strict=False):
            assert upper.geometry().bottom() < lower.geometry().top()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs, "launch", launch)
    demo_user = DemoUser("admin", "senha-de-teste-1", "Administradora", "admin")
    result = app_module.start_session(database_url, demo_user=demo_user)
    assert result.window is None


def test_a_file_that_is_not_a_database_is_refused_with_its_message(qtbot, tmp_path, monkeypatch):
    bogus = tmp_path / "planilha.sqlite3"
    bogus.write_bytes(b"isto nao e um banco de dados" * 10)
    shown = []
    monkeypatch.setattr(dialogs, "launch", lambda box: shown.append(box.text()) or 0)
    result = app_module.start_session(f"sqlite:///{bogus}")
    assert result.window is None
    assert result.exit_code == app_module.EXIT_DATABASE_PROBLEM
    assert shown and str(bogus) in shown[0]
    assert bogus.read_bytes() == b"isto nao e um banco de dados" * 10


def test_database_without_office_opens_the_wizard(qtbot, database_url, monkeypatch):
    database = open_database(database_url)
    database.dispose()
    seen = []
    monkeypatch.setattr(dialogs, "launch", lambda dialog: seen.append(type(dialog).__name__) or 0)
    result = app_module.start_session(database_url)
    assert seen == ["SetupWizard"]
    assert result.window is None and result.exit_code == app_module.EXIT_OK


class ShownLogins(QObject):
    """Every login dialog put on screen, however briefly."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and isinstance(watched, LoginDialog):
            self.count += 1
        return False


@pytest.mark.postgres
def test_a_named_database_without_office_opens_the_wizard_with_no_login_shown(
    qtbot, qapp, database_url, monkeypatch
):
    """`--database` naming a database with no office, a SQLite file or a PostgreSQL
    database: the wizard is the first thing on screen. The login was shown while the
    database opened, then closed for the wizard."""
    database = open_database(database_url)
    database.dispose()
    shown = ShownLogins()
    qapp.installEventFilter(shown)
    seen = []
    monkeypatch.setattr(dialogs, "launch", lambda dialog: seen.append(type(dialog).__name__) or 0)
    try:
        result = app_module.start_session(database_url)
    finally:
        qapp.removeEventFilter(shown)
    assert seen == ["SetupWizard"]
    assert shown.count == 0
    assert result.window is None and result.exit_code == app_module.EXIT_OK
