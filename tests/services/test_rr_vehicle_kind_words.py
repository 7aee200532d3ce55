"""A Roraima office's vehicle detail and vehicle list speak Lei RR 664/2008: a van is a "Van"
(art. 28 registers vans as it does buses, with no exceptional authorisation) and the own
vehicle is the delegatária's (art. 27); Goiás keeps Res. AGR 105/2017's words (art. 14 §1)."""

from datetime import date

import pytest

from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register_records import find_vehicle, get_vehicle
from tests.factories.clock import at_day
from tests.factories.roraima import (
    VAN_DAY,
    register_rr_coefficient,
    rr_operator,
    school_van,
)
from tests.factories.vehicles import TODAY, operator

GOIAS_VAN = "Microônibus tipo van (autorização excepcional)"


def shown(ctx, registered):
    """The van's kind and ownership as registering, the detail, the look-up and the list
    show them."""
    vehicle = registered.vehicle
    (row,) = search_vehicles(ctx, vehicle.plate).rows
    details = (vehicle, get_vehicle(ctx, vehicle.id), find_vehicle(ctx, vehicle.plate))
    return (
        {(detail.kind_label, detail.ownership_label) for detail in details if detail},
        row.kind_label,
    )


@pytest.mark.postgres
def test_roraima_sees_a_van_of_the_delegataria(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    owner = rr_operator(rr, keys, date(2026, 6, 1))
    ctx = at_day(rr("atendente"), VAN_DAY)
    registered = school_van(
        ctx,
        owner.id,
        keys,
        ownership=OwnershipInput(
            "propria", ownership_certificate="CP-RR 55", maintenance_declaration_on=VAN_DAY
        ),
        request_signed_on=None,
        request_notarised=False,
    )
    assert shown(ctx, registered) == ({("Van", "Própria, em nome da delegatária")}, "Van")


@pytest.mark.postgres
def test_goias_keeps_the_exceptional_van_of_the_autorizataria(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    registered = school_van(ctx, operator(ctx, keys).id, keys, TODAY)
    assert shown(ctx, registered) == (
        {(GOIAS_VAN, "Própria, em nome da autorizatária")},
        GOIAS_VAN,
    )
