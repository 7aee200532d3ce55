"""Builds a large office for the benchmarks: the real schema, the real office setup, then
bulk inserts through the ORM's tables of 50,000 operators (2 partners and 3 documents each),
150,000 vehicles (issue 4), 2,000,000 licences with their passengers (issue 5) and 300,000
infraction notices with their processes (issue 6) — or those sizes times `--scale`.

Bulk insertion goes around the services on purpose: registering 50,000 operators one by one
through the audited services would take most of an hour and measure nothing we benchmark.
Every row is what the services would write (valid CNPJs and CPFs, folded search text; see
`bulk_licences` and `bulk_notices` for the licences and notices).
"""

import argparse
import random
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from sqlalchemy import func, select, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bulk_licences import VehicleRef, add_licences
from benchmarks.bulk_notices import FineCase, OperatorRef, add_notices
from benchmarks.bulk_rows import Issuer, insert_batch
from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.demo.vehicles import demo_vehicle_rows
from desktop.models.base import utc_now
from desktop.models.office import Office
from desktop.models.operators import Operator, Partner, RegistrationDocument
from desktop.models.sanctions import InfractionNotice, ProcessDecision, SanctionProcess
from desktop.models.startup import open_database
from desktop.models.vehicles import Vehicle
from desktop.rules.text import fold_text
from desktop.services.context import ServiceContext
from desktop.services.office.setup import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.services.vehicles.records import today_of

PASSWORD = "benchmark-2026"
FIRST = [
    "São João",
    "Goiás",
    "Araguaia",
    "Cerrado",
    "Planalto",
    "Serra Dourada",
    "Anápolis",
    "Rio Verde",
    "Caldas",
    "Pirenópolis",
    "Itumbiara",
    "Luziânia",
    "Jataí",
    "Catalão",
]
SECOND = ["Transportes", "Turismo", "Viagens", "Fretamentos", "Expresso", "Rodoviário"]
SUFFIX = ["Ltda", "S.A.", "Eireli", "Cooperativa"]
PEOPLE = ["Maria", "José", "Ana", "João", "Francisca", "Antônio", "Luíza", "Sebastião"]
SURNAMES = ["Silva", "Souza", "Oliveira", "Pereira", "Gonçalves", "Araújo", "Conceição"]
GOIANIA = "5208707"
BATCH = 10_000
SAMPLES = 20


@dataclass(frozen=True)
class OfficeSizes:
    operators: int = 50_000
    vehicles: int = 150_000
    licences: int = 2_000_000
    passengers: int = 3
    notices: int = 300_000
    history: int = 300

    def scaled(self, scale: float) -> "OfficeSizes":
        """Every count times `scale` (at least one; passengers per licence unchanged)."""
        return OfficeSizes(
            *(
                max(1, round(count * scale))
                for count in (self.operators, self.vehicles, self.licences)
            ),
            self.passengers,
            max(1, round(self.notices * scale)),
            max(1, round(self.history * scale)),
        )


@dataclass(frozen=True)
class LargeOffice:
    """An office file ready for the benchmarks: signed in as its administrator, with sample
    vehicles spread over the plates and the notice awaiting judgment of the operator with
    the long history; `counts` of the main tables."""

    url: str
    context: ServiceContext
    counts: dict[str, int]
    sample_vehicles: tuple[uuid.UUID, ...]
    sample_plates: tuple[str, ...]
    fine_case: FineCase


def _operator_rows(start: int, count: int, admin_id: uuid.UUID, rng: random.Random) -> list[dict]:
    now = utc_now()
    rows = []
    for index in range(start, start + count):
        legal = f"{rng.choice(SECOND)} {rng.choice(FIRST)} {index:05d} {rng.choice(SUFFIX)}"
        trade = f"{rng.choice(FIRST)} {rng.choice(SECOND)}"
        rows.append(
            {
                "id": uuid.uuid4(),
                "created_at": now,
                "created_by_id": admin_id,
                "legal_name": legal,
                "trade_name": trade,
                "cnpj": make_cnpj(f"{10_000_000 + index:08d}0001"),
                "state_registration": f"{100_000_000 + index}",
                "kind": "empresa",
                "establishment": "sede",
                "street": "Rua 1",
                "number": str(index % 900 + 1),
                "district": "Centro",
                "municipality_code": GOIANIA,
                "uf": "GO",
                "cep": "74005010",
                "phone": "62999990000",
                "email": f"contato{index}@exemplo.com.br",
                "representative_name": f"{rng.choice(PEOPLE)} {rng.choice(SURNAMES)}",
                "representative_cpf": make_cpf(f"{100_000_000 + index:09d}"),
                "modalities": "eventual_turistico continuo",
                "status": "sem_pedido",
                "sort_name": fold_text(legal),
                "search_text": fold_text(f"{legal} {trade}"),
                "updated_at": now,
            }
        )
    return rows


def _children(start: int, operators: list[dict], admin_id: uuid.UUID, rng: random.Random):
    now = utc_now()
    partners, documents = [], []
    for number, operator in enumerate(operators, start):
        for slot in range(2):
            partners.append(
                {
                    "id": uuid.uuid4(),
                    "created_at": now,
                    "created_by_id": admin_id,
                    "operator_id": operator["id"],
                    "name": f"{rng.choice(PEOPLE)} {rng.choice(SURNAMES)}",
                    "cpf": make_cpf(f"{200_000_000 + number * 2 + slot:09d}"),
                    "qualification": "sócio-administrador",
                }
            )
        for kind in ("ato_constitutivo", "cnpj", "cnd_agr"):
            received = date(2026, 1, 5) + timedelta(days=rng.randrange(300))
            documents.append(
                {
                    "id": uuid.uuid4(),
                    "created_at": now,
                    "created_by_id": admin_id,
                    "operator_id": operator["id"],
                    "kind": kind,
                    "received_on": received,
                    "issued_on": received,
                    "valid_until": received + timedelta(days=180),
                    "checked_by_id": admin_id,
                    "notes": "",
                }
            )
    return partners, documents


DATABASE_NAME = "large-office.sqlite3"
# Written in the folder while its office is being built: one left behind was interrupted.
UNFINISHED = "building.txt"


def office_url(directory: Path) -> str:
    return f"sqlite:///{directory / DATABASE_NAME}"


def reused_or_built(
    directory: Path, sizes: OfficeSizes, progress: Callable[[str], None] | None = None
) -> str:
    """The URL of the office in `directory`, built there first with `sizes` when it holds
    none: a full run builds its 2,000,000 licences once, and the runs after it measure the
    same file (issue 18). A folder whose build was interrupted is refused, not measured."""
    if (directory / UNFINISHED).exists():
        raise SystemExit(
            f"{directory}: the office's build was interrupted ({UNFINISHED} is still there); "
            f"remove {DATABASE_NAME} and the keys folder from it, or give another folder"
        )
    if not (directory / DATABASE_NAME).exists():
        say = progress or (lambda _message: None)
        began = time.perf_counter()
        seconds = build_large_office(directory, sizes, progress=progress)
        parts = ", ".join(f"{part} {spent:.0f} s" for part, spent in seconds.items())
        say(f"office {sizes} built in {time.perf_counter() - began:.0f} s ({parts})")
    return office_url(directory)


def _timed(seconds: dict[str, float], name: str, began: float) -> None:
    seconds[name] = time.perf_counter() - began


def add_operators(database, admin_id: uuid.UUID, count: int, rng: random.Random) -> list[dict]:
    kept = []
    for start in range(0, count, BATCH):
        rows = _operator_rows(start, min(BATCH, count - start), admin_id, rng)
        partners, documents = _children(start, rows, admin_id, rng)
        insert_batch(
            database, [(Operator, rows), (Partner, partners), (RegistrationDocument, documents)]
        )
        kept += [{key: row[key] for key in ("id", "legal_name", "cnpj", "number")} for row in rows]
    return kept


def add_vehicles(
    database,
    admin_id: uuid.UUID,
    operators: list[dict],
    count: int,
    today: date,
    rng: random.Random,
) -> list[VehicleRef]:
    """Vehicle `index` belongs to operator `index % operators` (demo_vehicle_rows)."""
    ids = [operator["id"] for operator in operators]
    refs = []
    for start in range(0, count, BATCH):
        rows = demo_vehicle_rows(ids, start, min(BATCH, count - start), admin_id, today, rng)
        insert_batch(database, [(Vehicle, rows)])
        for index, row in enumerate(rows, start):
            owner = operators[index % len(operators)]
            refs.append(
                VehicleRef(
                    row["id"],
                    owner["id"],
                    owner["legal_name"],
                    owner["cnpj"],
                    row["plate"],
                    row["seats"],
                )
            )
    return refs


def _operator_refs(operators: list[dict], vehicles: list[VehicleRef]) -> list[OperatorRef]:
    first_vehicle = {}
    for vehicle in vehicles[: len(operators)]:
        first_vehicle[vehicle.operator_id] = vehicle
    refs = []
    for operator in operators:
        vehicle = first_vehicle.get(operator["id"])
        refs.append(
            OperatorRef(
                operator["id"],
                operator["legal_name"],
                operator["cnpj"],
                f"Rua 1, {operator['number']}, Centro, Goiânia - GO, CEP 74005-010",
                vehicle.id if vehicle else None,
                vehicle.plate if vehicle else "",
            )
        )
    return refs


def build_large_office(
    directory: Path,
    sizes: OfficeSizes = OfficeSizes(),
    seed: int = 2026,
    progress: Callable[[str], None] | None = None,
) -> dict[str, float]:
    """A new database file `office_url(directory)` holding an office of `sizes`; returns the
    seconds each part took."""
    directory.mkdir(parents=True, exist_ok=True)
    unfinished = directory / UNFINISHED
    unfinished.write_text(f"{sizes}\n", encoding="utf-8")
    database = open_database(office_url(directory))
    context = set_up_office(
        database,
        OfficeSetup(
            name="Regional de Benchmark",
            code="BEN",
            jurisdiction="GO",
            street="Avenida Goiás",
            number="1",
            district="Centro",
            municipality="Goiânia",
            uf="GO",
            cep="74005-010",
        ),
        AdministratorSetup("admin", "Administração", PASSWORD),
        key_dir=directory / "keys",
    )
    say = progress or (lambda _message: None)
    rng = random.Random(seed)
    admin_id = context.actor.user_id
    today = today_of(context)
    with database.read() as session:
        key_id = session.scalar(select(Office.key_id))
    issuer = Issuer(context.office.code, key_id, admin_id)
    seconds: dict[str, float] = {}
    began = time.perf_counter()
    operators = add_operators(database, admin_id, sizes.operators, rng)
    _timed(seconds, "operators", began)
    say(f"{sizes.operators} operators in {seconds['operators']:.0f} s")
    began = time.perf_counter()
    vehicles = add_vehicles(database, admin_id, operators, sizes.vehicles, today, rng)
    _timed(seconds, "vehicles", began)
    say(f"{sizes.vehicles} vehicles in {seconds['vehicles']:.0f} s")
    began = time.perf_counter()
    add_licences(
        database,
        issuer,
        vehicles,
        sizes.licences,
        sizes.passengers,
        today,
        seed,
        progress=lambda done: say(f"  licences: {done} ({time.perf_counter() - began:.0f} s)"),
    )
    _timed(seconds, "licences", began)
    began = time.perf_counter()
    fine_case = add_notices(
        database,
        issuer,
        _operator_refs(operators, vehicles),
        sizes.notices,
        sizes.history,
        today,
        seed,
    )
    _timed(seconds, "notices", began)
    say(
        f"{sizes.notices} notices and a history of {fine_case.history} judged notices in "
        f"{seconds['notices']:.0f} s"
    )
    database.dispose()
    unfinished.unlink()
    return seconds


COUNTED = (
    "operators",
    "vehicles",
    "licences",
    "licence_vehicles",
    "licence_passengers",
    "issued_documents",
    "infraction_notices",
    "sanction_processes",
    "penalties",
)


def open_large_office(url: str) -> LargeOffice:
    """The office in `url` opened as the application does, signed in as its administrator."""
    database = open_database(url)
    context = ServiceContext(
        database, authenticate(database, "admin", PASSWORD), load_office(database)
    )
    with database.read() as session:
        counts = {table: session.scalar(text(f"SELECT count(*) FROM {table}")) for table in COUNTED}
        step = max(1, counts["vehicles"] // SAMPLES)
        samples = session.execute(
            select(Vehicle.id, Vehicle.plate)
            .where(text("vehicles.rowid % :step = 1"))
            .order_by(text("vehicles.rowid"))
            .limit(SAMPLES),
            {"step": step},
        ).all()
        process = session.execute(
            select(SanctionProcess.id, InfractionNotice.operator_id, InfractionNotice.operator_cnpj)
            .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
            .where(SanctionProcess.stage == "aguardando_julgamento")
        ).first()
        history = session.scalar(
            select(func.count())
            .select_from(ProcessDecision)
            .join(SanctionProcess, SanctionProcess.id == ProcessDecision.process_id)
            .join(InfractionNotice, InfractionNotice.id == SanctionProcess.notice_id)
            .where(InfractionNotice.operator_cnpj == process.operator_cnpj)
        )
    return LargeOffice(
        url,
        context,
        counts,
        tuple(row.id for row in samples),
        tuple(row.plate for row in samples),
        FineCase(process.operator_id, process.operator_cnpj, process.id, history),
    )


def size_arguments(parser: argparse.ArgumentParser) -> None:
    """--scale and the explicit counts (defaults: the issues' figures)."""
    defaults = OfficeSizes()
    parser.add_argument(
        "--scale",
        type=float,
        default=1.0,
        help="every count times this (e.g. 0.01 for a quick run)",
    )
    for name in ("operators", "vehicles", "licences", "passengers", "notices", "history"):
        parser.add_argument(
            f"--{name}", type=int, help=f"default {getattr(defaults, name)} times --scale"
        )


def sizes_from(args: argparse.Namespace) -> OfficeSizes:
    scaled = OfficeSizes().scaled(args.scale)
    return OfficeSizes(
        **{
            name: getattr(args, name) if getattr(args, name) is not None else getattr(scaled, name)
            for name in vars(scaled)
        }
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="Builds a large office in FOLDER.")
    parser.add_argument("folder", type=Path)
    size_arguments(parser)
    args = parser.parse_args()
    sizes = sizes_from(args)
    began = time.perf_counter()
    build_large_office(args.folder, sizes, progress=lambda line: print(line, flush=True))
    print(f"{sizes}: built in {time.perf_counter() - began:.0f} s; {office_url(args.folder)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
