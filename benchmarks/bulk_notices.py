"""Bulk infraction notices of the large office: the rows `desktop.services.sanctions.notices` writes
when an auto de infração is recorded — the notice as the inspector wrote it, its infraction
from the GO catalogue, the sanction process it opens and the process's first event — spread
over the operators and the last four years, numbered per year from the office sequence.

One operator (the first) also has a long judged history: `history` notices over the last two
years, each judged in first instance upholding the penalty the rules engine proposed from
the history before it (`desktop.rules.decide_fine`, as `desktop.services.sanctions.penalties` does),
and one notice awaiting judgment — the one whose fine the benchmark computes.

The notice tables are insert-only at the database level (triggers refuse UPDATE and DELETE);
these rows are only inserted. Audit entries and notice PDFs are left out: no benchmark reads
them.
"""

import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from benchmarks.bulk_rows import Issuer, YearNumbers, insert_batch, store_counters
from desktop.documents.notice import KIND as NOTICE_KIND
from desktop.models.sanctions import (
    InfractionNotice,
    NoticeInfraction,
    Penalty,
    ProcessDecision,
    ProcessEvent,
    SanctionProcess,
)
from desktop.rules import PastInfraction, decide_fine
from desktop.rules.rulebook import load_rulebook
from desktop.services.sanctions.notices import PROCESS_KIND

SPAN_DAYS = 4 * 365
HISTORY_DAYS = 2 * 365
CODES = ["75-I", "75-II", "75-III", "75-IV", "75-V", "75-VI", "75-VII", "76-I"]
PLACES = [
    "BR-153, km 502, Goiânia",
    "GO-020, km 12, Bela Vista de Goiás",
    "BR-060, km 150, Anápolis",
    "Terminal Rodoviário de Caldas Novas",
]
INSPECTORS = ["Paulo Roberto Mendes", "Cláudia Ferreira Lima", "Marcos Vinícius Rocha"]


@dataclass(frozen=True)
class OperatorRef:
    id: uuid.UUID
    name: str
    cnpj: str
    address: str
    vehicle_id: uuid.UUID | None
    plate: str


@dataclass(frozen=True)
class FineCase:
    """The operator with the long history and the process awaiting judgment."""

    operator_id: uuid.UUID
    cnpj: str
    process_id: uuid.UUID
    history: int


class _NoticeMaker:
    def __init__(
        self, issuer: Issuer, operators: list[OperatorRef], today: date, seed: int
    ) -> None:
        self.issuer = issuer
        self.operators = operators
        self.today = today
        self.rng = random.Random(seed)
        self.rulebook = load_rulebook("GO")
        self.notice_numbers = YearNumbers(issuer.office_code)
        self.process_numbers = YearNumbers(issuer.office_code)

    def notice(
        self, operator: OperatorRef, occurred_on: date, code: str, stage: str, outcome: str = ""
    ) -> dict[object, list[dict]]:
        """The rows of one recorded notice: {model: rows}."""
        occurred_at = datetime.combine(occurred_on, time(13, 30), tzinfo=UTC)
        recorded_on = occurred_on + timedelta(days=1)
        recorded_at = datetime.combine(recorded_on, time(15), tzinfo=UTC)
        entry = self.rulebook.infraction(code)
        inspector = self.rng.choice(INSPECTORS)
        notice_id, process_id = uuid.uuid4(), uuid.uuid4()
        number = self.notice_numbers.next(recorded_on.year)
        stamp = {"created_at": recorded_at, "created_by_id": self.issuer.admin_id}
        return {
            InfractionNotice: [
                {
                    "id": notice_id,
                    **stamp,
                    "number": number,
                    "jurisdiction": "GO",
                    "operator_id": operator.id,
                    "operator_name": operator.name,
                    "operator_cnpj": operator.cnpj,
                    "operator_qualification": operator.address,
                    "route": "Goiânia - Caldas Novas",
                    "line": "",
                    "place": self.rng.choice(PLACES),
                    "occurred_at": occurred_at,
                    "occurred_on": occurred_on,
                    "plate": operator.plate,
                    "vehicle_id": operator.vehicle_id,
                    "responsible_name": "José Carlos Pereira",
                    "responsible_role": "motorista",
                    "inspector_name": inspector,
                    "inspector_qualification": "Fiscal de transporte, matrícula 12345",
                    "ciente": "ciente",
                    "ciente_name": "José Carlos Pereira",
                    "ciente_note": "",
                    "description": entry.text,
                }
            ],
            NoticeInfraction: [
                {
                    "id": uuid.uuid4(),
                    "notice_id": notice_id,
                    "position": 1,
                    "code": entry.code,
                    "group": entry.group,
                    "article": entry.article,
                    "text": entry.text,
                }
            ],
            SanctionProcess: [
                {
                    "id": process_id,
                    **stamp,
                    "number": self.process_numbers.next(recorded_on.year),
                    "notice_id": notice_id,
                    "operator_id": operator.id,
                    "kind": "simplificado",
                    "stage": stage,
                    "outcome": outcome,
                    "updated_at": recorded_at,
                }
            ],
            ProcessEvent: [
                {
                    "id": uuid.uuid4(),
                    **stamp,
                    "process_id": process_id,
                    "sequence": 1,
                    "kind": "auto",
                    "on": recorded_on,
                    "summary": f"Auto de infração nº {number} registrado; processo instaurado "
                    "(Res. AGR 105/2017, art. 85).",
                    "articles": "Res. AGR 105/2017, arts. 80 e 85",
                    "document_number": number,
                }
            ],
        }

    def judged(self, rows: dict, history: list[PastInfraction]) -> PastInfraction:
        """Adds the first-instance decision upholding the engine's proposal."""
        notice = rows[InfractionNotice][0]
        infraction = rows[NoticeInfraction][0]
        process = rows[SanctionProcess][0]
        decided_on = notice["occurred_on"] + timedelta(days=30)
        decided_at = datetime.combine(decided_on, time(15), tzinfo=UTC)
        fine = decide_fine(self.rulebook, infraction["code"], notice["occurred_on"], history)
        stamp = {"created_at": decided_at, "created_by_id": self.issuer.admin_id}
        decision_id = uuid.uuid4()
        rows[ProcessDecision] = [
            {
                "id": decision_id,
                **stamp,
                "process_id": process["id"],
                "instance": "primeira",
                "decided_on": decided_on,
                "upholds": True,
                "reason": "Auto regular; defesa não apresentada no prazo.",
            }
        ]
        penalties = " ".join(fine.penalties)
        rows[Penalty] = [
            {
                "id": uuid.uuid4(),
                **stamp,
                "decision_id": decision_id,
                "notice_infraction_id": infraction["id"],
                "proposed_amount": fine.amount,
                "proposed_penalties": penalties,
                "recidivism": fine.recidivism,
                "amount": fine.amount,
                "penalties": penalties,
                "suspension_days": None,
                "suspension_first_day": None,
                "suspension_last_day": None,
                "articles": "; ".join(fine.articles),
                "change_reason": "",
            }
        ]
        return PastInfraction(
            infraction["code"], notice["occurred_on"], fine.penalties, "valid", None
        )


def _merge(target: dict, rows: dict) -> None:
    for model, items in rows.items():
        target.setdefault(model, []).extend(items)


def _ordered(rows: dict) -> list[tuple[object, list[dict]]]:
    order = (
        InfractionNotice,
        NoticeInfraction,
        SanctionProcess,
        ProcessEvent,
        ProcessDecision,
        Penalty,
    )
    return [(model, rows.get(model, [])) for model in order]


def add_notices(
    database,
    issuer: Issuer,
    operators: list[OperatorRef],
    count: int,
    history: int,
    today: date,
    seed: int = 2026,
    batch: int = 10_000,
    progress: Callable[[int], None] | None = None,
) -> FineCase:
    """`count` notices over the operators, then the first operator's `history` judged
    notices and its notice awaiting judgment."""
    maker = _NoticeMaker(issuer, operators, today, seed)
    first_day = today - timedelta(days=SPAN_DAYS)
    for start in range(0, count, batch):
        rows: dict = {}
        for index in range(start, min(start + batch, count)):
            occurred = first_day + timedelta(days=index * (SPAN_DAYS - 2) // count)
            _merge(
                rows,
                maker.notice(
                    operators[index % len(operators)],
                    occurred,
                    CODES[index % len(CODES)],
                    "aguardando_notificacao",
                ),
            )
        insert_batch(database, _ordered(rows))
        if progress:
            progress(min(start + batch, count))
    target = operators[0]
    past: list[PastInfraction] = []
    rows = {}
    for index in range(history):
        occurred = today - timedelta(days=HISTORY_DAYS - index * (HISTORY_DAYS - 60) // history)
        notice = maker.notice(target, occurred, CODES[index % len(CODES)], "encerrado", "mantido")
        past.append(maker.judged(notice, past))
        _merge(rows, notice)
    pending = maker.notice(target, today - timedelta(days=2), CODES[0], "aguardando_julgamento")
    _merge(rows, pending)
    insert_batch(database, _ordered(rows))
    with database.write() as session:
        store_counters(session, issuer.office_code, NOTICE_KIND, maker.notice_numbers)
        store_counters(session, issuer.office_code, PROCESS_KIND, maker.process_numbers)
    return FineCase(target.id, target.cnpj, pending[SanctionProcess][0]["id"], history)
