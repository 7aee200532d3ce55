"""Linhas in Roraima: Cancelar horários… (Ctrl+Shift+H) cancels regular departures of the quadro
in force in a season of low demand (Lei RR 664/2008, art. 51). Horários shows them with their
period and the days kept because tickets were sold (sole paragraph), Estatísticas declares them
month by month, and the quadro is not rewritten. A consent after the first day is refused next
to its field, nothing stored. A Goiás office has no such action."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from desktop.models.line_cancellations import DepartureCancellation
from desktop.models.lines import LineAct, LineDeparture
from desktop.ui.lines.statistics import declared_text
from desktop.ui.widgets.date_field import DateField
from tests.factories.action_bar import offered
from tests.factories.cancellations import LowDemandLine, later_quadro, line_with_quadro
from tests.factories.clock import at_day
from tests.factories.reading import counts
from tests.factories.screens import CTRL_SHIFT, goias_line_area, lines_area_on, refused_in_dialog


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    return lines_area_on(
        open_area, line_with_quadro(admin_context, tmp_path / "keys"), tmp_path / "keys"
    )


def fill(qtbot, dialog, consent_on):
    form = dialog.form
    departures = form.editor("departures")
    assert [departures.item(row).text() for row in range(departures.count())] == [
        "Ida 06:30 (S T Q Q S - -)",
        "Volta 17:00 (S T Q Q S S D)",
    ]
    departures.item(0).setCheckState(Qt.CheckState.Checked)
    form.editor("starts_on").setDate(date(2026, 7, 27))
    form.editor("ends_on").setDate(date(2026, 8, 9))
    qtbot.keyClicks(form.editor("consent"), "Portaria CRE/RR nº 45/2026")
    form.editor("consent_on").setDate(consent_on)
    qtbot.keyClicks(form.editor("sold_dates"), "31/07/2026")


def test_ctrl_shift_h_cancels_the_departure_shown_on_its_screens(qtbot, area, dialog_driver):
    quadro = counts(area.ctx.database, LineDeparture)

    def cancel(dialog):
        fill(qtbot, dialog, date(2026, 7, 20))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", cancel)
    qtbot.keyClick(area, Qt.Key.Key_H, CTRL_SHIFT)
    assert ("ActionDialog", "Cancelamento de horários — linha RR-010") in dialog_driver.seen
    assert counts(area.ctx.database, DepartureCancellation) == (1,)
    assert counts(area.ctx.database, LineDeparture) == quadro
    assert area.tabs.currentWidget() is area.timetables
    shown = area.cancelled.text()
    assert area.cancelled.isVisibleTo(area)
    assert "Horários cancelados de 27/07/2026 a 09/08/2026: Ida 06:30 (S T Q Q S - -)" in shown
    assert "Viagens mantidas em 31/07/2026: passagens já vendidas" in shown
    assert "Lei RR 664/2008, art. 51, parágrafo único" in shown
    area.tabs.setCurrentWidget(area.statistics)
    caption = area.statistics.caption.text()
    assert "Quadro Demonstrativo do Movimento de Passageiros (Lei RR 664/2008, art. 51)" in caption
    assert "07/2026: 4 viagens; 08/2026: 5 viagens" in caption


def test_a_consent_after_the_first_day_is_refused_nothing_written(qtbot, area, dialog_driver):
    before = counts(area.ctx.database, DepartureCancellation, LineAct)
    seen = {}

    def typed(dialog):
        fill(qtbot, dialog, date(2026, 7, 28))

    dialog_driver.on("ActionDialog", refused_in_dialog(qtbot, typed, "consent_on", seen))
    area.actions_["cancel_departures"].trigger()
    assert seen["open"]
    assert "prévia" in seen["error"] and "Lei RR 664/2008, art. 51" in seen["error"]
    assert counts(area.ctx.database, DepartureCancellation, LineAct) == before


def test_a_goias_office_is_not_offered_the_cancellation(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    area = goias_line_area(open_area, admin_context, tmp_path)
    assert not offered(area.action_bar, "cancel_departures")
    assert not area.actions_["cancel_departures"].isVisible()
    qtbot.keyClick(area, Qt.Key.Key_H, CTRL_SHIFT)
    assert dialog_driver.seen == []


def test_a_month_row_says_the_trips_it_declares_cancelled():
    declared = {date(2026, 7, 1): 4}
    assert declared_text(declared, date(2026, 7, 1)) == (
        " Viagens canceladas declaradas no Quadro Demonstrativo: 4 (Lei RR 664/2008, art. 51)."
    )
    assert declared_text(declared, date(2026, 6, 1)) == ""


def test_the_departures_offered_are_those_of_the_quadro_on_the_first_day(
    qtbot, area, dialog_driver
):
    """On 15/07/2026, with the quadro of 03/08 approved (Lei RR 664/2008, art. 42): from today
    the dialog offers today's quadro; from 03/08 the new one's, the volta 17:00 still ticked,
    and the ida 07:00 ticked is cancelled on the quadro of 03/08 (art. 51)."""
    later_quadro(area.ctx, area.current.id)
    area.load(area.current.id)
    offered = {}

    def listed(dialog) -> tuple[str, list[tuple[str, bool]]]:
        departures = dialog.form.editor_as("departures", QListWidget)
        items = [departures.item(row) for row in range(departures.count())]
        ticked = [(item.text(), item.checkState() == Qt.CheckState.Checked) for item in items]
        return dialog.form.rows["departures"].caption(), ticked

    def cancel(dialog):
        form = dialog.form
        offered["today"] = listed(dialog)
        form.editor_as("departures", QListWidget).item(1).setCheckState(Qt.CheckState.Checked)
        form.editor("starts_on").setDate(date(2026, 8, 3))
        form.editor_as("departures", QListWidget).item(0).setCheckState(Qt.CheckState.Checked)
        offered["03/08"] = listed(dialog)
        offered["last day"] = form.editor_as("ends_on", DateField).day()
        form.editor("ends_on").setDate(date(2026, 8, 9))
        qtbot.keyClicks(form.editor("consent"), "Portaria CRE/RR nº 45/2026")
        form.editor("consent_on").setDate(date(2026, 7, 20))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", cancel)
    area.actions_["cancel_departures"].trigger()
    assert offered["today"] == (
        "Horários do quadro de 01/07/2026",
        [("Ida 06:30 (S T Q Q S - -)", False), ("Volta 17:00 (S T Q Q S S D)", False)],
    )
    assert offered["03/08"] == (
        "Horários do quadro de 03/08/2026",
        [("Ida 07:00 (S T Q Q S S D)", True), ("Volta 17:00 (S T Q Q S S D)", True)],
    )
    assert offered["last day"] == date(2026, 8, 3)  # moved with the first, not before it
    assert counts(area.ctx.database, DepartureCancellation) == (1,)
    assert "Horários cancelados de 03/08/2026 a 09/08/2026: Ida 07:00" in area.cancelled.text()


def test_a_quadro_not_yet_in_force_is_offered_from_its_first_day(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """On 20/06/2026 the line's only quadro takes effect on 01/07 (Lei RR 664/2008, art. 42):
    the dialog opens on 01/07 with its departures instead of refusing to open."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    june = LowDemandLine(at_day(rr.ctx, date(2026, 6, 20)), rr.line)
    area = lines_area_on(open_area, june, tmp_path / "keys")
    opened = {}

    def look(dialog):
        form = dialog.form
        departures = form.editor_as("departures", QListWidget)
        opened["first day"] = form.editor("starts_on").date().toPython()
        opened["offered"] = [departures.item(row).text() for row in range(departures.count())]

    dialog_driver.on("ActionDialog", look)
    area.actions_["cancel_departures"].trigger()
    assert opened == {
        "first day": date(2026, 7, 1),
        "offered": ["Ida 06:30 (S T Q Q S - -)", "Volta 17:00 (S T Q Q S S D)"],
    }
