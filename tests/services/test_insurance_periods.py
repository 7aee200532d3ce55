"""The passengers insured on every day of travel (Res. AGR 105/2017, arts. 50, 51 §2): the
policies are kept as recorded (never rewritten) and a licence reads their periods, so a gap
between two policies stops it; the minimum cover the AGR sets (art. 51 §§1º and 3º) is a
dated value the office records, checked on each policy and on each day of travel."""

from datetime import date
from decimal import Decimal

import pytest
import sqlalchemy
from sqlalchemy import func, select

from desktop.models.vehicles import InsurancePolicy
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.office.rule_values import register_rule_value
from desktop.services.vehicles.insurance import record_policy
from desktop.services.vehicles.insurance_records import list_policies
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, continuous, departure, fleet
from tests.factories.vehicles import policy_input

NOON = departure(TODAY, 12)
SOURCE = "Portaria AGR nº 15/2026, DOE de 20/05/2026"


def renewal(**changes):
    """A second policy of the bus (the first runs 2026-01-10 to 2027-01-10)."""
    values = {
        "policy_number": "RC-2027-0001",
        "starts_on": date(2027, 1, 15),
        "ends_on": date(2028, 1, 14),
    }
    return policy_input(**{**values, **changes})


@pytest.fixture
def setup(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    return at_instant(admin_context, NOON), keys, operator, bus


@pytest.mark.postgres
def test_a_gap_between_two_policies_stops_the_licence(setup):
    ctx, keys, operator, bus = setup
    record_policy(ctx, bus.id, renewal())
    # Insured until 2027-01-10 and again from 2027-01-15: the latest end (2028-01-14) would
    # cover a trip to 2027-01-31, but on 11-14 January nobody is insured (art. 51 §2).
    across = continuous(operator.id, bus.id, end_on=date(2027, 1, 31))
    check = check_licence_request(ctx, across)
    assert check.reasons == ("seguro_vencido",)
    assert check.findings[0].article == "Res. AGR 105/2017, art. 50; art. 51 §2º"
    with pytest.raises(LicenceRefused):
        issue_licence(ctx, across, keys)
    # Back to back (the next one starts the day after the first ends): no gap.
    record_policy(
        ctx,
        bus.id,
        renewal(
            policy_number="RC-2027-0002", starts_on=date(2027, 1, 11), ends_on=date(2027, 2, 28)
        ),
    )
    assert check_licence_request(ctx, across).allowed


@pytest.mark.postgres
def test_policies_are_kept_as_recorded(setup, database):
    ctx, _, _, bus = setup
    record_policy(ctx, bus.id, renewal())
    assert [row.policy_number for row in list_policies(ctx, bus.id)] == [
        "RC-2027-0001",
        "RC-2026-0001",
    ]
    # The database itself refuses to rewrite or delete a policy a licence may have read.
    for statement in (
        sqlalchemy.update(InsurancePolicy).values(ends_on=date(2030, 1, 1)),
        sqlalchemy.delete(InsurancePolicy),
    ):
        with pytest.raises(sqlalchemy.exc.DatabaseError) as error:
            with database.engine.begin() as connection:
                connection.execute(statement)
        assert "apólice registrada não pode ser alterada nem apagada" in str(error.value)
    with ctx.database.read() as session:
        assert session.scalar(select(func.count()).select_from(InsurancePolicy)) == 2


@pytest.mark.postgres
def test_a_policy_below_the_minimum_the_agr_set_is_refused(setup):
    ctx, _, _, bus = setup
    register_rule_value(
        ctx, "seguro_cobertura_minima", date(2026, 6, 1), Decimal("2000000.00"), SOURCE
    )
    with pytest.raises(ValidationError) as error:
        record_policy(ctx, bus.id, renewal(coverage="1.999.999,99"))
    message = error.value.field_errors["coverage"]
    assert "R$\xa02.000.000,00" in message
    assert SOURCE in message and "Res. AGR 105/2017, art. 51 §§1º e 3º" in message
    assert len(list_policies(ctx, bus.id)) == 1
    assert record_policy(ctx, bus.id, renewal(coverage="2.000.000,00")).coverage == Decimal(
        "2000000.00"
    )


@pytest.mark.postgres
def test_the_yearly_update_leaves_a_smaller_policy_short(setup):
    ctx, keys, operator, bus = setup
    trip = continuous(operator.id, bus.id)  # 2026-07-01 to 2026-12-31; cover R$ 1.500.000,00
    assert check_licence_request(ctx, trip).allowed
    # Art. 51 §3º: from 2026-10-01 the AGR asks R$ 1.800.000,00 per vehicle and event.
    register_rule_value(
        at_day(ctx, TODAY),
        "seguro_cobertura_minima",
        date(2026, 10, 1),
        Decimal("1800000.00"),
        SOURCE,
    )
    check = check_licence_request(ctx, trip)
    assert check.reasons == ("seguro_cobertura_insuficiente",)
    assert check.findings[0].article == "Res. AGR 105/2017, art. 51 §§1º e 3º"
    # A trip that ends before the update is still insured as the AGR asks.
    before = continuous(operator.id, bus.id, end_on=date(2026, 9, 30))
    assert issue_licence(ctx, before, keys).number == "GYN-2026-000001"
