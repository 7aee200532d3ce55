"""Linhas > Intervenção tarifária… on a real SQLite file (Decreto 8.444/2015, art. 15 §3º):
the clerk registers the limits the AGR fixed for a period; the Tarifas tab shows the
intervention in force, and a fare communicated for the period outside the limits is refused
next to the stretches, citing §3º, nothing written. Roraima's offices have no such act."""

from datetime import timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.services.calendar import office_today
from desktop.services.lines.fare_interventions import InterventionInput, record_fare_intervention
from desktop.services.lines.fares_records import fare_tables, interventions
from desktop.ui.lines.area import LinesArea
from tests.factories.action_bar import choose, offered
from tests.factories.lines import line_under_termo
from tests.factories.roraima import in_roraima
from tests.ui.conftest import ticking_from_noon


def test_intervention_registered_shown_and_enforced(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    holder, line = line_under_termo(ctx, tmp_path / "keys")
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    assert area.fare_limits.isHidden()

    def intervene(dialog):
        form = dialog.form
        assert any("art. 15 §3º" in label.text() for label in dialog.findChildren(QLabel))
        qtbot.keyClicks(form.editor("minimum"), "50,00")
        qtbot.keyClicks(form.editor("maximum"), "60,00")
        form.editor("ends_on").setDate(form.editor("ends_on").date().addDays(90))
        qtbot.keyClicks(form.editor("reference"), "Resolucao AGR 12/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", intervene)
    choose(area.action_bar, "fare_intervention")
    (found,) = interventions(ctx, line.id)
    assert found.ends_on == today + timedelta(days=90)
    assert area.tabs.currentWidget() is area.fares
    shown = area.fare_limits.text()
    assert area.fare_limits.isVisible()
    assert "Intervenção em vigor" in shown
    assert "R$\xa050,00 e R$\xa060,00" in shown
    assert "Decreto 8.444/2015, art. 15 §3º" in shown

    refusal = []

    def communicate(dialog):
        form = dialog.form
        form.editor("effective_from").setDate(form.editor("effective_from").date().addDays(20))
        qtbot.keyClicks(form.editor("reference"), "Comunicacao 40/2026")
        table = form.editor("items")
        table.item(0, 3).setText("28,90")
        table.item(1, 3).setText("64,00")
        dialog.try_submit()
        refusal.append(form.error_of("items"))
        return dialog.result()

    dialog_driver.on("ActionDialog", communicate)
    qtbot.keyClick(area, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert "art. 15 §3º" in refusal[0]
    assert "R$\xa064,00" in refusal[0]
    assert fare_tables(ctx, line.id) == []


def test_scheduled_interventions_shown_with_the_one_in_force(open_area, admin_context, tmp_path):
    """An intervention whose period starts later is shown too, from its start date."""
    ctx = ticking_from_noon(admin_context)
    today = office_today(ctx)
    holder, line = line_under_termo(ctx, tmp_path / "keys")
    for minimum, starts, reference in (("50,00", 0, "Res. AGR 12/2026"), ("45,00", 30, "Res. 20")):
        start = today + timedelta(days=starts)
        record_fare_intervention(
            ctx,
            line.id,
            InterventionInput(minimum, "60,00", start, start + timedelta(days=60), reference),
        )
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    area.tabs.setCurrentWidget(area.fares)
    current, scheduled = area.fare_limits.text().split("\n")
    assert area.fare_limits.isVisible()
    assert current.startswith("Intervenção em vigor:") and "Res. AGR 12/2026" in current
    start = (today + timedelta(days=30)).strftime("%d/%m/%Y")
    assert scheduled.startswith(f"Intervenção a partir de {start}:")
    assert "R$\xa045,00 e R$\xa060,00" in scheduled and "art. 15 §3º" in scheduled


def test_roraima_has_no_fare_intervention(open_area, admin_context, tmp_path):
    area = open_area(LinesArea, in_roraima(admin_context), tmp_path / "keys")
    assert not offered(area.action_bar, "fare_intervention")
    assert not area.actions_["fare_intervention"].isVisible()
