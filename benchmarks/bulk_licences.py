"""Bulk licences of the large office: the rows `licences.issue.issue_licence` (services) writes
for each licence — the licence copied at issue time, its register entry in
`issued_documents`, its vehicles (`licence_vehicles`), its driver, its passengers and, for a
contínuo contract, its table of days and times — spread over the office's vehicles and the
last four years, numbered per year from the office sequence (which then goes on from the
last bulk number).

Nine in ten are eventual trips asked the day before (art. 28 I), one in ten a six-month
contínuo contract (art. 29). One licence in twenty, an eventual trip, goes in two buses of
the same operator (the licence names both, each with its plate and seats, and is in the
list of each). Audit entries and the passenger-list documents are left out: no benchmark
reads them, and they would double the build.
"""

import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from benchmarks.bulk_rows import (
    Issuer,
    YearNumbers,
    cpf_pool,
    document_row,
    insert_batch,
    print_order_row,
    store_counters,
)
from desktop.documents.licence import KIND as LICENCE_KIND
from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.models.licences import (
    Licence,
    LicenceDriver,
    LicencePassenger,
    LicenceSchedule,
    LicenceVehicle,
)
from desktop.rules import REASONS

ARTICLES = "; ".join(dict.fromkeys(article for article, _ in REASONS.values()))
ROUTES = [
    ("5208707", "5204508", "GO-020, GO-139 até Caldas Novas; retorno pelo mesmo trajeto"),
    ("5208707", "5217302", "GO-070, GO-431 até Pirenópolis; retorno pelo mesmo trajeto"),
    ("5201108", "5208707", "BR-060 até Goiânia; retorno pelo mesmo trajeto"),
    ("5218805", "5208707", "BR-060 até Goiânia, Setor Central"),
    ("5208707", "5201405", "BR-153 até Aparecida de Goiânia, Polo Industrial"),
]
PEOPLE = [
    "Maria",
    "José",
    "Ana",
    "João",
    "Francisca",
    "Antônio",
    "Luíza",
    "Sebastião",
    "Raimunda",
    "Pedro",
    "Juliana",
    "Carlos",
]
SURNAMES = [
    "Silva",
    "Souza",
    "Oliveira",
    "Pereira",
    "Gonçalves",
    "Araújo",
    "Conceição",
    "Rodrigues",
    "Almeida",
    "Barbosa",
]
SPAN_DAYS = 4 * 365
LOCAL = timedelta(hours=3)  # Goiás is UTC-3


@dataclass(frozen=True)
class VehicleRef:
    id: uuid.UUID
    operator_id: uuid.UUID
    operator_name: str
    operator_cnpj: str
    plate: str
    seats: int


def _instant(day: date, hour: int) -> datetime:
    """`hour` o'clock in Goiás on `day`, as an aware UTC instant."""
    return datetime.combine(day, time(hour), tzinfo=UTC) + LOCAL


class _LicenceMaker:
    def __init__(
        self,
        issuer: Issuer,
        vehicles: list[VehicleRef],
        count: int,
        passengers: int,
        today: date,
        seed: int,
    ) -> None:
        self.issuer = issuer
        self.vehicles = vehicles
        self.count = count
        self.passengers = passengers
        self.first_day = today - timedelta(days=SPAN_DAYS)
        self.rng = random.Random(seed)
        self.numbers = YearNumbers(issuer.office_code)
        self.passenger_cpfs = cpf_pool(min(20_000, count * passengers + 1), 300_000_000)
        self.driver_cpfs = cpf_pool(min(2_000, len(vehicles)), 400_000_000)
        # The second bus of a two-bus trip: the operator's next vehicle (itself when alone).
        fleets: dict[uuid.UUID, list[int]] = {}
        for slot, vehicle in enumerate(vehicles):
            fleets.setdefault(vehicle.operator_id, []).append(slot)
        self.partner = list(range(len(vehicles)))
        for slots in fleets.values():
            for place, slot in enumerate(slots):
                self.partner[slot] = slots[(place + 1) % len(slots)]

    def batch(self, start: int, size: int) -> list[tuple[object, list[dict]]]:
        licences, documents, drivers, passengers, schedule = [], [], [], [], []
        vehicles = []
        for index in range(start, start + size):
            licence, named = self._licence(index)
            licences.append(licence)
            vehicles += [
                {
                    "licence_id": licence["id"],
                    "position": position,
                    "vehicle_id": vehicle.id,
                    "plate": vehicle.plate,
                    "seats": vehicle.seats,
                    "start_on": licence["start_on"],
                }
                for position, vehicle in enumerate(named, start=1)
            ]
            documents.append(
                document_row(
                    self.issuer,
                    LICENCE_KIND,
                    1,
                    index,
                    licence["number"],
                    licence["issued_on"],
                    f"licence:{licence['id']}",
                    licence["created_at"],
                )
            )
            licence["document_id"] = documents[-1]["id"]
            drivers.append(self._driver(index, licence["id"]))
            passengers += self._passengers(index, licence)
            if licence["modality"] == "continuo":
                schedule += [
                    {
                        "id": uuid.uuid4(),
                        "licence_id": licence["id"],
                        "weekday": day,
                        "departure_time": "06:30",
                        "return_time": "17:30",
                    }
                    for day in range(5)
                ]
        return [
            (PrintOrder, [print_order_row(document) for document in documents]),
            (IssuedDocument, documents),
            (Licence, licences),
            (LicenceVehicle, vehicles),
            (LicenceSchedule, schedule),
            (LicenceDriver, drivers),
            (LicencePassenger, passengers),
        ]

    def _licence(self, index: int) -> tuple[dict, list[VehicleRef]]:
        slot = index % len(self.vehicles)
        vehicle = self.vehicles[slot]
        named = [vehicle]
        if index % 20 == 7 and self.partner[slot] != slot:
            named.append(self.vehicles[self.partner[slot]])
        origin, destination, itinerary = ROUTES[index % len(ROUTES)]
        start = self.first_day + timedelta(days=index * SPAN_DAYS // self.count)
        continuous = index % 10 == 9
        issued = start - timedelta(days=5 if continuous else 1)
        issued_at = _instant(issued, 12)
        return {
            "id": uuid.uuid4(),
            "created_at": issued_at,
            "created_by_id": self.issuer.admin_id,
            "number": self.numbers.next(issued.year),
            "jurisdiction": "GO",
            "modality": "continuo" if continuous else "eventual",
            "operator_id": vehicle.operator_id,
            "operator_name": vehicle.operator_name,
            "operator_cnpj": vehicle.operator_cnpj,
            "seats": sum(item.seats for item in named),
            "requested_at": issued_at,
            "departure_at": None if continuous else _instant(start, 8),
            "start_on": start,
            "end_on": start + timedelta(days=179 if continuous else 2),
            "origin_code": origin,
            "destination_code": destination,
            "itinerary": itinerary,
            "trips": 240 if continuous else None,
            "contractor_name": "Associação dos Servidores de Goiás",
            "contractor_document": "11444777000161",
            "contract_number": f"CT-{issued.year}/{index % 1000:03d}" if continuous else "",
            "contract_date": issued if continuous else None,
            "invoice_number": "" if continuous else f"NF-e {index:09d}",
            "passenger_list": "nominal",
            "destinations": 1,
            "public_institution": False,
            "commitment_signed_on": None,
            "issue_due": None,
            "issued_on": issued,
            "articles": ARTICLES,
        }, named

    def _driver(self, index: int, licence_id: uuid.UUID) -> dict:
        slot = index % len(self.vehicles) % len(self.driver_cpfs)
        return {
            "id": uuid.uuid4(),
            "licence_id": licence_id,
            "name": f"{PEOPLE[slot % len(PEOPLE)]} {SURNAMES[slot % len(SURNAMES)]}",
            "cpf": self.driver_cpfs[slot],
            "cnh": f"0{slot:010d}",
            "link_kind": "ctps",
            "link_reference": f"CTPS {slot:07d} série 0012-GO",
            "defensive_certificate": "",
        }

    def _passengers(self, index: int, licence: dict) -> list[dict]:
        rows = []
        for position in range(1, self.passengers + 1):
            slot = (index * self.passengers + position) % len(self.passenger_cpfs)
            rows.append(
                {
                    "id": uuid.uuid4(),
                    "created_at": licence["created_at"],
                    "created_by_id": self.issuer.admin_id,
                    "licence_id": licence["id"],
                    "position": position,
                    "name": f"{self.rng.choice(PEOPLE)} {self.rng.choice(SURNAMES)}",
                    "cpf": self.passenger_cpfs[slot],
                    "document_kind": "",
                    "document_number": "",
                    "school": "",
                    "guardian_declaration": False,
                    "employment_proof": "",
                    "event_id": None,
                    "replaces_id": None,
                }
            )
        return rows


def add_licences(
    database,
    issuer: Issuer,
    vehicles: list[VehicleRef],
    count: int,
    passengers: int,
    today: date,
    seed: int = 2026,
    batch: int = 10_000,
    progress: Callable[[int], None] | None = None,
) -> None:
    """`count` licences with `passengers` passengers each, `batch` licences per transaction."""
    maker = _LicenceMaker(issuer, vehicles, count, passengers, today, seed)
    for start in range(0, count, batch):
        insert_batch(database, maker.batch(start, min(batch, count - start)))
        if progress:
            progress(min(start + batch, count))
    with database.write() as session:
        store_counters(session, issuer.office_code, LICENCE_KIND, maker.numbers)
