"""Lei RR 664/2008, art. 85 §1: the CRE/RR converts a suspension into a fine of 5,000 to
50,000 times the tariff coefficient per day of suspension; the fine is a debt due 10 days
after the decision (art. 89 sole §)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.payments_records import debts_of, has_overdue_debts
from desktop.services.sanctions.penalties_records import operator_sanction_status
from desktop.services.sanctions.rr_conversion import convert_suspension
from desktop.services.sanctions.rr_conversion_records import rr_suspensions
from tests.factories.clock import at_day
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import suspended


@pytest.mark.postgres
def test_suspension_converted_into_a_daily_fine_becomes_a_debt(admin_context, roles, tmp_path):
    operator, ctx = suspended(admin_context, roles, tmp_path)
    (suspension,) = rr_suspensions(ctx, operator.id)
    assert suspension.days == 15
    fine = convert_suspension(ctx, suspension.id, date(2026, 6, 25), 5000, "Falta leve.")
    # 15 days x 5,000 x 0.25 = R$ 18,750.00 (art. 85 §1)
    assert fine.amount == Decimal("18750.00")
    # 10 days from Thursday 25/06/2026 end on Sunday 05/07, moved to Monday (art. 89 sole §)
    assert fine.due_on == date(2026, 7, 6)
    assert "Lei RR 664/2008, art. 85 §1º" in fine.articles
    assert "Lei RR 664/2008, art. 89, parágrafo único" in fine.articles
    rr_admin = in_roraima(admin_context)
    (debt,) = debts_of(rr_admin, operator.id, date(2026, 7, 6))
    assert (debt.amount, debt.due_on, debt.overdue) == (Decimal("18750.00"), fine.due_on, False)
    assert "conversão da suspensão de 01/07/2026 a 15/07/2026" in debt.description
    assert has_overdue_debts(rr_admin, operator.id, date(2026, 7, 7))
    status = operator_sanction_status(rr_admin, operator.id, date(2026, 7, 1))
    assert status.suspended_from is None
    assert rr_suspensions(ctx, operator.id) == []
    with pytest.raises(ValidationError) as raised:
        convert_suspension(ctx, suspension.id, date(2026, 6, 25), 5000, "De novo.")
    assert "já foi retirada ou convertida" in raised.value.field_errors["suspension"]


@pytest.mark.parametrize(
    ("decided_on", "multiple", "field", "text"),
    [
        (date(2026, 6, 25), 4999, "multiple_per_day", "entre 5.000 e 50.000"),
        (date(2026, 6, 25), 50001, "multiple_per_day", "Lei RR 664/2008, art. 85 §1º"),
        (date(2026, 7, 1), 5000, "decided_on", "antes do seu primeiro dia, 01/07/2026"),
        (date(2026, 6, 21), 5000, "decided_on", "art. 85"),
        (None, 5000, "decided_on", "data da decisão"),
    ],
)
def test_bad_conversion_is_refused_and_writes_nothing(
    admin_context, roles, tmp_path, decided_on, multiple, field, text
):
    operator, ctx = suspended(admin_context, roles, tmp_path)
    ctx = at_day(ctx, date(2026, 7, 1))
    (suspension,) = rr_suspensions(ctx, operator.id)
    with pytest.raises(ValidationError) as raised:
        convert_suspension(ctx, suspension.id, decided_on, multiple, "Motivo.")
    assert text in raised.value.field_errors[field]
    assert debts_of(in_roraima(admin_context), operator.id) == []
    assert rr_suspensions(ctx, operator.id) == [suspension]
