"""The global search takes the number of an auto de infração and opens Autos e Processos on
its process (Res. AGR 105/2017, art. 80); a number other documents share is offered with
them."""

from PySide6.QtCore import Qt

from desktop.services.registration.applications import protocol_application
from desktop.services.validation import format_cnpj
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


def test_a_protocol_with_the_same_number_is_offered_beside_the_auto(
    qtbot, admin_context, context_for, tmp_path, show_active, dialog_driver
):
    """Numbers run per kind: the operator's protocol and the auto share theirs. Both are
    offered, the protocol with its operator's razão social; the protocol chosen, its operator
    opens."""
    operator = new_operator(admin_context)
    protocol = protocol_application(admin_context, operator.id, key_dir=tmp_path / "keys")
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    assert protocol.printout.number == notice.number
    offered = []

    def choose_the_protocol(dialog):
        offered.extend(dialog.labels())
        dialog.list.setCurrentRow(1)
        dialog.accept()
        return dialog.result()

    dialog_driver.on("NumberChoiceDialog", choose_the_protocol)
    window = MainWindow(admin_context, tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    qtbot.keyClicks(window.search_box, notice.number)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_area() == "operators", timeout=20_000)
    operators = window.pages["operators"]
    qtbot.waitUntil(lambda: operators.current_id() == operator.id)
    assert offered == [
        f"Auto de infração {notice.number}",
        f"Comprovante de Protocolo {notice.number} — {operator.legal_name} "
        f"(CNPJ {format_cnpj(operator.cnpj)})",
    ]
