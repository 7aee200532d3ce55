"""May a line stop running? (RR, Lei RR 664/2008, art. 55.)

Roraima's own law gives two alternative cases: an occupancy coefficient below 50 % in
6 consecutive months (I), the stoppage lasting at most 360 days on pain of caducity (§1);
or a road blocked with no alternative itinerary (II), the stoppage lasting while the
impediment does (§2), with no term to resume by. A stoppage the delegatária asks for, as the
cancellation of its delegation, is served up to 60 days after its request (art. 69, XIV),
counted as art. 95 counts: the first day without service comes after them.
"""

from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from desktop.rules.dates import br_date
from desktop.rules.deadlines import procedural_deadline
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_int
from desktop.rules.lines.register import LineProblem
from desktop.rules.lines.stoppage import StoppageDecision, check_occupancy, low_demand_stoppage
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"

RR_STOPPAGE_REASONS = {
    "aproveitamento": (
        f"{L664}, art. 55, I",
        "Coeficiente de aproveitamento não inferior a 50% em cada um dos 6 meses "
        "consecutivos anteriores à paralisação.",
    ),
    "duracao": (
        f"{L664}, art. 55 §1º",
        "Paralisação por mais de 360 dias, sob pena de caducidade da delegação.",
    ),
}


def rr_stoppage(
    rulebook: Rulebook,
    occupancy: Sequence[Decimal],
    start: date,
    days: int | None,
    obstruction: bool = False,
) -> StoppageDecision:
    """Art. 55: with `obstruction` (II) the stoppage is allowed whatever the occupancy and
    lasts while the road is blocked (§2: `days` may be None, `resume_by` is None); else the
    low-demand case (I, §1)."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"a paralisação do art. 55 é regra da {L664} (RR)")
    if not require_bool(obstruction, "obstruction"):
        return low_demand_stoppage(
            rulebook, occupancy, start, require_int(days, "days", minimum=1), RR_STOPPAGE_REASONS
        )
    months = check_occupancy(occupancy)
    if not isinstance(start, date):
        raise RulesError("start", "informe o primeiro dia sem serviço")
    if days is not None:
        require_int(days, "days", minimum=1)
    return StoppageDecision(
        True, (), None, months, (f"{L664}, art. 55, II", f"{L664}, art. 55 §2º")
    )


# What the delegatária asks that art. 69, XIV holds to 60 days of service: per request, the
# words for the request and for what takes effect after the days, and the form's field of the
# request's date.
REQUESTS = {
    "paralisacao": ("paralisação", "a paralisação", "requested_on"),
    "cancelamento": (
        "cancelamento da delegação",
        "a extinção da linha",
        "cancellation_requested_on",
    ),
}


def service_after_request(
    rulebook: Rulebook,
    calendar: OfficeCalendar,
    requested_on: date | None,
    start: date,
    request: str = "paralisacao",
) -> list[LineProblem]:
    """Art. 69, XIV: the delegatária serves up to 60 days after its request for the stoppage
    or for the cancellation of its delegation (`request`, a key of `REQUESTS`), counted from
    the first business day after it (art. 95); the stoppage or the line's extinction taking
    effect on `start`, its first day without service, must come after them."""
    asked, effect, field = REQUESTS[request]
    owed = rulebook.period("paralisacao_servico_apos_pedido_dias")
    if requested_on is None:
        return [
            LineProblem(
                field,
                f"Informe a data do pedido de {asked} da delegatária: ela presta o serviço "
                f"até {owed.value} dias após o pedido ({owed.article}).",
            )
        ]
    if requested_on > start:
        return [
            LineProblem(
                field,
                f"O pedido não pode ser posterior ao primeiro dia sem serviço, {br_date(start)}: "
                f"a delegatária serve até {owed.value} dias após ele ({owed.article}).",
            )
        ]
    served = procedural_deadline(calendar, requested_on, int(owed.value), (owed.article,))
    if start <= served.due:
        return [
            LineProblem(
                "effective_on",
                f"A delegatária presta o serviço até {owed.value} dias após o pedido de "
                f"{br_date(requested_on)}, até {br_date(served.due)} ({owed.article}; art. 95): "
                f"{effect} começa depois.",
            )
        ]
    return []
