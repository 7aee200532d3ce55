"""The registration and its renewal read the AGR's own debt records (Res. AGR 105/2017,
art. 9º, IX: the AGR's certidão negativa de débito; art. 101: required for every act): an
overdue debt stops the approval even with a certificate uploaded, nothing written; once
paid, the approval goes through."""

import uuid
from datetime import date
from decimal import Decimal

import pytest

from desktop.models.operators import Crc
from desktop.services.errors import ValidationError
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from desktop.services.sanctions.payments import register_payment
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.payments import unpaid_fine
from tests.factories.reading import count
from tests.factories.registration import approve_with_resolution, record_all_documents

FILED = date(2026, 3, 2)


def overdue_fine(ctx, operator) -> uuid.UUID:
    """A fine of the operator due on 4 March 2026, unpaid."""
    return unpaid_fine(
        ctx,
        operator.id,
        operator.cnpj,
        date(2026, 3, 4),
        "Multa do auto GYN-2026-000009",
        "Res. AGR 105/2017, art. 67, III",
    )


@pytest.mark.postgres
def test_an_overdue_debt_stops_the_approval_until_paid(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, FILED)
    operator = create_operator(ctx, operator_input())
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    decision_day = at_day(ctx, date(2026, 3, 5))
    # Every document of art. 9, the AGR's certificate (IX) among them, uploaded in time.
    record_all_documents(decision_day, operator, date(2026, 3, 5))
    debt_id = overdue_fine(admin_context, operator)
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(decision_day, application.id, key_dir=keys)
    message = caught.value.field_errors["debts"]
    assert "Multa do auto GYN-2026-000009, vencido em 04/03/2026" in message
    assert "R$\xa01.909,59 em aberto" in message
    assert "Res. AGR 105/2017, arts. 9º, IX, e 101" in message
    assert count(admin_context.database, Crc) == 0
    register_payment(decision_day, debt_id, date(2026, 3, 5), Decimal("1909.59"), "GRU 123")
    approved = approve_with_resolution(decision_day, application.id, key_dir=keys)
    assert approved.application.status == "aprovada"


def test_the_vinculada_alone_is_stopped_by_art_101_not_by_the_fretamentos_art_9(
    admin_context, tmp_path
):
    """Chapter V asks no certidão of the AGR among art. 56's documents; art. 101 asks it of
    every act, so the debt still stops the approval, cited by art. 101 alone."""
    keys = tmp_path / "keys"
    vinculada = ("caracteristica_vinculada",)
    ctx = at_day(admin_context, FILED)
    operator = create_operator(
        ctx, operator_input(modalities=vinculada, partners=(), state_registration="")
    )
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    decision_day = at_day(ctx, date(2026, 3, 5))
    record_all_documents(decision_day, operator, date(2026, 3, 5), vinculada)
    overdue_fine(admin_context, operator)
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(decision_day, application.id, key_dir=keys)
    message = caught.value.field_errors["debts"]
    assert message.endswith("(Res. AGR 105/2017, art. 101).")
    assert "9º" not in message
    assert count(admin_context.database, Crc) == 0
