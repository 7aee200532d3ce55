"""Res. AGR 105/2017, art. 12: the registration is authorised by resolution, its extract
published in the DOE. The approval records the resolution (refused without it, nothing
written), the CRC is issued before the extract comes out and prints the act, and the
publication is recorded afterwards once, audited; Roraima asks neither."""

import dataclasses
from datetime import date

import pytest

from desktop.models.operators import Crc, PublicationCorrection, RegistrationApplication
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.audit_records import history
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import act_text, list_applications
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import RegistrationAct, approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.registration.publication import correct_publication, record_publication
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.raw_sql import refused_unchanged
from tests.factories.reading import count, pdf_text
from tests.factories.registration import record_all_documents

PROTOCOL_DAY = date(2026, 3, 2)
DECISION_DAY = date(2026, 3, 10)
RESOLUTION = RegistrationAct("CR nº 45/2026", date(2026, 3, 9))


@pytest.fixture
def pending(admin_context, keys):
    """A Goiás application protocolled with every document, the decision's day its today."""
    ctx = at_day(admin_context, PROTOCOL_DAY)
    operator = create_operator(ctx, operator_input())
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    record_all_documents(ctx, operator, PROTOCOL_DAY)
    return at_day(ctx, DECISION_DAY), operator, application


@pytest.mark.parametrize(
    ("act", "field", "message"),
    [
        (
            RegistrationAct(),
            "resolution_number",
            "Informe o número da resolução que autorizou o registro (Res. AGR 105/2017, "
            "art. 12: o registro é autorizado por resolução).",
        ),
        (
            dataclasses.replace(RESOLUTION, resolution_date=None),
            "resolution_date",
            "Informe a data da resolução (Res. AGR 105/2017, art. 12).",
        ),
        (
            dataclasses.replace(RESOLUTION, resolution_date=date(2026, 3, 1)),
            "resolution_date",
            "A resolução não pode ser anterior ao protocolo do pedido (02/03/2026).",
        ),
        (
            dataclasses.replace(RESOLUTION, resolution_date=date(2026, 3, 11)),
            "resolution_date",
            "A resolução não pode ter data futura.",
        ),
        (
            dataclasses.replace(RESOLUTION, published_on=date(2026, 3, 10)),
            "doe_reference",
            "Informe a edição e a página do DOE em que o extrato foi publicado (Res. AGR "
            "105/2017, art. 12).",
        ),
        (
            dataclasses.replace(RESOLUTION, published_on=date(2026, 3, 6), doe_reference="p. 3"),
            "published_on",
            "O extrato é publicado depois da resolução (09/03/2026; Res. AGR 105/2017, art. 12).",
        ),
    ],
)
def test_approval_refused_without_the_resolution_nothing_written(
    admin_context, pending, keys, act, field, message
):
    ctx, _, application = pending
    with pytest.raises(ValidationError) as caught:
        approve_application(ctx, application.id, key_dir=keys, act=act)
    assert caught.value.field_errors[field] == message
    assert count(admin_context.database, Crc) == 0
    assert list_applications(ctx, application.operator_id)[0].status == "protocolada"


def test_crc_issued_before_the_extract_and_its_publication_recorded_later(pending, keys):
    ctx, operator, application = pending
    result = approve_application(ctx, application.id, key_dir=keys, act=RESOLUTION)
    act = "Registro autorizado pela Resolução CR nº 45/2026, de 09/03/2026"
    pending_extract = f"{act}; extrato a publicar no DOE (Res. AGR 105/2017, art. 12)."
    assert result.application.registration_act == pending_extract
    assert not result.application.published
    assert pending_extract in " ".join(pdf_text(result.printout.pdf).split())

    with pytest.raises(ValidationError) as caught:
        record_publication(ctx, application.id, date(2026, 3, 8), "nº 24.100, p. 9")
    assert "depois da resolução (09/03/2026" in caught.value.field_errors["published_on"]
    assert not list_applications(ctx, operator.id)[0].published

    published = record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    assert published.registration_act == (
        f"{act}; extrato publicado no DOE de 10/03/2026, nº 24.100, p. 9 "
        "(Res. AGR 105/2017, art. 12)."
    )
    actions = [entry.action for entry in history(ctx, "registration_application", application.id)]
    assert actions[-1] == "publication"
    with pytest.raises(Conflict, match="já foi registrada"):
        record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.101, p. 2")


def test_a_publication_typed_wrongly_is_corrected_by_its_own_record(admin_context, pending, keys):
    """Art. 12: the DOE publication recorded with a wrong page is corrected by an insert-only
    record with its reason, who and when; the publication recorded stays as it was, the
    latest correction is the one read (and printed on a CRC), the history shows both."""
    ctx, operator, application = pending
    approve_application(ctx, application.id, key_dir=keys, act=RESOLUTION)
    record_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9")
    with pytest.raises(ValidationError) as caught:
        correct_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 19", " ")
    assert caught.value.field_errors == {
        "reason": "Informe o motivo da correção da publicação (Res. AGR 105/2017, art. 12)."
    }
    with pytest.raises(ValidationError) as caught:
        correct_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9", "Erro")
    assert caught.value.field_errors == {
        "doe_reference": "A publicação corrigida é igual à registrada."
    }
    with pytest.raises(ValidationError) as caught:
        correct_publication(ctx, application.id, date(2026, 3, 6), "nº 24.100, p. 19", "Erro")
    assert "depois da resolução (09/03/2026" in caught.value.field_errors["published_on"]
    assert count(admin_context.database, PublicationCorrection) == 0

    correct_publication(
        ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 19", "Página digitada errada"
    )
    corrected = correct_publication(
        ctx, application.id, date(2026, 3, 9), "nº 24.099, p. 19", "Edição do dia anterior"
    )
    act = "Registro autorizado pela Resolução CR nº 45/2026, de 09/03/2026"
    latest = (
        f"{act}; extrato publicado no DOE de 09/03/2026, nº 24.099, p. 19 "
        "(Res. AGR 105/2017, art. 12)."
    )
    assert corrected.registration_act == latest
    assert list_applications(ctx, operator.id)[0].registration_act == latest
    with admin_context.database.read() as session:
        stored = session.get(RegistrationApplication, application.id)
        assert stored is not None
        # The publication recorded is not rewritten; the CRC's printer reads the latest.
        assert (stored.doe_published_on, stored.doe_reference) == (
            date(2026, 3, 10),
            "nº 24.100, p. 9",
        )
        assert act_text(stored) == latest
    entries = history(ctx, "registration_application", application.id)
    assert [entry.action for entry in entries[-3:]] == [
        "publication",
        "publication_correction",
        "publication_correction",
    ]
    assert (entries[-1].before, entries[-1].after) == (
        {"doe_published_on": "2026-03-10", "doe_reference": "nº 24.100, p. 19"},
        {
            "doe_published_on": "2026-03-09",
            "doe_reference": "nº 24.099, p. 19",
            "correction_reason": "Edição do dia anterior",
        },
    )
    assert "art. 12" in refused_unchanged(
        admin_context.database, "UPDATE publication_corrections SET doe_reference = 'p. 1'"
    )
    assert "art. 12" in refused_unchanged(
        admin_context.database, "DELETE FROM publication_corrections"
    )


def test_a_publication_not_recorded_is_recorded_not_corrected(pending, keys):
    ctx, _, application = pending
    approve_application(ctx, application.id, key_dir=keys, act=RESOLUTION)
    with pytest.raises(Conflict, match="ainda não foi registrada"):
        correct_publication(ctx, application.id, date(2026, 3, 10), "nº 24.100, p. 9", "Erro")


def test_approval_with_the_extract_already_published(pending, keys):
    ctx, _, application = pending
    act = dataclasses.replace(RESOLUTION, published_on=date(2026, 3, 10), doe_reference="p. 4")
    result = approve_application(ctx, application.id, key_dir=keys, act=act)
    assert result.application.published
    assert "extrato publicado no DOE de 10/03/2026, p. 4" in " ".join(
        pdf_text(result.printout.pdf).split()
    )


def test_roraima_asks_no_resolution(admin_context, keys):
    rr = at_day(
        dataclasses.replace(
            admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
        ),
        PROTOCOL_DAY,
    )
    operator = create_operator(
        rr, operator_input(municipality_code="1400100", cep="69301-150", phone="95 3623-1410")
    )
    application = protocol_application(rr, operator.id, key_dir=keys).application
    for item in checklist_for("RR", operator.kind, operator.modalities):
        valid = date(2027, 3, 2) if item.expires else None
        record_document(rr, operator.id, DocumentInput(item.kind, PROTOCOL_DAY, valid))
    result = approve_application(rr, application.id, key_dir=keys)
    assert result.application.registration_act == ""
    assert "Resolução" not in pdf_text(result.printout.pdf)
    with pytest.raises(Conflict, match="Lei RR 664/2008"):
        record_publication(rr, application.id, PROTOCOL_DAY, "p. 1")
