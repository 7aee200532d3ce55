"""Linhas > Horários… (Ctrl+H) on a real SQLite file: the dialog opens with the departures of
the quadro in force (Decreto 8.444/2015, art. 19), not an empty table nor a quadro still to
come, so a new quadro is an edit of the one it replaces: the departure changed, the others
kept as they were."""

import dataclasses
from datetime import timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.timetables import DepartureInput, record_timetable, timetables
from desktop.ui.lines.area import LinesArea
from tests.factories.lines import QUADRO, go_line, termo
from tests.factories.vehicles import operator
from tests.ui.conftest import ticking_from_noon


def rows(table) -> list[list[str]]:
    return [
        [table.item(row, column).text() if table.item(row, column) else "" for column in range(5)]
        for row in range(table.rowCount())
    ]


def test_the_quadro_in_force_fills_the_dialog_and_is_edited(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    signed = today - timedelta(days=60)
    record_delegation(ctx, line.id, termo(holder.id, signed_on=signed, published_on=signed))
    record_timetable(
        ctx, line.id, dataclasses.replace(QUADRO, effective_from=today - timedelta(days=30))
    )
    # A quadro still to come is not the one in force.
    record_timetable(
        ctx,
        line.id,
        dataclasses.replace(
            QUADRO,
            effective_from=today + timedelta(days=30),
            reference="Quadro AGR nº 40/2026",
            departures=(
                DepartureInput("ida", "7:00", "1-5"),
                DepartureInput("volta", "18:00", "1-5"),
                DepartureInput("ida", "7:00", "6 7"),
            ),
        ),
    )
    area = open_area(LinesArea, ctx, keys)
    area.open_record(line.id)

    def edit(dialog):
        table = dialog.form.editor("departures")
        assert rows(table)[:4] == [
            ["ida", "06:30", "1-5", "Convencional 46 lugares", "Anápolis"],
            ["ida", "06:30", "6 7", "", ""],
            ["volta", "17:00", "1-5", "", ""],
            ["volta", "", "", "", ""],
        ]
        since = br_date(today - timedelta(days=30))
        assert any(
            f"Partidas do quadro em vigor desde {since} (Quadro AGR nº 12/2026)" in label.text()
            for label in dialog.findChildren(QLabel)
        )
        table.item(2, 1).setText("17:30")
        qtbot.keyClicks(dialog.form.editor("reference"), "Quadro AGR nº 41/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", edit)
    qtbot.keyClick(area, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    recorded = [item for item in timetables(ctx, line.id) if item.effective_from == today]
    (quadro,) = recorded
    assert quadro.reference == "Quadro AGR nº 41/2026"
    assert [(d.direction, f"{d.leaves:%H:%M}", d.weekdays_text) for d in quadro.departures] == [
        ("ida", "06:30", "S T Q Q S - -"),
        ("ida", "06:30", "- - - - - S D"),
        ("volta", "17:30", "S T Q Q S - -"),
    ]
