"""The list of what lapses soon: inspections (art. 23), insurance (arts. 50-51) and CRVs
(art. 24) of the vehicles in force, on a given date, soonest first."""

from datetime import date

import pytest

from desktop.services.vehicles.events import deregister_on_sale
from desktop.services.vehicles.expiry import expiring_vehicle_items
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.vehicles import (
    company,
    inspection_input,
    make_renavam,
    operator,
    policy_input,
    vehicle_input,
)


@pytest.mark.postgres
def test_expiring_list_on_a_given_date(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, date(2026, 6, 15))
    owner = operator(ctx, tmp_path / "keys")
    inspector = company(ctx)

    def bus(plate, renavam, manufacture_year, inspected_on, ends_on):
        return register_vehicle(
            ctx,
            owner.id,
            vehicle_input(
                plate=plate,
                renavam=make_renavam(renavam),
                manufacture_year=manufacture_year,
                model_year=manufacture_year,
            ),
            inspection_input(inspector.id, inspected_on=inspected_on),
            policy_input(ends_on=ends_on),
            keys,
        ).vehicle

    # 2012 bus: more than 10 years, inspected every six months (art. 23 II) -> 10/07/2026.
    old = bus("OLD1A11", "1000000001", 2012, date(2026, 1, 10), date(2027, 3, 1))
    # 2022 bus: yearly (art. 23 I) -> 01/06/2027; its policy ends 20/07/2026.
    bus("NEW2B22", "1000000002", 2022, date(2026, 6, 1), date(2026, 7, 20))
    # 2023 bus: nothing lapses within 60 days.
    bus("FAR3C33", "1000000003", 2023, date(2026, 6, 1), date(2027, 6, 1))
    sold = bus("SLD4D44", "1000000004", 2012, date(2026, 1, 12), date(2026, 7, 1))
    deregister_on_sale(ctx, sold.id, date(2026, 6, 10), date(2026, 6, 12), True)

    within_30 = expiring_vehicle_items(ctx, within_days=30, as_of=date(2026, 6, 15))
    assert [(item.due, item.plate, item.label) for item in within_30] == [
        (date(2026, 7, 10), "OLD1A11", "CRV"),
        (date(2026, 7, 10), "OLD1A11", "Vistoria"),
    ]
    assert within_30[0].vehicle_id == old.id
    assert within_30[1].article == "Res. AGR 105/2017, art. 23"
    within_60 = expiring_vehicle_items(ctx, within_days=60, as_of=date(2026, 6, 15))
    assert [(item.due, item.plate, item.what) for item in within_60] == [
        (date(2026, 7, 10), "OLD1A11", "crv"),
        (date(2026, 7, 10), "OLD1A11", "inspection"),
        (date(2026, 7, 20), "NEW2B22", "insurance"),
    ]
    after_the_inspection = expiring_vehicle_items(ctx, within_days=30, as_of=date(2026, 7, 11))
    assert [(item.plate, item.what) for item in after_the_inspection] == [("NEW2B22", "insurance")]
