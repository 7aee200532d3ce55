"""Autos e Processos fits the clerk's 1366×728 window in both demonstration offices: the
fields of the auto de infração (Res. AGR 105/2017, art. 80; Lei RR 664/2008, art. 75) scroll
in their own tab, under the button that records them, instead of making the whole area 764
pixels tall and giving every tab a scroll bar. The field the clerk reaches — by Tab, by its
Alt+letter, or as the first one at fault — is scrolled into view."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from desktop.ui.widgets.mnemonics import mnemonic
from tests.factories.demo import demo_window
from tests.ui.screen_fit import shown_whole


@pytest.fixture(params=["GO", "RR"])
def window(request, demo_offices, qtbot):
    with demo_window(qtbot, demo_offices[request.param]) as shown:
        yield shown


def test_no_tab_of_the_area_scrolls_at_1366(qapp, window):
    page = window.show_area("notices")
    holder = window.holders["notices"]
    scrolled = []
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        qapp.processEvents()
        if holder.verticalScrollBar().maximum() > 0:
            scrolled.append(page.tabs.tabText(index))
    assert scrolled == []
    assert page.minimumSizeHint().height() <= holder.viewport().height()


def test_the_field_reached_is_on_screen(qtbot, qapp, window):
    """Tab walks every field on screen; the empty auto refused, the first field at fault is
    shown; Alt+letter brings up the fact consignado at the bottom (art. 80, § 2º in Goiás,
    art. 76, § 1º in Roraima)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page = window.show_area("notices")
    form = page.form
    page.tabs.setCurrentWidget(form)
    form.cnpj.setFocus()
    qapp.processEvents()
    hidden = []
    while form.form.isAncestorOf(QApplication.focusWidget()):
        focused = QApplication.focusWidget()
        if not shown_whole(focused):
            hidden.append(focused.objectName() or type(focused).__name__)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not focused
    assert hidden == []
    assert QApplication.focusWidget() is form.save_button

    qtbot.keyClick(form.save_button, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    at_fault = QApplication.focusWidget()
    assert form.form.summary.isVisible()
    assert form.form.isAncestorOf(at_fault) and shown_whole(at_fault)

    caption = form.form.layout_.labelForField(form.form.rows["ciente_note"])
    assert isinstance(caption, QLabel)
    letter = mnemonic(caption.text())
    assert letter is not None
    qtbot.keyClick(at_fault, letter, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is form.ciente_note
    assert shown_whole(form.ciente_note)
    form.form.clear_errors()
