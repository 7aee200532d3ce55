"""Nothing typed is lost without asking (issue 17 §5): closing the window or starting a new
licence request over a form with changes asks "Descartar as alterações?"; No keeps them."""

from PySide6.QtWidgets import QMessageBox

from desktop.ui.main_window import MainWindow

YES = QMessageBox.StandardButton.Yes


def test_closing_the_window_asks_about_a_form_with_changes(
    qtbot, admin_context, show_active, dialog_driver
):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    operators = window.show_area("operators")
    qtbot.keyClicks(operators.form.legal_name, "Viacao Serra Dourada")
    window.show_area("home")
    assert window.may_close() is False
    assert dialog_driver.seen == [("QMessageBox", "Alterações não salvas")]
    assert window.isVisible() and window.current_area() == "operators"
    assert operators.form.legal_name.text() == "Viacao Serra Dourada"

    dialog_driver.on("QMessageBox", lambda box: YES)
    assert window.may_close() is True


def test_closing_the_window_without_changes_asks_nothing(
    qtbot, admin_context, show_active, dialog_driver
):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    for key in ("operators", "vehicles", "licences"):
        window.show_area(key)
    assert window.may_close() is True
    assert dialog_driver.seen == []


def test_a_new_licence_request_asks_before_clearing_the_one_typed(
    qtbot, admin_context, show_active, dialog_driver
):
    window = MainWindow(admin_context)
    qtbot.addWidget(window)
    show_active(window)
    licences = window.show_area("licences")
    qtbot.keyClicks(licences.form.itinerary, "GO-060 via Trindade")
    licences.actions_["new"].trigger()
    assert dialog_driver.seen == [("QMessageBox", "Alterações não salvas")]
    assert licences.form.itinerary.text() == "GO-060 via Trindade"
    dialog_driver.on("QMessageBox", lambda box: YES)
    licences.actions_["new"].trigger()
    assert licences.form.itinerary.text() == ""
