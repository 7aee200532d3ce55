"""Costs of a removal to a public depot and the release statement (Res. AGR 105/2017,
arts. 73 §3 and 74; Decreto 8.444/2015, art. 52 §3): recorded as charged, never rewritten;
bad input refused with nothing written; another body's depot is paid to that body, so the
release charges no AGR depot fee."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
import sqlalchemy
from sqlalchemy import update

from desktop.models.sanctions import VehicleMeasureCost
from desktop.rules.vehicle_release import AGR
from desktop.services.errors import ValidationError
from desktop.services.sanctions.measure_costs import CostInput, record_measure_cost
from desktop.services.sanctions.measure_costs_records import release_statement
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import release_vehicle
from desktop.services.sanctions.payments_records import debts_of
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator
from tests.factories.reading import count
from tests.factories.sanctions import removal

DAY = date(2026, 3, 20)


def costs(ctx) -> int:
    return count(ctx.database, VehicleMeasureCost)


@pytest.fixture
def removed(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11"
    )
    return operator, measure


@pytest.mark.postgres
def test_the_statement_lists_fee_removal_and_transfer_with_their_payees(
    admin_context, context_for, removed
):
    _, measure = removed
    analista = at_day(context_for("analista"), DAY)
    record_measure_cost(
        analista,
        measure.id,
        CostInput("remocao", Decimal("450.00"), "Guincho Boa Viagem Ltda.", date(2026, 3, 10)),
    )
    record_measure_cost(
        analista,
        measure.id,
        CostInput("transbordo", Decimal("800.00"), "Viação Serra Dourada", date(2026, 3, 10)),
    )
    statement = release_statement(analista, measure.id, "caucao", DAY)
    # Not judged yet: the fine of 78-III (art. 67, IV), 10 days x R$ 59,67 and the costs.
    assert statement.total == Decimal("3819.18") + Decimal("596.70") + Decimal("1250.00")
    assert statement.by_payee() == {
        AGR: Decimal("3819.18") + Decimal("596.70"),
        "Guincho Boa Viagem Ltda.": Decimal("450.00"),
        "Viação Serra Dourada": Decimal("800.00"),
    }
    assert "art. 73 §3, III" in statement.article
    with pytest.raises(sqlalchemy.exc.DatabaseError), admin_context.database.write() as session:
        session.execute(update(VehicleMeasureCost).values(amount=Decimal("1.00")))


@pytest.mark.postgres
def test_another_bodys_depot_is_not_charged_as_the_agr_fee(admin_context, context_for, removed):
    operator, measure = removed
    analista = at_day(context_for("analista"), DAY)
    record_measure_cost(
        analista,
        measure.id,
        CostInput(
            "deposito_outro_orgao",
            Decimal("300.00"),
            "Pátio da Polícia Militar de Goiás",
            DAY,
            "Recibo PM 77",
        ),
    )
    statement = release_statement(analista, measure.id, "caucao", DAY)
    assert [(line.payee, line.amount) for line in statement.lines] == [
        (AGR, Decimal("3819.18")),
        ("Pátio da Polícia Militar de Goiás", Decimal("300.00")),
    ]
    out = datetime(2026, 3, 20, 15, tzinfo=UTC)
    record_deposit(analista, measure.id, Decimal("4119.18"), DAY, "GR 15")
    released = release_vehicle(
        at_instant(context_for("analista"), out), measure.id, out, "caucao", "Caução GR 2026/15"
    )
    assert released.depot_fee is None
    assert [debt.kind for debt in debts_of(admin_context, operator.id, DAY)] == []


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("data", "field"),
    [
        (CostInput("guincho", Decimal("10"), "X", DAY), "kind"),
        (CostInput("remocao", Decimal("0"), "X", DAY), "amount"),
        (CostInput("remocao", None, "X", DAY), "amount"),
        (CostInput("remocao", Decimal("10"), " ", DAY), "payee"),
        (CostInput("remocao", Decimal("10"), "X", date(2026, 3, 21)), "incurred_on"),
        (CostInput("remocao", Decimal("10"), "X", date(2026, 3, 9)), "incurred_on"),
    ],
)
def test_bad_costs_are_refused_with_nothing_written(
    admin_context, context_for, removed, data, field
):
    _, measure = removed
    with pytest.raises(ValidationError) as caught:
        record_measure_cost(at_day(context_for("analista"), DAY), measure.id, data)
    assert caught.value.field_errors[field]
    assert costs(admin_context) == 0
