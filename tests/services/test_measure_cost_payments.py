"""The release of a removed vehicle on Res. AGR 105/2017, art. 73 §3, IV (the fault cured;
the same for II) waits for the payment of the costs others charged — the removal and the
transfer of the passengers by another carrier (Decreto 8.444/2015, art. 52 §3, IV) — each
recorded once and never rewritten; refused, nothing is written."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
import sqlalchemy
from sqlalchemy import update

from desktop.models.payments import Debt
from desktop.models.sanctions import VehicleMeasure, VehicleMeasureCostPayment
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.measure_costs import (
    CostInput,
    record_cost_payment,
    record_measure_cost,
)
from desktop.services.sanctions.measure_costs_records import measure_costs
from desktop.services.sanctions.measures import release_vehicle
from tests.factories.clock import at_instant
from tests.factories.notices import new_operator
from tests.factories.reading import count
from tests.factories.sanctions import removal

OUT = datetime(2026, 3, 20, 15, 0, tzinfo=UTC)
DAY = date(2026, 3, 20)


def released_at(ctx, measure_id):
    with ctx.database.read() as session:
        return session.get(VehicleMeasure, measure_id).released_at


@pytest.mark.postgres
def test_the_cured_removal_is_released_once_the_costs_are_paid(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 3, 10), "75-I", "II", "AAA1A11"
    )
    analista = at_instant(context_for("analista"), OUT)
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
    tow, transfer = measure_costs(analista, measure.id)
    assert (tow.paid_on, transfer.paid_on) == (None, None)

    with pytest.raises(ValidationError) as refused:
        release_vehicle(analista, measure.id, OUT, "saneamento", "GR 2026/20")
    text = refused.value.field_errors["basis"]
    assert "Guincho Boa Viagem Ltda." in text and "Viação Serra Dourada" in text
    assert "art. 73 §3, IV" in text and "Decreto 8.444/2015, art. 52 §3, IV" in text
    assert released_at(admin_context, measure.id) is None
    assert count(admin_context.database, Debt) == 0

    # bad payments: refused, nothing written
    with pytest.raises(ValidationError) as bad:
        record_cost_payment(analista, None, date(2026, 3, 21), " ")
    assert set(bad.value.field_errors) == {"cost", "paid_on", "reference"}
    with pytest.raises(ValidationError) as early:
        record_cost_payment(analista, tow.id, date(2026, 3, 9), "Recibo 77")
    assert "anterior à despesa" in early.value.field_errors["paid_on"]
    assert count(admin_context.database, VehicleMeasureCostPayment) == 0

    record_cost_payment(analista, tow.id, date(2026, 3, 18), "Recibo 77")
    with pytest.raises(Conflict):
        record_cost_payment(analista, tow.id, date(2026, 3, 19), "Recibo 78")
    with pytest.raises(ValidationError) as still:
        release_vehicle(analista, measure.id, OUT, "saneamento", "GR 2026/20")
    assert "Viação Serra Dourada" in still.value.field_errors["basis"]
    assert "Guincho" not in still.value.field_errors["basis"]
    assert released_at(admin_context, measure.id) is None

    record_cost_payment(analista, transfer.id, DAY, "Transferência 5")
    assert [cost.paid_on for cost in measure_costs(analista, measure.id)] == [
        date(2026, 3, 18),
        DAY,
    ]
    released = release_vehicle(analista, measure.id, OUT, "saneamento", "GR 2026/20")
    assert released.released_at == OUT
    assert released.depot_days == 10  # 10/03 to 19/03, the release day not charged
    with pytest.raises(sqlalchemy.exc.DatabaseError), admin_context.database.write() as session:
        session.execute(update(VehicleMeasureCostPayment).values(reference="Outro"))
