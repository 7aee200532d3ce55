"""Licence lists by operator, vehicle, issue day and number in keyset pages; the home page's
licences issued today and contínuo licences ending soon; known drivers for the completer."""

from datetime import date, timedelta

import pytest

from desktop.services.licences.issue import issue_licence
from desktop.services.search.licences import (
    known_drivers,
    licence_home,
    licence_ids_issued_on,
    search_licences,
)
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import (
    TODAY,
    continuous,
    departure,
    employee_driver,
    eventual,
    fleet,
    passengers,
    second_bus,
)

NOON = departure(TODAY, 12)


@pytest.mark.postgres
def test_pages_filters_and_home(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    ctx = at_instant(admin_context, NOON)
    numbers = []
    for offset in range(5):
        day = TODAY + timedelta(days=1 + offset)
        vehicle = bus if offset % 2 == 0 else other
        numbers.append(
            issue_licence(
                ctx,
                eventual(
                    operator.id,
                    vehicle.id,
                    start_on=day,
                    end_on=day,
                    departure_at=departure(day, 8),
                    passengers=passengers(10),
                ),
                keys,
            ).number
        )
    # Ends 2026-07-10: within 30 days of TODAY.
    ending = issue_licence(ctx, continuous(operator.id, bus.id, end_on=date(2026, 7, 10)), keys)
    issue_licence(ctx, continuous(operator.id, bus.id), keys)

    first = search_licences(ctx, operator_id=operator.id, limit=3)
    second = search_licences(ctx, operator_id=operator.id, after=first.next_cursor, limit=3)
    third = search_licences(ctx, operator_id=operator.id, after=second.next_cursor, limit=3)
    listed = [row.number for row in first.rows + second.rows + third.rows]
    assert len(listed) == len(set(listed)) == 7 and third.next_cursor is None
    starts = [row.start_on for row in first.rows + second.rows + third.rows]
    assert starts == sorted(starts, reverse=True)
    by_vehicle = search_licences(ctx, vehicle_id=other.id)
    assert sorted(row.number for row in by_vehicle.rows) == [numbers[1], numbers[3]]
    assert [row.number for row in search_licences(ctx, number=numbers[2].lower()).rows] == [
        numbers[2]
    ]
    assert len(search_licences(ctx, issued_on=TODAY).rows) == 7
    assert search_licences(ctx, issued_on=TODAY + timedelta(days=1)).rows == ()
    assert len(licence_ids_issued_on(ctx, TODAY)) == 7

    home = licence_home(at_day(ctx, TODAY))
    assert home.issued_today == 7
    assert [row.number for row in home.ending_soon] == [ending.number]
    assert licence_home(at_day(ctx, TODAY + timedelta(days=1))).issued_today == 0


def test_known_drivers_masked_for_the_completer(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    issue_licence(ctx, eventual(operator.id, bus.id, drivers=(employee_driver(),)), keys)
    found = known_drivers(ctx, operator.id, "jose")
    assert len(found) == 1
    assert found[0].label.startswith("José Carlos Pereira — CPF ***.")
    assert found[0].driver == employee_driver()
    assert known_drivers(ctx, operator.id, "555") == found
    assert known_drivers(ctx, operator.id, "Maria") == []
