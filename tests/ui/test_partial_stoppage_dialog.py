"""Linhas: Paralisação parcial… stops a stretch or some departures while the line stays in
operation (RR Lei 664/2008, art. 55, caput, I or II; GO Decreto 8.444/2015, art. 25, caput).
Horários shows it with its term; a whole-line stretch is refused next to its field, nothing
stored; a Goiás office is asked its own law's case only."""

from datetime import date

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

from desktop.models.line_partial_stoppages import LinePartialStoppage, LinePartialStoppageEnd
from desktop.models.lines import LineAct
from desktop.ui.lines.area import LinesArea
from desktop.ui.lines.partial_stoppage import partial_stoppage_dialog
from desktop.ui.widgets.action_dialog import ActionDialog
from tests.factories.cancellations import line_with_quadro
from tests.factories.lines import go_line_in_operation
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
    dialog = partial_stoppage_dialog(area.workspace, area.current, None, area)
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
