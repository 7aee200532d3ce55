"""Civil-liability insurance (Res. AGR 105/2017 arts. 50-51): in the operator's name, per
vehicle, with coverage and validity; the vehicle keeps the latest end date."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.errors import ValidationError
from desktop.services.vehicles.insurance import record_policy
from desktop.services.vehicles.insurance_records import list_policies
from desktop.services.vehicles.register_records import get_vehicle
from tests.factories.clock import at_day
from tests.factories.vehicles import policy_input, registered_bus


@pytest.mark.postgres
def test_renewed_policy_extends_the_insurance_validity(admin_context, tmp_path):
    _, _, result = registered_bus(admin_context, tmp_path / "keys")
    ctx = at_day(admin_context, date(2027, 1, 5))
    row = record_policy(
        ctx,
        result.vehicle.id,
        policy_input(
            policy_number="RC-2027-0001",
            coverage="2.000.000,00",
            starts_on=date(2027, 1, 10),
            ends_on=date(2028, 1, 10),
        ),
    )
    assert row.coverage == Decimal("2000000.00")
    assert row.insured_cnpj == "11.222.333/0001-81"
    assert [p.policy_number for p in list_policies(ctx, result.vehicle.id)] == [
        "RC-2027-0001",
        "RC-2026-0001",
    ]
    assert get_vehicle(ctx, result.vehicle.id).insurance_valid_until == date(2028, 1, 10)


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        # insurance that ends before it starts
        (
            {"starts_on": date(2027, 1, 10), "ends_on": date(2026, 12, 1)},
            "ends_on",
            "posterior ao início",
        ),
        # art. 50: issued in the name of the operator
        ({"insured_cnpj": make_cnpj("400000000001")}, "insured_cnpj", "art. 50"),
        ({"insured_cnpj": "11.222.333/0001-82"}, "insured_cnpj", "dígitos verificadores"),
        ({"coverage": "0"}, "coverage", "art. 51"),
        ({"insurer": ""}, "insurer", "obrigatório"),
        ({"starts_on": None}, "starts_on", "início"),
    ],
)
def test_bad_policy_is_refused_and_nothing_stored(
    admin_context, tmp_path, changes, field, fragment
):
    _, _, result = registered_bus(admin_context, tmp_path / "keys")
    ctx = at_day(admin_context, date(2026, 7, 1))
    with pytest.raises(ValidationError) as caught:
        record_policy(ctx, result.vehicle.id, policy_input(**changes))
    assert fragment in caught.value.field_errors[field]
    assert len(list_policies(ctx, result.vehicle.id)) == 1
    assert get_vehicle(ctx, result.vehicle.id).insurance_valid_until == date(2027, 1, 10)
