"""Licence lists by operator, vehicle, issue day and number in keyset pages; the home page's
licences issued today and contínuo licences ending soon; known drivers for the completer."""

from datetime import date, timedelta

import pytest

from desktop.demo.numbers import make_cpf
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
    registered_operator,
    second_bus,
)
from tests.services.query_plans import sent_statements

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


@pytest.mark.postgres
def test_a_cpf_being_typed_is_a_range_of_the_drivers_cpf_index(admin_context, tmp_path):
    # Issue 18 §3: the digits (with or without the CPF's dots and dash) bound a range of
    # ix_licence_drivers_cpf, '555.44' to '555.45'; another operator's driver of the same
    # prefix is not proposed.
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = registered_operator(admin_context, keys, cnpj="98765432000198")
    other_bus = second_bus(admin_context, keys, other.id, insured_cnpj="98765432000198")
    ctx = at_instant(admin_context, NOON)
    issue_licence(ctx, eventual(operator.id, bus.id, drivers=(employee_driver(),)), keys)
    stranger = employee_driver(name="Pedro Alves", cpf=make_cpf("555447777"))
    issue_licence(ctx, eventual(other.id, other_bus.id, drivers=(stranger,)), keys)
    sent = sent_statements(ctx.database.engine, lambda: known_drivers(ctx, operator.id, "555.44"))
    drivers = next(statement for statement, _ in sent if "FROM licence_drivers" in statement)
    assert "licence_drivers.cpf >= " in drivers and "licence_drivers.cpf < " in drivers
    for typed, names in (("555.44", ["José"]), ("55544", ["José"]), ("555.45", []), ("554", [])):
        found = known_drivers(ctx, operator.id, typed)
        assert [item.label.split()[0] for item in found] == names
    assert [item.driver.name for item in known_drivers(ctx, other.id, "555")] == ["Pedro Alves"]
