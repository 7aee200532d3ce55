"""A vehicle withdrawn from traffic reads so on its detail with the article of the office's own
law, the one its withdrawal's event in the history cites, and in a word or two in the
vehicle list, whose column would otherwise push the CRV's validity off a 1366-pixel screen: Res.
AGR 105/2017, art. 38, VIII in Goiás (no vehicle whose withdrawal the inspection determined
serves), Lei RR 664/2008, art. 30 in Roraima (the CRE/RR stops the vehicle, which serves again
only once released, §1) — never a Goiás act in Roraima."""

import pytest

from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.events import release_to_traffic, withdraw_from_traffic
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import TODAY, registered_bus

pytestmark = pytest.mark.postgres


def in_goias(ctx):
    return ctx


@pytest.mark.parametrize(
    ("state", "article"),
    [(in_goias, "Res. AGR 105/2017, art. 38, VIII"), (in_roraima, "Lei RR 664/2008, art. 30")],
)
def test_a_withdrawn_vehicle_cites_its_states_article(admin_context, tmp_path, state, article):
    ctx = at_day(admin_context, TODAY)
    owner, _inspector, bus = registered_bus(ctx, tmp_path / "keys")
    office = state(ctx)
    withdraw_from_traffic(office, bus.vehicle.id, TODAY, "Pneus lisos")
    withdrawal = vehicle_events(office, bus.vehicle.id)[0]
    assert (withdrawal.kind, withdrawal.article) == ("afastamento", article)
    shown = f"Afastado de tráfego ({article})"
    assert get_vehicle(office, bus.vehicle.id).situation == shown
    (row,) = search_vehicles(office, "", operator_id=owner.id).rows
    assert row.situation == "Afastado de tráfego"

    release_to_traffic(office, bus.vehicle.id, TODAY, "Pneus trocados")
    assert get_vehicle(office, bus.vehicle.id).situation == "Registrado"
    (row,) = search_vehicles(office, "", operator_id=owner.id).rows
    assert row.situation == "Registrado"
