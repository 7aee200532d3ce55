"""Demo vehicles: a few registered through the real services for the demo office (with their
inspection, policy and CRV), and plain rows for bulk-inserting the hundreds of thousands of
vehicles of the benchmark office (every row what the services would write: valid plate,
RENAVAM and VIN, validity dates from the rules engine)."""

import random
import uuid
from datetime import date, timedelta
from pathlib import Path
from string import ascii_uppercase

from desktop.models.base import utc_now
from desktop.rules import validity
from desktop.rules.rulebook import load_rulebook
from desktop.services.context import ServiceContext
from desktop.services.vehicles.identifiers import renavam_check_digit
from desktop.services.vehicles.inspections import CompanyInput, InspectionInput, register_company
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.records import today_of
from desktop.services.vehicles.register import Registered, VehicleInput, register_vehicle

MODELS = [
    ("Mercedes-Benz", "O-500 RS", "Marcopolo Paradiso 1200", "onibus", 46),
    ("Volvo", "B450R", "Comil Campione", "onibus", 44),
    ("Scania", "K360", "Irizar i6", "onibus", 42),
    ("Volkswagen", "15.190 OD", "Marcopolo Volare W9", "microonibus", 20),
    ("Iveco", "Daily 70C17", "Neobus Thunder", "microonibus", 18),
]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def demo_plate(index: int) -> str:
    """A distinct Mercosul plate per index (LLL9L99)."""
    letters = ""
    rest = index
    for _ in range(3):
        rest, digit = divmod(rest, 26)
        letters = ascii_uppercase[digit] + letters
    rest, tens = divmod(rest, 100)
    rest, middle = divmod(rest, 26)
    return f"{letters}{rest % 10}{ascii_uppercase[middle]}{tens:02d}"


def demo_renavam(index: int) -> str:
    first_ten = f"{5_000_000_000 + index:010d}"
    return first_ten + str(renavam_check_digit(first_ten))


def demo_vin(index: int, rng: random.Random) -> str:
    return "9BM" + "".join(rng.choice(VIN_CHARS) for _ in range(8)) + f"{index % 1_000_000:06d}"


def demo_vehicle_input(
    index: int, spec: tuple, year: int, crlv_year: int, rng: random.Random, **details
) -> VehicleInput:
    """Demo vehicle `index` of model `spec`: its plate, RENAVAM, VIN, tachograph and CRLV;
    `details` add what the office's law asks besides."""
    make, model, body, kind, seats = spec
    return VehicleInput(
        plate=demo_plate(index),
        renavam=demo_renavam(index),
        chassis=demo_vin(index, rng),
        make=make,
        model=model,
        body=body,
        kind=kind,
        seats=seats,
        manufacture_year=year,
        model_year=year,
        tachograph=f"VDO 1318 nº {index:06d}",
        crlv_number=f"{index:012d}",
        crlv_year=crlv_year,
        dpvat_reference=f"DPVAT {crlv_year}",
        **details,
    )


def demo_goias_vehicle_input(
    index: int, spec: tuple, year: int, signed_on: date, rng: random.Random, **details
) -> VehicleInput:
    """A Goiás demo vehicle of the operator's own, sealed and requested on `signed_on`."""
    return demo_vehicle_input(
        index,
        spec,
        year,
        signed_on.year,
        rng,
        crlv_state="GO",
        ownership=OwnershipInput("propria"),
        seal_number=f"AGR {index:06d}",
        request_signed_on=signed_on,
        request_notarised=True,
        **details,
    )


def demo_vehicle_rows(
    operator_ids: list[uuid.UUID],
    start: int,
    count: int,
    admin_id: uuid.UUID,
    today: date,
    rng: random.Random,
) -> list[dict]:
    """`count` vehicle rows from index `start`, spread over the operators, each inspected
    within the last year with the validity the rules engine gives (GO art. 23)."""
    go = load_rulebook("GO")
    now = utc_now()
    rows = []
    for index in range(start, start + count):
        make, model, body, kind, seats = MODELS[index % len(MODELS)]
        inspected = today - timedelta(days=rng.randint(0, 170))
        year = inspected.year - rng.randint(0, 14)
        valid = validity.inspection_validity(go, year, False, inspected).valid_until
        rows.append(
            {
                "id": uuid.uuid4(),
                "created_at": now,
                "created_by_id": admin_id,
                "operator_id": operator_ids[index % len(operator_ids)],
                "plate": demo_plate(index),
                "renavam": demo_renavam(index),
                "chassis": demo_vin(index, rng),
                "make": make,
                "model": model,
                "body": body,
                "kind": kind,
                "van_authorisation_act": "",
                "adapted_for_comfort": False,
                "seats": seats,
                "manufacture_year": year,
                "model_year": year,
                "tachograph": f"VDO 1318 nº {index:06d}",
                "seal_number": f"AGR {index:06d}",
                "crlv_number": f"{index:012d}",
                "crlv_year": today.year,
                "crlv_state": "GO",
                "dpvat_reference": f"DPVAT {today.year}",
                "school": False,
                "school_stripe": False,
                "ownership": "propria",
                "contract_copies": 0,
                "new_vehicle": False,
                "request_signed_on": inspected,
                "request_notarised": True,
                "status": "registrado",
                "withdrawn": False,
                "registered_on": inspected,
                "inspection_valid_until": valid,
                "insurance_valid_until": inspected + timedelta(days=365),
                "crv_valid_until": valid,
                "updated_at": now,
            }
        )
    return rows


def add_demo_vehicles(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    operator_cnpj: str,
    company_id: uuid.UUID,
    first_index: int,
    count: int,
    key_dir: Path | None = None,
) -> list[Registered]:
    """`count` buses registered through the services, each with its CRV (art. 24)."""
    today = today_of(ctx)
    rng = random.Random(first_index)
    registered = []
    for index in range(first_index, first_index + count):
        year = today.year - index % 12
        registered.append(
            register_vehicle(
                ctx,
                operator_id,
                demo_goias_vehicle_input(index, MODELS[index % len(MODELS)], year, today, rng),
                InspectionInput(
                    company_id, f"LV-{today.year}-{index:05d}", today - timedelta(days=index % 150)
                ),
                PolicyInput(
                    "Seguradora Cerrado S.A.",
                    f"RC-{index:06d}",
                    operator_cnpj,
                    "1.500.000,00",
                    today - timedelta(days=30),
                    today + timedelta(days=335 - index % 90),
                ),
                key_dir,
            )
        )
    return registered


def demo_company(ctx: ServiceContext, cnpj: str):
    return register_company(
        ctx, CompanyInput("Inspeção Veicular Modelo Ltda", cnpj, "OIA-0001", "AGR-INSP-001")
    )
