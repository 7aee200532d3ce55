"""Linhas > Horários… (Ctrl+H) in Roraima on a real SQLite file (Lei RR 664/2008, art. 54):
for a line sharing its end points and itinerary with another, the dialog asks the route's
increase of trips and shows, before registering, how it divides between the lines; a quadro
giving the line more than its share is refused next to that field, nothing written; within
its share it is recorded with the division. A line alone on its route is not asked."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableWidgetItem

from desktop.models.lines import LineTimetable
from desktop.services.lines.records import get_line
from desktop.ui.lines.area import LinesArea
from tests.factories.mnemonics import boxes_without, captions_without, shared_mnemonics
from tests.factories.reading import counts
from tests.factories.route_trips import shared_route
from tests.ui.conftest import ticking_from_noon

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_division_is_shown_and_the_share_kept(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    keys = tmp_path / "keys"
    route = shared_route(ticking_from_noon(admin_context), keys)
    area = open_area(LinesArea, route.ctx, keys)
    area.open_record(route.one.id)

    def fill(dialog):
        form = dialog.form
        increase = form.editor("route_increase")
        division = dialog.findChild(QLabel, "route_division")
        assert increase.isVisibleTo(dialog) and "As linhas RR-010, RR-011" in division.text()
        table = form.editor("departures")
        for row, cells in ((2, ("ida", "06:00", "6 7")), (3, ("volta", "17:00", "6 7"))):
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        qtbot.keyClicks(form.editor("reference"), "Quadro CRE/RR 9/2026")
        increase.setValue(8)
        assert division.text() == (
            f"RR-010 ({route.first}): 2; RR-011 ({route.second}): 6 (Lei RR 664/2008, art. 54)."
        )
        before = counts(route.ctx.database, LineTimetable)
        dialog.try_submit()
        assert "mais que a sua parte (2)" in form.error_of("route_increase")
        assert counts(route.ctx.database, LineTimetable) == before
        increase.setValue(16)
        assert f"RR-010 ({route.first}): 4" in division.text()
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", fill)
    qtbot.keyClick(area, Qt.Key.Key_H, CTRL)
    assert f"RR-011 ({route.second}): 12." in get_line(route.ctx, route.one.id).acts[-1].details


def test_a_line_alone_on_its_route_is_not_asked(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    keys = tmp_path / "keys"
    route = shared_route(ticking_from_noon(admin_context), keys)
    area = open_area(LinesArea, route.ctx, keys)
    area.open_record(route.other_road.id)
    seen = []

    def look(dialog):
        seen.append(dialog.form.editor("route_increase").isVisibleTo(dialog))
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_H, CTRL)
    assert seen == [False]


def test_every_field_of_the_quadro_answers_to_its_own_letter(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """The clerk reaches the route's increase (art. 54) and the day the quadro changed
    (art. 42 §1º) with an Alt+letter, as the other fields of the dialog: neither had one."""
    keys = tmp_path / "keys"
    route = shared_route(ticking_from_noon(admin_context), keys)
    area = open_area(LinesArea, route.ctx, keys)
    area.open_record(route.one.id)
    read = []

    def look(dialog):
        assert dialog.form.editor("route_increase").isVisibleTo(dialog)
        read.append((captions_without(dialog), boxes_without(dialog), shared_mnemonics(dialog)))
        return 0

    dialog_driver.on("ActionDialog", look)
    qtbot.keyClick(area, Qt.Key.Key_H, CTRL)
    assert read == [([], [], set())]
