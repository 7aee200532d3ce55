"""Sample vehicles shared by the vehicle, inspection and insurance tests (no tests here)."""

import dataclasses
from datetime import date

from test_operator_samples import at_day, operator_input

from desktop.services.demo_numbers import make_cnpj
from desktop.services.inspections import CompanyInput, InspectionInput, register_company
from desktop.services.insurance import PolicyInput
from desktop.services.operators import create_operator
from desktop.services.vehicle_identifiers import renavam_check_digit
from desktop.services.vehicle_ownership import OwnershipInput
from desktop.services.vehicles import VehicleInput, register_vehicle

TODAY = date(2026, 6, 15)
OPERATOR_CNPJ = "11.222.333/0001-81"


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
        dpvat_reference="DPVAT 2026 quitado",
        ownership=OwnershipInput("propria"),
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
    return register_company(ctx, CompanyInput("Inspeção Segura Ltda", make_cnpj(base),
                                              "OIA-0123", "AGR-INSP-007"))


def inspection_input(company_id, **changes) -> InspectionInput:
    data = InspectionInput(company_id, "LV-2026-0101", date(2026, 6, 1))
    return dataclasses.replace(data, **changes)


def operator(ctx, **changes):
    return create_operator(ctx, operator_input(**changes))


def registered_bus(ctx, keys, day=TODAY, **changes):
    """An operator, an inspection company and a bus registered on `day`."""
    ctx = at_day(ctx, day)
    owner = operator(ctx)
    inspector = company(ctx)
    result = register_vehicle(ctx, owner.id, vehicle_input(**changes),
                              inspection_input(inspector.id), policy_input(), keys)
    return owner, inspector, result
