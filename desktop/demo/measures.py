"""The demo office's vehicle measures, made through the real services (Res. AGR 105/2017,
arts. 73-74 and 93 §8; Decreto 8.444/2015, art. 52 §3): a bus removed to the AGR's depot for
operating without authorisation (art. 73, I), its removal cost recorded and the caução of the
fines, fees and costs deposited (art. 73 §3, III), its process made ordinary with a term for
an act (art. 93 §8); and a bus removed for a fault not curable on the spot (art. 73, II),
whose tow and transfer of the passengers were paid to those who charged them and which was
then released on the fault cured (art. 73 §3, IV)."""

from datetime import UTC, datetime, time
from decimal import Decimal

from desktop.services.registration.operators_records import OperatorDetail
from desktop.services.sanctions.act_terms import set_act_term
from desktop.services.sanctions.measure_costs import (
    CostInput,
    record_cost_payment,
    record_measure_cost,
)
from desktop.services.sanctions.measure_costs_records import measure_costs, release_statement
from desktop.services.sanctions.measure_deposits import record_deposit
from desktop.services.sanctions.measures import apply_measure, release_vehicle
from desktop.services.sanctions.penalties import open_ordinary

DEPOT = "Pátio da AGR, Goiânia (fictício)"
TOW = "Guincho Boa Viagem Ltda. (fictício)"
COMMISSION = (
    "Ana Comissária (demo)",
    "Bruno Comissário (demo)",
    "Carla Comissária (demo)",
)


def add_demo_measures(desk, operators: list[OperatorDetail], plates: list[str]) -> int:
    """Two removals, on the first and third of `operators` (driving the bus of `plates`, same
    order); returns the number of notices recorded."""
    _held_with_deposit(desk, operators[0], plates[0])
    _released_after_payment(desk, operators[2], plates[2])
    return 2


def _removed(desk, operator, plate, code, inciso, days_ago):
    notice = desk.record(operator, plate, code, days_ago)
    instant = datetime.combine(desk.day(days_ago), time(12, 0), tzinfo=UTC)
    measure = apply_measure(
        desk.on("fiscal", days_ago), notice.id, "remocao", inciso, instant, DEPOT
    )
    return notice, measure


def _held_with_deposit(desk, operator, plate) -> None:
    notice, measure = _removed(desk, operator, plate, "78-III", "I", 4)
    analista = desk.on("analista", 3)
    record_measure_cost(
        analista, measure.id, CostInput("remocao", Decimal("450.00"), TOW, desk.day(4), "NF 311")
    )
    # art. 73 §3, III: the caução of the fines, fees and costs owed on the day
    owed = release_statement(analista, measure.id, "caucao", desk.day(3)).total
    record_deposit(analista, measure.id, owed, desk.day(3), "GRU 2026.000.020 (fictícia)")
    open_ordinary(
        desk.on("julgador", 3),
        notice.process_id,
        COMMISSION,
        "Portaria AGR nº 12/2026 (fictícia)",
        desk.day(3),
    )
    desk.notify(notice.process_id, 2)
    set_act_term(
        desk.on("analista", 2),
        notice.process_id,
        "apresentar os contratos de fretamento da viagem",
        desk.day(2),
        3,
    )


def _released_after_payment(desk, operator, plate) -> None:
    _notice, measure = _removed(desk, operator, plate, "75-I", "II", 12)
    analista = desk.on("analista", 11)
    for kind, amount, payee in (
        ("remocao", Decimal("380.00"), TOW),
        ("transbordo", Decimal("620.00"), "Viação Serra Dourada (fictícia)"),
    ):
        record_measure_cost(analista, measure.id, CostInput(kind, amount, payee, desk.day(12)))
    # art. 73 §3, IV; Decreto art. 52 §3, IV: paid to each before the release
    for number, cost in enumerate(measure_costs(analista, measure.id), start=1):
        record_cost_payment(
            desk.on("analista", 10), cost.id, desk.day(10), f"Recibo {number}/2026 (fictício)"
        )
    released_on = datetime.combine(desk.day(9), time(15, 0), tzinfo=UTC)
    release_vehicle(
        desk.on("analista", 9),
        measure.id,
        released_on,
        "saneamento",
        "GRU 2026.000.021 (fictícia)",
        "Pneus trocados; irregularidade sanada (fictício).",
    )
