"""A licence naming several vehicles (Res. AGR 105/2017 art. 29 §§2-3: the passenger list is
"de porte obrigatório em todos os veículos utilizados no deslocamento"): every vehicle checked
with its plate, the capacity the seats of all of them (art. 38 XII), the same vehicle named
once, each vehicle's list showing the licence, the printed licence and list naming every
vehicle, and the continuation of art. 36 naming the vehicle replaced.

The buses: ABC-1234 (46 seats, inspected 2026-06-01) and GOI2B34 (44 seats) of the operator,
so 90 seats together; OLD1A23 inspected 2025-06-17 (a 2020 bus: valid 12 months, art. 23 I,
until 2026-06-17, before the trip's last day 2026-06-18)."""

import dataclasses
import io
from datetime import date, timedelta

import pytest
from pypdf import PdfReader
from sqlalchemy import select

from desktop.models.licences import Licence, LicenceEvent, LicenceImmutable, LicenceVehicle
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.events import record_continuation
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.search.licences import search_licences
from desktop.services.vehicles.events import withdraw_from_traffic
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import (
    TODAY,
    bus_of,
    continuous,
    departure,
    eventual,
    fleet,
    passengers,
    registered_operator,
    second_bus,
    vinculada,
)
from tests.factories.reading import counts, flat_pdf_text
from tests.factories.roraima import art18_proofs, roraima_charter
from tests.factories.vehicles import company, make_renavam

NOON = departure(TODAY, 12)
DEPARTURE = departure(date(2026, 6, 16), 8)


@pytest.fixture
def buses(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    other = second_bus(admin_context, keys, operator.id)
    return at_instant(admin_context, NOON), keys, operator, bus, other


def stored(ctx) -> tuple[int, ...]:
    return counts(ctx.database, Licence, LicenceVehicle)


@pytest.mark.postgres
def test_two_buses_on_one_licence_issued_printed_and_listed_for_each(buses):
    ctx, keys, operator, bus, other = buses
    # 80 passengers: more than the 46 seats of ABC-1234, within the 90 of both (art. 38 XII).
    issued = issue_licence(
        ctx,
        eventual(operator.id, bus.id, vehicle_ids=(bus.id, other.id), passengers=passengers(80)),
        keys,
    )
    with ctx.database.read() as session:
        rows = session.scalars(
            select(LicenceVehicle)
            .where(LicenceVehicle.licence_id == issued.id)
            .order_by(LicenceVehicle.position)
        ).all()
        licence = session.get(Licence, issued.id)
        assert [(r.position, r.vehicle_id, r.plate, r.seats) for r in rows] == [
            (1, bus.id, "ABC1234", 46),
            (2, other.id, "GOI2B34", 44),
        ]
        assert licence.seats == 90
        assert all(row.start_on == date(2026, 6, 16) for row in rows)
    text = flat_pdf_text(issued.pdf)
    for expected in (
        "III — Veículos e passageiros",
        "Veículo 1 ABC-1234 — Mercedes-Benz / O-500 RS — 46 lugares",
        "Veículo 2 GOI2B34 — Mercedes-Benz / O-500 RS — 44 lugares",
        "80 na relação que acompanha esta licença; lotação total 90 lugares",
    ):
        assert expected in text, expected
    assert len(PdfReader(io.BytesIO(issued.pdf)).pages) == 1
    verdict = verify_bytes(ctx.database, issued.pdf)
    assert verdict.valid
    listing = flat_pdf_text(issued.passenger_list_pdf)
    assert "Veículos (placas) ABC-1234, GOI2B34" in listing
    assert "Passageiro Número 179" in listing
    # The licence is in the list of each vehicle it names, with both plates.
    for vehicle in (bus, other):
        page = search_licences(ctx, vehicle_id=vehicle.id)
        assert [row.number for row in page.rows] == [issued.number]
        assert page.rows[0].plates == ("ABC-1234", "GOI2B34")
    detail = licence_detail(ctx, issued.id)
    assert [(v.plate, v.seats) for v in detail.vehicles] == [("ABC-1234", 46), ("GOI2B34", 44)]
    # Art. 27: the vehicles of an issued licence are never rewritten.
    with pytest.raises(LicenceImmutable), ctx.database.write() as session:
        session.get(LicenceVehicle, (issued.id, 2)).seats = 50


def test_capacity_is_the_seats_of_every_vehicle(buses):
    ctx, _, operator, bus, other = buses
    both = (bus.id, other.id)
    assert check_licence_request(
        ctx, eventual(operator.id, bus.id, vehicle_ids=both, passengers=passengers(90))
    ).allowed
    full = check_licence_request(
        ctx, eventual(operator.id, bus.id, vehicle_ids=both, passengers=passengers(91))
    )
    assert full.reasons == ("lotacao",)
    assert full.findings[0].article == "Res. AGR 105/2017, art. 38, XII"


def test_every_vehicle_checked_each_finding_with_its_plate(buses, admin_context, context_for):
    ctx, keys, operator, bus, other = buses
    old = bus_of(
        admin_context,
        keys,
        operator.id,
        inspected_on=date(2025, 6, 17),
        inspector=company(at_day(admin_context, TODAY), base="200000000003"),
        plate="OLD1A23",
        renavam=make_renavam("0123456788"),
        chassis="9BM384067HB099999",
    )
    withdraw_from_traffic(
        at_day(context_for("fiscal"), TODAY),
        other.id,
        TODAY,
        "Pneus carecas (auto nº GYN-2026-000010)",
    )
    data = eventual(operator.id, bus.id, vehicle_ids=(bus.id, old.id, other.id))
    before = stored(ctx)
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(ctx, data, keys)
    found = {(f.reason, f.plate, f.article) for f in refused.value.findings}
    assert found == {
        ("vistoria_vencida", "OLD1A23", "Res. AGR 105/2017, arts. 23 e 24"),
        ("veiculo_afastado", "GOI2B34", "Res. AGR 105/2017, art. 38, VIII; art. 69, VIII"),
    }
    assert "• Veículo OLD1A23: Vistoria do veículo não válida até o último dia da viagem." in (
        refused.value.message
    )
    assert "Veículo GOI2B34: Veículo com afastamento de tráfego" in refused.value.message
    assert stored(ctx) == before
    # The trip ending on 2026-06-17, the last day of OLD1A23's inspection, is allowed for it.
    shorter = eventual(operator.id, bus.id, vehicle_ids=(bus.id, old.id), end_on=date(2026, 6, 17))
    assert check_licence_request(ctx, shorter).allowed


def test_the_same_vehicle_twice_or_another_operators_is_refused(buses, admin_context):
    ctx, keys, operator, bus, _ = buses
    twice = eventual(operator.id, bus.id, vehicle_ids=(bus.id, bus.id))
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, twice, keys)
    assert "ABC-1234 foi escolhido duas vezes" in error.value.field_errors["vehicle"]
    other = registered_operator(
        admin_context, keys, cnpj="11.444.777/0001-61", legal_name="Outra Viagens Ltda."
    )
    foreign = bus_of(
        admin_context,
        keys,
        other.id,
        insured_cnpj="11.444.777/0001-61",
        plate="OUT1A23",
        renavam=make_renavam("0123456787"),
        chassis="9BM384067HB077777",
        inspector=company(at_day(admin_context, TODAY), base="200000000004"),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, eventual(operator.id, bus.id, vehicle_ids=(bus.id, foreign.id)), keys)
    assert (
        "O veículo OUT1A23 está registrado para Outra Viagens Ltda., não para Viação São "
        "João Turismo Ltda. (Res. AGR 105/2017, art. 38, VII)."
    ) in (error.value.field_errors["vehicle"])
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, eventual(operator.id, bus.id, vehicle_ids=()), keys)
    assert error.value.field_errors["vehicle"] == "Escolha ao menos um veículo."
    assert stored(ctx) == (0, 0)


def test_vinculada_licence_is_issued_per_vehicle(buses):
    """Art. 58: "será emitida por veículo" — one vehicle on each característica vinculada
    licence."""
    ctx, keys, operator, bus, other = buses
    staff = vinculada(operator.id, bus.id, vehicle_ids=(bus.id, other.id), end_on=date(2026, 8, 31))
    with pytest.raises(ValidationError) as error:
        check_licence_request(ctx, staff)
    assert error.value.field_errors["vehicle"] == (
        "A licença de característica vinculada é emitida por veículo (Res. AGR 105/2017, "
        "art. 58): peça uma licença para cada veículo."
    )


def test_general_list_for_health_transport_names_every_vehicle(buses):
    """Art. 29 §2: a municipality's health-treatment contract with the general list, carried
    in both buses; no nominal list is printed."""
    ctx, keys, operator, bus, other = buses
    issued = issue_licence(
        ctx,
        continuous(
            operator.id,
            bus.id,
            vehicle_ids=(bus.id, other.id),
            passenger_list="geral_saude",
            contractor_public=True,
            passengers=(),
        ),
        keys,
    )
    assert issued.passenger_list_pdf is None
    text = flat_pdf_text(issued.pdf)
    assert "Veículo 1 ABC-1234" in text and "Veículo 2 GOI2B34" in text
    assert "(Res. AGR 105/2017, art. 29, § 2º); lotação total 90 lugares" in text


@pytest.mark.postgres
def test_continuation_names_which_vehicle_is_replaced(buses, admin_context):
    ctx, keys, operator, bus, other = buses
    spare = bus_of(
        admin_context,
        keys,
        operator.id,
        plate="SPR1A23",
        seats=42,
        renavam=make_renavam("0123456786"),
        chassis="9BM384067HB066666",
        inspector=company(at_day(admin_context, TODAY), base="200000000005"),
    )
    licence = issue_licence(
        ctx,
        eventual(operator.id, bus.id, vehicle_ids=(bus.id, other.id), passengers=passengers(80)),
        keys,
    )
    during = at_instant(ctx, DEPARTURE + timedelta(hours=3))
    happened = DEPARTURE + timedelta(hours=2)
    # Art. 36: with two buses the clerk says which one stopped.
    with pytest.raises(ValidationError) as error:
        record_continuation(during, licence.id, spare.id, "avaria", happened, "GO-139 km 40", keys)
    assert (
        "Escolha qual dos veículos da licença é substituído (ABC-1234, GOI2B34)"
        in (error.value.field_errors["replaces"])
    )
    # A bus already on the trip is no replacement.
    with pytest.raises(ValidationError) as error:
        record_continuation(
            during,
            licence.id,
            bus.id,
            "avaria",
            happened,
            "GO-139 km 40",
            keys,
            replaces_vehicle_id=other.id,
        )
    assert "ABC-1234 já está na viagem" in error.value.field_errors["vehicle"]
    # 46 + 42 = 88 seats for 80 passengers once SPR1A23 replaces GOI2B34.
    pdf = record_continuation(
        during,
        licence.id,
        spare.id,
        "avaria",
        happened,
        "GO-139 km 40, Piracanjuba",
        keys,
        replaces_vehicle_id=other.id,
    )
    text = flat_pdf_text(pdf)
    assert "Veículo substituído GOI2B34" in text and "SPR1A23 — 42 lugares" in text
    with ctx.database.read() as session:
        event = session.scalar(select(LicenceEvent).where(LicenceEvent.licence_id == licence.id))
    assert (event.vehicle_id, event.replaces_vehicle_id) == (spare.id, other.id)
    detail = licence_detail(ctx, licence.id)
    assert [v.plate for v in detail.vehicles] == ["ABC-1234", "GOI2B34"]
    assert [v.plate for v in detail.in_use] == ["ABC-1234", "SPR1A23"]


def test_continuation_over_the_seats_left_is_refused(buses, admin_context):
    ctx, keys, operator, bus, other = buses
    small = bus_of(
        admin_context,
        keys,
        operator.id,
        plate="MIC1A23",
        seats=20,
        kind="microonibus",
        renavam=make_renavam("0123456785"),
        chassis="9BM384067HB055555",
        inspector=company(at_day(admin_context, TODAY), base="200000000006"),
    )
    licence = issue_licence(
        ctx,
        eventual(operator.id, bus.id, vehicle_ids=(bus.id, other.id), passengers=passengers(80)),
        keys,
    )
    during = at_instant(ctx, DEPARTURE + timedelta(hours=3))
    # ABC-1234 (46) and MIC1A23 (20): 66 seats for 80 passengers (art. 38 XII).
    with pytest.raises(ValidationError) as error:
        record_continuation(
            during,
            licence.id,
            small.id,
            "acidente",
            DEPARTURE + timedelta(hours=2),
            "GO-139 km 40",
            keys,
            replaces_vehicle_id=other.id,
        )
    assert (
        "a viagem tem 66 lugares para 80 passageiros (Res. AGR 105/2017, art. 38, XII)."
        in (error.value.field_errors["vehicle"])
    )


def test_roraima_authorisation_checks_every_vehicle(buses, context_for):
    """Lei RR 664/2008: no vehicle withdrawn from traffic and not released (art. 30 §1), and
    the seats of all of them for the passengers (art. 2º sole §, safety)."""
    ctx, _, operator, bus, other = buses
    rr = dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))
    art18_proofs(ctx, operator.id)
    withdraw_from_traffic(
        at_day(context_for("fiscal"), TODAY),
        other.id,
        TODAY,
        "Pneus carecas (auto nº BVB-2026-000010)",
    )
    data = roraima_charter(
        operator.id, bus.id, vehicle_ids=(bus.id, other.id), passengers=passengers(91)
    )
    found = [(f.reason, f.plate, f.article) for f in check_licence_request(rr, data).findings]
    assert found == [
        ("lotacao", "", "Lei RR 664/2008, art. 2º, parágrafo único"),
        ("veiculo_afastado", "GOI2B34", "Lei RR 664/2008, art. 30 §1º"),
    ]
