"""The appeal against a refused registration and the Conselho Regulador's decision (Res. AGR
105/2017, art. 7º, parágrafo único: within 10 days of the notification of the refusal): the
appeal is recorded, late when after the term; granted, the analysis resumes and the CRC is
issued on approval; denied, the refusal stands; bad input writes nothing."""

from datetime import date

import pytest

from desktop.services.errors import Conflict, ValidationError
from desktop.services.registration.appeals import (
    decide_registration_appeal,
    file_registration_appeal,
)
from desktop.services.registration.appeals_records import appeals_of
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import get_application
from desktop.services.registration.decision import refuse_application
from desktop.services.registration.operators import create_operator
from desktop.services.registration.operators_records import get_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.registration import approve_with_resolution, record_all_documents

FILED = date(2026, 3, 2)
REFUSED = date(2026, 3, 10)  # notified the same day: the 10 days end on 2026-03-20


@pytest.fixture
def refused(admin_context, tmp_path):
    ctx = at_day(admin_context, FILED)
    operator = create_operator(ctx, operator_input())
    application = protocol_application(ctx, operator.id, key_dir=tmp_path / "keys").application
    refuse_application(at_day(ctx, REFUSED), application.id, reason="Contrato social ilegível.")
    return ctx, operator, application


@pytest.mark.postgres
def test_an_appeal_granted_by_the_council_resumes_the_analysis(refused, tmp_path):
    ctx, operator, application = refused
    assert get_application(ctx, application.id).appeal_due == date(2026, 3, 20)
    appeal = file_registration_appeal(
        at_day(ctx, date(2026, 3, 20)), application.id, date(2026, 3, 20), "Contrato legível."
    )
    assert appeal.late is False
    with pytest.raises(Conflict):
        file_registration_appeal(
            at_day(ctx, date(2026, 3, 20)), application.id, date(2026, 3, 20), "De novo."
        )
    council = at_day(ctx, date(2026, 4, 1))
    detail = decide_registration_appeal(
        council, appeal.id, True, date(2026, 4, 1), "Documento legível na via original."
    )
    assert detail.status == "em_analise"
    assert get_operator(council, operator.id).status == "em_processo"
    with pytest.raises(Conflict):
        decide_registration_appeal(council, appeal.id, False, date(2026, 4, 1), "Outra.")
    record_all_documents(council, operator, date(2026, 4, 1))
    approved = approve_with_resolution(council, application.id, key_dir=tmp_path / "keys")
    assert approved.application.status == "aprovada"
    assert appeals_of(council, operator.id)[application.id].granted is True


def test_a_late_appeal_is_recorded_as_such_and_a_denial_keeps_the_refusal(refused):
    ctx, operator, application = refused
    late = file_registration_appeal(
        at_day(ctx, date(2026, 3, 23)), application.id, date(2026, 3, 23), "Razões."
    )
    assert late.late is True  # after 20/03 (art. 7º, parágrafo único)
    detail = decide_registration_appeal(
        at_day(ctx, date(2026, 4, 1)), late.id, False, date(2026, 4, 1), "Intempestivo."
    )
    assert detail.status == "indeferida"


@pytest.mark.parametrize(
    ("filed_on", "grounds", "field", "words"),
    [
        (date(2026, 3, 12), " ", "grounds", "art. 7º, parágrafo único"),
        (None, "Razões.", "filed_on", "Informe a data"),
        (date(2026, 3, 9), "Razões.", "filed_on", "anterior a 10/03/2026"),
    ],
)
def test_bad_input_is_refused_next_to_the_field(refused, filed_on, grounds, field, words):
    ctx, operator, application = refused
    with pytest.raises(ValidationError) as caught:
        file_registration_appeal(at_day(ctx, date(2026, 3, 12)), application.id, filed_on, grounds)
    assert words in caught.value.field_errors[field]
    assert appeals_of(ctx, operator.id) == {}
