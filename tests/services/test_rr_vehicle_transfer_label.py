"""A Roraima office's vehicle history names the company a vehicle leaves for the delegatária,
Lei RR 664/2008's word (arts. 27 and 39), not Res. AGR 105/2017's autorizatária."""

from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.vehicles.events import transfer_vehicle
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.ownership import OwnershipInput
from tests.factories.clock import at_day
from tests.factories.roraima import register_rr_coefficient
from tests.services.test_rr_documents import in_roraima, rr_bus, rr_operator

DAY = date(2026, 7, 1)


@pytest.fixture
def rr(context_for):
    return lambda role: in_roraima(context_for(role))


@pytest.mark.postgres
def test_roraima_history_names_the_other_delegataria(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    seller = rr_operator(rr, keys, date(2026, 6, 1))
    buyer = rr_operator(
        rr, keys, date(2026, 6, 1), cnpj=make_cnpj("500000000001"), legal_name="Nova Rota Ltda"
    )
    bus = rr_bus(rr, keys, seller.id, date(2026, 6, 5))
    ctx = at_day(rr("atendente"), DAY)
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 77", maintenance_declaration_on=DAY
    )
    transfer_vehicle(ctx, bus.id, buyer.id, DAY, ownership, keys)
    labels = {event.kind: event.label for event in vehicle_events(ctx, bus.id)}
    assert labels["transferencia_saida"] == "Transferência para outra delegatária"
