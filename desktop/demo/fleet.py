"""The demo office's vehicles and trip licences, made through the real services.

Buses for several registered operators, inspected by two inspection companies (Res. AGR
105/2017 art. 23) and insured (arts. 50-51); one bus whose inspection, CRV (art. 24) and
policy lapse within 30 days, a school bus with the DETRAN-GO school inspection (art. 30 sole
§), one withdrawn from traffic (art. 38 VIII). Licences of every GO modality (arts. 27-31): an
eventual trip with its passenger list, one given up by the client (art. 28 §2), one continued
in another bus after a breakdown (art. 36), a contínuo and an escolar contract ending within
30 days and a característica vinculada service.
"""

import dataclasses
import random
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path

from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.demo.vehicles import (
    MODELS,
    add_demo_vehicles,
    demo_company,
    demo_goias_vehicle_input,
)
from desktop.services.context import ServiceContext
from desktop.services.licences.events import record_cancellation, record_continuation
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import DriverInput, LicenceInput, ScheduleInput
from desktop.services.registration.operators_records import OperatorDetail
from desktop.services.vehicles.events import withdraw_from_traffic
from desktop.services.vehicles.inspections import CompanyInput, InspectionInput, register_company
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.register import VehicleDetail, register_vehicle

GOIANIA = "5208707"
CALDAS_NOVAS = "5204508"
PIRENOPOLIS = "5217302"
APARECIDA = "5201405"
CONTRACTOR = ("Associação dos Servidores Públicos de Goiânia (fictícia)", "11.444.777/0001-61")
LOCAL_OFFSET = timedelta(hours=3)  # Goiás is UTC-3 all year.


@dataclass
class FleetDocuments:
    """One PDF of each kind the fleet and the licences print, by file name."""

    files: dict[str, bytes] = field(default_factory=dict)
    vehicles: int = 0
    licences: int = 0
    plates: list[str] = field(default_factory=list)  # each operator's first bus

    def keep(self, kind: str, number: str, pdf: bytes | None) -> None:
        if pdf is not None and not any(name.startswith(f"{kind}-") for name in self.files):
            self.files[f"{kind}-{number}.pdf"] = pdf


def local(day: date, hour: int) -> datetime:
    """`hour` o'clock in Goiás on `day`, as an aware UTC instant."""
    return datetime.combine(day, time(hour), tzinfo=UTC) + LOCAL_OFFSET


def _at(ctx: ServiceContext, instant: datetime) -> ServiceContext:
    return dataclasses.replace(ctx, clock=lambda: instant)


def _driver() -> DriverInput:
    return DriverInput(
        "José Carlos Pereira (fictício)",
        make_cpf("555444333"),
        "03456789012",
        "ctps",
        "CTPS 1234567 série 0012-GO",
    )


def _passengers(count: int, start: int = 100) -> tuple[PassengerInput, ...]:
    return tuple(
        PassengerInput(f"Passageiro Fictício {index}", make_cpf(f"{index:09d}"))
        for index in range(start, start + count)
    )


def _students(count: int) -> tuple[PassengerInput, ...]:
    return tuple(
        PassengerInput(
            f"Aluno Fictício {index}",
            make_cpf(f"{index:09d}"),
            school="Colégio Estadual de Demonstração",
            guardian_declaration=True,
        )
        for index in range(300, 300 + count)
    )


def _staff(count: int) -> tuple[PassengerInput, ...]:
    return tuple(
        dataclasses.replace(passenger, employment_proof="ctps")
        for passenger in _passengers(count, start=600)
    )


def _eventual(
    operator: OperatorDetail,
    vehicles: tuple[VehicleDetail, ...],
    leaves: datetime,
    passengers: int = 30,
) -> LicenceInput:
    start = (leaves - LOCAL_OFFSET).date()
    return LicenceInput(
        modality="eventual",
        operator_id=operator.id,
        vehicle_ids=tuple(vehicle.id for vehicle in vehicles),
        start_on=start,
        end_on=start + timedelta(days=2),
        origin_code=GOIANIA,
        destination_code=CALDAS_NOVAS,
        itinerary="GO-020, GO-139 até Caldas Novas; retorno pelo mesmo trajeto",
        drivers=(_driver(),),
        passengers=_passengers(passengers),
        departure_at=leaves,
        invoice_number="NF-e 000.123.456",
        contractor_name=CONTRACTOR[0],
        contractor_document=CONTRACTOR[1],
        documents_presented=frozenset({"requerimento"}),
    )


def _contract(
    modality: str,
    operator: OperatorDetail,
    vehicles: tuple[VehicleDetail, ...],
    start: date,
    end: date,
    passengers: tuple[PassengerInput, ...],
    documents: frozenset[str],
) -> LicenceInput:
    return LicenceInput(
        modality=modality,
        operator_id=operator.id,
        vehicle_ids=tuple(vehicle.id for vehicle in vehicles),
        start_on=start,
        end_on=end,
        origin_code=GOIANIA,
        destination_code=APARECIDA,
        itinerary="BR-153 até Aparecida de Goiânia, Polo Industrial",
        drivers=(dataclasses.replace(_driver(), defensive_certificate="SEST SENAT 2025-8891"),),
        passengers=passengers,
        trips=2 * (end - start).days,
        schedule=(ScheduleInput(0, "06:30", "17:30"), ScheduleInput(2, "06:30", "17:30")),
        contractor_name=CONTRACTOR[0],
        contractor_document=CONTRACTOR[1],
        contract_number=f"CT-{start.year}/{len(passengers):03d}",
        contract_date=start - timedelta(days=10),
        invoice_number="NF-e 000.200.001",
        documents_presented=documents,
    )


def _vinculada(
    operator: OperatorDetail,
    vehicle: VehicleDetail,
    start: date,
    end: date,
    passengers: tuple[PassengerInput, ...],
) -> LicenceInput:
    """What Chapter V asks (Res. AGR 105/2017, arts. 58-59): one vehicle, the request and the
    persons carried; not the fretamento's contract, invoice, trips nor timetable."""
    return LicenceInput(
        modality="vinculada",
        operator_id=operator.id,
        vehicle_ids=(vehicle.id,),
        start_on=start,
        end_on=end,
        origin_code=GOIANIA,
        destination_code=APARECIDA,
        itinerary="BR-153 até Aparecida de Goiânia, Polo Industrial",
        # Chapter V does not take up the fretamento's drivers' link (arts. 46-47).
        drivers=(dataclasses.replace(_driver(), link_kind="", link_reference=""),),
        passengers=passengers,
        documents_presented=frozenset({"requerimento"}),
    )


def _bus(
    ctx: ServiceContext,
    operator: OperatorDetail,
    company_id,
    index: int,
    inspected_on: date,
    insured_until: date,
    key_dir: Path,
    school_until: date | None = None,
):
    """One bus registered through the services with its own inspection and policy dates."""
    year = inspected_on.year - 1
    return register_vehicle(
        ctx,
        operator.id,
        demo_goias_vehicle_input(
            index,
            MODELS[index % 3],
            year,
            inspected_on,
            random.Random(index),
            school=school_until is not None,
            school_stripe=school_until is not None,
            school_inspection_until=school_until,
        ),
        InspectionInput(company_id, f"LV-{inspected_on.year}-{index:05d}", inspected_on),
        PolicyInput(
            "Seguradora Cerrado S.A. (fictícia)",
            f"RC-{index:06d}",
            operator.cnpj,
            "1.500.000,00",
            insured_until - timedelta(days=365),
            insured_until,
        ),
        key_dir,
    )


def add_demo_fleet(
    contexts: dict[str, ServiceContext], operators: list[OperatorDetail], today: date, key_dir: Path
) -> FleetDocuments:
    """Vehicles and licences for `operators` (registered, with a CRC): [0] eventual and
    contínuo, [1] eventual, [2] contínuo, [3] escolar, [4] característica vinculada."""
    documents = FleetDocuments()
    clerk = contexts["atendente"]
    # The buses are registered on the day the operators' CRCs were issued: only an
    # autorizatária with a CRC in force registers vehicles (Res. 105 arts. 13 and 15 II).
    registered_on = _at(clerk, local(today - timedelta(days=30), 10))
    first = demo_company(registered_on, make_cnpj("600000000001"))
    second = register_company(
        registered_on,
        CompanyInput(
            "Vistorias Planalto Central Ltda (fictícia)",
            make_cnpj("600000000002"),
            "OIA-0002",
            "AGR-INSP-002",
        ),
    )
    fleets = []
    for number, operator in enumerate(operators):
        company = (first if number % 2 == 0 else second).id
        fleets.append(
            [
                registered.vehicle
                for registered in add_demo_vehicles(
                    registered_on, operator.id, operator.cnpj, company, 10 * number, 3, key_dir
                )
            ]
        )
    lapsing = _bus(
        registered_on,
        operators[1],
        second.id,
        90,
        today - timedelta(days=355),
        today + timedelta(days=18),
        key_dir,
    )
    school = _bus(
        registered_on,
        operators[3],
        first.id,
        91,
        today - timedelta(days=40),
        today + timedelta(days=300),
        key_dir,
        school_until=today + timedelta(days=200),
    )
    documents.keep("crv", lapsing.crv.number, lapsing.crv.pdf)
    fleets[3].append(school.vehicle)
    documents.plates = [buses[0].plate for buses in fleets]
    documents.vehicles = sum(len(buses) for buses in fleets) + 1
    withdraw_from_traffic(
        _at(contexts["fiscal"], local(today, 9)),
        fleets[1][2].id,
        today,
        "Pneus carecas constatados em fiscalização na GO-020 (fictício).",
    )

    now = clerk.clock()
    tomorrow = today + timedelta(days=1)
    # Eventual trip tomorrow at 08:00 in two buses, asked now, with its passenger list carried
    # in both (arts. 28 III and 39).
    trip = issue_licence(
        clerk,
        _eventual(operators[0], (fleets[0][0], fleets[0][2]), local(tomorrow, 8), passengers=60),
        key_dir,
    )
    documents.keep("licenca", trip.number, trip.pdf)
    documents.keep("passageiros", trip.number, trip.passenger_list_pdf)
    # Given up by the client more than 24 hours before leaving, refund recorded (art. 28 §2).
    given_up = issue_licence(
        clerk,
        _eventual(operators[1], (fleets[1][0],), local(today + timedelta(days=4), 7)),
        key_dir,
    )
    record_cancellation(clerk, given_up.id, now, Decimal("3900.00"), "PIX E2026DEMO0001", key_dir)
    # Left yesterday; the bus broke down on the road and the trip went on in another (art. 36).
    asked = local(today - timedelta(days=3), 10)
    left = local(today - timedelta(days=1), 8)
    broken = issue_licence(
        _at(clerk, asked), _eventual(operators[1], (fleets[1][1],), left), key_dir
    )
    annotation = record_continuation(
        clerk,
        broken.id,
        fleets[1][0].id,
        "avaria",
        left + timedelta(hours=2),
        "GO-139 km 40, Piracanjuba",
        key_dir,
    )
    documents.keep("anotacao", broken.number, annotation)
    # Contracts: contínuo and escolar ending within 30 days, vinculada for two months. The
    # contínuo of operators[2] takes patients to treatment for a municipality in two buses,
    # with the general list carried in both (art. 29 §2).
    health = _contract(
        "continuo",
        operators[2],
        (fleets[2][0], fleets[2][1]),
        tomorrow,
        today + timedelta(days=20),
        (),
        frozenset({"requerimento", "contrato", "roteiro"}),
    )
    issue_licence(
        clerk,
        dataclasses.replace(
            health,
            passenger_list="geral_saude",
            contractor_public=True,
            public_institution=True,
            contractor_name="Secretaria Municipal de Saúde de Goiânia (fictícia)",
            contractor_document=make_cnpj("600000000009"),
        ),
        key_dir,
    )
    issue_licence(
        clerk,
        _contract(
            "escolar",
            operators[3],
            (school.vehicle,),
            tomorrow,
            today + timedelta(days=25),
            _students(20),
            frozenset({"requerimento", "contrato", "declaracao"}),
        ),
        key_dir,
    )
    issue_licence(
        clerk,
        _vinculada(
            operators[4],
            fleets[4][0],
            today + timedelta(days=7),
            today + timedelta(days=60),
            _staff(25),
        ),
        key_dir,
    )
    issue_licence(
        clerk,
        _contract(
            "continuo",
            operators[0],
            (fleets[0][1],),
            tomorrow,
            today + timedelta(days=90),
            _passengers(28, start=200),
            frozenset({"requerimento", "contrato", "roteiro"}),
        ),
        key_dir,
    )
    documents.licences = 7
    return documents
