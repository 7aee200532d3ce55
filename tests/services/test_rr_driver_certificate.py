"""The defensive-driving certificate is Goiás's: Res. AGR 105/2017 asks it of the school
transport driver (art. 39, sole §), and a Goiás licence keeps and prints the one given. Lei RR
664/2008 asks none (nor any document of the driver's link, arts. 46-47 of Res. 105 being
Goiás's): a Roraima autorização stores and prints neither, and a request that carries them is
refused, naming them, with nothing written."""

import re

import pytest
from sqlalchemy import select

from desktop.models.licences import LicenceDriver
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    continuous,
    counts,
    departure,
    employee_driver,
)
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import GOIAS, in_roraima, roraima_charter, rr_driver, rr_fleet

CERTIFIED = employee_driver(defensive_certificate="SEST SENAT 2025-8891")


@pytest.fixture
def office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    return at_instant(admin_context, departure(TODAY, 12)), keys, operator, bus


def stored_drivers(ctx) -> list[tuple[str, str, str]]:
    with ctx.database.read() as session:
        rows = session.scalars(select(LicenceDriver))
        return [(row.link_kind, row.link_reference, row.defensive_certificate) for row in rows]


@pytest.mark.parametrize(
    ("sent", "message"),
    [
        (
            rr_driver(defensive_certificate="SEST SENAT 2025-8891"),
            "Motorista 1: certificado de direção defensiva não previsto na Lei RR 664/2008 "
            "para a autorização (retire-o do pedido).",
        ),
        (
            CERTIFIED,
            "Motorista 1: documento de vínculo, número do documento de vínculo e certificado "
            "de direção defensiva não previstos na Lei RR 664/2008 para a autorização "
            "(retire-os do pedido).",
        ),
    ],
)
def test_roraima_refuses_a_certificate_a_caller_sends(office, sent, message):
    """Refused on the drivers' field, each field named, and nothing written: what a caller
    sent is neither kept nor lost without a word."""
    ctx, keys, operator, bus = office
    ctx = in_roraima(ctx)
    with pytest.raises(ValidationError) as refused:
        issue_licence(ctx, roraima_charter(operator.id, bus.id, drivers=(sent,)), keys)
    assert refused.value.field_errors == {"drivers": message}
    assert not GOIAS.search(message)
    assert counts(ctx) == (0, 0, 0) and stored_drivers(ctx) == []


def test_roraima_prints_no_certificate_nor_link(office):
    ctx, keys, operator, bus = office
    ctx = in_roraima(ctx)
    issued = issue_licence(ctx, roraima_charter(operator.id, bus.id), keys)
    text = flat_pdf_text(issued.pdf)
    assert "José Carlos Pereira — CPF ***.444.333-** — CNH 03456789012" in text
    assert not re.search("dire[çc][ãa]o defensiva|SEST SENAT|v[íi]nculo|CTPS", text, re.I)
    assert stored_drivers(ctx) == [("", "", "")]


def test_goias_keeps_and_prints_the_certificate(office):
    ctx, keys, operator, bus = office
    issued = issue_licence(ctx, continuous(operator.id, bus.id, drivers=(CERTIFIED,)), keys)
    assert "direção defensiva: SEST SENAT 2025-8891" in flat_pdf_text(issued.pdf)
    assert stored_drivers(ctx) == [("ctps", "CTPS 1234567 série 0012-GO", "SEST SENAT 2025-8891")]
