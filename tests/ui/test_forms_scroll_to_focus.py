"""The vehicle's registration (Res. AGR 105/2017, art. 17; Lei RR 664/2008, art. 27) fits
the clerk's 1366×728 window by scrolling in its own area: the field the clerk reaches by its
Alt+letter, or as the first one at fault, is scrolled into view in both demonstration
offices."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QTabWidget, QWidget

from desktop.ui.widgets.forms import FieldRow
from desktop.ui.widgets.mnemonics import mnemonic
from tests.factories.demo import demo_window
from tests.ui.screen_fit import shown_whole

# The operator's form, the line's and the licence's show every field with a letter unscrolled
# at 1366×728: only fields without one (the partners, the points, the passengers) are out of
# view, reached by Tab.
AREAS = ("vehicles",)


@pytest.fixture(params=["GO", "RR"], scope="module")
def office(request, demo_offices):
    return demo_offices[request.param]


def form_shown(window, key: str) -> QWidget:
    """The area's record form, its tab chosen, scrolled to its top."""
    page = window.show_area(key)
    form = page.form
    for tabs in page.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if tabs.widget(index).isAncestorOf(form):
                tabs.setCurrentIndex(index)
    QApplication.processEvents()
    return form


def lowest_field_out_of_view(form: QWidget) -> tuple[QLabel, QWidget]:
    """The caption with an Alt+letter lowest in the form of those whose field is not shown
    whole, and its field."""
    captions = [
        label
        for label in form.findChildren(QLabel)
        if label.buddy() is not None
        and label.buddy().isVisible()
        and label.buddy().isEnabled()
        and mnemonic(label.text())
        and not shown_whole(label.buddy())
    ]
    lowest = max(captions, key=lambda label: label.mapTo(form, QPoint(0, 0)).y())
    return lowest, lowest.buddy()


@pytest.mark.parametrize("key", AREAS)
def test_the_field_reached_is_on_screen(qtbot, office, key):
    """Alt+letter brings up the lowest field with a letter; the same field first at fault
    after the form is scrolled back to its top is shown again."""
    with demo_window(qtbot, office) as window:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        form = form_shown(window, key)
        caption, field = lowest_field_out_of_view(form)
        start = QApplication.focusWidget() or window
        qtbot.keyClick(start, mnemonic(caption.text()), Qt.KeyboardModifier.AltModifier)
        focused = QApplication.focusWidget()
        assert focused is field or field.isAncestorOf(focused)
        assert shown_whole(field)

        focused.clearFocus()
        scroll = (
            form if isinstance(form, QAbstractScrollArea) else form.parentWidget().parentWidget()
        )
        scroll.verticalScrollBar().setValue(0)
        assert not shown_whole(field)
        row = field.parentWidget()
        while not isinstance(row, FieldRow):
            row = row.parentWidget()
        form.show_errors({row.name: "Informe o campo."})
        assert shown_whole(row)
