"""After issue: the client's giving up with refund (Res. AGR 105/2017, art. 28 §2), the
continuation in another registered vehicle (art. 36) and up to four passenger inclusions or
substitutions (art. 28 §1), each a new record; the licence itself unchanged."""

import dataclasses
from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.licences import LicenceEvent
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.events import (
    change_passenger,
    record_cancellation,
    record_continuation,
)
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.records import licence_pdf
from desktop.services.vehicles.events import withdraw_from_traffic
from tests.factories.clock import at_instant
from tests.factories.licences import (
    TODAY,
    departure,
    eventual,
    fleet,
    passengers,
    second_bus,
    vinculada,
)
from tests.factories.licences import continuous as continuous_request
from tests.factories.reading import flat_pdf_text

NOON = departure(TODAY, 12)
DEPARTURE = departure(TODAY + timedelta(days=1), 8)


@pytest.fixture
def issued(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    return ctx, keys, operator, bus, licence


@pytest.mark.postgres
def test_cancellation_up_to_24_hours_before_with_refund(issued):
    ctx, keys, _, _, licence = issued
    # Art. 28 §2: departure 2026-06-16 08:00, so 2026-06-15 08:00 is the last moment.
    late_ctx = at_instant(ctx, DEPARTURE - timedelta(hours=23))
    with pytest.raises(ValidationError) as error:
        record_cancellation(
            late_ctx,
            licence.id,
            DEPARTURE - timedelta(hours=23, minutes=59),
            Decimal("4800.00"),
            "PIX E123",
            keys,
        )
    assert "15/06/2026 às 08:00" in error.value.field_errors["asked_at"]
    assert "art. 28 §2" in error.value.field_errors["asked_at"]
    with pytest.raises(ValidationError) as error:
        record_cancellation(late_ctx, licence.id, DEPARTURE - timedelta(hours=24), None, "", keys)
    assert set(error.value.field_errors) == {"refund_amount", "refund_reference"}
    pdf = record_cancellation(
        late_ctx, licence.id, DEPARTURE - timedelta(hours=24), Decimal("4800.00"), "PIX E123", keys
    )
    text = flat_pdf_text(pdf)
    assert "Desistência do usuário" in text and "R$ 4.800,00" in text and "PIX E123" in text
    assert "GYN-2026-000001/A1" in text
    detail = licence_detail(ctx, licence.id)
    assert detail.cancelled
    assert detail.events[0].article == "Res. AGR 105/2017, art. 28, § 2º"
    with pytest.raises(ServiceError, match="cancelada"):
        change_passenger(
            ctx, licence.id, PassengerInput("Ana Paula Reis", "529.982.247-25"), key_dir=keys
        )
    # The licence as issued is still the same file.
    assert licence_pdf(ctx, licence.id) == licence.pdf


def test_continuation_in_another_registered_vehicle(issued):
    ctx, keys, operator, bus, licence = issued
    small = second_bus(ctx, keys, operator.id, seats=30)
    during = at_instant(ctx, DEPARTURE + timedelta(hours=3))
    with pytest.raises(ValidationError) as error:
        record_continuation(
            during,
            licence.id,
            small.id,
            "acidente",
            DEPARTURE + timedelta(hours=2),
            "GO-139 km 40",
            keys,
        )
    assert "30 lugares para 40 passageiros" in error.value.field_errors["vehicle"]
    with pytest.raises(ValidationError) as error:
        record_continuation(during, licence.id, bus.id, "furto", None, "", keys)
    assert set(error.value.field_errors) == {"cause", "occurred_at", "place"}


def test_continuation_annotated(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    during = at_instant(ctx, DEPARTURE + timedelta(hours=3))
    pdf = record_continuation(
        during,
        licence.id,
        other.id,
        "avaria",
        DEPARTURE + timedelta(hours=2),
        "GO-139 km 40, Piracanjuba",
        keys,
    )
    text = flat_pdf_text(pdf)
    for expected in (
        "Continuação da viagem em outro veículo",
        "Avaria",
        "GOI2B34",
        "ABC-1234",
        "art. 36",
        "16/06/2026 às 10:00",
    ):
        assert expected in text, expected
    with ctx.database.read() as session:
        event = session.scalar(select(LicenceEvent).where(LicenceEvent.licence_id == licence.id))
    assert event.kind == "continuacao" and event.vehicle_id == other.id


@pytest.mark.postgres
def test_four_inclusions_or_substitutions_at_most(issued):
    ctx, keys, _, _, licence = issued
    first = licence_detail(ctx, licence.id).passengers[0]
    change = change_passenger(
        ctx,
        licence.id,
        PassengerInput("Ana Paula Reis", "529.982.247-25"),
        replaces_id=first.id,
        key_dir=keys,
    )
    assert (change.changes_used, change.changes_allowed) == (1, 4)
    text = flat_pdf_text(change.passenger_list_pdf)
    assert "Ana Paula Reis" in text and "substitui Passageiro Número 100" in text
    assert "GYN-2026-000001/2" in text and "1 de 4 inclusões" in text
    assert "Passageiro Número 100 " not in text.replace("substitui Passageiro Número 100", "")
    # A passenger already on the list is caught as a duplicate.
    with pytest.raises(ValidationError) as error:
        change_passenger(ctx, licence.id, passengers(1, start=101)[0], key_dir=keys)
    assert "repetido" in error.value.field_errors["passenger"]
    for extra in passengers(3, start=200):
        change_passenger(ctx, licence.id, extra, key_dir=keys)
    with pytest.raises(ServiceError) as refused:
        change_passenger(ctx, licence.id, passengers(1, start=210)[0], key_dir=keys)
    assert "4 inclusões ou substituições" in refused.value.message
    assert "art. 28, § 1º" in refused.value.message
    detail = licence_detail(ctx, licence.id)
    assert len(detail.passengers) == 43 and detail.changes_used == 4


def test_inclusion_beyond_capacity_refused(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(46)), keys)
    with pytest.raises(ValidationError) as error:
        change_passenger(
            ctx, licence.id, PassengerInput("Ana Paula Reis", "529.982.247-25"), key_dir=keys
        )
    assert "46 lugares (Res. AGR 105/2017, art. 38, XII)" in error.value.field_errors["passenger"]


def test_vinculada_list_changes_are_not_limited_to_four(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    staff = tuple(dataclasses.replace(p, employment_proof="ctps") for p in passengers(20))
    data = vinculada(
        operator.id,
        bus.id,
        passengers=staff,
        end_on=date(2027, 1, 10),
        link_proof_demanded=True,
    )
    licence = issue_licence(ctx, data, keys)
    # Art. 59: issued within 5 days of the request (2026-06-15 + 5 = 2026-06-20, a
    # Saturday, moved to Monday 2026-06-22).
    assert "22/06/2026" in flat_pdf_text(licence.pdf)
    # Art. 59, II: the list of a vinculada licence has no maximum of changes, unlike the
    # eventual and contínuo lists of arts. 28 and 29, § 1º.
    printed = " ".join(flat_pdf_text(licence.pdf).split())
    assert "sem rasuras (Res. AGR 105/2017, art. 59, II). Emitida por" in printed
    assert "até 4 passageiros" not in printed
    # Art. 55: the persons carried by a company carry their functional identity card.
    assert "identidade funcional (Res. AGR 105/2017, art. 55)" in " ".join(
        flat_pdf_text(licence.pdf).split()
    )
    # Chapter V asks no drivers' link: the fretamento's arts. 46-47 are not printed.
    assert "IV — Motoristas" in printed and "arts. 46 e 47" not in printed
    for extra in passengers(5, start=400):
        change = change_passenger(
            ctx, licence.id, dataclasses.replace(extra, employment_proof="rais"), key_dir=keys
        )
    assert (change.changes_used, change.changes_allowed) == (5, None)
    with pytest.raises(ValidationError) as error:
        change_passenger(ctx, licence.id, passengers(1, start=500)[0], key_dir=keys)
    assert error.value.field_errors == {
        "employment_proof": "Comprove o vínculo com a empresa por CTPS ou RAIS, exigido pela"
        " AGR (Res. AGR 105/2017, art. 59, parágrafo único; art. 54)."
    }
    (included, *_) = licence_detail(ctx, licence.id).events
    assert included.article == "Res. AGR 105/2017, art. 59, II"


def test_give_up_with_refund_is_for_eventual_trips_only(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, continuous_request(operator.id, bus.id), keys)
    with pytest.raises(ServiceError, match="fretamento eventual ou turístico"):
        record_cancellation(ctx, licence.id, NOON, Decimal("100.00"), "PIX 1", keys)
    assert not licence_detail(ctx, licence.id).cancelled


def test_continuation_not_in_a_vehicle_withdrawn_from_traffic(admin_context, tmp_path, context_for):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    withdraw_from_traffic(
        at_instant(context_for("fiscal"), NOON), other.id, TODAY, "Tacógrafo sem disco"
    )
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    with pytest.raises(ValidationError) as error:
        record_continuation(
            at_instant(ctx, DEPARTURE + timedelta(hours=3)),
            licence.id,
            other.id,
            "retencao",
            DEPARTURE + timedelta(hours=2),
            "Posto da PRF, Morrinhos",
            keys,
        )
    assert "arts. 36 e 38, VII e VIII" in error.value.field_errors["vehicle"]


def test_continuation_not_in_a_vehicle_whose_inspection_ends_before_the_trip(issued):
    """Art. 36 with arts. 24 and 38 X: the vehicle the trip continues in has its CRV valid,
    by its inspection, through the licence's last day (18/06/2026), as the licence's own."""
    ctx, keys, operator, _, licence = issued
    # Inspected on 17/06/2025, made in 2020: yearly (art. 23, I), valid until 17/06/2026.
    short = second_bus(ctx, keys, operator.id, inspected_on=date(2025, 6, 17))
    with pytest.raises(ValidationError) as error:
        record_continuation(
            at_instant(ctx, DEPARTURE + timedelta(hours=3)),
            licence.id,
            short.id,
            "avaria",
            DEPARTURE + timedelta(hours=2),
            "GO-139 km 40, Piracanjuba",
            keys,
        )
    assert error.value.field_errors["vehicle"] == (
        "Veículo GOI2B34: Vistoria do veículo não válida até o último dia da viagem "
        "(Res. AGR 105/2017, arts. 23 e 24)."
    )
    assert licence_detail(ctx, licence.id).events == ()


def test_continuation_of_a_trip_not_yet_started_refused(issued):
    """Art. 36: the trip interrupted on the way continues; an occurrence on 15/06/2026, the
    day before the trip (16/06 to 18/06), is no continuation of it."""
    ctx, keys, operator, _, licence = issued
    other = second_bus(ctx, keys, operator.id)
    with pytest.raises(ValidationError) as error:
        record_continuation(
            ctx, licence.id, other.id, "avaria", NOON - timedelta(hours=1), "Garagem", keys
        )
    assert error.value.field_errors == {
        "occurred_at": "A ocorrência de 15/06/2026 não é de um dia da viagem, de 16/06/2026 a "
        "18/06/2026: a continuação é da viagem interrompida (Res. AGR 105/2017, art. 36)."
    }
    assert licence_detail(ctx, licence.id).events == ()


def test_the_eventual_licence_prints_its_four_changes_under_art_28(issued):
    *_, licence = issued
    printed = " ".join(flat_pdf_text(licence.pdf).split())
    assert (
        "Inclusões ou substituições de até 4 passageiros, sem rasuras"
        " (Res. AGR 105/2017, art. 28, § 1º)." in printed
    )
