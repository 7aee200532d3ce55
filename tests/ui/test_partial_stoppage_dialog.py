"""Linhas: Paralisação parcial… stops a stretch or some departures while the line stays in
operation (RR Lei 664/2008, art. 55, caput, I or II; GO Decreto 8.444/2015, art. 25, caput).
Horários shows it with its term; a whole-line stretch is refused next to its field, nothing
stored; a Goiás office is asked its own law's case only."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QListWidget
from sqlalchemy import select

from desktop.models.line_partial_stoppages import LinePartialStoppage, LinePartialStoppageEnd
from desktop.models.lines import LineAct
from desktop.services.lines.register import PointInput
from desktop.services.lines.timetables import record_timetable
from desktop.ui.lines.area import LinesArea
from desktop.ui.lines.partial_stoppage import partial_stoppage_dialog
from desktop.ui.widgets.action_dialog import ActionDialog
from tests.factories.cancellations import later_quadro, line_with_quadro
from tests.factories.gtfs import export, read_back
from tests.factories.lines import (
    CARACARAI,
    MUCAJAI,
    QUADRO,
    go_line_in_operation,
    suppress_anapolis,
)
from tests.factories.reading import counts
from tests.factories.screens import refused_in_dialog


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    area = open_area(LinesArea, rr.ctx, tmp_path / "keys")
    area.load(rr.line.id)
    return area


def fill(qtbot, dialog: ActionDialog, stretch_from: str) -> None:
    form = dialog.form
    form.editor_as("stretch_from", QComboBox).setCurrentText(stretch_from)
    form.editor_as("stretch_to", QComboBox).setCurrentText("Caracaraí")
    form.editor("effective_on").setDate(date(2026, 8, 3))
    qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 52/2026")
    form.editor_as("obstruction", QCheckBox).setChecked(True)


def submitted_for_low_occupancy(qtbot, dialog: ActionDialog) -> int:
    """The Goiás act, six months' occupancy below 30 % and 40 days (Decreto 8.444/2015, art.
    25 and §1º), typed and submitted: the dialog's result."""
    form = dialog.form
    qtbot.keyClicks(form.editor("reference"), "Portaria AGR nº 9/2026")
    qtbot.keyClicks(form.editor("occupancy"), "25; 28; 29,9; 20; 22; 27")
    form.editor("days").setValue(40)
    dialog.try_submit()
    return dialog.result()


def test_a_blocked_road_stops_a_stretch_shown_in_horarios(qtbot, area, dialog_driver):
    seen = {}

    def stop(dialog):
        fill(qtbot, dialog, "Mucajaí")
        with qtbot.waitExposed(dialog):
            dialog.show()
        seen["occupancy shown"] = dialog.form.editor("occupancy").isVisible()
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", stop)
    area.actions_["partial_stoppage"].trigger()
    assert ("ActionDialog", "Paralisação parcial — linha RR-010") in dialog_driver.seen
    assert seen["occupancy shown"] is False  # art. 55 §2º: while the road is blocked
    assert counts(area.ctx.database, LinePartialStoppage) == (1,)
    assert area.current.status_label == "Em operação"
    assert area.tabs.currentWidget() is area.timetables
    assert area.stopped_part.text() == (
        "Paralisação parcial desde 03/08/2026 — trecho Mucajaí — Caracaraí: enquanto durar a "
        "obstrução da rodovia (Lei RR 664/2008, art. 55, caput, II e §2º)."
    )


def test_the_whole_line_is_refused_next_to_the_stretch(qtbot, area, dialog_driver):
    before = counts(area.ctx.database, LinePartialStoppage, LineAct)
    seen = {}

    def typed(dialog):
        fill(qtbot, dialog, "Boa Vista")

    dialog_driver.on("ActionDialog", refused_in_dialog(qtbot, typed, "stretch_to", seen))
    area.actions_["partial_stoppage"].trigger()
    assert seen["open"]
    assert "linha inteira" in seen["error"] and "Lei RR 664/2008, art. 55" in seen["error"]
    assert counts(area.ctx.database, LinePartialStoppage, LineAct) == before


def test_a_goias_office_is_asked_its_own_case(qtbot, open_area, admin_context, tmp_path):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.load(line.id)
    dialog = partial_stoppage_dialog(area.workspace, area.current, [], area)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
    assert "Decreto 8.444/2015, art. 25" in texts and "Lei RR" not in texts
    assert not dialog.form.editor("obstruction").isVisible()
    assert not dialog.form.editor("requested_on").isVisible()
    assert dialog.form.editor("occupancy").isVisible()


def test_the_road_open_again_ends_it_from_the_bar(qtbot, area, dialog_driver):
    dialog_driver.on(
        "ActionDialog",
        lambda dialog: (fill(qtbot, dialog, "Mucajaí"), dialog.try_submit(), dialog.result())[-1],
    )
    area.actions_["partial_stoppage"].trigger()

    def end(dialog):
        form = dialog.form
        form.editor("resumed_on").setDate(date(2026, 9, 10))
        qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 60/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", end)
    area.actions_["partial_stoppage_end"].trigger()
    assert ("ActionDialog", "Fim da paralisação parcial — linha RR-010") in dialog_driver.seen
    assert counts(area.ctx.database, LinePartialStoppageEnd) == (1,)
    assert area.stopped_part.text().endswith("Encerrada: serviço de volta em 10/09/2026.")
    assert area.current.acts[-1].label == "Fim da paralisação parcial"


def test_a_stretch_chosen_in_the_dialog_is_the_one_the_feed_cuts(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """A line extended to the Vila de Novo Paraíso (art. 58, V), its old end a section in the
    same town: the dialog names each place once, as the feed finds them, so the stretch
    Caracaraí — Vila de Novo Paraíso stopped leaves, in the feed, trips Boa Vista — Caracaraí
    (art. 55, caput, II)."""
    rr = line_with_quadro(
        admin_context,
        tmp_path / "keys",
        length_km="210",
        destination_terminal="Vila de Novo Paraíso",
        points=(
            PointInput("secao", "Mucajaí", MUCAJAI, "52"),
            PointInput("secao", "Caracaraí", CARACARAI, "140"),
        ),
    )
    area = open_area(LinesArea, rr.ctx, tmp_path / "keys")
    area.load(rr.line.id)
    offered = {}

    def stop(dialog):
        combo = dialog.form.editor_as("stretch_from", QComboBox)
        offered["places"] = [combo.itemText(index) for index in range(combo.count())]
        fill(qtbot, dialog, "Caracaraí")
        dialog.form.editor_as("stretch_to", QComboBox).setCurrentText("Vila de Novo Paraíso")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", stop)
    area.actions_["partial_stoppage"].trigger()
    assert offered["places"][1:] == ["Boa Vista", "Mucajaí", "Caracaraí", "Vila de Novo Paraíso"]
    assert counts(area.ctx.database, LinePartialStoppage) == (1,)
    feed = export(rr.ctx, tmp_path / "rr.zip", date(2026, 7, 15))
    files = read_back(tmp_path / "rr.zip")
    names = {row["stop_id"]: row["stop_name"] for row in files["stops"]}
    short = [
        names[row["stop_id"]]
        for row in files["stop_times"]
        if row["trip_id"] == "RR-010-ida-0630-12345-trecho-1-1"
    ]
    assert short == ["Boa Vista", "Mucajaí", "Caracaraí"]
    assert not [note for note in feed.notes if "trecho" in note]


def test_the_places_offered_are_those_of_the_line_on_the_first_day(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Goiás: the Anápolis section suppressed from 01/08/2026 (Decreto 8.444/2015, art. 43,
    I): the dialog offers Rodoviária de Anápolis for a stoppage from 06/07, not from 03/08,
    and the stretch chosen from it on 06/07 is recorded (art. 25, caput)."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    suppress_anapolis(ctx, line.id, date(2026, 8, 1))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.load(line.id)
    offered = {}

    def places(dialog) -> list[str]:
        combo = dialog.form.editor_as("stretch_from", QComboBox)
        return [combo.itemText(index) for index in range(1, combo.count())]

    def stop(dialog):
        form = dialog.form
        for day in (date(2026, 8, 3), date(2026, 7, 6)):
            form.editor("effective_on").setDate(day)
            offered[day] = places(dialog)
        form.editor_as("stretch_from", QComboBox).setCurrentText("Rodoviária de Anápolis")
        form.editor_as("stretch_to", QComboBox).setCurrentText("Rodoviária de Pirenópolis")
        return submitted_for_low_occupancy(qtbot, dialog)

    dialog_driver.on("ActionDialog", stop)
    area.actions_["partial_stoppage"].trigger()
    assert offered == {
        date(2026, 8, 3): ["Terminal Rodoviário de Goiânia", "Rodoviária de Pirenópolis"],
        date(2026, 7, 6): [
            "Terminal Rodoviário de Goiânia",
            "Rodoviária de Anápolis",
            "Rodoviária de Pirenópolis",
        ],
    }
    assert counts(area.ctx.database, LinePartialStoppage) == (1,)
    assert "trecho Rodoviária de Anápolis — Rodoviária de Pirenópolis" in area.stopped_part.text()


def test_the_departures_offered_are_those_of_the_quadro_on_the_first_day(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Goiás, on 15/06/2026, with the line's quadro in force from 01/07 (Decreto 8.444/2015,
    art. 19): a stoppage from today offers no departure; from 06/07 it offers the quadro's
    three, a tick kept while the day moves within it, and the departure ticked is recorded
    (art. 25, caput)."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.load(line.id)
    offered = {}

    def labels(dialog) -> list[tuple[str, bool]]:
        listed = dialog.form.editor_as("departures", QListWidget)
        return [
            (listed.item(row).text(), listed.item(row).checkState() == Qt.CheckState.Checked)
            for row in range(listed.count())
        ]

    def stop(dialog):
        form = dialog.form
        offered["today"] = labels(dialog)
        form.editor("effective_on").setDate(date(2026, 7, 6))
        form.editor_as("departures", QListWidget).item(1).setCheckState(Qt.CheckState.Checked)
        form.editor("effective_on").setDate(date(2026, 7, 7))
        offered["07/07"] = labels(dialog)
        return submitted_for_low_occupancy(qtbot, dialog)

    dialog_driver.on("ActionDialog", stop)
    area.actions_["partial_stoppage"].trigger()
    assert offered["today"] == []
    assert [ticked for _label, ticked in offered["07/07"]] == [False, True, False]
    with area.ctx.database.read() as session:
        (stopped,) = session.scalars(select(LinePartialStoppage)).all()
        assert stopped.departures == "ida 06:30 6 7"
    assert offered["07/07"][1][0] in area.stopped_part.text()


def test_a_departure_off_the_quadro_is_named_next_to_the_departures(qtbot, area, dialog_driver):
    """The quadro of 03/08/2026 recorded while the dialog is open (Lei RR 664/2008, art. 42
    §2º): the ida 06:30 ticked from the quadro of 01/07 is refused next to the departures,
    named with the new quadro's date, citing arts. 42 e 55; the dialog stays open, nothing
    written."""
    seen = {}

    def typed(dialog):
        form = dialog.form
        form.editor("effective_on").setDate(date(2026, 8, 3))
        form.editor_as("departures", QListWidget).item(0).setCheckState(Qt.CheckState.Checked)
        qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 52/2026")
        form.editor_as("obstruction", QCheckBox).setChecked(True)
        later_quadro(area.ctx, area.current.id)

    dialog_driver.on("ActionDialog", refused_in_dialog(qtbot, typed, "departures", seen))
    area.actions_["partial_stoppage"].trigger()
    assert seen["open"]
    assert seen["error"] == (
        "Ida 06:30 (S T Q Q S - -): não consta(m) do quadro de horários de 03/08/2026, em vigor "
        "no primeiro dia; só param partidas que a linha terá nesse dia (Lei RR 664/2008, arts. "
        "42 e 55)."
    )
    assert counts(area.ctx.database, LinePartialStoppage) == (0,)


def test_after_the_refusal_the_new_quadro_departures_are_offered(qtbot, area, dialog_driver):
    """The quadro of 03/08/2026 recorded while the dialog is open (Lei RR 664/2008, art. 42
    §2º): the ida 06:30 and the volta 17:00 ticked from the quadro of 01/07 are refused; the
    list then offers the new quadro's ida 07:00 and volta 17:00, the volta still ticked, the
    message kept; submitted again, the volta stops (art. 55, caput), without reopening."""
    seen = {}

    def stop(dialog):
        form = dialog.form
        listed = form.editor_as("departures", QListWidget)
        form.editor("effective_on").setDate(date(2026, 8, 3))
        for row in range(listed.count()):
            listed.item(row).setCheckState(Qt.CheckState.Checked)
        qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 52/2026")
        form.editor_as("obstruction", QCheckBox).setChecked(True)
        later_quadro(area.ctx, area.current.id)
        with qtbot.waitExposed(dialog):
            dialog.show()
        dialog.try_submit()
        seen["error"] = form.error_of("departures")
        seen["offered"] = [
            (listed.item(row).text(), listed.item(row).checkState() == Qt.CheckState.Checked)
            for row in range(listed.count())
        ]
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", stop)
    area.actions_["partial_stoppage"].trigger()
    assert "Ida 06:30 (S T Q Q S - -): não consta(m) do quadro" in seen["error"]
    assert seen["offered"] == [
        ("Ida 07:00 (S T Q Q S S D)", False),
        ("Volta 17:00 (S T Q Q S S D)", True),
    ]
    with area.ctx.database.read() as session:
        (stopped,) = session.scalars(select(LinePartialStoppage)).all()
        assert stopped.departures == "volta 17:00 todos"


def test_the_end_refused_cites_the_case_next_to_the_day(qtbot, area, dialog_driver):
    """The end of a stoppage for a blocked road from 03/08/2026 dated today, 15/07, is refused
    next to the day, citing the case it was authorised on (Lei RR 664/2008, art. 55, caput, II
    e §2º); the dialog stays open, nothing written."""
    dialog_driver.on(
        "ActionDialog",
        lambda dialog: (fill(qtbot, dialog, "Mucajaí"), dialog.try_submit(), dialog.result())[-1],
    )
    area.actions_["partial_stoppage"].trigger()
    seen = {}

    def typed(dialog):
        qtbot.keyClicks(dialog.form.editor("reference"), "Portaria CRE/RR nº 60/2026")

    dialog_driver.on("ActionDialog", refused_in_dialog(qtbot, typed, "resumed_on", seen))
    area.actions_["partial_stoppage_end"].trigger()
    assert seen["open"]
    assert seen["error"] == (
        "O serviço volta depois do primeiro dia sem serviço, 03/08/2026 (Lei RR 664/2008, art. "
        "55, caput, II e §2º)."
    )
    assert counts(area.ctx.database, LinePartialStoppageEnd) == (0,)
