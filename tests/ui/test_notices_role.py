"""Autos e Processos for a role that only reads them (issue 17 §10): the list of autos,
searched by plate, opens an auto's process; the role is told plainly what it cannot do."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.ui.main_window import MainWindow
from tests.factories.notices import new_operator, recorded_notice


def test_autos_says_plainly_what_the_clerks_role_cannot_do(qtbot, context_for, show_active):
    """Issue 17 §10: greyed buttons without a reason become a sentence."""
    window = MainWindow(context_for("atendente"))
    qtbot.addWidget(window)
    show_active(window)
    notices = window.show_area("notices")
    assert notices.role_note.isVisible()
    assert notices.role_note.text() == (
        "Seu perfil não lavra autos de infração — peça a um fiscal. Não registra "
        "notificações nem defesas — peça a um analista. Não julga processos — peça a um "
        "julgador. Aqui você procura os autos na lista, abre o processo e acompanha os prazos."
    )
    analyst = MainWindow(context_for("analista"))
    qtbot.addWidget(analyst)
    note = analyst.show_area("notices").role_note.text()
    assert "peça a um fiscal" in note and "julgador" in note and "analista" not in note
    fiscal = MainWindow(context_for("fiscal"))
    qtbot.addWidget(fiscal)
    assert not hasattr(fiscal.show_area("notices"), "role_note")


def test_the_clerk_finds_an_auto_by_plate_and_opens_it(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    inspector = context_for("fiscal")
    operator = new_operator(admin_context)
    wanted = recorded_notice(inspector, tmp_path, operator.id, date(2026, 3, 4), plate="XYZ9876")
    for day in (date(2026, 3, 3), date(2026, 3, 5)):
        recorded_notice(inspector, tmp_path, operator.id, day, plate="ABC1D23")
    window = MainWindow(context_for("atendente"), tmp_path / "keys")
    qtbot.addWidget(window)
    show_active(window)
    notices = window.show_area("notices")
    listing = notices.list
    assert notices.tabs.currentWidget() is listing
    assert listing.model.rowCount() == 3
    assert listing.count_label.text() == "3 auto(s) listado(s)"

    listing.plate_filter.setFocus()
    qtbot.keyClicks(listing.plate_filter, "xyz-98")
    qtbot.keyClick(listing.plate_filter, Qt.Key.Key_Return)
    assert listing.model.rowCount() == 1
    assert listing.table.hasFocus()
    row = listing.current_row()
    assert (row.number, row.plate, row.stage_label) == (
        wanted.number,
        "XYZ-9876",
        "Aguardando notificação da autuação",
    )
    qtbot.keyClick(listing.table, Qt.Key.Key_Tab)
    assert listing.open_button.hasFocus()
    qtbot.keyClick(listing.open_button, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert listing.table.hasFocus()
    qtbot.keyClick(listing.table, Qt.Key.Key_Return)
    assert notices.tabs.currentWidget() is notices.process
    assert notices.process.detail.notice_number == wanted.number

    notices.tabs.setCurrentWidget(listing)
    stages = listing.stage_filter
    stages.setCurrentIndex(stages.findData("prazo_defesa"))
    assert listing.model.rowCount() == 0
    assert listing.count_label.text() == "0 auto(s) listado(s)"


def test_the_list_fits_a_small_window_without_scrolling_the_area(qtbot, context_for, show_active):
    """At 1024×700 the wrapped note must not push the list's count and its button below
    the window (the area's scroll area once sized it by every row of the list)."""
    window = MainWindow(context_for("atendente"))
    qtbot.addWidget(window)
    show_active(window)
    notices = window.show_area("notices")
    window.resize(1024, 700)
    holder = window.holders["notices"]
    qtbot.waitUntil(lambda: holder.viewport().height() < 700)
    qtbot.waitUntil(lambda: notices.height() == holder.viewport().height())
    assert holder.verticalScrollBar().maximum() == 0
    button = notices.list.open_button
    bottom = button.mapTo(window, button.rect().bottomLeft()).y()
    assert button.isVisible() and bottom < window.statusBar().y()
