"""The input of the licence templates: frozen dataclasses the licence services build from a
licence as issued. CPFs arrive already masked (desktop.services.licences.passengers.mask_cpf)."""

from dataclasses import dataclass
from datetime import date

from desktop.documents.data import OperatorIdentity, digits_and_letters


def plates_field(plates: tuple[str, ...]) -> str:
    """Every plate of the licence for the QR payload, in the order printed: "GOI2B34,ABC1D23"."""
    return ",".join(digits_and_letters(plate) for plate in plates)


@dataclass(frozen=True)
class TripVehicle:
    plate: str
    make_model: str
    seats: int
    crv_number: str


@dataclass(frozen=True)
class TripDriver:
    """A driver as printed; `link` is blank where the office's law asks no link (Roraima)."""

    name: str
    cpf_masked: str
    cnh: str
    link: str
    defensive_certificate: str


@dataclass(frozen=True)
class ListedPassenger:
    position: int
    name: str
    identity: str
    detail: str
    note: str


@dataclass(frozen=True)
class LicenceData:
    """A trip licence (Res. AGR 105/2017 arts. 27-30, 39 II, 58-59) or an RR authorisation
    (Lei 664/2008 arts. 19-20). `schedule` holds the lines of art. 29 IV as text; `vehicles`
    every vehicle of the trip, in order (one or more)."""

    operator: OperatorIdentity
    modality: str
    modality_label: str
    vehicles: tuple[TripVehicle, ...]
    issue_date: date
    start_on: date
    end_on: date
    departure: str
    origin: str
    destination: str
    itinerary: str
    trips: int | None
    schedule: tuple[str, ...]
    contractor: str
    contract: str
    invoice_number: str
    passenger_list: str
    passengers: int
    drivers: tuple[TripDriver, ...]
    issue_due: date | None
    commitment_signed_on: date | None
    articles_checked: tuple[str, ...]
    issued_by: str
    # Característica vinculada: the persons carried (Res. 105, arts. 54-55).
    carried_note: str = ""
    # GO: the paper request's protocol and the time it dates the request from (art. 28, I).
    request: str = ""

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator.cnpj),
            "placa": plates_field(tuple(vehicle.plate for vehicle in self.vehicles)),
            "mod": self.modality,
            "ini": self.start_on.strftime("%Y%m%d"),
            "fim": self.end_on.strftime("%Y%m%d"),
            "pax": str(self.passengers),
        }


@dataclass(frozen=True)
class PassengerListData:
    """The list carried on board with the licence (arts. 28 III, 29 V, 30 IV, 34, 39, 59 II),
    with the inclusions and substitutions made after issue (art. 28 §1); `plates` every
    vehicle of the licence, since the list is carried in each of them (art. 29 §§2-3)."""

    licence_number: str
    operator: OperatorIdentity
    plates: tuple[str, ...]
    modality_label: str
    start_on: date
    end_on: date
    issue_date: date
    passengers: tuple[ListedPassenger, ...]
    changes_used: int
    changes_allowed: int | None
    issued_by: str

    def signed_fields(self) -> dict[str, str]:
        return {
            "lic": self.licence_number,
            "placa": plates_field(self.plates),
            "pax": str(len(self.passengers)),
        }


@dataclass(frozen=True)
class LicenceAnnotationData:
    """An annotation on an issued licence: continuation in another registered vehicle after
    retention, accident or breakdown (art. 36) or the client's giving up (art. 28 §2)."""

    licence_number: str
    operator: OperatorIdentity
    kind_label: str
    article: str
    occurred: str
    details: tuple[tuple[str, str], ...]
    issue_date: date
    issued_by: str

    def signed_fields(self) -> dict[str, str]:
        return {"lic": self.licence_number, "cnpj": digits_and_letters(self.operator.cnpj)}


@dataclass(frozen=True)
class AuthorisationCancellationData:
    """The CRE/RR's cancellation of an autorização de serviço notified to the company (Lei RR
    664/2008, art. 22, on a ground of the caput, I to V; its appeal, art. 92; its terms,
    art. 95): the texts are the rules' (`rules.licence_state`), kept as printed."""

    licence_number: str
    operator: OperatorIdentity
    modality_label: str
    start_on: date
    end_on: date
    ground: str
    article: str
    act: str
    decided_on: date
    effect: str
    appeal: str
    issue_date: date
    issued_by: str

    def signed_fields(self) -> dict[str, str]:
        return {
            "lic": self.licence_number,
            "cnpj": digits_and_letters(self.operator.cnpj),
            "ato": self.decided_on.strftime("%Y%m%d"),
        }
