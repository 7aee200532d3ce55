"""Linhas: the coordinates of a line's stop places typed in their dialog, refused next to the
field when outside Brazil (nothing stored), then stored for the open-data feed (issue 15 §8)
that publishes them in GTFS `stops.txt`."""

import sys
from pathlib import Path

from sqlalchemy import select

from desktop.models.lines import LineStopLocation
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.ui.conftest import ticking_from_noon

sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from tests.factories.lines import ANAPOLIS, go_line  # noqa: E402


def stored(ctx):
    with ctx.database.read() as session:
        return [
            (row.municipality_code, row.place, row.latitude, row.longitude)
            for row in session.scalars(select(LineStopLocation))
        ]


def test_coordinates_of_a_section_point_typed_and_stored(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    line = create_line(ctx, go_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)

    def locate(dialog):
        place = dialog.form.editor("municipality")
        assert [place.itemText(row) for row in range(place.count())] == [
            "Terminal Rodoviário de Goiânia — Goiânia",
            "Posto Jamil — Goiânia",
            "Rodoviária de Anápolis — Anápolis",
            "Rodoviária de Pirenópolis — Pirenópolis",
        ]
        place.setCurrentIndex(2)
        qtbot.keyClicks(dialog.form.editor("latitude"), "16,3281")
        qtbot.keyClicks(dialog.form.editor("longitude"), "-48,9534")
        dialog.try_submit()
        assert "no Brasil" in dialog.form.error_of("latitude")
        assert stored(ctx) == []
        latitude = dialog.form.editor("latitude")
        latitude.clear()
        qtbot.keyClicks(latitude, "-16,3281")
        dialog.try_submit()
        assert dialog.form.error_of("latitude") == "", dialog.form.error_of("latitude")
        return dialog.result()

    dialog_driver.on("ActionDialog", locate)
    area.actions_["location"].trigger()
    assert area.status_label.text() == (
        "Coordenadas registradas: Rodoviária de Anápolis — Anápolis."
    )
    (row,) = stored(ctx)
    assert row[:2] == (ANAPOLIS, "Rodoviária de Anápolis")
    assert [str(value) for value in row[2:]] == ["-16.328100", "-48.953400"]
