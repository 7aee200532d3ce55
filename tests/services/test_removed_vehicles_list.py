"""The removed vehicles still in a depot, in the priority of Res. AGR 105/2017, art. 73 §5:
longest in the depot first, with the days there (art. 74) and the days left of the 30-day
limit of §6; retained or released vehicles are not on it."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import release_vehicle
from desktop.services.sanctions.removed_vehicles import removed_vehicles
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator
from tests.factories.sanctions import NOON, removal


@pytest.mark.postgres
def test_removed_vehicles_in_priority_order(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    newer = removal(fiscal, tmp_path, operator.id, date(2026, 3, 12), "75-I", "II", "BBB2B22")
    older = removal(fiscal, tmp_path, operator.id, date(2026, 3, 10), "78-III", "I", "AAA1A11")
    removal(fiscal, tmp_path, operator.id, date(2026, 3, 10), "75-I", "I", "CCC3C33", "retencao")
    released = removal(fiscal, tmp_path, operator.id, date(2026, 3, 9), "78-III", "I", "DDD4D44")
    out = datetime(2026, 3, 11, NOON, tzinfo=UTC)
    analista = at_instant(context_for("analista"), out)
    # art. 73 §3, III: the fine of 78-III and 09/03 to 10/03 in the depot, 2 x R$ 59,67.
    record_deposit(analista, released.id, Decimal("3938.52"), date(2026, 3, 11), "GR 14")
    release_vehicle(
        at_instant(context_for("analista"), out), released.id, out, "caucao", "Caução GR 2026/15"
    )
    rows = removed_vehicles(at_day(admin_context, date(2026, 3, 20)))
    assert [row.plate for row in rows] == ["AAA1A11", "BBB2B22"]
    first, second = rows
    assert first.measure_id == older.id and second.measure_id == newer.id
    # 10/03 to 19/03 (20/03 would be the release day): 10 days; §6 limit 09/04/2026, 20 days left.
    assert (first.stay.days, first.stay.limit_day, first.stay.days_left) == (
        10,
        date(2026, 4, 9),
        20,
    )
    assert (second.stay.days, second.stay.days_left) == (8, None)
    assert "Res. AGR 105/2017, art. 73 §5" in first.stay.articles
    assert first.process_number and first.stage_label == "Aguardando notificação da autuação"
