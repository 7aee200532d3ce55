"""Linhas > Frota through the real widgets on a real SQLite file: the fleet of GO-0101 checked
against its Termo's minimum fleet (Decreto 8.444/2015, art. 6º §1º, VII); a vehicle of the
autorizatária put on the line from the keyboard (Ctrl+Shift+F); a removal with no vehicle
chosen refused next to the field with nothing written, then the vehicle taken off; in
Roraima a 6-seat vehicle refused for an alternative-transport line (Lei RR 664/2008,
art. 66)."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.models.lines import LineVehicle
from desktop.services.calendar import office_today
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.ui.conftest import ticking_from_noon

sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from tests.factories.lines import go_line, rr_line, termo, vehicle  # noqa: E402
from tests.factories.reading import count
from tests.factories.roraima import in_roraima
from tests.factories.screens import CTRL_SHIFT
from tests.factories.vehicles import company, operator  # noqa: E402


@pytest.fixture
def area(open_area, admin_context, tmp_path):
    ctx = ticking_from_noon(admin_context)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    inspector = company(ctx)
    vehicle(ctx, keys, holder, inspector.id, 1, year=2023)
    line = create_line(ctx, go_line())
    today = office_today(ctx)
    record_delegation(
        ctx, line.id, termo(holder.id, signed_on=today, published_on=today, minimum_fleet=1)
    )
    area = open_area(LinesArea, ctx, keys)
    area.refresh()
    area.load(line.id)
    return area


def stored(ctx) -> int:
    return count(ctx.database, LineVehicle)


def test_vehicle_put_on_and_taken_off_the_line_from_the_keyboard(qtbot, area, dialog_driver):
    check = area.fleet_tab.caption.text()
    assert "0 veículo(s), mínimo 1" in check
    assert "quantidade mínima de 1 (Decreto 8.444/2015, art. 6º §1º, VII)" in check

    def put_on(dialog):
        form = dialog.form
        assert form.editor("kind").currentData() == "inclusao"
        chosen = form.editor("vehicle")
        assert chosen.currentText().startswith("ABC-1201 — Ônibus rodoviário, 46 lugares")
        qtbot.keyClicks(form.editor("reference"), "Oficio 12/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", put_on)
    qtbot.keyClick(area, Qt.Key.Key_F, CTRL_SHIFT)
    assert area.tabs.currentWidget() is area.fleet_tab
    assert area.fleet_tab.table.texts(0)[:4] == ["ABC-1201", "Ônibus rodoviário", "46", "2023"]
    assert "A frota atende às condições da delegação e da lei." in area.fleet_tab.caption.text()
    assert area.fleet_tab.details.text() == "Oficio 12/2026"
    assert stored(area.ctx) == 1

    def take_off(dialog):
        form = dialog.form
        kind = form.editor("kind")
        kind.setFocus()
        qtbot.keyClick(kind, Qt.Key.Key_Down)
        assert kind.currentData() == "retirada"
        assert form.editor("vehicle").count() == 1
        form.editor("vehicle").setCurrentIndex(-1)
        dialog.try_submit()
        assert form.error_of("vehicle") == "Escolha o veículo."
        assert stored(area.ctx) == 1
        form.editor("vehicle").setCurrentIndex(0)
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", take_off)
    qtbot.keyClick(area, Qt.Key.Key_F, CTRL_SHIFT)
    assert area.fleet_tab.table.rowCount() == 0
    assert "quantidade mínima de 1" in area.fleet_tab.caption.text()
    assert stored(area.ctx) == 2


def test_rr_alternative_refuses_a_small_vehicle_next_to_the_field(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    """Lei RR 664/2008, art. 66: the alternative transport runs vehicles of at least 7 seats;
    the refusal stands next to the vehicle, nothing written."""
    ctx = ticking_from_noon(admin_context)
    keys = tmp_path / "keys"
    cooperative = operator(ctx, keys, kind="cooperativa")
    inspector = company(ctx)
    ctx = in_roraima(ctx)
    vehicle(ctx, keys, cooperative, inspector.id, 7, kind="microonibus", seats=6)
    line = create_line(ctx, rr_line(code="RR-A01", service_kind="alternativo"))
    record_delegation(
        ctx, line.id, DelegationInput(cooperative.id, "autorizacao", "TC-2", office_today(ctx))
    )
    area = open_area(LinesArea, ctx, keys)
    area.refresh()
    area.load(line.id)

    def put_on(dialog):
        dialog.try_submit()
        assert dialog.form.error_of("vehicle") == (
            "Veículo ABC-1207: 6 lugares; o transporte alternativo é feito em veículo de no "
            "mínimo 7 lugares (Lei RR 664/2008, art. 66)."
        )
        assert stored(area.ctx) == 0
        return 0

    dialog_driver.on("ActionDialog", put_on)
    qtbot.keyClick(area, Qt.Key.Key_F, CTRL_SHIFT)
    assert area.fleet_tab.table.rowCount() == 0
    assert stored(area.ctx) == 0
