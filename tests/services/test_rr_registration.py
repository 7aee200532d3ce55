"""Roraima's registration on Lei RR 664/2008 only: no term to analyse or cure (Res. 105 art.
7), no validity nor renewal window (art. 13) unless the office records an end date, no
180-day bar for forged documents (art. 9 §3); the bar of art. 88 after a cassação (1 to 5
years as decided) flags a new registration of the company or of its titulares; the
documents of art. 18 only for the services of art. 2 IV."""

from datetime import date, timedelta

import pytest
from sqlalchemy import func, select

from desktop.models.operators import RegistrationBar
from desktop.services.errors import ValidationError
from desktop.services.registration.analysis import (
    answer_pendency,
    archive_lapsed,
    issue_pendency_notice,
)
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import approve_application, refuse_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import PartnerInput, create_operator
from desktop.services.sanctions.penalties_rr import declare_cassacao
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import administrative_process

DAY = date(2026, 3, 6)
BOA_VISTA = {"municipality_code": "1400100", "cep": "69301-150", "phone": "95 3623-1410"}


@pytest.fixture
def rr_admin(admin_context):
    return in_roraima(admin_context)


@pytest.fixture
def keys(tmp_path):
    return tmp_path / "keys"


def documented(ctx, operator, day):
    for item in checklist_for("RR", operator.kind, operator.modalities):
        valid = day + timedelta(days=400) if item.expires else None
        record_document(at_day(ctx, day), operator.id, DocumentInput(item.kind, day, valid))


@pytest.mark.postgres
def test_no_goias_terms_and_no_end_date_unless_recorded(rr_admin, keys):
    ctx = at_day(rr_admin, DAY)
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    protocol = protocol_application(ctx, operator.id, key_dir=keys)
    assert protocol.application.analysis_due is None
    assert "não fixa prazo para a análise" in flat_pdf_text(protocol.printout.pdf)
    pending = issue_pendency_notice(ctx, protocol.application.id, key_dir=keys)
    assert pending.application.pendency_due is None
    assert "10 (dez) dias" not in flat_pdf_text(pending.printout.pdf)
    # Nothing lapses: Lei 664 sets no term to cure, so nothing is archived a year later.
    assert archive_lapsed(ctx, DAY + timedelta(days=365)) == []
    answer_pendency(ctx, protocol.application.id)
    documented(rr_admin, operator, DAY)
    approved = approve_application(ctx, protocol.application.id, key_dir=keys)
    assert (approved.crc.valid_until, approved.crc.renewal_opens) == (None, None)
    assert approved.crc.is_valid_on(DAY + timedelta(days=365 * 10))
    text = flat_pdf_text(approved.printout.pdf)
    assert "sem prazo de validade (Lei 664/2008 não fixa prazo ao registro)" in text
    assert "Novo registro pode ser requerido" not in text


def test_an_end_date_the_office_records(rr_admin, admin_context, keys):
    ctx = at_day(rr_admin, DAY)
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    documented(rr_admin, operator, DAY)
    with pytest.raises(ValidationError) as refused:
        approve_application(ctx, application.id, key_dir=keys, valid_until=DAY)
    assert "posterior" in refused.value.field_errors["valid_until"]
    approved = approve_application(ctx, application.id, key_dir=keys, valid_until=date(2027, 3, 5))
    assert approved.crc.valid_until == date(2027, 3, 5)
    assert not approved.crc.is_valid_on(date(2027, 3, 6))
    # Goiás: up to the 3 years of Res. 105 art. 13, never beyond them.
    go = at_day(admin_context, DAY)
    other = create_operator(go, operator_input(cnpj="11.444.777/0001-61"))
    go_application = protocol_application(go, other.id, key_dir=keys).application
    beyond = date(DAY.year + 3, DAY.month, DAY.day) + timedelta(days=1)
    with pytest.raises(ValidationError) as refused:
        approve_application(go, go_application.id, key_dir=keys, valid_until=beyond)
    assert "art. 13" in refused.value.field_errors["valid_until"]


def test_forged_documents_bring_no_180_day_bar(rr_admin, admin_context, keys):
    ctx = at_day(rr_admin, DAY)
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    refused = refuse_application(
        ctx, application.id, reason="Certidão adulterada.", forged_documents=True
    )
    assert refused.appeal_due is None
    with admin_context.database.read() as session:
        assert session.scalar(select(func.count()).select_from(RegistrationBar)) == 0
    again = protocol_application(
        at_day(rr_admin, DAY + timedelta(days=1)), operator.id, key_dir=keys
    )
    assert again.application.barred_until is None


@pytest.mark.postgres
def test_art_88_bar_after_cassacao_checked_at_a_new_registration(rr_admin, context_for, keys):
    ctx = at_day(rr_admin, DAY)
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    julgador = at_day(in_roraima(context_for("julgador")), DAY)
    # Art. 87 II (general stoppage), the company barred for 2 years as the CRE/RR decided.
    fiscal = in_roraima(context_for("fiscal"))
    process = administrative_process(fiscal, julgador, keys.parent, operator.id, DAY)
    declare_cassacao(julgador, operator.id, DAY, "II", 2, "Paralisação do serviço.", process)
    flagged = protocol_application(ctx, operator.id, key_dir=keys).application
    assert (flagged.barred_until, flagged.bar_article) == (
        date(2028, 3, 6),
        "Lei RR 664/2008, art. 88",
    )
    documented(rr_admin, operator, DAY)
    with pytest.raises(ValidationError) as refused:
        approve_application(ctx, flagged.id, key_dir=keys)
    assert "06/03/2028 (Lei RR 664/2008, art. 88)" in refused.value.field_errors["decided_on"]
    # Its titular in a new company is barred too (art. 88: "ou seus titulares").
    newcomer = create_operator(
        ctx,
        operator_input(
            cnpj="11.444.777/0001-61",
            legal_name="Nova Transportes Ltda.",
            partners=(PartnerInput("Maria da Conceição Souza", "390.533.447-05", "Sócia"),),
            **BOA_VISTA,
        ),
    )
    later = at_day(rr_admin, date(2028, 3, 6))
    assert protocol_application(later, newcomer.id, key_dir=keys).application.barred_until == (
        date(2028, 3, 6)
    )


def test_art_18_documents_only_for_charter_and_school_transport():
    eventual = {item.kind for item in checklist_for("RR", "empresa", ["eventual_turistico"])}
    assert not {"antecedentes_dirigentes", "caucao", "contrato_escolar"} & eventual
    charter = {item.kind for item in checklist_for("RR", "empresa", ["continuo"])}
    assert {"antecedentes_dirigentes", "caucao"} <= charter
    assert "contrato_escolar" not in charter
    school = {item.kind for item in checklist_for("RR", "empresa", ["continuo_escolar"])}
    assert {"antecedentes_dirigentes", "caucao", "contrato_escolar"} <= school


def test_no_caracteristica_vinculada_in_roraima(rr_admin):
    with pytest.raises(ValidationError) as refused:
        create_operator(
            at_day(rr_admin, DAY),
            operator_input(modalities=("continuo", "caracteristica_vinculada"), **BOA_VISTA),
        )
    assert "Lei RR 664/2008 (art. 2º)" in refused.value.field_errors["modalities"]
