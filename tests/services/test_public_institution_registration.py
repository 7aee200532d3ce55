"""A prefeitura or public institution registered for característica vinculada (Res. AGR
105/2017, art. 53, II): no partners and no CCE; its checklist is art. 56's without the
CTPS/RAIS proof (art. 54, parágrafo único), and its CRC is issued on those; its licences carry
persons without CTPS or RAIS. Bad input is refused with the article and writes nothing;
Roraima refuses the kind."""

import dataclasses
from datetime import date

import pytest

from desktop.models.operators import Operator
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.registration.operators_records import get_operator
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, passengers
from tests.factories.licences import continuous as continuous_request
from tests.factories.operators import operator_input
from tests.factories.reading import count, flat_pdf_text
from tests.factories.registration import approve_with_resolution

VINCULADA = ("caracteristica_vinculada",)


def prefeitura(**changes):
    return operator_input(
        legal_name="Município de Caldas Novas",
        trade_name="Prefeitura de Caldas Novas",
        kind="instituicao_publica",
        modalities=VINCULADA,
        partners=(),
        state_registration="",
        **changes,
    )


def operators(ctx) -> int:
    return count(ctx.database, Operator)


@pytest.mark.postgres
def test_registered_on_the_documents_of_art_56(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    detail = create_operator(ctx, prefeitura())
    assert detail.kind == "instituicao_publica"
    assert detail.partners == () and detail.state_registration == ""
    kinds = [item.kind for item in checklist_for("GO", "instituicao_publica", VINCULADA)]
    # Art. 56, I-V; no CTPS/RAIS (art. 54 §).
    assert kinds == [
        "vinculada_requerimento",
        "vinculada_cnpj",
        "vinculada_veiculos",
        "vinculada_laudo",
        "vinculada_seguro",
    ]
    application = protocol_application(ctx, detail.id, key_dir=keys).application
    for item in checklist_for("GO", "instituicao_publica", VINCULADA):
        valid = date(2027, 6, 15) if item.expires else None
        record_document(ctx, detail.id, DocumentInput(item.kind, TODAY, valid))
    approved = approve_with_resolution(ctx, application.id, key_dir=keys)
    assert approved.crc.modalities == VINCULADA
    assert get_operator(ctx, detail.id).status == "registrada"


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"modalities": ("continuo", *VINCULADA)}, "modalities", "art. 53, II"),
        (
            {"partners": operator_input().partners},
            "partners",
            "não tem sócios nem cooperados",
        ),
    ],
)
def test_what_it_may_not_ask_writes_nothing(admin_context, changes, field, words):
    data = dataclasses.replace(prefeitura(), **changes)
    with pytest.raises(ValidationError) as error:
        create_operator(admin_context, data)
    assert words in error.value.field_errors[field]
    assert operators(admin_context) == 0


def test_a_company_still_needs_partners_and_roraima_refuses_the_kind(admin_context):
    with pytest.raises(ValidationError) as error:
        create_operator(admin_context, operator_input(partners=()))
    assert "art. 8º, V" in error.value.field_errors["partners"]
    rr = dataclasses.replace(
        admin_context, office=dataclasses.replace(admin_context.office, jurisdiction="RR")
    )
    with pytest.raises(ValidationError) as error:
        create_operator(rr, prefeitura())
    assert "Lei RR 664/2008" in error.value.field_errors["kind"]
    assert operators(admin_context) == 0


def test_its_licence_carries_persons_without_ctps_or_rais(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    detail = create_operator(ctx, prefeitura())
    application = protocol_application(ctx, detail.id, key_dir=keys).application
    for item in checklist_for("GO", "instituicao_publica", VINCULADA):
        valid = date(2027, 6, 15) if item.expires else None
        record_document(ctx, detail.id, DocumentInput(item.kind, TODAY, valid))
    approve_with_resolution(ctx, application.id, key_dir=keys)
    bus = bus_of(admin_context, keys, detail.id)
    request = continuous_request(
        detail.id,
        bus.id,
        modality="vinculada",
        passengers=passengers(20),  # no employment proof
        start_on=date(2026, 6, 16),
        end_on=date(2026, 12, 31),
        documents_presented=frozenset({"requerimento"}),
    )
    noon = at_instant(admin_context, departure(TODAY, 12))
    assert check_licence_request(noon, request).allowed
    licence = issue_licence(noon, request, keys)
    text = flat_pdf_text(licence.pdf)
    assert "dispensadas a comprovação do vínculo" in text
    assert "arts. 54 e 55, parágrafos únicos" in text
