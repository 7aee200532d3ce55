"""A licence of two buses issued from the keyboard through the real widgets on a real SQLite
file (Res. AGR 105/2017 art. 29 §§2-3: the list goes in every vehicle of the trip): plates
typed and added with Enter, a vehicle named twice refused next to the field, a vehicle with
its inspection lapsing before the last day shown with its plate and article under its line
(arts. 23-24) and removed with Delete, the 80 passengers within the 90 seats of both
(art. 38 XII), the licence issued, listed with both plates and printed."""

import io
from datetime import date

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QPushButton

from desktop.services.licences.records import licence_pdf
from desktop.services.search.licences import search_licences
from desktop.ui.licences.area import LicencesArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, fleet, passengers, second_bus
from tests.factories.reading import flat_pdf_text
from tests.factories.screens import fill_trip, pick_vehicle
from tests.factories.vehicles import company, make_renavam


@pytest.fixture
def two_bus_office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    # Inspected 2025-06-17: valid until 2026-06-17, before the trip's last day (art. 23 I).
    old = bus_of(
        admin_context,
        keys,
        operator.id,
        inspected_on=date(2025, 6, 17),
        inspector=company(at_day(admin_context, TODAY), base="200000000003"),
        plate="OLD1A23",
        renavam=make_renavam("0123456788"),
        chassis="9BM384067HB099999",
    )
    return at_instant(admin_context, departure(TODAY, 12)), keys, operator, (bus, other, old)


def lines(widget) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


def test_two_buses_added_checked_issued_and_printed(
    qtbot, two_bus_office, show_active, dialog_driver, tmp_path
):
    ctx, keys, operator, (bus, other, old) = two_bus_office
    area = LicencesArea(Workspace(ctx, Navigator(), keys))
    qtbot.addWidget(area)
    area.resize(1366, 720)
    show_active(area)
    vehicles = area.form.vehicles
    fill_trip(qtbot, area)
    pick_vehicle(qtbot, area, "GOI2")
    pick_vehicle(qtbot, area, "OLD")
    assert vehicles.values() == (bus.id, other.id, old.id)
    # The same bus typed again is not added: told next to the field.
    qtbot.keyClicks(vehicles.picker, "ABC")
    qtbot.keyClick(vehicles.picker, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vehicles.note.isVisible())
    assert vehicles.note.text() == (
        "O veículo ABC-1234 já está na licença: cada veículo entra uma vez."
    )
    assert vehicles.values() == (bus.id, other.id, old.id)
    area.form.set_passengers(passengers(80))
    # F5: the finding about OLD1A23 appears under its line, with the article.
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_F5)
    assert (
        "• Veículo OLD1A23: Vistoria do veículo não válida até o último dia da viagem. "
        "(Res. AGR 105/2017, arts. 23 e 24)" in area.findings.text()
    )
    shown = lines(vehicles.list)
    assert len(shown) == 4 and shown[2].startswith("OLD1A23 — 46 lugares")
    assert shown[3].strip() == (
        "Veículo OLD1A23: Vistoria do veículo não válida até o último "
        "dia da viagem. (Res. AGR 105/2017, arts. 23 e 24)"
    )
    # Delete on its line takes it off the trip.
    vehicles.list.setFocus()
    vehicles.list.setCurrentRow(2)
    qtbot.keyClick(vehicles.list, Qt.Key.Key_Delete)
    assert vehicles.values() == (bus.id, other.id)
    assert [line.split(" — ")[0] for line in lines(vehicles.list)] == ["ABC-1234", "GOI2B34"]
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_F5)
    assert area.findings.text() == "Nenhum impedimento: a licença pode ser emitida."

    target = tmp_path / "licenca-impressa.pdf"

    def to_file(dialog):
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    def print_from_preview(dialog):
        assert dialog.windowTitle() == "Visualizar — Licença GYN-2026-000001"
        qtbot.mouseClick(dialog.findChild(QPushButton, "printButton"), Qt.MouseButton.LeftButton)
        return 0

    dialog_driver.on("QDialog", print_from_preview)
    dialog_driver.on("QPrintDialog", to_file)
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "Licença nº GYN-2026-000001 emitida" in area.findings.text()
    assert vehicles.values() == () and vehicles.list.count() == 0
    row = area.model.row_at(0)
    assert row.plates == ("ABC-1234", "GOI2B34") and row.plate == "ABC-1234, GOI2B34"
    detail = area.detail.toPlainText()
    assert "Veículo: ABC-1234, 46 lugares\nVeículo: GOI2B34, 44 lugares" in detail
    for vehicle in (bus, other):
        assert [r.id for r in search_licences(ctx, vehicle_id=vehicle.id).rows] == [row.id]
    assert search_licences(ctx, vehicle_id=old.id).rows == ()
    issued = licence_pdf(ctx, row.id)
    text = flat_pdf_text(issued)
    assert "Veículo 1 ABC-1234" in text and "Veículo 2 GOI2B34" in text
    assert "80 na relação que acompanha esta licença; lotação total 90 lugares" in text
    printed = PdfReader(io.BytesIO(target.read_bytes()))
    assert len(printed.pages) == len(PdfReader(io.BytesIO(issued)).pages) == 1
