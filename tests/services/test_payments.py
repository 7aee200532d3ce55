"""Payments of fines (Res. AGR 105/2017, arts. 89 and 101; Lei RR 664/2008, art. 89 sole §):
bad input is a field error with nothing stored; an overdue fine is a debt until paid."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.models.payments import Payment
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of, has_overdue_debts, payments_of
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, notify_by_autos, recorded_notice
from tests.factories.reading import count


@pytest.fixture
def fined(admin_context, context_for, tmp_path):
    """A fine of R$ 1,909.59 notified on 24/03/2026, due 06/04/2026 (Good Friday moved)."""
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = context_for("analista")
    notify_by_autos(analista, notice.process_id, date(2026, 3, 10))
    fine_77_xvi(context_for("julgador"), notice.process_id, date(2026, 3, 23))
    notify_by_autos(analista, notice.process_id, date(2026, 3, 24))
    (debt,) = debts_of(admin_context, operator.id, date(2026, 3, 24))
    return operator, debt


def payment_count(database) -> int:
    return count(database, Payment)


@pytest.mark.parametrize(
    ("paid_on", "amount", "reference", "field", "fragment"),
    [
        (date(2026, 4, 8), Decimal("1909.60"), "GR 1", "amount", "maior que o débito"),
        (date(2026, 4, 8), Decimal("0"), "GR 1", "amount", "valor positivo"),
        (date(2026, 4, 8), Decimal("10.001"), "GR 1", "amount", "2 casas"),
        (date(2026, 4, 9), Decimal("10.00"), "GR 1", "paid_on", "posterior a hoje"),
        (None, Decimal("10.00"), "GR 1", "paid_on", "data do pagamento"),
        (date(2026, 4, 8), Decimal("10.00"), " ", "reference", "comprovante"),
    ],
)
def test_bad_payment_is_refused_and_nothing_stored(
    admin_context, context_for, fined, paid_on, amount, reference, field, fragment
):
    _, debt = fined
    with pytest.raises(ValidationError) as raised:
        register_payment(
            at_day(context_for("atendente"), date(2026, 4, 8)), debt.id, paid_on, amount, reference
        )
    assert fragment in raised.value.field_errors[field]
    assert payment_count(admin_context.database) == 0


@pytest.mark.postgres
def test_partial_payment_keeps_the_debt_overdue_until_paid(admin_context, context_for, fined):
    operator, debt = fined
    atendente = at_day(context_for("atendente"), date(2026, 4, 8))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 4, 7))
    row = register_payment(atendente, debt.id, date(2026, 4, 8), Decimal("909.59"), "GR 1")
    assert (row.paid, row.outstanding, row.overdue) == (Decimal("909.59"), Decimal("1000.00"), True)
    row = register_payment(atendente, debt.id, date(2026, 4, 8), Decimal("1000.00"), "GR 2")
    assert row.outstanding == Decimal("0") and not row.overdue
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 4, 8))
    assert [p.reference for p in payments_of(admin_context, debt.id)] == ["GR 1", "GR 2"]


def test_only_the_counter_registers_payments(admin_context, context_for, fined):
    _, debt = fined
    with pytest.raises(PermissionDenied):
        register_payment(
            at_day(context_for("fiscal"), date(2026, 4, 8)),
            debt.id,
            date(2026, 4, 8),
            Decimal("10.00"),
            "GR 1",
        )
    assert payment_count(admin_context.database) == 0
