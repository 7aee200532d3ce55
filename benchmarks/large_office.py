"""Builds a large office for the benchmarks: the real schema, the real office setup, then
50,000 operators (2 partners and 3 documents each) bulk-inserted through the ORM's tables.

Bulk insertion goes around the services on purpose: registering 50,000 operators one by one
through the audited services would take most of an hour and measure nothing we benchmark.
Every row is what the services would write (valid CNPJs and CPFs, folded search text).
"""

import random
import uuid
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from sqlalchemy import insert

from desktop.models.base import utc_now
from desktop.models.operators import Operator, Partner, RegistrationDocument
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.demo_numbers import make_cnpj, make_cpf
from desktop.services.office import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.search_text import fold_text

PASSWORD = "benchmark-2026"
FIRST = ["São João", "Goiás", "Araguaia", "Cerrado", "Planalto", "Serra Dourada", "Anápolis",
         "Rio Verde", "Caldas", "Pirenópolis", "Itumbiara", "Luziânia", "Jataí", "Catalão"]
SECOND = ["Transportes", "Turismo", "Viagens", "Fretamentos", "Expresso", "Rodoviário"]
SUFFIX = ["Ltda", "S.A.", "Eireli", "Cooperativa"]
PEOPLE = ["Maria", "José", "Ana", "João", "Francisca", "Antônio", "Luíza", "Sebastião"]
SURNAMES = ["Silva", "Souza", "Oliveira", "Pereira", "Gonçalves", "Araújo", "Conceição"]
GOIANIA = "5208707"


@dataclass(frozen=True)
class LargeOffice:
    url: str
    context: ServiceContext
    operators: int


def _operator_rows(
    start: int, count: int, admin_id: uuid.UUID, rng: random.Random
) -> list[dict]:
    now = utc_now()
    rows = []
    for index in range(start, start + count):
        legal = f"{rng.choice(SECOND)} {rng.choice(FIRST)} {index:05d} {rng.choice(SUFFIX)}"
        trade = f"{rng.choice(FIRST)} {rng.choice(SECOND)}"
        rows.append(
            {
                "id": uuid.uuid4(), "created_at": now, "created_by_id": admin_id,
                "legal_name": legal, "trade_name": trade,
                "cnpj": make_cnpj(f"{10_000_000 + index:08d}0001"),
                "state_registration": f"{100_000_000 + index}", "kind": "empresa",
                "establishment": "sede", "street": "Rua 1", "number": str(index % 900 + 1),
                "district": "Centro", "municipality_code": GOIANIA, "uf": "GO",
                "cep": "74005010", "phone": "62999990000",
                "email": f"contato{index}@exemplo.com.br",
                "representative_name": f"{rng.choice(PEOPLE)} {rng.choice(SURNAMES)}",
                "representative_cpf": make_cpf(f"{100_000_000 + index:09d}"),
                "modalities": "eventual_turistico continuo", "status": "sem_pedido",
                "sort_name": fold_text(legal), "search_text": fold_text(f"{legal} {trade}"),
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
                    "id": uuid.uuid4(), "created_at": now, "created_by_id": admin_id,
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
                    "id": uuid.uuid4(), "created_at": now, "created_by_id": admin_id,
                    "operator_id": operator["id"], "kind": kind, "received_on": received,
                    "issued_on": received, "valid_until": received + timedelta(days=180),
                    "checked_by_id": admin_id, "notes": "",
                }
            )
    return partners, documents


def build_large_office(directory: Path, operators: int = 50_000, seed: int = 2026) -> LargeOffice:
    """A new database file in `directory` holding `operators` operators."""
    directory.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{directory / 'large-office.sqlite3'}"
    database = open_database(url)
    context = set_up_office(
        database,
        OfficeSetup(
            name="Regional de Benchmark", code="BEN", jurisdiction="GO", street="Avenida Goiás",
            number="1", district="Centro", municipality="Goiânia", uf="GO", cep="74005-010",
        ),
        AdministratorSetup("admin", "Administração", PASSWORD),
        key_dir=directory / "keys",
    )
    rng = random.Random(seed)
    admin_id = context.actor.user_id
    batch = 5_000
    for start in range(0, operators, batch):
        rows = _operator_rows(start, min(batch, operators - start), admin_id, rng)
        partners, documents = _children(start, rows, admin_id, rng)
        with database.write() as session:
            session.execute(insert(Operator), rows)
            session.execute(insert(Partner), partners)
            session.execute(insert(RegistrationDocument), documents)
    return LargeOffice(url, context, operators)
