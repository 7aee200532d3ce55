"""Lei RR 664/2008 registers the vehicle with the CRE/RR (art. 27) and has it carry the ficha
of its registration (art. 29, I), and sets that registration no term: it is cancelled de
ofício when the vehicle completes 15 years of manufacture (art. 31, I; art. 28, § 1º uses it
up to them) or, at any time, on a technical report or at the delegatária's request. The
Roraima vehicle record showed the CRV "válido até" the inspection's last day, a term of Res.
AGR 105/2017 (art. 24), in the list, the record's summary, the CRVs issued, the printed
ficha and the list of what lapses. It now shows the year the registration is cancelled de
ofício, citing art. 31, I; a Goiás office keeps its CRV's term."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.vehicles.expiry import expiring_vehicle_items
from desktop.ui.vehicles.area import VehiclesArea
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import VAN_DAY, register_rr_coefficient, rr_operator, rr_registered
from tests.factories.vehicles import registered_bus

SHOTS = "/tmp/shots-rrmods"
HORIZONTAL = Qt.Orientation.Horizontal


def headers(table) -> list[str]:
    model = table.model()
    return [model.headerData(column, HORIZONTAL) for column in range(model.columnCount())]


def test_roraima_vehicle_shows_the_cancellation_of_art_31_not_a_crv_term(
    qtbot, admin_context, rr, open_area, tmp_path
):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    operator = rr_operator(rr, keys, date(2026, 6, 1))
    registered = rr_registered(rr("atendente"), keys, operator.id, VAN_DAY)
    vehicle = registered.vehicle
    assert vehicle.manufacture_year == 2020
    printed = flat_pdf_text(registered.crv.pdf)
    assert "Cancelamento de ofício 2035 (Lei 664/2008, art. 31, I)" in printed
    assert "o registro é cancelado de ofício quando o veículo os completa, em 2035" in printed
    assert "Válido até" not in printed and "válida até" not in printed
    area = open_area(VehiclesArea, rr("atendente"), keys)
    area.resize(1366, 728)
    area.open_record(vehicle.id)
    summary = area.status_label.text()
    assert summary.endswith(
        f"CRV {registered.crv.number}; registro cancelado de ofício em 2035, aos 15 anos de "
        "fabricação (Lei RR 664/2008, art. 31, I)."
    )
    assert "até 01/06/2027; CRV" not in summary
    list_model = area.model
    area.run_search()
    qtbot.waitUntil(lambda: list_model.rowCount() == 1)
    header = list_model.headerData(list_model.columnCount() - 1, HORIZONTAL)
    assert (header, list_model.data(list_model.index(0, list_model.columnCount() - 1))) == (
        "Cancelamento de ofício",
        "2035",
    )
    area.tabs.setCurrentWidget(area.history)
    assert headers(area.history.crvs) == ["CRV", "Emissão", "Situação"]
    area.grab().save(f"{SHOTS}/rr-vehicle-history.png")
    # The inspection lapses on 01/06/2027: the registration does not lapse with it.
    lapsing = expiring_vehicle_items(rr("atendente"), 30, as_of=date(2027, 5, 20))
    assert [item.what for item in lapsing] == ["inspection"]


def test_goias_vehicle_keeps_its_crv_term(admin_context, open_area, tmp_path):
    """Res. AGR 105/2017, art. 24: the Goiás CRV is valid while the inspection report is,
    printed, in the summary, the CRVs issued and the list."""
    keys = tmp_path / "keys"
    _owner, _inspector, registered = registered_bus(admin_context, keys)
    assert "Válido até" in flat_pdf_text(registered.crv.pdf)
    area = open_area(VehiclesArea, admin_context, keys)
    area.open_record(registered.vehicle.id)
    summary = area.status_label.text()
    assert f"CRV {registered.crv.number} até " in summary and "de ofício" not in summary
    assert headers(area.history.crvs) == ["CRV", "Emissão", "Válido até", "Situação"]
    model = area.model
    assert model.headerData(model.columnCount() - 1, HORIZONTAL) == "CRV até"
