"""Sample vehicles shared by the vehicle, inspection and insurance tests (no tests here)."""

import dataclasses
from datetime import date, timedelta

from desktop.demo.numbers import make_cnpj
from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.identifiers import renavam_check_digit
from desktop.services.vehicles.inspections import (
    CompanyInput,
    InspectionInput,
    record_inspection,
    register_company,
)
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.records import today_of
from desktop.services.vehicles.register import CrlvInput, VehicleInput, register_vehicle
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.registration import approve_with_resolution

TODAY = date(2026, 6, 15)
OPERATOR_CNPJ = "11.222.333/0001-81"
MODALITIES = ("eventual_turistico", "continuo")
# The CRLV the DETRAN-GO issues in the new operator's name for a transferred vehicle.
NEW_CRLV = CrlvInput("023456789099", 2026, "GO")


def make_renavam(first_ten: str) -> str:
    return first_ten + str(renavam_check_digit(first_ten))


def vehicle_input(**changes) -> VehicleInput:
    data = VehicleInput(
        plate="abc-1234",
        renavam="00639884962",
        chassis="9BM384067HB012345",
        make="Mercedes-Benz",
        model="O-500 RS",
        body="Marcopolo Paradiso 1200",
        kind="onibus",
        seats=46,
        manufacture_year=2020,
        model_year=2021,
        tachograph="VDO 1318 nº 445566",
        crlv_number="023456789012",
        crlv_year=2026,
        crlv_state="GO",
        dpvat_reference="DPVAT 2026 quitado",
        ownership=OwnershipInput("propria"),
        # Res. 105 art. 17 I: the request signed with the signature notarised.
        request_signed_on=date(2026, 6, 10),
        request_notarised=True,
    )
    return dataclasses.replace(data, **changes)


def policy_input(**changes) -> PolicyInput:
    data = PolicyInput(
        insurer="Seguradora Cerrado S.A.",
        policy_number="RC-2026-0001",
        insured_cnpj=OPERATOR_CNPJ,
        coverage="1.500.000,00",
        starts_on=date(2026, 1, 10),
        ends_on=date(2027, 1, 10),
    )
    return dataclasses.replace(data, **changes)


def company(ctx, base="200000000001"):
    return register_company(
        ctx, CompanyInput("Inspeção Segura Ltda", make_cnpj(base), "OIA-0123", "AGR-INSP-007")
    )


def inspection_input(company_id, **changes) -> InspectionInput:
    data = InspectionInput(company_id, "LV-2026-0101", date(2026, 6, 1))
    return dataclasses.replace(data, **changes)


def certify(ctx, keys, operator_id, kind="empresa", modalities=MODALITIES):
    """Protocols and approves the operator's registration on the context's day: its CRC is
    in force 3 years (Res. 105 arts. 7 III, 12 and 13)."""
    day = today_of(ctx)
    application = protocol_application(ctx, operator_id, key_dir=keys).application
    for item in checklist_for(ctx.office.jurisdiction, kind, modalities):
        valid = day + timedelta(days=400) if item.expires else None
        record_document(ctx, operator_id, DocumentInput(item.kind, day, valid))
    return approve_with_resolution(ctx, application.id, key_dir=keys).crc


def operator(ctx, keys, **changes):
    """An operator holding a CRC in force: the autorizatária that registers vehicles."""
    created = create_operator(ctx, operator_input(**changes))
    certify(ctx, keys, created.id, created.kind)
    return created


def registered_bus(ctx, keys, day=TODAY, **changes):
    """An operator, an inspection company and a bus registered on `day`."""
    ctx = at_day(ctx, day)
    owner = operator(ctx, keys)
    inspector = company(ctx)
    result = register_vehicle(
        ctx,
        owner.id,
        vehicle_input(**changes),
        inspection_input(inspector.id),
        policy_input(),
        keys,
    )
    return owner, inspector, result


def reinspected_in_2027(ctx, keys, vehicle_id, inspector_id):
    """The vehicle inspected again on 18/05/2027 (report LV-2027-0042), recorded on
    20/05/2027, which reissues its CRV: the office on that day, the inspection and the CRV."""
    later = at_day(ctx, date(2027, 5, 20))
    row, crv = record_inspection(
        later,
        vehicle_id,
        inspection_input(
            inspector_id, report_number="LV-2027-0042", inspected_on=date(2027, 5, 18)
        ),
        keys,
    )
    return later, row, crv


def bus_of_today(ctx, keys, owner, inspector, **changes):
    """A bus of `owner` registered today (two years old, its CRLV of this year, the request
    signed today), inspected by `inspector` and insured for a year."""
    today = office_today(ctx)
    return register_vehicle(
        ctx,
        owner.id,
        vehicle_input(
            manufacture_year=today.year - 2,
            model_year=today.year - 2,
            crlv_year=today.year,
            request_signed_on=today,
            **changes,
        ),
        inspection_input(inspector.id, inspected_on=today),
        policy_input(
            insured_cnpj=owner.cnpj_formatted,
            starts_on=today,
            ends_on=today + timedelta(days=365),
        ),
        keys,
    ).vehicle


PARTNER_CPF = "390.533.447-05"


def comodato(kind="comodato_socio", **changes):
    data = OwnershipInput(
        kind,
        lender_name="Maria da Conceição Souza",
        lender_cpf=PARTNER_CPF,
        contract_registry="2º Cartório de Títulos e Documentos de Goiânia",
        contract_number="RTD 88.123",
        contract_date=date(2026, 5, 2),
        contract_copies=4,
        lender_act="Contrato social, cláusula 5ª",
        # Res. AGR 105/2017, art. 16, § 2º: the AGR's exceptional authorisation.
        authorisation_act="Portaria AGR nº 123/2026",
        authorised_on=date(2026, 5, 10),
    )
    return dataclasses.replace(data, **changes)
