"""Two searches by number typed one after the other: the first one's lookup, still running on
the worker thread when the second was asked for, opens nothing when it ends last — the
clerk sees the record of the number typed last, not the older one's."""

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool

from desktop.services.documents import lookup
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from desktop.ui.main_window import MainWindow
from tests.factories.held_reading import hold_first_call
from tests.ui.conftest import operator_input


def search(qtbot, window, text: str) -> None:
    window.search_box.clear()
    qtbot.keyClicks(window.search_box, text)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)


def test_an_older_number_ending_last_opens_nothing(
    qtbot, admin_context, tmp_path, show_active, monkeypatch
):
    keys = tmp_path / "keys"
    older = create_operator(
        admin_context,
        operator_input(legal_name="Transportes Goiás Ltda", cnpj="45.997.418/0001-53"),
    )
    newer = create_operator(admin_context, operator_input())
    older_number = protocol_application(admin_context, older.id, key_dir=keys).printout.number
    newer_number = protocol_application(admin_context, newer.id, key_dir=keys).printout.number
    held = hold_first_call(monkeypatch, lookup, "look_up_number")
    window = MainWindow(admin_context, keys)
    qtbot.addWidget(window)
    show_active(window)

    search(qtbot, window, older_number)
    qtbot.waitUntil(held.read.is_set)
    search(qtbot, window, newer_number)
    qtbot.waitUntil(lambda: window.current_area() == "operators")
    operators = window.pages["operators"]
    assert operators.title.text() == "Viação São João Ltda"
    assert [row.legal_name for row in operators.model.rows] == ["Viação São João Ltda"]

    held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the older lookup sent before it ended
    assert held.calls == 2
    assert operators.title.text() == "Viação São João Ltda"
    assert [row.legal_name for row in operators.model.rows] == ["Viação São João Ltda"]
