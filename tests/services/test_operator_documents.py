"""Documents received for the registration (Res. 105 arts. 9-11): dates checked, pending
and expiring lists."""

from datetime import date

import pytest

from desktop.models.operators import RegistrationDocument
from desktop.services.errors import ValidationError
from desktop.services.registration.operator_documents import (
    DocumentInput,
    pending_documents,
    record_document,
)
from desktop.services.registration.operator_documents_records import (
    document_checklist,
    expiring_documents,
    list_documents,
)
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.reading import count

TODAY = date(2026, 3, 2)


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, TODAY)


@pytest.fixture
def operator(ctx):
    return create_operator(ctx, operator_input())


def stored(ctx) -> int:
    return count(ctx.database, RegistrationDocument)


@pytest.mark.postgres
def test_record_a_certificate_checked_by_the_clerk(ctx, operator):
    row = record_document(
        ctx,
        operator.id,
        DocumentInput("cnd", date(2026, 3, 2), date(2026, 8, 29), date(2026, 3, 1), " ok "),
    )
    assert row.title == "Certidão negativa de débito (CND) atualizada"
    assert row.article == "Res. AGR 105/2017, art. 9º, V"
    assert row.checked_by == "Administradora do Escritório"
    assert row.notes == "ok"
    assert list_documents(ctx, operator.id) == [row]


BAD_DOCUMENTS = [
    # A validity already past when the document is recorded as current (art. 9 §1).
    (DocumentInput("cnd", date(2026, 3, 2), date(2026, 3, 1)), "valid_until", "vencido"),
    (DocumentInput("cnd", date(2026, 2, 1), date(2026, 2, 27)), "valid_until", "já vencida"),
    # Dates in the wrong order.
    (
        DocumentInput("cnd", date(2026, 3, 1), date(2026, 9, 1), date(2026, 3, 2)),
        "issued_on",
        "posterior à data de recebimento",
    ),
    (
        DocumentInput("cnd", date(2026, 3, 2), date(2026, 9, 1), date(2026, 3, 3)),
        "issued_on",
        "posterior a hoje",
    ),
    (DocumentInput("cnd", date(2026, 3, 3), date(2026, 9, 1)), "received_on", "posterior a hoje"),
    (DocumentInput("cnd", None, date(2026, 9, 1)), "received_on", "Informe"),
    # A certificate needs its validity; an unknown kind is refused.
    (DocumentInput("cnd", date(2026, 3, 2)), "valid_until", "Informe a validade"),
    (DocumentInput("alvara", date(2026, 3, 2)), "kind", "lista de documentos"),
]


@pytest.mark.postgres
@pytest.mark.parametrize(("data", "field", "fragment"), BAD_DOCUMENTS)
def test_bad_document_dates_name_the_field_and_store_nothing(ctx, operator, data, field, fragment):
    with pytest.raises(ValidationError) as caught:
        record_document(ctx, operator.id, data)
    assert fragment in caught.value.field_errors[field]
    assert stored(ctx) == 0


def test_checklist_states_and_pending_list(ctx, operator):
    record_document(ctx, operator.id, DocumentInput("cnpj", date(2026, 3, 2)))
    record_document(ctx, operator.id, DocumentInput("cnd", date(2026, 3, 2), date(2026, 3, 20)))
    record_document(
        ctx, operator.id, DocumentInput("crf_fgts", date(2026, 3, 2), date(2026, 6, 30))
    )
    states = {s.item.kind: s.state for s in document_checklist(ctx, operator.id)}
    assert states["cnpj"] == "em_dia"
    assert states["cnd"] == "vencendo"
    assert states["crf_fgts"] == "em_dia"
    assert states["cadastur_mtur"] == "pendente"  # art. 10, eventual/turístico requested
    assert "ocb_registro" not in states  # art. 11 only for cooperatives
    later = {s.item.kind: s.state for s in document_checklist(ctx, operator.id, date(2026, 3, 21))}
    assert later["cnd"] == "vencido"
    pending = {s.item.kind for s in pending_documents(ctx, operator.id, date(2026, 3, 21))}
    assert "cnd" in pending and "cnpj" not in pending and "crf_fgts" not in pending


def test_a_newer_document_replaces_the_current_one(ctx, operator):
    record_document(ctx, operator.id, DocumentInput("cnd", date(2026, 3, 2), date(2026, 3, 20)))
    later = at_day(ctx, date(2026, 3, 15))
    record_document(later, operator.id, DocumentInput("cnd", date(2026, 3, 15), date(2026, 9, 11)))
    status = next(s for s in document_checklist(later, operator.id) if s.item.kind == "cnd")
    assert status.document.valid_until == date(2026, 9, 11)
    assert [d.valid_until for d in list_documents(later, operator.id)] == [
        date(2026, 9, 11),
        date(2026, 3, 20),
    ]
    assert expiring_documents(later, within_days=30) == []


@pytest.mark.postgres
def test_expiring_documents_across_operators_within_30_and_60_days(ctx, operator):
    record_document(ctx, operator.id, DocumentInput("cnd", date(2026, 3, 2), date(2026, 4, 1)))
    record_document(ctx, operator.id, DocumentInput("crf_fgts", date(2026, 3, 2), date(2026, 4, 2)))
    record_document(
        ctx, operator.id, DocumentInput("certidao_federal", date(2026, 3, 2), date(2026, 5, 1))
    )
    in_30 = expiring_documents(ctx, within_days=30)
    assert [(d.kind, d.valid_until) for d in in_30] == [("cnd", date(2026, 4, 1))]
    assert in_30[0].legal_name == "Viação São João Turismo Ltda."
    assert in_30[0].cnpj_formatted == "11.222.333/0001-81"
    in_60 = expiring_documents(ctx, within_days=60)
    assert [d.kind for d in in_60] == ["cnd", "crf_fgts", "certidao_federal"]
