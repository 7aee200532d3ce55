"""Certidão de débitos (Res. AGR 105/2017, art. 101), read back with pypdf and verified."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import PermissionDenied
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, notify_by_autos, recorded_notice
from tests.factories.reading import pdf_text


@pytest.mark.postgres
def test_negative_then_positive_then_negative_again(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    atendente = context_for("atendente")
    keys = tmp_path / "keys"
    clean = issue_cnd(at_day(atendente, date(2026, 3, 10)), operator.id, keys)
    assert clean.negative
    text = pdf_text(clean.document.pdf)
    assert "Certidão Negativa de Débito" in text and "art. 101" in text
    # A standalone office has no statewide data to date (issue 19).
    assert "Dados estaduais" not in text
    assert clean.document.verification_code in text
    verdict = verify_bytes(admin_context.database, clean.document.pdf)
    # Verificar documento names the certidão by the title it printed, not the kind's.
    assert verdict.valid and verdict.fields["Documento"] == "Certidão Negativa de Débito"

    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 10))
    fine_77_xvi(context_for("julgador"), notice.process_id, date(2026, 3, 23))
    notify_by_autos(context_for("analista"), notice.process_id, date(2026, 3, 24))
    (debt,) = debts_of(admin_context, operator.id, date(2026, 3, 24))
    # art. 89 with art. 83: day 10 is Friday 03/04/2026, Good Friday, moved to Monday 06/04
    assert debt.due_on == date(2026, 4, 6)
    on_due_day = issue_cnd(at_day(atendente, date(2026, 4, 6)), operator.id, keys)
    assert on_due_day.negative  # not yet overdue on its due date
    owing = issue_cnd(at_day(atendente, date(2026, 4, 7)), operator.id, keys)
    assert not owing.negative
    text = pdf_text(owing.document.pdf)
    assert "Certidão Positiva de Débito" in text
    assert "R$ 1.909,59" in text and "06/04/2026" in text and notice.number in text
    verdict = verify_bytes(admin_context.database, owing.document.pdf)
    assert verdict.fields["Documento"] == "Certidão Positiva de Débito"
    register_payment(
        at_day(atendente, date(2026, 4, 8)),
        debt.id,
        date(2026, 4, 8),
        Decimal("1909.59"),
        "GR 2026/77",
    )
    assert issue_cnd(at_day(atendente, date(2026, 4, 8)), operator.id, keys).negative


def test_only_the_counter_issues_the_certificate(admin_context, context_for):
    operator = new_operator(admin_context)
    with pytest.raises(PermissionDenied):
        issue_cnd(context_for("fiscal"), operator.id)
