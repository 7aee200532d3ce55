"""Roraima: authorisations for eventual, charter and school services last what the decision
fixes, six months at most (Lei RR 664/2008, art. 19), and need the commitment term signed
before the service starts (art. 20)."""

import dataclasses
import io
from datetime import date

import pytest
from pypdf import PdfReader

from desktop.services.errors import ValidationError
from desktop.services.licences.issue import LicenceRefused, check_licence_request, issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    bus_of,
    continuous,
    departure,
    fleet,
    registered_operator,
)

NOON = departure(TODAY, 12)


def in_roraima(ctx):
    return dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))


@pytest.fixture
def roraima(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    return in_roraima(at_instant(admin_context, NOON)), keys, operator, bus


def charter(operator, bus, **changes):
    values = {
        "commitment_signed_on": date(2026, 6, 20),
        "documents_presented": frozenset({"requerimento", "contrato", "roteiro"}),
    }
    return continuous(operator.id, bus.id, **(values | changes))


def test_six_months_authorisation_issued(roraima):
    ctx, keys, operator, bus = roraima
    # From 2026-07-01 six months end on 2026-12-31 (art. 19).
    issued = issue_licence(ctx, charter(operator, bus), keys)
    text = " ".join(
        " ".join(page.extract_text() for page in PdfReader(io.BytesIO(issued.pdf)).pages).split()
    )
    assert "Autorização de Serviço" in text
    assert "assinado em 20/06/2026 (Lei 664/2008, art. 20)" in text
    assert "Lei RR 664/2008: art. 2º, parágrafo único; art. 19; art. 20" in text


@pytest.mark.postgres
def test_term_and_commitment_checked(roraima):
    ctx, keys, operator, bus = roraima
    longer = charter(operator, bus, end_on=date(2027, 1, 1), commitment_signed_on=date(2026, 7, 2))
    check = check_licence_request(ctx, longer)
    assert {(f.reason, f.article) for f in check.findings} == {
        ("autorizacao_prazo", "Lei RR 664/2008, art. 19"),
        ("termo_compromisso", "Lei RR 664/2008, art. 20"),
    }
    with pytest.raises(LicenceRefused):
        issue_licence(ctx, longer, keys)


def test_registration_must_last_through_the_service(admin_context, tmp_path):
    keys = tmp_path / "keys"
    # Registered on 2023-06-16: the certificate lasts until 2026-06-16.
    operator = registered_operator(admin_context, keys, day=date(2023, 6, 16))
    bus = bus_of(admin_context, keys, operator.id)
    ctx = in_roraima(at_instant(admin_context, NOON))
    check = check_licence_request(ctx, charter(operator, bus))
    assert [(f.reason, f.article) for f in check.findings] == [
        ("cadastro_vencido", "Lei RR 664/2008, art. 2º, parágrafo único")
    ]


def test_commitment_date_and_modality_required(roraima):
    ctx, keys, operator, bus = roraima
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, charter(operator, bus, commitment_signed_on=None), keys)
    assert "art. 20" in error.value.field_errors["commitment_signed_on"]
    assert "termo_compromisso" not in error.value.field_errors
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, charter(operator, bus, modality="vinculada"), keys)
    assert "art. 2º" in error.value.field_errors["modality"]
