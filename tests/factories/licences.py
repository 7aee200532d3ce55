"""Sample operators, buses and licence requests shared by the licence tests (no tests here).

The office day is 2026-06-15 (TODAY). The operator is registered for every GO modality with
a CRC valid 3 years from TODAY; the bus (46 seats, made 2020) was inspected on 2026-06-01
(valid 12 months, Res. 105 art. 23 I: until 2027-06-01) and insured until 2027-01-10.
"""

import dataclasses
from datetime import UTC, date, datetime, timedelta

from sqlalchemy import func, select

from desktop.demo.numbers import make_cpf
from desktop.models.documents import IssuedDocument
from desktop.models.licences import Licence, LicencePassenger
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import DriverInput, LicenceInput, ScheduleInput
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.registration import approve_with_resolution
from tests.factories.vehicles import (
    company,
    inspection_input,
    make_renavam,
    policy_input,
    vehicle_input,
)

TODAY = date(2026, 6, 15)
ALL_MODALITIES = ("eventual_turistico", "continuo", "continuo_escolar", "caracteristica_vinculada")
GOIANIA = "5208707"
CALDAS_NOVAS = "5204508"
PARTNER_CPF = "390.533.447-05"  # Maria da Conceição Souza, partner in operator_input()


def registered_operator(ctx, keys, modalities=ALL_MODALITIES, day=TODAY, **changes):
    """An operator approved on `day` for `modalities`, its CRC valid 3 years."""
    ctx = at_day(ctx, day)
    operator = create_operator(ctx, operator_input(modalities=modalities, **changes))
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    for item in checklist_for("GO", "empresa", modalities):
        valid = day + timedelta(days=400) if item.expires else None
        record_document(ctx, operator.id, DocumentInput(item.kind, day, valid))
    approve_with_resolution(ctx, application.id, key_dir=keys)
    return operator


def bus_of(
    ctx,
    keys,
    operator_id,
    day=TODAY,
    inspector=None,
    insured_cnpj=None,
    inspected_on=date(2026, 6, 1),
    **changes,
):
    ctx = at_day(ctx, day)
    inspector = inspector or company(ctx)
    policy = policy_input(insured_cnpj=insured_cnpj) if insured_cnpj else policy_input()
    return register_vehicle(
        ctx,
        operator_id,
        vehicle_input(**changes),
        inspection_input(inspector.id, inspected_on=inspected_on),
        policy,
        keys,
    ).vehicle


def second_bus(ctx, keys, operator_id, insured_cnpj=None, seats=44, **changes):
    """Another bus (Mercosul plate GOI2B34) inspected by a second company; `changes` those
    of `bus_of` (the day of its inspection, a school bus...)."""
    inspector = company(at_day(ctx, TODAY), base="200000000002")
    return bus_of(
        ctx,
        keys,
        operator_id,
        inspector=inspector,
        insured_cnpj=insured_cnpj,
        plate="GOI2B34",
        renavam=make_renavam("0123456789"),
        chassis="9BM384067HB054321",
        seats=seats,
        **changes,
    )


def fleet(ctx, keys, **operator_changes):
    """A registered operator with one bus: (operator, bus)."""
    operator = registered_operator(ctx, keys, **operator_changes)
    return operator, bus_of(ctx, keys, operator.id)


# A school bus: the yellow stripe (Res. AGR 105/2017, art. 18) and the DETRAN-GO's school
# inspection (art. 30, parágrafo único) in force to the end of the demo year.
SCHOOL_BUS = dict(school=True, school_stripe=True, school_inspection_until=date(2026, 12, 31))


def school_fleet(ctx, keys):
    """A registered operator with one school bus: (operator, bus)."""
    operator = registered_operator(ctx, keys)
    return operator, bus_of(ctx, keys, operator.id, **SCHOOL_BUS)


def passengers(count: int, start: int = 100) -> tuple[PassengerInput, ...]:
    return tuple(
        PassengerInput(f"Passageiro Número {index}", make_cpf(f"{index:09d}"))
        for index in range(start, start + count)
    )


def students(count: int) -> tuple[PassengerInput, ...]:
    return tuple(
        PassengerInput(
            f"Aluno Número {index}",
            make_cpf(f"{index:09d}"),
            school="Colégio Estadual Lyceu de Goiânia",
            guardian_declaration=True,
        )
        for index in range(300, 300 + count)
    )


def driver(**changes) -> DriverInput:
    data = DriverInput(
        "Maria da Conceição Souza",
        PARTNER_CPF,
        "02650306461",
        "contrato_social",
        "JUCEG 52200012345",
    )
    return dataclasses.replace(data, **changes)


def employee_driver(**changes) -> DriverInput:
    data = DriverInput(
        "José Carlos Pereira",
        make_cpf("555444333"),
        "03456789012",
        "ctps",
        "CTPS 1234567 série 0012-GO",
    )
    return dataclasses.replace(data, **changes)


def departure(day: date, hour: int) -> datetime:
    """`hour` o'clock in Goiás (UTC-3) on `day`, as an aware UTC instant."""
    return datetime(day.year, day.month, day.day, hour + 3, tzinfo=UTC)


def eventual(operator_id, vehicle_id, **changes) -> LicenceInput:
    """An eventual trip Goiânia -> Caldas Novas leaving 2026-06-16 at 08:00, asked on
    2026-06-15 at 12:00 (20 hours before)."""
    data = LicenceInput(
        modality="eventual",
        operator_id=operator_id,
        vehicle_ids=(vehicle_id,),
        start_on=date(2026, 6, 16),
        end_on=date(2026, 6, 18),
        origin_code=GOIANIA,
        destination_code=CALDAS_NOVAS,
        itinerary="GO-020, GO-139 até Caldas Novas; retorno pelo mesmo trajeto",
        drivers=(driver(),),
        passengers=passengers(40),
        departure_at=departure(date(2026, 6, 16), 8),
        invoice_number="NF-e 000.123.456",
        contractor_name="Associação dos Servidores de Goiânia",
        contractor_document="11.444.777/0001-61",
        documents_presented=frozenset({"requerimento"}),
    )
    return dataclasses.replace(data, **changes)


def continuous(operator_id, vehicle_id, **changes) -> LicenceInput:
    """A contínuo contract from 2026-07-01 to 2026-12-31 (the bus is insured until
    2027-01-10)."""
    data = LicenceInput(
        modality="continuo",
        operator_id=operator_id,
        vehicle_ids=(vehicle_id,),
        start_on=date(2026, 7, 1),
        end_on=date(2026, 12, 31),
        origin_code=GOIANIA,
        destination_code="5201405",
        itinerary="BR-153 até Aparecida de Goiânia, Polo Industrial",
        drivers=(employee_driver(),),
        passengers=passengers(30),
        trips=460,
        schedule=(ScheduleInput(0, "06:30", "17:30"), ScheduleInput(1, "06:30", "17:30")),
        contractor_name="Indústria Cerrado Alimentos S.A.",
        contractor_document="11.444.777/0001-61",
        contract_number="CT-2026/044",
        contract_date=date(2026, 6, 10),
        invoice_number="NF-e 000.200.001",
        documents_presented=frozenset({"requerimento", "contrato", "roteiro"}),
    )
    return dataclasses.replace(data, **changes)


def counts(ctx) -> tuple[int, int, int]:
    with ctx.database.read() as session:
        return (
            session.scalar(select(func.count()).select_from(Licence)),
            session.scalar(select(func.count()).select_from(LicencePassenger)),
            session.scalar(
                select(func.count())
                .select_from(IssuedDocument)
                .where(IssuedDocument.kind.in_(("licenca", "lista_passageiros")))
            ),
        )
