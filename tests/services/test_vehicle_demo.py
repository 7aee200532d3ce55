"""Demo vehicles: bulk rows that pass every check the services make, and a few registered
through the services with their CRVs."""

import random
from datetime import date

from sqlalchemy import insert

from desktop.demo.numbers import make_cnpj
from desktop.demo.vehicles import (
    add_demo_vehicles,
    demo_company,
    demo_plate,
    demo_vehicle_rows,
)
from desktop.models.vehicles import Vehicle
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.identifiers import check_plate, check_renavam, check_vin
from tests.factories.clock import at_day
from tests.factories.vehicles import operator


def test_bulk_rows_are_valid_and_distinct(admin_context, tmp_path):
    ctx = at_day(admin_context, date(2026, 6, 15))
    owner = operator(ctx, tmp_path / "keys")
    rows = demo_vehicle_rows(
        [owner.id], 0, 3000, ctx.actor.user_id, date(2026, 6, 15), random.Random(7)
    )
    assert len({row["plate"] for row in rows}) == len({row["renavam"] for row in rows}) == 3000
    for row in rows:
        assert check_plate(row["plate"]) is None
        assert check_renavam(row["renavam"]) is None
        assert check_vin(row["chassis"]) is None
        assert row["inspection_valid_until"] >= date(2026, 6, 15)
    with ctx.database.write() as session:
        session.execute(insert(Vehicle), rows)
    prefix = demo_plate(1234)[:4]
    found = search_vehicles(ctx, prefix.lower(), limit=500).rows
    assert found and all(row.plate.startswith(prefix) for row in found)


def test_demo_vehicles_registered_through_the_services(admin_context, tmp_path):
    ctx = at_day(admin_context, date(2026, 6, 15))
    owner = operator(ctx, tmp_path / "keys")
    company = demo_company(ctx, make_cnpj("200000000005"))
    registered = add_demo_vehicles(
        ctx, owner.id, owner.cnpj_formatted, company.id, 10, 3, tmp_path / "keys"
    )
    assert [item.crv.number for item in registered] == [
        "GYN-2026-000001",
        "GYN-2026-000002",
        "GYN-2026-000003",
    ]
    assert all(item.vehicle.crv_valid_until >= date(2026, 6, 15) for item in registered)
