"""The global search takes the number of an auto de infração and opens Autos e Processos on
its process (Res. AGR 105/2017, art. 80)."""

from PySide6.QtCore import Qt

from desktop.services.registration.applications import protocol_application
from desktop.ui.main_window import MainWindow
from tests.factories.notices import new_operator, recorded_notice


def search(qtbot, window, text):
    qtbot.keyClicks(window.search_box, text)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    # The first search loads the document services and verifies stored PDFs off the GUI
    # thread: seconds on a loaded machine.
    qtbot.waitUntil(lambda: window.current_area() == "notices", timeout=20_000)
    return window.pages["notices"]


def test_notice_number_opens_its_process(qtbot, admin_context, context_for, tmp_path, show_active):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    window = MainWindow(admin_context, tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    notices = search(qtbot, window, notice.number.lower())
    assert notices.tabs.currentWidget() is notices.process
    assert notices.process.detail.notice_number == notice.number
    assert f"auto nº {notice.number}" in notices.process.header.text()
    assert notices.process.number_box.text() == notice.number


def test_a_protocol_with_the_same_number_is_mentioned(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    operator = new_operator(admin_context)
    protocol = protocol_application(admin_context, operator.id, key_dir=tmp_path / "keys")
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    assert protocol.printout.number == notice.number
    window = MainWindow(admin_context, tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    notices = search(qtbot, window, notice.number)
    assert notices.process.detail.notice_number == notice.number
    assert ("QMessageBox", "Busca") in dialog_driver.seen
    (message,) = dialog_driver.messages
    assert message.startswith(f"Há mais de um documento nº {notice.number}:")
    assert message.endswith("Mostrando o auto de infração.")
