"""The input of the CRV template (certificado de registro de veículo, Res. AGR 105/2017
art. 24): a frozen dataclass the vehicle services build from the vehicle as it is when the
certificate is issued."""

from dataclasses import dataclass
from datetime import date

from desktop.documents.data import OperatorIdentity, digits_and_letters


@dataclass(frozen=True)
class VehicleIdentity:
    """What identifies the vehicle on the road: plate (formatted), RENAVAM, chassis, make and
    model, type, capacity, years, tachograph and the regulator's seal (art. 38 IX and XI)."""

    plate: str
    renavam: str
    chassis: str
    make_model: str
    body: str
    kind: str
    seats: int
    manufacture_year: int
    model_year: int
    tachograph: str
    seal_number: str
    school: bool
    crlv: str


@dataclass(frozen=True)
class NewVehicleInvoice:
    """Art. 25: the invoice of a new (zero km) vehicle registered without inspection."""

    number: str
    issued_on: date
    issuer: str


@dataclass(frozen=True)
class CrvData:
    """Certificado de registro de veículo (art. 24): valid as the inspection report; a new
    vehicle without inspection shows its invoice instead (art. 25)."""

    operator: OperatorIdentity
    vehicle: VehicleIdentity
    ownership: str
    issue_date: date
    valid_until: date
    inspection_report: str
    inspected_on: date | None
    inspection_company: str
    invoice: NewVehicleInvoice | None
    supersedes: str
    issued_by: str
    # GO, an operator of the característica vinculada alone: the CRV of art. 57, not the
    # fretamento's of art. 24.
    vinculada_only: bool = False

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator.cnpj),
            "placa": digits_and_letters(self.vehicle.plate),
            "renavam": self.vehicle.renavam,
            "val": self.valid_until.strftime("%Y%m%d"),
        }
