"""Issuing licences (Res. AGR 105/2017 arts. 27-30, 39, 58-59): numbered from the office
sequence, printed with QR and verification, stored with drivers and passengers; nothing
written when a field or a rule fails."""

import dataclasses
from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.licences import Licence, LicenceImmutable
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.passenger_list import passenger_list_pdf
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.records import licence_pdf
from desktop.services.licences.requests import ScheduleInput
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import (
    TODAY,
    continuous,
    counts,
    departure,
    employee_driver,
    eventual,
    fleet,
    passengers,
    registered_operator,
    school_fleet,
    second_bus,
    students,
)
from tests.factories.reading import pdf_text


@pytest.mark.postgres
def test_eventual_licence_issued_numbered_printed_and_verified(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    issued = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    second = issue_licence(ctx, eventual(operator.id, bus.id, passengers=passengers(2)), keys)
    assert issued.number == "GYN-2026-000001"
    assert second.number == "GYN-2026-000002"
    text = pdf_text(issued.pdf)
    for expected in (
        "Licença de Viagem",
        "GYN-2026-000001",
        "Fretamento eventual ou turístico",
        "Goiânia - GO",
        "Caldas Novas - GO",
        "16/06/2026 às 08:00",
        "NF-e 000.123.456",
        "ABC-1234",
        "40 na relação",
        "***.533.447-**",
        "art. 38, XII",
        issued.verification_code,
    ):
        assert expected in text, expected
    assert "390.533.447-05" not in text
    # The eventual licence is checked against art. 28, not the contínuo's or the escolar's.
    assert "art. 28, I" in text and "art. 29" not in text and "art. 30" not in text
    verdict = verify_bytes(ctx.database, issued.pdf)
    assert verdict.valid and verdict.fields["Arquivo"] == "idêntico ao arquivo emitido"
    # Art. 39: the list of passengers carried on board, CPF masked (LGPD).
    listing = pdf_text(issued.passenger_list_pdf)
    assert "Relação de Passageiros" in listing and "GYN-2026-000001/1" in listing
    assert "Passageiro Número 100" in listing and "Passageiro Número 139" in listing
    assert "0 de 4 inclusões ou substituições" in listing
    assert passenger_list_pdf(ctx, issued.id) == issued.passenger_list_pdf
    assert licence_pdf(ctx, issued.id) == issued.pdf
    detail = licence_detail(ctx, issued.id)
    assert len(detail.passengers) == 40 and detail.passengers[0].identity.startswith("CPF ***.")
    assert not detail.cancelled


@pytest.mark.postgres
def test_refused_licence_writes_nothing_and_uses_no_number(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    before = counts(ctx)
    # Art. 28 I: asked at 12:00 for 16:00 the same day, less than 6 hours before; art. 38
    # XII: 47 passengers in 46 seats.
    late = eventual(
        operator.id,
        bus.id,
        start_on=TODAY,
        end_on=TODAY,
        departure_at=departure(TODAY, 16),
        passengers=passengers(47),
    )
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(ctx, late, keys)
    assert {f.reason for f in refused.value.findings} == {"antecedencia_minima", "lotacao"}
    assert "Res. AGR 105/2017, art. 28, I" in refused.value.message
    assert "Res. AGR 105/2017, art. 38, XII" in refused.value.message
    assert counts(ctx) == before
    assert issue_licence(ctx, eventual(operator.id, bus.id), keys).number == "GYN-2026-000001"


def test_field_errors_all_at_once_nothing_written(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    bad = eventual(
        operator.id,
        bus.id,
        origin_code="9999999",
        itinerary=" ",
        invoice_number="",
        start_on=date(2026, 6, 18),
        end_on=date(2026, 6, 16),
        documents_presented=frozenset(),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, bad, keys)
    fields = error.value.field_errors
    assert set(fields) >= {"origin_code", "itinerary", "invoice_number", "end_on", "documents"}
    assert "art. 28, II" in fields["invoice_number"]
    assert fields["departure_at"] == "A partida deve ser no primeiro dia da viagem."
    assert "art. 28, I" in fields["documents"]
    assert counts(ctx) == (0, 0, 0)


def test_request_time_counts_for_the_six_hours(admin_context, tmp_path):
    """Art. 28 I counts from the request's formalisation: a time earlier than the office's
    clock only with the paper request's protocol number, which the licence prints and the
    audit keeps; never a future time."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    # Asked at 09:00 for 15:00 the same day, issued at 12:00.
    backdated = eventual(
        operator.id,
        bus.id,
        start_on=TODAY,
        end_on=TODAY,
        departure_at=departure(TODAY, 15),
        requested_at=departure(TODAY, 9),
    )
    # Told with every other field at fault, at once.
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, dataclasses.replace(backdated, itinerary=""), keys)
    assert set(error.value.field_errors) == {"request_protocol", "itinerary"}
    assert "art. 28, I" in error.value.field_errors["request_protocol"]
    assert counts(ctx) == (0, 0, 0)
    # Recorded now at the counter, 3 hours before leaving: late (art. 28 I).
    at_counter = dataclasses.replace(backdated, requested_at=None)
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(ctx, at_counter, keys)
    assert [finding.reason for finding in refused.value.findings] == ["antecedencia_minima"]
    protocolled = dataclasses.replace(backdated, request_protocol=" SEI 5301.2026.0042 ")
    issued = issue_licence(ctx, protocolled, keys)
    assert "protocolo nº SEI 5301.2026.0042, de 15/06/2026 às 09:00" in pdf_text(issued.pdf)
    with ctx.database.read() as session:
        licence = session.get(Licence, issued.id)
        assert licence is not None
        assert licence.request_protocol == "SEI 5301.2026.0042"
        assert licence.requested_at == departure(TODAY, 9)
        audit = session.scalars(select(AuditEntry).where(AuditEntry.entity_id == issued.id)).one()
        assert audit.after is not None
        assert audit.after["request_protocol"] == "SEI 5301.2026.0042"
    future = dataclasses.replace(protocolled, requested_at=departure(TODAY, 13))
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, future, keys)
    assert set(error.value.field_errors) == {"requested_at"}


def test_health_trips_general_list_only_for_a_public_contractor(admin_context, tmp_path):
    """Art. 29 §2º: the general list stands for the nominal one in the trips "para
    atendimento da demanda dos municípios ou órgãos público": a company or a person
    contracting is refused next to the list, nothing written."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    private = continuous(operator.id, bus.id, passenger_list="geral_saude", passengers=())
    for refused in (
        private,
        # Declared public, but a CPF is a person's.
        dataclasses.replace(private, contractor_public=True, contractor_document="529.982.247-25"),
    ):
        with pytest.raises(ValidationError) as error:
            issue_licence(ctx, refused, keys)
        assert set(error.value.field_errors) == {"passenger_list"}
        assert "art. 29, § 2º" in error.value.field_errors["passenger_list"]
    assert counts(ctx) == (0, 0, 0)
    issued = issue_licence(
        ctx,
        dataclasses.replace(
            private,
            contractor_public=True,
            contractor_name="Secretaria Municipal de Saúde de Goiânia",
        ),
        keys,
    )
    with ctx.database.read() as session:
        licence = session.get(Licence, issued.id)
        assert licence is not None and licence.contractor_public


def test_trip_in_the_past_is_refused(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, continuous(operator.id, bus.id, start_on=date(2026, 6, 14)), keys)
    assert "já passou" in error.value.field_errors["start_on"]


def test_text_longer_than_stored_is_refused_not_cut(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    long = eventual(
        operator.id,
        bus.id,
        invoice_number="9" * 61,
        passengers=(*passengers(2), PassengerInput("A" * 201, "529.982.247-25")),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, long, keys)
    assert error.value.field_errors["invoice_number"] == "Use no máximo 60 caracteres."
    assert "linha 3: nome com mais de 200 caracteres" in error.value.field_errors["passengers"]
    assert counts(ctx) == (0, 0, 0)


def test_contract_checklist_of_art_29(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    bad = continuous(
        operator.id,
        bus.id,
        contractor_document="111.111.111-11",
        trips=None,
        schedule=(ScheduleInput(0, "25:00"),),
        contract_number="",
        documents_presented=frozenset({"requerimento"}),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, bad, keys)
    fields = error.value.field_errors
    assert "CPF inválido" in fields["contractor_document"]
    assert "art. 29, II" in fields["contract_number"]
    assert "arts. 29 e 30" in fields["trips"]
    assert "25:00" in fields["schedule"]
    assert "art. 29, III" in fields["documents"] and "art. 29, II" in fields["documents"]


def test_vehicle_of_another_operator_is_refused(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    other = registered_operator(
        admin_context, keys, cnpj="11.444.777/0001-61", legal_name="Outra Viagens Ltda."
    )
    other_bus = second_bus(admin_context, keys, other.id, insured_cnpj="11.444.777/0001-61")
    ctx = at_instant(admin_context, departure(TODAY, 12))
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, eventual(operator.id, other_bus.id), keys)
    assert "Outra Viagens Ltda." in error.value.field_errors["vehicle"]
    assert "art. 38, VII" in error.value.field_errors["vehicle"]
    assert counts(ctx) == (0, 0, 0)


def test_continuous_licence_prints_schedule_and_contract(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    issued = issue_licence(ctx, continuous(operator.id, bus.id), keys)
    text = pdf_text(issued.pdf)
    for expected in (
        "Fretamento contínuo",
        "01/07/2026 a 31/12/2026",
        "460",
        "segunda: partida 06:30, retorno 17:30",
        "CT-2026/044, de 10/06/2026",
        "Indústria Cerrado Alimentos S.A. — 11.444.777/0001-61",
    ):
        assert expected in text, expected


def test_school_licence_needs_school_inspection_and_defensive_driving(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    school = continuous(
        operator.id,
        bus.id,
        modality="escolar",
        passengers=students(20),
        documents_presented=frozenset({"requerimento", "contrato", "declaracao"}),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, school, keys)
    # Art. 39 sole §: the defensive-driving certificate of the school-transport driver.
    assert "direção defensiva" in error.value.field_errors["drivers"]
    with_course = dataclasses.replace(
        school,
        drivers=(
            dataclasses.replace(school.drivers[0], defensive_certificate="SEST SENAT 2025-8891"),
        ),
    )
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(ctx, with_course, keys)
    # Art. 30 sole §: the bus has no school inspection of the DETRAN-GO.
    assert [f.reason for f in refused.value.findings] == ["vistoria_escolar"]


def test_school_licence_asks_no_timetable(admin_context, tmp_path):
    """Art. 30 I-V ask no table of days and times of the contínuo escolar: art. 29 IV's is
    the contínuo's, which is still refused without it."""
    keys = tmp_path / "keys"
    operator, bus = school_fleet(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    school = continuous(
        operator.id,
        bus.id,
        modality="escolar",
        end_on=date(2026, 11, 30),
        schedule=(),
        passengers=students(20),
        drivers=(employee_driver(defensive_certificate="SEST SENAT 2025-8891"),),
        documents_presented=frozenset({"requerimento", "contrato", "declaracao"}),
    )
    issued = issue_licence(ctx, school, keys)
    assert "Fretamento contínuo escolar" in pdf_text(issued.pdf)
    contract = dataclasses.replace(
        school,
        modality="continuo",
        passengers=passengers(20),
        documents_presented=frozenset({"requerimento", "contrato", "roteiro"}),
    )
    with pytest.raises(ValidationError) as error:
        issue_licence(ctx, contract, keys)
    assert error.value.field_errors["schedule"] == (
        "Preencha o quadro de dias e horários (Res. AGR 105/2017, art. 29, IV)."
    )


def test_issued_licence_cannot_be_rewritten(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    issued = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    with pytest.raises(LicenceImmutable), ctx.database.write() as session:
        session.get(Licence, issued.id).itinerary = "outro trajeto"
        session.flush()
    with pytest.raises(LicenceImmutable), ctx.database.write() as session:
        session.delete(session.get(Licence, issued.id))
        session.flush()


def test_fiscal_cannot_issue(context_for, admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    fiscal = at_instant(context_for("fiscal"), departure(TODAY, 12))
    with pytest.raises(PermissionDenied):
        issue_licence(fiscal, eventual(operator.id, bus.id), keys)
