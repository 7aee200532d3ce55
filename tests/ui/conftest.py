"""Helpers of the UI tests."""

import dataclasses
from datetime import UTC, date, datetime, time

import pytest

# Fixtures the service tests share (tests/services/conftest.py imports them too).
from tests.factories.demo import demo_offices  # noqa: F401 (fixture)
from tests.factories.network import existing  # noqa: F401 (fixture)
from tests.factories.offices import ed25519_office  # noqa: F401 (fixture)


@pytest.fixture(scope="session", autouse=True)
def application_as_started(qapp):
    """The application as `balcao` prepares it (look, fonts, wheel guard), so the screens
    are tested at the sizes and with the behaviour the clerk gets."""
    from desktop.app import prepare_application, release_application

    prepare_application(qapp)
    yield qapp
    release_application(qapp)


@pytest.fixture(autouse=True)
def no_unexpected_dialogs(monkeypatch):
    """A modal dialog a test did not plan for would block offscreen: fail instead."""
    from desktop.ui.widgets import dialogs

    def refuse(dialog):
        text = dialog.text() if hasattr(dialog, "informativeText") else ""
        raise AssertionError(f"unexpected dialog {dialog.windowTitle()!r} {text!r}")

    monkeypatch.setattr(dialogs, "launch", refuse)


@pytest.fixture(autouse=True)
def background_work_ends_with_its_test():
    """What a screen started off the GUI thread (the home page's counts, the drafts of the
    forms) ends before the next test starts."""
    yield
    from PySide6.QtCore import QThreadPool

    from desktop.ui.widgets.drafts import wait_for_drafts

    QThreadPool.globalInstance().waitForDone(30_000)
    wait_for_drafts()


@pytest.fixture(autouse=True)
def no_modifier_held_from_the_last_test():
    """Each test starts with no modifier key held: a test that ended on Shift+Tab would leave
    Qt believing Shift is held, and the next one's selectRow select nothing
    (tests/factories/keyboard.py)."""
    from tests.factories.keyboard import release_held_modifiers

    release_held_modifiers()


@pytest.fixture
def show_active(qtbot):
    """Show a top-level widget and wait until it is the active window (keyboard focus)."""

    def show(widget):
        with qtbot.waitActive(widget):
            widget.show()
            widget.activateWindow()
        return widget

    return show


def operator_input(**changes):
    """A valid operator in Goiânia (check digits of CNPJ and CPF are right)."""
    from desktop.services.registration.operators import OperatorInput, PartnerInput

    values = dict(
        legal_name="Viação São João Ltda",
        trade_name="São João Turismo",
        cnpj="11.222.333/0001-81",
        kind="empresa",
        establishment="sede",
        street="Rua 10",
        number="100",
        district="Setor Oeste",
        municipality_code="5208707",
        cep="74120-020",
        phone="(62) 3201-1234",
        email="contato@saojoao.com.br",
        representative_name="Maria Souza",
        representative_cpf="529.982.247-25",
        modalities=("continuo",),
        partners=(PartnerInput("Maria Souza", "529.982.247-25", "sócia administradora"),),
        state_registration="10.123.456-7",
    )
    values.update(changes)
    return OperatorInput(**values)


class DialogDriver:
    """Stands in for `dialogs.launch`: each dialog is handed to the next handler queued for
    its class name; dialogs without a handler are recorded and cancelled."""

    def __init__(self) -> None:
        self.handlers: dict[str, list] = {}
        self.seen: list = []
        self.messages: list[str] = []

    def on(self, class_name: str, handler) -> None:
        self.handlers.setdefault(class_name, []).append(handler)

    def __call__(self, dialog) -> int:
        name = type(dialog).__name__
        self.seen.append((name, dialog.windowTitle()))
        if hasattr(dialog, "informativeText"):
            self.messages.append(dialog.text())
        queue = self.handlers.get(name)
        try:
            return queue.pop(0)(dialog) if queue else 0
        finally:
            # As exec() leaves it: a dialog that has answered is no longer on screen (a
            # handler that showed it to read it left a window open for the next test).
            dialog.hide()


@pytest.fixture
def dialog_driver(monkeypatch):
    from desktop.ui.widgets import dialogs

    driver = DialogDriver()
    monkeypatch.setattr(dialogs, "launch", driver)
    return driver


@pytest.fixture
def open_area(qtbot, show_active):
    """An area of the main window on its own, at the window's size, shown and active."""
    from desktop.ui.navigator import Navigator
    from desktop.ui.workspace import Workspace

    def make(kind, ctx, key_dir):
        area = kind(Workspace(ctx, Navigator(), key_dir))
        qtbot.addWidget(area)
        area.resize(1366, 720)
        return show_active(area)

    return make


def ticking_from_noon(ctx):
    """`ctx` on a clock that starts at noon of the machine's today (15:00 UTC, noon in Goiás)
    and ticks with real time, so a form's default dates (today) are the office's today
    whatever the hour of the run."""
    started = datetime.now(UTC)
    noon = datetime.combine(date.today(), time(15, 0), tzinfo=UTC)
    return dataclasses.replace(ctx, clock=lambda: noon + (datetime.now(UTC) - started))
