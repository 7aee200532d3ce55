"""Roraima: authorisations for eventual, charter and school services last what the decision
fixes, six months at most (Lei RR 664/2008, art. 19), and need the commitment term signed
before the service starts (arts. 20, 23). The application decides them with the rules'
`check_rr_licence`, the code the conformance harness answers from."""

import dataclasses
from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.licences.requests import checklist
from desktop.services.sanctions.penalties_rr import declare_cassacao, declare_inidoneidade
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    bus_of,
    counts,
    departure,
    fleet,
    registered_operator,
    second_bus,
)
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import art18_proofs, in_roraima, roraima_charter, rr_fleet
from tests.factories.sanctions import administrative_process

NOON = departure(TODAY, 12)


@pytest.fixture
def roraima(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    return in_roraima(at_instant(admin_context, NOON)), keys, operator, bus


def charter(operator, bus, **changes):
    return roraima_charter(operator.id, bus.id, **changes)


def test_six_months_authorisation_issued(roraima):
    ctx, keys, operator, bus = roraima
    # From 2026-07-01 six months end on 2026-12-31 (art. 19).
    issued = issue_licence(ctx, charter(operator, bus), keys)
    text = flat_pdf_text(issued.pdf)
    assert "Autorização de Serviço" in text
    assert "assinado em 20/06/2026 (Lei 664/2008, art. 20)" in text
    assert "Lei RR 664/2008: art. 2º, parágrafo único; art. 19; art. 27; art. 29, I" in text


@pytest.mark.postgres
def test_term_and_commitment_checked(roraima):
    ctx, keys, operator, bus = roraima
    longer = charter(operator, bus, end_on=date(2027, 1, 1), commitment_signed_on=date(2026, 7, 2))
    check = check_licence_request(ctx, longer)
    assert {(f.reason, f.article) for f in check.findings} == {
        ("duracao_maxima", "Lei RR 664/2008, art. 19"),
        ("termo_compromisso", "Lei RR 664/2008, arts. 20 e 23"),
    }
    with pytest.raises(LicenceRefused):
        issue_licence(ctx, longer, keys)


def test_registration_must_last_through_the_service(admin_context, tmp_path):
    keys = tmp_path / "keys"
    # Registered on 2023-06-16: the certificate lasts until 2026-06-16.
    operator = registered_operator(admin_context, keys, day=date(2023, 6, 16))
    art18_proofs(admin_context, operator.id)
    bus = bus_of(admin_context, keys, operator.id)
    ctx = in_roraima(at_instant(admin_context, NOON))
    check = check_licence_request(ctx, charter(operator, bus))
    assert [(f.reason, f.article) for f in check.findings] == [
        ("crc_vencido", "Lei RR 664/2008, art. 2º, parágrafo único")
    ]


def test_vehicle_age_route_and_services_from_the_rules(admin_context, tmp_path):
    keys = tmp_path / "keys"
    # Registered only for eventual and tourist trips (art. 2 I-III), not for charter (IV);
    # the bus made in 2010 has 16 years on 2026-12-31 (arts. 28 §1, 31 I), and its
    # inspection of 2026-06-01 ran for six months only, not through the last day (art. 30).
    operator = registered_operator(admin_context, keys, modalities=("eventual_turistico",))
    art18_proofs(admin_context, operator.id)
    bus = bus_of(admin_context, keys, operator.id, manufacture_year=2010, model_year=2010)
    ctx = in_roraima(at_instant(admin_context, NOON))
    check = check_licence_request(ctx, charter(operator, bus, destination_code="5208707"))
    assert [(f.reason, f.article) for f in check.findings] == [
        ("modalidade_nao_registrada", "Lei RR 664/2008, art. 2º, parágrafo único"),
        ("idade_maxima", "Lei RR 664/2008, art. 28 §1º; art. 31, I"),
        ("vistoria_vencida", "Lei RR 664/2008, art. 2º, parágrafo único; art. 30"),
        ("fora_da_jurisdicao", "Lei RR 664/2008, arts. 1º e 2º"),
    ]
    assert check.findings[1].message.startswith(f"Veículo {check.findings[1].plate}: ")


def test_commitment_date_and_modality_required(roraima):
    ctx, keys, operator, bus = roraima
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, charter(operator, bus, commitment_signed_on=None), keys)
    assert "art. 20" in error.value.field_errors["commitment_signed_on"]
    assert "termo_compromisso" not in error.value.field_errors
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, charter(operator, bus, modality="vinculada"), keys)
    assert "art. 2º" in error.value.field_errors["modality"]


def test_vinculada_refused_before_any_rule_of_res_105(roraima, admin_context):
    """Lei 664 (art. 2º) has no característica vinculada: a request for two vehicles is
    refused for the modality alone, not by Res. AGR 105/2017's one vehicle per licence (art.
    58)."""
    ctx, keys, operator, bus = roraima
    other = second_bus(admin_context, keys, operator.id)
    both = charter(operator, bus, modality="vinculada", vehicle_ids=(bus.id, other.id))
    with pytest.raises(ValidationError) as error:
        check_licence_request(ctx, both)
    assert error.value.field_errors == {
        "modality": "A Lei RR 664/2008 (art. 2º) autoriza viagem especial, eventual, de "
        "turismo, fretamento e transporte escolar; não a característica vinculada."
    }


def test_cassacao_then_inidoneidade_refuse_the_authorisation(roraima, context_for):
    ctx, keys, operator, bus = roraima
    julgador = in_roraima(at_instant(context_for("julgador"), NOON))
    fiscal = in_roraima(context_for("fiscal"))
    process = administrative_process(fiscal, julgador, keys.parent, operator.id, date(2026, 6, 1))
    # Arts. 87-88: cassada on 2026-06-10, barred for one year (until 2027-06-10).
    declare_cassacao(
        julgador, operator.id, date(2026, 6, 10), "II", 1, "Paralisação geral do serviço.", process
    )
    check = check_licence_request(ctx, charter(operator, bus))
    assert [(f.reason, f.article) for f in check.findings] == [
        ("cassada", "Lei RR 664/2008, arts. 22 e 87; art. 88")
    ]
    # Art. 86: declared inidônea, which is named first.
    declare_inidoneidade(
        julgador, operator.id, date(2026, 6, 12), "I", "Documento adulterado.", process
    )
    check = check_licence_request(ctx, charter(operator, bus))
    assert check.reasons == ("inidonea",)
    with pytest.raises(LicenceRefused):
        issue_licence(ctx, charter(operator, bus), keys)


def test_rr_intake_asks_lei_664_papers_not_res_105_art_29(roraima):
    """Lei 664: the request (art. 2 sole §), the list of persons carried (art. 90 III), the
    timetable and itinerary of a charter (art. 20 II) and the commitment term (art. 20); not
    Res. 105 art. 29's contract, invoice or roteiro, nor art. 28's 6-hour departure."""
    ctx, keys, operator, bus = roraima
    assert [(item.key, item.article) for item in checklist("continuo", "RR")] == [
        ("requerimento", "Lei RR 664/2008, art. 2º, parágrafo único"),
        ("passageiros", "Lei RR 664/2008, art. 90, III"),
        ("quadro", "Lei RR 664/2008, art. 20, II"),
        ("termo_compromisso", "Lei RR 664/2008, art. 20"),
    ]
    assert "quadro" not in {item.key for item in checklist("eventual", "RR")}
    bare = charter(
        operator,
        bus,
        contractor_name="",
        contractor_document="",
        contract_number="",
        invoice_number="",
        schedule=(),
        documents_presented=frozenset({"requerimento"}),
    )
    with pytest.raises(ValidationError) as refused:
        issue_licence(ctx, bare, keys)
    assert refused.value.field_errors == {
        "documents": "Falta apresentar: Quadro de horários e itinerário (Lei RR 664/2008, "
        "art. 20, II)."
    }
    issued = issue_licence(
        ctx, dataclasses.replace(bare, schedule=charter(operator, bus).schedule), keys
    )
    assert issued.number
    eventual = charter(
        operator, bus, modality="eventual", departure_at=None, invoice_number="", rr_trip="turismo"
    )
    assert check_licence_request(ctx, eventual).allowed


def test_a_charter_needs_the_proofs_of_article_18_in_force(admin_context, tmp_path):
    """Art. 18: a proposal of fretamento or school transport (art. 2º, IV) is appreciated only
    with proof, in force on the day, of the directors' clean records (I) and the caução (II),
    and of the school transport contract (III) for school transport; records valid for a
    year from 01/06/2025 lapsed on 01/06/2026. Nothing is written while one is missing."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = in_roraima(at_instant(admin_context, NOON))
    unproven = check_licence_request(ctx, charter(operator, bus))
    assert [(f.reason, f.article) for f in unproven.findings] == [
        ("antecedentes_dirigentes", "Lei RR 664/2008, art. 18, I"),
        ("caucao", "Lei RR 664/2008, art. 18, II"),
    ]
    with pytest.raises(LicenceRefused):
        issue_licence(ctx, charter(operator, bus), keys)
    assert counts(ctx)[0] == 0
    art18_proofs(admin_context, operator.id, day=date(2025, 6, 1))
    lapsed = check_licence_request(ctx, charter(operator, bus))
    assert [f.reason for f in lapsed.findings] == ["antecedentes_dirigentes"]
    art18_proofs(admin_context, operator.id)
    text = flat_pdf_text(issue_licence(ctx, charter(operator, bus), keys).pdf)
    assert "art. 18, I; art. 18, II." in text
    assert "art. 18, III" not in text
    school = charter(operator, bus, modality="escolar")
    assert [f.reason for f in check_licence_request(ctx, school).findings] == ["contrato_escolar"]
