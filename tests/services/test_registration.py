"""The registration process of Res. 105 art. 7, with the dates counted as in art. 83.

Calendar used (Goiás office, Monday to Friday): 2026-03-02 is a Monday.
"""

from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.documents.letterhead import long_date
from desktop.models.operators import Crc, RegistrationApplication, RegistrationBar
from desktop.services.documents.issuing import reprint
from desktop.services.errors import Conflict, PermissionDenied, ServiceError, ValidationError
from desktop.services.office.audit_records import history
from desktop.services.registration.analysis import (
    answer_pendency,
    archive_lapsed,
    issue_pendency_notice,
    start_analysis,
)
from desktop.services.registration.analysis_records import missing_items
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.bars import record_caducity_bar
from desktop.services.registration.bars_records import bars_against
from desktop.services.registration.decision import refuse_application
from desktop.services.registration.operators import PartnerInput, create_operator
from desktop.services.registration.operators_records import get_operator
from desktop.services.registration.printouts import printouts_of
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.reading import count, pdf_text
from tests.factories.registration import approve_with_resolution, record_all_documents

PROTOCOL_DAY = date(2026, 3, 2)


@pytest.fixture
def operator(admin_context):
    return create_operator(at_day(admin_context, PROTOCOL_DAY), operator_input())


@pytest.mark.postgres
def test_protocol_numbers_the_request_and_sets_analysis_due_art_7(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    result = protocol_application(ctx, operator.id, key_dir=keys)
    application = result.application
    assert application.protocol_number == "GYN-2026-000001"
    assert application.status == "protocolada"
    # art. 7 caput: 10 days from the protocol, start day excluded (art. 83 §1).
    assert application.analysis_due == date(2026, 3, 12)
    assert application.barred_until is None
    assert get_operator(ctx, operator.id).status == "em_processo"
    text = pdf_text(result.printout.pdf)
    assert "GYN-2026-000001" in text
    assert "12/03/2026" in text
    assert reprint(ctx, "GYN-2026-000001", "protocolo") == result.printout.pdf
    assert [a.action for a in history(ctx, "registration_application", application.id)] == [
        "protocol"
    ]
    with pytest.raises(Conflict):
        protocol_application(ctx, operator.id, key_dir=keys)


def test_protocol_in_the_future_is_refused_and_stores_nothing(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    with pytest.raises(ValidationError) as caught:
        protocol_application(ctx, operator.id, protocol_date=date(2026, 3, 3), key_dir=keys)
    assert "posterior a hoje" in caught.value.field_errors["protocol_date"]
    assert count(admin_context.database, RegistrationApplication) == 0


@pytest.mark.postgres
def test_pendency_notice_10_days_moved_to_business_day_then_archived_art_7_ii(
    admin_context, operator, keys
):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    start_analysis(ctx, application.id)
    assert any("art. 9º, V" in item for item in missing_items(ctx, application.id))
    notice_day = date(2026, 3, 5)
    result = issue_pendency_notice(at_day(ctx, notice_day), application.id, key_dir=keys)
    pending = result.application
    assert pending.status == "pendente"
    # 2026-03-15 is a Sunday: the due date moves to Monday 2026-03-16 (art. 83 §2).
    assert pending.pendency_due == date(2026, 3, 16)
    assert pending.pendency_number == "GYN-2026-000001"
    assert "Certidão negativa de débito (CND) atualizada" in pending.pendency_text
    text = pdf_text(result.printout.pdf)
    assert "16/03/2026" in text
    assert reprint(ctx, pending.pendency_number, "pendencia") == result.printout.pdf
    assert archive_lapsed(at_day(ctx, date(2026, 3, 16)), date(2026, 3, 16)) == []
    with pytest.raises(ValidationError) as caught:
        answer_pendency(at_day(ctx, date(2026, 3, 17)), application.id)
    assert "art. 7º, II" in caught.value.field_errors["answered_on"]
    archived = archive_lapsed(at_day(ctx, date(2026, 3, 17)), date(2026, 3, 17))
    assert [(a.id, a.status, a.archived_on) for a in archived] == [
        (application.id, "arquivada", date(2026, 3, 17))
    ]
    assert get_operator(ctx, operator.id).status == "arquivada"


def test_pendency_answered_in_time_returns_to_analysis(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    issue_pendency_notice(ctx, application.id, items=("Contrato social",), key_dir=keys)
    answered = answer_pendency(at_day(ctx, date(2026, 3, 12)), application.id)
    assert answered.status == "em_analise"
    assert answered.pendency_answered_on == date(2026, 3, 12)
    assert archive_lapsed(at_day(ctx, date(2026, 4, 1))) == []


def test_pendency_notice_before_the_protocol_is_a_field_error(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    with pytest.raises(ValidationError) as caught:
        issue_pendency_notice(ctx, application.id, notified_on=date(2026, 3, 1), key_dir=keys)
    assert "anterior a 02/03/2026" in caught.value.field_errors["notified_on"]
    assert list_applications(ctx, operator.id)[0].status == "protocolada"
    assert [p.kind for p in printouts_of(ctx, operator.id)] == ["protocolo"]


@pytest.mark.postgres
def test_approval_issues_crc_valid_3_years_renewal_60_days_before_art_13(
    admin_context, operator, keys
):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(ctx, application.id, key_dir=keys)
    assert (
        "Certificado de cadastro no Ministério do Turismo" in caught.value.field_errors["documents"]
    )
    assert count(admin_context.database, Crc) == 0
    record_all_documents(ctx, operator, PROTOCOL_DAY)
    decision_day = date(2026, 3, 10)
    result = approve_with_resolution(
        at_day(ctx, decision_day), application.id, modalities=("continuo",), key_dir=keys
    )
    crc = result.crc
    assert result.application.status == "aprovada"
    assert crc.number == "GYN-2026-000001"
    assert crc.process_number == application.protocol_number
    assert crc.issued_on == decision_day
    assert crc.valid_until == date(2029, 3, 10)  # art. 13: 3 years, date to date
    assert crc.renewal_opens == date(2029, 1, 9)  # art. 13 §3: 60 days before
    assert crc.modalities == ("continuo",)
    assert crc.cnpj_formatted == "11.222.333/0001-81"
    assert get_operator(ctx, operator.id).status == "registrada"
    text = pdf_text(result.printout.pdf)
    valid_until = long_date(date(2029, 3, 10))
    for expected in ("Viação São João Turismo Ltda.", "11.222.333/0001-81", valid_until):
        assert expected in text
    assert reprint(ctx, crc.number, "crc") == result.printout.pdf


def test_approval_of_a_modality_not_requested_is_refused(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    record_all_documents(ctx, operator, PROTOCOL_DAY)
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(ctx, application.id, modalities=("continuo_escolar",), key_dir=keys)
    assert "modalities" in caught.value.field_errors
    assert count(admin_context.database, Crc) == 0


def test_crc_issued_on_29_february_ends_on_28_february_art_83_par_4(admin_context, keys):
    ctx = at_day(admin_context, date(2028, 2, 29))
    created = create_operator(ctx, operator_input(modalities=("continuo",)))
    application = protocol_application(ctx, created.id, key_dir=keys).application
    record_all_documents(ctx, created, date(2028, 2, 29), ("continuo",))
    crc = approve_with_resolution(ctx, application.id, key_dir=keys).crc
    assert crc.valid_until == date(2031, 2, 28)


def test_renewal_only_from_60_days_before_expiry_and_supersedes_the_old_crc(
    admin_context, operator, keys
):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    first_app = protocol_application(ctx, operator.id, key_dir=keys).application
    record_all_documents(ctx, operator, PROTOCOL_DAY)
    first = approve_with_resolution(ctx, first_app.id, key_dir=keys).crc
    assert first.renewal_opens == date(2029, 1, 1)
    early = at_day(ctx, date(2028, 12, 31))
    with pytest.raises(ValidationError) as caught:
        protocol_application(early, operator.id, key_dir=keys)
    assert "01/01/2029" in caught.value.field_errors["protocol_date"]
    assert "art. 13, §3º" in caught.value.field_errors["protocol_date"]
    renewal_day = at_day(ctx, date(2029, 1, 2))
    second_app = protocol_application(renewal_day, operator.id, key_dir=keys).application
    record_all_documents(renewal_day, operator, date(2029, 1, 2))
    second = approve_with_resolution(renewal_day, second_app.id, key_dir=keys).crc
    assert second.number == "GYN-2029-000001"
    with admin_context.database.read() as session:
        old = session.get(Crc, first.id)
        assert old.superseded_by_id == second.id
        assert old.valid_until == first.valid_until
    assert [a.action for a in history(ctx, "crc", first.id)] == ["issue", "superseded"]


@pytest.mark.postgres
def test_refusal_gives_10_days_to_appeal_art_7_sole_paragraph(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    with pytest.raises(ValidationError) as caught:
        refuse_application(ctx, application.id, reason=" ")
    assert "motivo" in caught.value.field_errors["reason"]
    refused = refuse_application(
        at_day(ctx, date(2026, 3, 11)),
        application.id,
        reason="Objeto social incompatível com o transporte de passageiros (art. 9º, I).",
        notified_on=date(2026, 3, 11),
    )
    assert refused.status == "indeferida"
    # 2026-03-21 is a Saturday: the appeal term ends on Monday 2026-03-23 (art. 83 §2).
    assert refused.appeal_due == date(2026, 3, 23)
    assert count(admin_context.database, RegistrationBar) == 0
    assert get_operator(ctx, operator.id).status == "indeferida"


@pytest.mark.postgres
def test_forged_documents_bar_a_new_application_for_180_days_art_9_par_3(
    admin_context, operator, keys
):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    refuse_application(
        at_day(ctx, date(2026, 3, 10)),
        application.id,
        reason="Certidão negativa adulterada.",
        forged_documents=True,
    )
    bars = bars_against(at_day(ctx, date(2026, 3, 10)), operator.id)
    assert [(b.reason, b.until, b.article) for b in bars] == [
        ("documento_falso", date(2026, 9, 6), "Res. AGR 105/2017, art. 9 §3")
    ]
    again_day = at_day(ctx, date(2026, 9, 6))
    flagged = protocol_application(again_day, operator.id, key_dir=keys).application
    assert flagged.barred_until == date(2026, 9, 6)
    assert flagged.bar_article == "Res. AGR 105/2017, art. 9 §3"
    record_all_documents(again_day, operator, date(2026, 9, 6))
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(again_day, flagged.id, key_dir=keys)
    assert "impedido de novo registro até 06/09/2026" in caught.value.field_errors["decided_on"]
    approved = approve_with_resolution(at_day(ctx, date(2026, 9, 7)), flagged.id, key_dir=keys)
    assert approved.application.status == "aprovada"
    assert bars_against(at_day(ctx, date(2026, 9, 7)), operator.id) == []


def test_caducity_bars_company_and_partners_up_to_2_years_art_70(admin_context, operator, keys):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    with pytest.raises(ValidationError) as caught:
        record_caducity_bar(ctx, operator.id, date(2026, 3, 2), until=date(2028, 3, 3))
    assert "02/03/2028" in caught.value.field_errors["until"]
    assert count(admin_context.database, RegistrationBar) == 0
    rows = record_caducity_bar(ctx, operator.id, date(2026, 3, 2))
    assert {(r.cnpj, r.cpf, r.until) for r in rows} == {
        ("11222333000181", None, date(2028, 3, 2)),
        (None, "39053344705", date(2028, 3, 2)),
        (None, operator.partners[0].cpf, date(2028, 3, 2)),
    }
    # A new company with a partner of the barred one is flagged too (art. 70 §4).
    newcomer = create_operator(
        ctx,
        operator_input(
            cnpj=make_cnpj("445556660001"),
            legal_name="Nova Transportes Ltda.",
            partners=(PartnerInput("Maria da Conceição Souza", "390.533.447-05", "Sócia"),),
        ),
    )
    flagged = protocol_application(ctx, newcomer.id, key_dir=keys).application
    assert flagged.barred_until == date(2028, 3, 2)
    assert flagged.bar_article == "Res. AGR 105/2017, art. 70 §4"


def test_decisions_need_the_deciding_role(context_for, keys):
    clerk = at_day(context_for("atendente"), PROTOCOL_DAY)
    created = create_operator(clerk, operator_input())
    application = protocol_application(clerk, created.id, key_dir=keys).application
    with pytest.raises(PermissionDenied):
        approve_with_resolution(clerk, application.id, key_dir=keys)
    with pytest.raises(PermissionDenied):
        issue_pendency_notice(clerk, application.id, key_dir=keys)
    judge = at_day(context_for("julgador"), PROTOCOL_DAY)
    refused = refuse_application(judge, application.id, reason="Falta o contrato social.")
    assert refused.status == "indeferida"


def test_a_failed_printout_leaves_no_protocol_and_no_number_used(admin_context, operator, tmp_path):
    ctx = at_day(admin_context, PROTOCOL_DAY)
    with pytest.raises(ServiceError) as caught:
        protocol_application(ctx, operator.id, key_dir=tmp_path / "sem-chave")
    assert "chave" in caught.value.message
    assert count(admin_context.database, RegistrationApplication) == 0
    assert get_operator(ctx, operator.id).status == "sem_pedido"
    result = protocol_application(ctx, operator.id, key_dir=tmp_path / "keys")
    assert result.application.protocol_number == "GYN-2026-000001"
