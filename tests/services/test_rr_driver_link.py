"""The document of the driver's link to the company is Goiás's: Res. AGR 105/2017 forbids a
driver without a link to the autorizatária (art. 46) and names the documents that prove it
(art. 47). Lei RR 664/2008 asks of the authorised company's people no such document (arts.
18, 20 VI, 82 IV and VII): a Roraima authorisation is issued for a driver with no link
given and prints none; a request that carries one is refused, naming the field, and nothing
is written (nothing a caller sent is dropped without a word). A Goiás licence still asks,
keeps and prints it."""

import dataclasses
import re

import pytest
from sqlalchemy import select

from desktop.models.licences import LicenceDriver
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.issue_records import check_licence_request
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, counts, departure, driver, employee_driver
from tests.factories.licences import continuous as goias_contract
from tests.factories.reading import pdf_text
from tests.factories.roraima import in_roraima, roraima_charter, rr_driver, rr_fleet

NOON = departure(TODAY, 12)
UNLINKED = rr_driver()
# The counter's check and the issue: both refuse what the office's law does not ask.
ACTS = {
    "check": lambda ctx, data, _keys: check_licence_request(ctx, data),
    "issue": issue_licence,
}


@pytest.fixture
def office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    return at_instant(admin_context, NOON), keys, operator, bus


def words(pdf: bytes) -> str:
    return " ".join(pdf_text(pdf).split())


def stored_links(ctx) -> list[tuple[str, str]]:
    with ctx.database.read() as session:
        rows = session.scalars(select(LicenceDriver).order_by(LicenceDriver.name))
        return [(row.link_kind, row.link_reference) for row in rows]


def test_roraima_authorises_a_driver_with_no_link(office):
    ctx, keys, operator, bus = office
    ctx = in_roraima(ctx)
    issued = issue_licence(ctx, roraima_charter(operator.id, bus.id, drivers=(UNLINKED,)), keys)
    text = words(issued.pdf)
    assert "José Carlos Pereira — CPF ***.444.333-** — CNH 03456789012" in text
    assert not re.search("v[íi]nculo", text, re.IGNORECASE)
    assert stored_links(ctx) == [("", "")]


@pytest.mark.parametrize(
    ("sent", "message"),
    [
        (
            driver(),
            "Motorista 1: documento de vínculo e número do documento de vínculo não previstos "
            "na Lei RR 664/2008 para a autorização (retire-os do pedido).",
        ),
        # Too long for the column, yet refused for what it is, not cut nor dropped.
        (
            rr_driver(link_reference="JUCEG " + "9" * 120),
            "Motorista 1: número do documento de vínculo não previsto na Lei RR 664/2008 para "
            "a autorização (retire-o do pedido).",
        ),
    ],
)
@pytest.mark.parametrize("act", ACTS)
def test_roraima_refuses_a_link_a_caller_sends(office, sent, message, act):
    """Lei RR 664/2008 asks no link: a request that carries one (an importer, another
    caller: the Roraima form neither shows nor sends it) is refused on the drivers' field,
    not cleared, and nothing is written."""
    ctx, keys, operator, bus = office
    ctx = in_roraima(ctx)
    data = roraima_charter(operator.id, bus.id, drivers=(sent,))
    with pytest.raises(ValidationError) as refused:
        ACTS[act](ctx, data, keys)
    assert refused.value.field_errors == {"drivers": message}
    assert counts(ctx) == (0, 0, 0)


@pytest.mark.parametrize(
    ("unlinked", "message"),
    [
        (
            UNLINKED,
            "documento de vínculo (CTPS, contrato de trabalho, contrato social ou ata; "
            "Res. AGR 105/2017, art. 47)",
        ),
        (
            dataclasses.replace(employee_driver(), link_reference=""),
            "número ou referência do documento de vínculo",
        ),
    ],
)
def test_goias_asks_the_link_of_art_47(office, unlinked, message):
    ctx, keys, operator, bus = office
    with pytest.raises(ValidationError) as refused:
        issue_licence(ctx, goias_contract(operator.id, bus.id, drivers=(unlinked,)), keys)
    assert message in refused.value.field_errors["drivers"]


def test_goias_keeps_and_prints_the_link(office):
    ctx, keys, operator, bus = office
    issued = issue_licence(ctx, goias_contract(operator.id, bus.id), keys)
    printed = words(issued.pdf)
    assert "IV — Motoristas (Res. AGR 105/2017, arts. 46 e 47)" in printed
    assert "vínculo: Carteira de Trabalho e Previdência Social nº CTPS 1234567 série 0012-GO" in (
        printed
    )
    assert stored_links(ctx) == [("ctps", "CTPS 1234567 série 0012-GO")]
