"""An action dialog fits the clerk's screen, its buttons on it (DESIGN.md, UI: every form fits
1366×728): the Goiás delegation refused empty, ten messages under its fields (Decreto
8.444/2015, art. 6º §1º), grew to about 760 pixels with no way to scroll; its form now
scrolls between the intro and Registrar/Cancelar. A form that fits opens whole, not cut to
two thirds of the screen as Qt does to a window that can scroll. A dialog made as wide as
its form (so that its fields are never squeezed) stays within a 1024-pixel screen, the
received document's long checklist titles notwithstanding."""

import itertools

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QComboBox

from desktop.services.lines.register import create_line
from desktop.ui.lines.actions import delegation_dialog
from desktop.ui.lines.area import LinesArea
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line
from tests.factories.screens import go_termo_line_record, launched
from tests.ui.screen_fit import window_rect

SCREEN = QRect(0, 0, 1366, 728)


def test_the_goias_delegation_refused_empty_fits_728_pixels(
    qtbot, monkeypatch, open_area, admin_context, tmp_path, dialog_driver
):
    monkeypatch.setattr(dialogs, "available_area", lambda widget: SCREEN)
    area = go_termo_line_record(open_area, admin_context, tmp_path)
    seen = {}

    def register_empty(dialog):
        qtbot.waitExposed(dialog)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["summary"] = dialog.form.summary.text()
        seen["height"] = dialog.height()
        seen["buttons"] = {
            button.text(): dialog.rect().contains(window_rect(button)) and button.isVisible()
            for button in dialog.buttons.buttons()
        }
        seen["scrolls"] = dialog.form_scroll.verticalScrollBar().maximum() > 0

    dialog_driver.on("ActionDialog", lambda dialog: launched(dialog, register_empty))
    area.actions_["delegation"].trigger()
    # The outorga left blank is the value computed by Decreto 8.444/2015, art. 11, § 4º: not
    # a problem among the ten; the article the Termo is under (arts. 11 or 12) is one.
    assert seen["summary"].startswith("10 problemas:")
    assert 'href="termo_basis"' in seen["summary"]
    assert 'href="outorga_total"' not in seen["summary"]
    assert seen["height"] + dialogs.FRAME.height() <= SCREEN.height()
    assert len(seen["buttons"]) == 2 and all(seen["buttons"].values())  # Registrar, Cancelar
    assert seen["scrolls"]


def test_a_form_the_screen_holds_opens_whole(qtbot, monkeypatch):
    monkeypatch.setattr(dialogs, "available_area", lambda widget: SCREEN)
    dialog = ActionDialog("Vinte campos", lambda dialog: None)
    qtbot.addWidget(dialog)
    for number in range(20):
        dialog.form.add_line(f"field_{number}", f"Campo {number}:")
    wanted = dialog.sizeHint().height()
    assert dialog.screen().availableGeometry().height() * 2 // 3 < wanted
    seen = {}

    def look(shown):
        qtbot.waitExposed(shown)
        seen["height"] = shown.height()
        seen["scrolls"] = shown.form_scroll.verticalScrollBar().maximum() > 0

    launched(dialog, look)
    assert seen == {"height": wanted, "scrolls": False}


def test_a_form_wider_than_the_screen_stays_within_it(qtbot, monkeypatch):
    narrow = QRect(0, 0, 1024, 700)
    monkeypatch.setattr(dialogs, "available_area", lambda widget: narrow)
    dialog = ActionDialog("Documento", lambda dialog: None)
    qtbot.addWidget(dialog)
    kind = QComboBox(dialog)
    kind.addItem("Certidão negativa de débitos " * 8)
    dialog.form.add("kind", "Documento", kind)
    assert dialog.form.minimumSizeHint().width() > narrow.width()
    with qtbot.waitExposed(dialog):
        dialog.show()
    room = narrow.width() - dialogs.FRAME.width()
    assert dialog.minimumWidth() == room
    assert dialog.width() <= room


def test_rows_a_choice_hides_leave_the_others_together_at_the_top(
    qtbot, open_area, admin_context, tmp_path
):
    """The Goiás delegation turned from Termo (Decreto 8.444/2015, art. 6º) to a contract of
    concession (art. 8º) hides the Termo's rows: the six left stay one under the other (they
    were spread over the dialog's height, 71 pixels apart), the room left below them."""
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    dialog = delegation_dialog(area.workspace, line, area)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.form
    kind = form.editor_as("kind", QComboBox)
    kind.setCurrentIndex(kind.findData("concessao"))
    qtbot.waitUntil(lambda: not form.editor("termo_basis").isVisible())
    rows = ("operator", "kind", "number", "signed_on", "bidding", "last_day")
    tops = [form.editor(name).mapTo(dialog, QPoint(0, 0)).y() for name in rows]
    assert all(0 < below - above <= 40 for above, below in itertools.pairwise(tops))
    assert tops[-1] < dialog.buttons.y() - 100
