"""The característica vinculada licence as printed and annotated (Res. AGR 105/2017, Chapter
V, arts. 53-59): it carries what Chapter V asks — the vehicle, the request and the persons
carried (arts. 58-59) — on the one page carried on board, its notice box whole; the
fretamento's contractor, contract, invoice, trips and table of days and times (arts. 28-30)
are refused; and the continuation in another vehicle of art. 36, whose "licença de viagem
inicial" is the fretamento's (arts. 6º, XII, and 27), is neither printed nor recorded on a
licence issued per own vehicle (arts. 53, I, and 58)."""

import io
from datetime import date, timedelta

import pytest
from pypdf import PdfReader

from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.events import record_continuation
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    counts,
    departure,
    fleet,
    second_bus,
    vinculada,
)
from tests.factories.licences import continuous as continuous_request
from tests.factories.reading import flat_pdf_text

NOON = departure(TODAY, 12)


def itinerary(stretches: int) -> str:
    """An itinerary of `stretches` stretches, about 56 characters each."""
    return "; ".join(
        f"trecho {index}: GO-{index:03d} até o entroncamento da BR-153, km {index * 7}"
        for index in range(1, stretches + 1)
    )


def _pages(pdf: bytes) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(pdf)).pages]


def test_the_vinculada_licence_prints_chapter_v_on_one_page(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    licence = issue_licence(at_instant(admin_context, NOON), vinculada(operator.id, bus.id), keys)
    pages = _pages(licence.pdf)
    assert len(pages) == 1
    printed = pages[0]
    for fretamento in ("Contratante", "Contrato", "Nota fiscal", "Quantidade de viagens"):
        assert fretamento not in printed, fretamento
    # Art. 36's continuation is the fretamento's licence's, not the vinculada's.
    assert "art. 36" not in printed and "Em retenção" not in printed
    assert (
        "Licença emitida por veículo, com prazo não superior a um ano, observado o prazo de "
        "validade do laudo final de vistoria (Res. AGR 105/2017, art. 58)."
    ) in printed


def test_the_notice_box_is_never_cut_by_the_page_break(admin_context, tmp_path):
    """Longer and longer itineraries push the box to the foot of the page and past it: on
    each, the box is whole on one page."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    spread = set()
    for stretches in range(10, 22):
        request = vinculada(operator.id, bus.id, itinerary=itinerary(stretches))
        pages = _pages(issue_licence(ctx, request, keys).pdf)
        spread.add(len(pages))
        box = [page for page in pages if "Licença emitida por veículo" in page]
        assert len(box) == 1 and "Emitida por Administradora do Escritório" in box[0], stretches
    assert spread == {1, 2}


def test_the_fretamentos_data_are_refused_on_a_vinculada(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    contract = continuous_request(operator.id, bus.id)
    request = vinculada(
        operator.id,
        bus.id,
        contractor_name=contract.contractor_name,
        contractor_document=contract.contractor_document,
        contract_number=contract.contract_number,
        contract_date=contract.contract_date,
        invoice_number=contract.invoice_number,
        trips=contract.trips,
        schedule=contract.schedule,
    )
    before = counts(ctx)
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, request, keys)
    assert set(error.value.field_errors) == {
        "contractor_name",
        "contractor_document",
        "contract_number",
        "contract_date",
        "invoice_number",
        "trips",
        "schedule",
    }
    assert error.value.field_errors["invoice_number"] == (
        "A licença de característica vinculada não leva a nota fiscal, que é do fretamento "
        "(Res. AGR 105/2017, arts. 28 a 30; art. 59, I e II): deixe o campo em branco."
    )
    assert counts(ctx) == before


def test_a_vinculada_trip_does_not_continue_in_another_vehicle(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, vinculada(operator.id, bus.id), keys)
    on_the_road = departure(date(2026, 6, 17), 10)
    with pytest.raises(ServiceError) as error:
        record_continuation(
            at_instant(ctx, on_the_road),
            licence.id,
            other.id,
            "avaria",
            on_the_road - timedelta(hours=1),
            "GO-020 km 12, Bela Vista de Goiás",
            keys,
        )
    assert "(Res. AGR 105/2017, art. 36) é do fretamento" in str(error.value)
    assert "arts. 53, I, e 58" in str(error.value)
    assert "Continuação" not in flat_pdf_text(licence.pdf)


def test_the_continuo_licence_with_its_contract_fits_its_page_too(admin_context, tmp_path):
    """The fretamento contínuo prints its contract, invoice, trips and table of days and times
    (art. 29): its licence, carried on board, is still one page."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    contract = continuous_request(operator.id, bus.id)
    licence = issue_licence(at_instant(admin_context, NOON), contract, keys)
    assert len(_pages(licence.pdf)) == 1
