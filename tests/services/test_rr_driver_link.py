"""The document of the driver's link to the company is Goiás's: Res. AGR 105/2017 forbids a
driver without a link to the autorizatária (art. 46) and names the documents that prove it
(art. 47). Lei RR 664/2008 asks of the authorised company's people no such document (arts.
18, 20 VI, 82 IV and VII): a Roraima authorisation is issued for a driver with no link
given, records none even when one is typed, and prints none. A Goiás licence still asks,
keeps and prints it."""

import dataclasses
import re

import pytest
from sqlalchemy import select

from desktop.models.licences import LicenceDriver
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, driver, employee_driver, fleet
from tests.factories.licences import continuous as goias_contract
from tests.factories.reading import pdf_text
from tests.factories.roraima import in_roraima, roraima_charter

NOON = departure(TODAY, 12)
UNLINKED = employee_driver(link_kind="", link_reference="")


@pytest.fixture
def office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
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


def test_roraima_keeps_no_link_typed_for_a_driver(office):
    ctx, keys, operator, bus = office
    ctx = in_roraima(ctx)
    linked = roraima_charter(operator.id, bus.id, drivers=(driver(),))
    issued = issue_licence(ctx, linked, keys)
    assert "JUCEG" not in words(issued.pdf) and "Contrato social" not in words(issued.pdf)
    assert stored_links(ctx) == [("", "")]


@pytest.mark.parametrize(
    ("unlinked", "message"),
    [
        (UNLINKED, "documento de vínculo do art. 47 (CTPS, contrato de trabalho"),
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
    assert (
        "vínculo: Carteira de Trabalho e Previdência Social (art. 47, I) nº CTPS 1234567 "
        "série 0012-GO" in words(issued.pdf)
    )
    assert stored_links(ctx) == [("ctps", "CTPS 1234567 série 0012-GO")]
