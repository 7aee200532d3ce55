"""Issues 4, 5 and 6 measures on the large office, each against raw SQL on the same file in
the same run:

- plate search: `search_vehicles` against the statement it sends, replayed with sqlite3;
- a vehicle's licences: `search_licences(vehicle_id=...)` against the statement it sends;
- one licence issued end to end (`issue_licence`: validate, check, number, render, sign,
  store with its passengers and passenger list, commit) against the INSERT and UPDATE
  statements that very call sent, replayed with fresh keys and numbers in one committed
  transaction;
- the fine proposed with recidivism for the operator with a long history
  (`propose_penalties`, which calls `desktop.rules.decide_fine` over the stored history)
  against one SQL statement fetching that history, and against the statements the service
  sends replayed as they are.
"""

import itertools
import re
import secrets
import sqlite3
import time
import uuid
from datetime import UTC, datetime, timedelta
from datetime import time as clock_time
from pathlib import Path

from sqlalchemy import select

from benchmarks.bulk_rows import bulk_code
from benchmarks.measure import Sent, captured, report
from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.demo.vehicles import add_demo_vehicles, demo_company
from desktop.models.sanctions import InfractionNotice, SanctionProcess
from desktop.services.context import ServiceContext
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import DriverInput, LicenceInput
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import RegistrationAct, approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import OperatorInput, PartnerInput, create_operator
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.search.licences import search_licences
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.records import today_of

MODALITIES = ("eventual_turistico", "continuo")
HISTORY_SQL = """
SELECT n.id, n.occurred_on, n.line, ni.code, d.upholds, d.decided_on, p.penalties
FROM infraction_notices AS n
JOIN sanction_processes AS sp ON sp.notice_id = n.id
JOIN process_decisions AS d ON d.process_id = sp.id
JOIN notice_infractions AS ni ON ni.notice_id = n.id
LEFT JOIN penalties AS p ON p.decision_id = d.id AND p.notice_infraction_id = ni.id
WHERE n.operator_cnpj = ? AND n.id != ?
"""
HEX_ID = re.compile(r"^[0-9a-f]{32}$")


def raw_connection(path: Path) -> sqlite3.Connection:
    """sqlite3 on the same file with the application's pragmas."""
    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in ("foreign_keys = ON", "synchronous = FULL", "busy_timeout = 5000"):
        connection.execute(f"PRAGMA {pragma}")
    return connection


def _select(statements: list[Sent], table: str) -> Sent:
    return next(item for item in statements if f"FROM {table}" in item.statement)


def time_plate_search(
    ctx: ServiceContext, path: Path, plates: tuple[str, ...], rounds: int
) -> dict[str, float]:
    """Whole plates typed with a dash in lower case, and 3- and 5-character prefixes."""
    queries = []
    for plate in plates[:6]:
        queries += [f"{plate[:3].lower()}-{plate[3:].lower()}", plate[:3], plate[:5]]
    service, raw = [], []
    connection = raw_connection(path)
    for query in queries:
        sent = _select(
            captured(ctx.database.engine, lambda q=query: search_vehicles(ctx, q)), "vehicles"
        )
        for _ in range(rounds):
            began = time.perf_counter()
            search_vehicles(ctx, query)
            service.append(time.perf_counter() - began)
            began = time.perf_counter()
            sent.run(connection)
            raw.append(time.perf_counter() - began)
    connection.close()
    # In µs: a plate's page and its bare SQL are both 0.01 ms.
    return report("plate search", service, raw, "raw SQL", 1_000_000, "µs")


def time_vehicle_licences(
    ctx: ServiceContext, path: Path, vehicles: tuple[uuid.UUID, ...], rounds: int
) -> dict[str, float]:
    service, raw = [], []
    connection = raw_connection(path)
    for vehicle_id in vehicles:
        sent = _select(
            captured(ctx.database.engine, lambda v=vehicle_id: search_licences(ctx, vehicle_id=v)),
            "licence_vehicles JOIN licences",
        )
        for _ in range(rounds):
            began = time.perf_counter()
            search_licences(ctx, vehicle_id=vehicle_id)
            service.append(time.perf_counter() - began)
            began = time.perf_counter()
            sent.run(connection)
            raw.append(time.perf_counter() - began)
    connection.close()
    return report("a vehicle's licences", service, raw, "raw SQL")


def _registered_fleet(ctx: ServiceContext, key_dir: Path) -> tuple[uuid.UUID, uuid.UUID]:
    """An operator registered through the services (CRC issued) and its bus with CRV."""
    suffix = uuid.uuid4().int % 10_000_000
    cpf = make_cpf(f"{700_000_000 + suffix:09d}")
    cnpj = make_cnpj(f"{80_000_000 + suffix:08d}0001")
    operator = create_operator(
        ctx,
        OperatorInput(
            legal_name=f"Expresso Benchmark {suffix} Ltda",
            trade_name="Expresso Benchmark",
            cnpj=cnpj,
            kind="empresa",
            establishment="sede",
            street="Rua 10",
            number="100",
            district="Centro",
            municipality_code="5208707",
            cep="74005-010",
            phone="(62) 3333-4444",
            email="contato@benchmark.com.br",
            representative_name="Maria da Conceição Souza",
            representative_cpf=cpf,
            modalities=MODALITIES,
            partners=(PartnerInput("Maria da Conceição Souza", cpf, "Sócia administradora"),),
            state_registration="10.123.456-7",
        ),
    )
    application = protocol_application(ctx, operator.id, key_dir=key_dir).application
    today = today_of(ctx)
    for item in checklist_for("GO", "empresa", MODALITIES):
        valid = today + timedelta(days=180) if item.expires else None
        record_document(ctx, operator.id, DocumentInput(item.kind, today, valid, today))
    # Res. AGR 105/2017, art. 12: a Goiás registration is approved on its resolution.
    act = RegistrationAct(f"Resolução nº {suffix}/2026", today)
    approve_application(ctx, application.id, key_dir=key_dir, act=act)
    company = demo_company(ctx, make_cnpj(f"{81_000_000 + suffix:08d}0001"))
    bus = add_demo_vehicles(ctx, operator.id, cnpj, company.id, 300_000_000 + suffix, 1, key_dir)[0]
    return operator.id, bus.vehicle.id


def _licence_input(
    operator_id: uuid.UUID, vehicle_id: uuid.UUID, day, round_number: int
) -> LicenceInput:
    departure = datetime.combine(day, clock_time(11), tzinfo=UTC)  # 08:00 in Goiás
    return LicenceInput(
        modality="eventual",
        operator_id=operator_id,
        vehicle_ids=(vehicle_id,),
        start_on=day,
        end_on=day + timedelta(days=2),
        origin_code="5208707",
        destination_code="5204508",
        itinerary="GO-020, GO-139 até Caldas Novas; retorno pelo mesmo trajeto",
        drivers=(
            DriverInput(
                "José Carlos Pereira",
                make_cpf("555444333"),
                "03456789012",
                "ctps",
                "CTPS 1234567 série 0012-GO",
            ),
        ),
        passengers=tuple(
            PassengerInput(f"Passageiro Número {index}", make_cpf(f"{600_000_000 + index:09d}"))
            for index in range(3)
        ),
        departure_at=departure,
        invoice_number=f"NF-e {round_number:09d}",
        contractor_name="Associação dos Servidores de Goiás",
        contractor_document="11.444.777/0001-61",
        documents_presented=frozenset({"requerimento"}),
    )


def _columns(statement: str) -> list[str]:
    return [
        name.strip().strip('"') for name in statement.split("(", 1)[1].split(")", 1)[0].split(",")
    ]


def _rows(sent: Sent) -> list[dict]:
    columns = _columns(sent.statement)
    if sent.many:
        return [dict(zip(columns, row, strict=False)) for row in sent.parameters]
    values = sent.parameters
    return [
        dict(zip(columns, values[offset : offset + len(columns)], strict=False))
        for offset in range(0, len(values), len(columns))
    ]


def _writes(statements: list[Sent]) -> tuple[list[Sent], list[str]]:
    """The INSERT and UPDATE statements of one issue, and the values that must be new in a
    replay: the keys of the inserted rows, the document numbers and verification codes."""
    writes = [
        item
        for item in statements
        if item.statement.lstrip().upper().startswith(("INSERT", "UPDATE"))
    ]
    fresh: list[str] = []
    for sent in writes:
        if not sent.statement.lstrip().upper().startswith("INSERT") or not sent.parameters:
            continue
        for row in _rows(sent):
            if isinstance(row.get("id"), str) and HEX_ID.match(row["id"]):
                fresh.append(row["id"])
            if isinstance(row.get("verification_code"), str):
                fresh.append(row["verification_code"])
            if isinstance(row.get("number"), str) and "/" not in row["number"]:
                fresh.append(row["number"])
    return writes, fresh


def _replayed(writes: list[Sent], fresh: list[str], run: int, round_number: int) -> list[Sent]:
    """`run` (random) keeps the replayed verification codes of a later run on the same
    office apart from this one's."""
    mapping = {}
    codes = 0
    for value in fresh:
        if HEX_ID.match(value):
            mapping[value] = uuid.uuid4().hex
        elif len(value) == 11 and value[5] == "-":
            mapping[value] = bulk_code(30, (run << 16) + round_number * 100 + codes)
            codes += 1
        else:
            mapping[value] = f"{value}R{round_number}"

    def renew(value):
        if not isinstance(value, str):
            return value
        for old, new in mapping.items():
            value = value.replace(old, new)
        return value

    return [
        Sent(
            sent.statement,
            [tuple(renew(value) for value in row) for row in sent.parameters]
            if sent.many
            else tuple(renew(value) for value in sent.parameters),
            sent.many,
        )
        for sent in writes
    ]


def _audit_positions(replay: list[Sent], first: int) -> list[Sent]:
    """`replay` with its audit entries numbered from `first`: `position` numbers every entry
    of the office's chain once (unique), and the service's own issues took the captured ones
    and those after them."""
    numbers = itertools.count(first)
    renumbered = []
    for sent in replay:
        if not sent.statement.lstrip().upper().startswith("INSERT INTO AUDIT_ENTRIES"):
            renumbered.append(sent)
            continue
        columns = _columns(sent.statement)
        at, width = columns.index("position"), len(columns)
        values = sent.parameters
        flat = range(0, len(values), width)
        rows = values if sent.many else [values[i : i + width] for i in flat]
        numbered = [
            tuple(next(numbers) if index == at else value for index, value in enumerate(row))
            for row in rows
        ]
        parameters = numbered if sent.many else tuple(itertools.chain.from_iterable(numbered))
        renumbered.append(Sent(sent.statement, parameters, sent.many))
    return renumbered


def time_issue(ctx: ServiceContext, path: Path, key_dir: Path, rounds: int) -> dict[str, float]:
    operator_id, vehicle_id = _registered_fleet(ctx, key_dir)
    first_day = today_of(ctx) + timedelta(days=2)
    sent = captured(
        ctx.database.engine,
        lambda: issue_licence(ctx, _licence_input(operator_id, vehicle_id, first_day, 0), key_dir),
    )
    writes, fresh = _writes(sent)
    run = secrets.randbits(24)
    service, raw = [], []
    connection = raw_connection(path)
    for round_number in range(1, rounds + 1):
        data = _licence_input(
            operator_id, vehicle_id, first_day + timedelta(days=round_number), round_number
        )
        began = time.perf_counter()
        issue_licence(ctx, data, key_dir)
        service.append(time.perf_counter() - began)
        last = connection.execute("SELECT coalesce(max(position), 0) FROM audit_entries")
        replay = _audit_positions(
            _replayed(writes, fresh, run, round_number), last.fetchone()[0] + 1
        )
        began = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        for item in replay:
            item.run(connection)
        connection.execute("COMMIT")
        raw.append(time.perf_counter() - began)
    connection.close()
    print(
        f"issue: {len(writes)} INSERT/UPDATE statements per licence (of {len(sent)} sent)",
        flush=True,
    )
    return report("issue one licence", service, raw, "raw inserts")


def time_fine(
    ctx: ServiceContext, path: Path, process_id: uuid.UUID, rounds: int
) -> tuple[dict[str, float], dict[str, float]]:
    with ctx.database.read() as session:
        notice_id, cnpj = session.execute(
            select(InfractionNotice.id, InfractionNotice.operator_cnpj)
            .join(SanctionProcess, SanctionProcess.notice_id == InfractionNotice.id)
            .where(SanctionProcess.id == process_id)
        ).one()
    sent = [
        item
        for item in captured(ctx.database.engine, lambda: propose_penalties(ctx, process_id))
        if item.statement.lstrip().upper().startswith("SELECT")
    ]
    connection = raw_connection(path)
    service, history, replay = [], [], []
    for _ in range(rounds):
        began = time.perf_counter()
        proposal = propose_penalties(ctx, process_id)
        service.append(time.perf_counter() - began)
        began = time.perf_counter()
        rows = connection.execute(HISTORY_SQL, (cnpj, notice_id.hex)).fetchall()
        history.append(time.perf_counter() - began)
        began = time.perf_counter()
        for item in sent:
            item.run(connection)
        replay.append(time.perf_counter() - began)
    connection.close()
    print(
        f"fine: {len(rows)} past infractions fetched, {len(sent)} statements sent by the "
        f"service; proposal {proposal[0].amount} ({proposal[0].recidivism}, "
        f"+{proposal[0].surcharge_percent}%)",
        flush=True,
    )
    return (
        report("fine with recidivism", service, history, "one SQL join"),
        report("fine with recidivism", service, replay, "its statements replayed"),
    )
