"""Shortcuts that work where the clerk is (issue 17 §9): the screen's keys work with the
cursor in a text field, and Ajuda → Atalhos lists them."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from desktop.ui.main_window import MainWindow


def licences_window(qtbot, admin_context, show_active):
    """The main window on Licenças. A test that types in the request leaves it unsaved, so
    the window's close at the test's end asks "Descartar as alterações?": it takes
    `dialog_driver`, which answers the question."""
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    return window, window.show_area("licences")


def test_ctrl_e_issues_with_the_cursor_in_a_text_field(
    qtbot, admin_context, show_active, dialog_driver
):
    _window, licences = licences_window(qtbot, admin_context, show_active)
    itinerary = licences.form.itinerary
    itinerary.setFocus()
    qtbot.keyClicks(itinerary, "GO-060")
    with qtbot.waitSignal(licences.actions_["issue"].triggered, timeout=2000):
        qtbot.keyClick(itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert itinerary.text() == "GO-060"


def test_ctrl_k_reaches_the_global_search_from_a_text_field(
    qtbot, admin_context, show_active, dialog_driver
):
    window, licences = licences_window(qtbot, admin_context, show_active)
    licences.form.itinerary.setFocus()
    qtbot.keyClicks(licences.form.itinerary, "GO-060")
    licences.form.itinerary.home(False)
    qtbot.keyClick(licences.form.itinerary, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.search_box.hasFocus()
    assert licences.form.itinerary.text() == "GO-060"


def test_f1_lists_the_keys_of_the_area_on_screen(qtbot, admin_context, show_active, dialog_driver):
    window, _licences = licences_window(qtbot, admin_context, show_active)
    listed = []

    def read(dialog):
        table = dialog.findChild(QTableWidget, "shortcuts_table")
        listed.extend(
            (table.item(row, 0).text(), table.item(row, 1).text())
            for row in range(table.rowCount())
        )
        return 0

    dialog_driver.on("QDialog", read)
    qtbot.keyClick(window.search_box, Qt.Key.Key_F1)
    assert ("Ctrl+E", "Emitir") in listed
    assert ("F5", "Verificar") in listed
    assert ("Ctrl+K", "Busca global (CNPJ, placa, RENAVAM, número)") in listed
